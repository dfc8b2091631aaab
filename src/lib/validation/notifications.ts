import { z } from "zod";
import { safeNextPath } from "../safe-next";
import { idField } from "./id";
import { pagingSchema } from "./users";

/**
 * GET /api/notifications/get (spec §7: `user_id`, or `search`, `page`, `pageSize`). A member reads
 * their own; an administrator anyone's (`user_id`), or all of them.
 */
export const getNotificationsSchema = z
  .object({
    user_id: idField("user_id")
      .optional()
      .describe("Whose notifications: a member's own (the default); an administrator may name anyone."),
  })
  .extend(pagingSchema.shape);

/**
 * PUT /api/notifications/update: one notification (`notification_id`), or all of the member's
 * (`all: true`), marked read; exactly one of the two. One object with both optional (not a union),
 * so the OpenAPI document describes its fields.
 */
export const updateNotificationsSchema = z
  .object({
    notification_id: idField("notification_id").optional().describe("The notification to mark read."),
    all: z
      .literal(true, { error: "all must be true" })
      .optional()
      .describe("`true`: mark every unread notification of the member's read."),
  })
  .strict()
  .refine((input) => (input.notification_id === undefined) !== (input.all === undefined), {
    error: "Send notification_id, or all: true to mark every notification read.",
  });

export type UpdateNotificationsInput = z.output<typeof updateNotificationsSchema>;

const NOT_A_PATH = "Link must be a page of this site, such as /packages or /dashboard/subscription.";

/**
 * A broadcast's link: a path of this site only (never another origin, nor a sign-in page that
 * would send the member elsewhere afterwards), as safeNextPath reads `?next=`.
 */
const inAppLink = z
  .string({ error: "Link must be text." })
  .trim()
  .max(300, "Link must be at most 300 characters.")
  .refine((link) => safeNextPath(link, "") === link, { error: NOT_A_PATH });

const SEGMENT_SHAPE = "segment must be an object with any of gender, plan_id, country, city and verified.";

/** Who a broadcast goes to: every field left out means "any". */
export const broadcastSegmentSchema = z.strictObject(
  {
    gender: z
      .enum(["male", "female"], { error: "Gender must be male or female." })
      .optional()
      .describe("Only members of this gender."),
    plan_id: idField("plan_id").optional().describe("Only members whose plan in force is this one."),
    country: z
      .string({ error: "Country must be text." })
      .trim()
      .min(2, "Country must be at least 2 characters.")
      .max(100, "Country must be at most 100 characters.")
      .optional()
      .describe("Only members living in this country (as their profile names it)."),
    city: z
      .string({ error: "City must be text." })
      .trim()
      .min(2, "City must be at least 2 characters.")
      .max(100, "City must be at most 100 characters.")
      .optional()
      .describe("Only members living in this city (as their profile names it)."),
    verified: z
      .boolean({ error: "verified must be true or false" })
      .optional()
      .describe("`true`: only verified members; `false`: only members not verified."),
  },
  { error: SEGMENT_SHAPE },
);

export type BroadcastSegmentInput = z.output<typeof broadcastSegmentSchema>;

/** POST /api/notifications/broadcast (issue 18). */
export const broadcastSchema = z
  .object({
    title: z
      .string({ error: "Title is required." })
      .trim()
      .min(3, "Title must be at least 3 characters.")
      .max(120, "Title must be at most 120 characters.")
      .describe("The notification's title, as members see it."),
    body: z
      .string({ error: "Message is required." })
      .trim()
      .min(3, "Message must be at least 3 characters.")
      .max(1000, "Message must be at most 1,000 characters.")
      .describe("The notification's text."),
    link: inAppLink
      .optional()
      .describe("A page of this site the notification opens (a path such as `/packages`)."),
    email: z
      .boolean({ error: "email must be true or false" })
      .optional()
      .describe("Also send it by e-mail (through the mail queue)."),
    segment: broadcastSegmentSchema.optional().describe("Who it goes to; left out: every member."),
    dry_run: z
      .boolean({ error: "dry_run must be true or false" })
      .optional()
      .describe("`true`: only count the recipients; nothing is sent or stored."),
  })
  .strict();

export type BroadcastInput = z.output<typeof broadcastSchema>;

/** GET /api/notifications/broadcasts: the sent broadcasts, newest first. */
export const getBroadcastsSchema = pagingSchema.omit({ search: true });
