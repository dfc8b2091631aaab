import { z } from "zod";
import { idField } from "./id";
import { pagingSchema } from "./users";

/** Spec §5 "Subscription plan (admin)": its messages, word for word. */
export const PLAN_MESSAGES = {
  name: "Plan name is required",
  price: "Price is required!",
  messages_limit: "Messages Limit is required!",
  proposals_limit: "Proposals Limit is required!",
  duration: "Duration is required!",
} as const;

export const PLAN_NAME_MAX = 50;
export const PLAN_PRICE_MAX = 10_000_000;
export const PLAN_LIMIT_MAX = 1_000_000;
/** Ten years: a longer plan is a typing slip. */
export const PLAN_DURATION_MAX = 3650;

/**
 * A required whole number. A missing or empty value (the form hands `undefined` for an empty box,
 * a client may send "" or null) gets the spec's "… is required!"; the others say what is wrong.
 */
function wholeNumber(required: string, label: string, min: number, max: number) {
  return z
    .number({ error: required })
    .int(`${label} must be a whole number.`)
    .min(min, min === 0 ? `${label} cannot be negative.` : `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en")}.`);
}

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** The fields of a plan, as the admin form and POST /api/subscription-plans/create send them. */
export const planFieldsSchema = z.object({
  name: z
    .string({ error: PLAN_MESSAGES.name })
    .trim()
    .min(1, PLAN_MESSAGES.name)
    .max(PLAN_NAME_MAX, `Plan name must be at most ${PLAN_NAME_MAX} characters.`),
  price: wholeNumber(PLAN_MESSAGES.price, "Price", 0, PLAN_PRICE_MAX).describe(
    "Whole Pakistani rupees (shown 'Rs. 2,500').",
  ),
  messages_limit: wholeNumber(PLAN_MESSAGES.messages_limit, "Messages Limit", 0, PLAN_LIMIT_MAX),
  proposals_limit: wholeNumber(PLAN_MESSAGES.proposals_limit, "Proposals Limit", 0, PLAN_LIMIT_MAX),
  duration: wholeNumber(PLAN_MESSAGES.duration, "Duration", 1, PLAN_DURATION_MAX).describe(
    "Days the plan runs once bought.",
  ),
  profile_status: flag("Profile status").describe("Whether the plan includes profile verification."),
  featured_profile: flag("Featured profile").describe("Whether the member is listed first while it runs."),
  active: flag("Active").describe(
    "False: no longer offered (hidden from the packages page, refused at checkout).",
  ),
});

/** POST /api/subscription-plans/create: a paid plan (there is one Free plan, seeded). */
export const createPlanSchema = planFieldsSchema.extend({
  profile_status: planFieldsSchema.shape.profile_status.default(false),
  featured_profile: planFieldsSchema.shape.featured_profile.default(false),
  active: planFieldsSchema.shape.active.default(true),
});

/**
 * PUT /api/subscription-plans/update: the plan's id and the fields to change. The Free plan takes
 * neither a price (other than 0) nor a duration, and stays active.
 */
export const updatePlanSchema = planFieldsSchema.partial().extend({
  subscription_plan_id: idField("subscription_plan_id"),
});

/** The Free plan's form: it has no price or duration to give (its boxes are disabled). */
export const freePlanFieldsSchema = planFieldsSchema.extend({
  price: planFieldsSchema.shape.price.optional(),
  duration: planFieldsSchema.shape.duration.optional(),
});

/** GET /api/subscription-plans/get: one plan, or a page of all of them (inactive ones too). */
export const getPlansSchema = z
  .object({ subscription_plan_id: idField("subscription_plan_id").optional() })
  .extend(pagingSchema.shape);

/** DELETE /api/subscription-plans/delete: deleted when never bought, else deactivated. */
export const deletePlanSchema = z.object({ subscription_plan_id: idField("subscription_plan_id") });
