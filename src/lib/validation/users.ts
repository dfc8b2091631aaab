import { z } from "zod";
import { phoneField, signUpSchema } from "./auth";
import { idField } from "./id";

const PAGE_MAX = 100_000;
const PAGE_SIZE_RANGE = "pageSize must be between 1 and 100";

/** The admin lists' paging, worded as the browse filters' (src/lib/discovery/search-filters.ts). */
export const pagingSchema = z.object({
  search: z
    .string({ error: "Search must be text." })
    .trim()
    .max(100, "Search must be at most 100 characters.")
    .optional(),
  page: z
    .number({ error: "page must be a number" })
    .min(1, "page must be 1 or more")
    .max(PAGE_MAX, `page must be at most ${PAGE_MAX.toLocaleString("en")}`)
    .int("page must be a whole number")
    .default(1),
  pageSize: z
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, PAGE_SIZE_RANGE)
    .max(100, PAGE_SIZE_RANGE)
    .default(20),
});

export const getUserSchema = z
  .object({
    user_id: idField("user_id").optional(),
    /** The spec's client asks for the administrators' whole list with `all=true`, unpaged. */
    all: z
      .boolean({ error: "all must be true or false" })
      .optional()
      .describe(
        "`true`: every account (matching `search`), in one answer, without paging (administrators only).",
      ),
  })
  .extend(pagingSchema.shape);

export const createUserSchema = signUpSchema.omit({ agree: true });

export const updateUserSchema = z.object({
  user_id: idField("user_id"),
  name: signUpSchema.shape.name.optional(),
  email: signUpSchema.shape.email.optional(),
  phone: phoneField.optional(),
  status: z.enum(["active", "disabled"], { error: "Status must be active or disabled" }).optional(),
});

export const updateUserSubscriptionSchema = z.object({
  user_id: idField("user_id"),
  plan_id: idField("plan_id"),
  /**
   * Why, for the administrators' trail. Optional so spec §7's `{user_id, plan_id}` still works
   * (decision 0030); the admin screens ask for it.
   */
  reason: z
    .string({ error: "Reason must be text." })
    .trim()
    .min(3, "Reason must be at least 3 characters.")
    .max(500, "Reason must be at most 500 characters.")
    .optional()
    .describe("Why the plan is granted or ended, kept in the administrators' trail."),
});
