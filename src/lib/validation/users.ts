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

/** How deep `page` may go in the Users list: past this, `after` (keyset) pages on (decision 0032). */
export const USERS_OFFSET_LIMIT = 10_000;
export const USERS_TOO_DEEP = `Pages reach the first ${USERS_OFFSET_LIMIT.toLocaleString("en")} users: narrow the search or page on with after.`;

export const USER_ROLES = ["member", "admin"] as const;
export const USER_STATUSES = ["active", "disabled", "deleted"] as const;
export const USER_GENDERS = ["male", "female"] as const;

export const getUserSchema = z
  .object({
    user_id: idField("user_id").optional(),
    /** The spec's client asks for the administrators' whole list with `all=true`, unpaged. */
    all: z
      .boolean({ error: "all must be true or false" })
      .optional()
      .describe(
        "`true`: every account (matching `search` and the filters), in one answer, without paging (administrators only).",
      ),
    role: z
      .enum(USER_ROLES, { error: "role must be member or admin" })
      .optional()
      .describe("Only accounts with this role."),
    status: z
      .enum(USER_STATUSES, { error: "status must be active, disabled or deleted" })
      .optional()
      .describe("Only accounts in this state: active, disabled (blocked) or deleted."),
    gender: z
      .enum(USER_GENDERS, { error: "gender must be male or female" })
      .optional()
      .describe("Only accounts whose profile gives this gender."),
    plan_id: idField("plan_id").optional().describe("Only accounts whose current plan is this one."),
    verified: z
      .boolean({ error: "verified must be true or false" })
      .optional()
      .describe("`true`: only accounts with the verified badge; `false`: only those without."),
    after: idField("after")
      .optional()
      .describe(
        "Keyset paging: the id of the last account of the previous page (its `next_after`); the answer goes on from there, newest first. Takes the place of `page`.",
      ),
  })
  .extend(pagingSchema.shape)
  .refine((input) => input.after !== undefined || (input.page - 1) * input.pageSize < USERS_OFFSET_LIMIT, {
    message: USERS_TOO_DEEP,
    path: ["page"],
  });

export const createUserSchema = signUpSchema.omit({ agree: true });

const reasonField = z
  .string({ error: "Reason must be text." })
  .trim()
  .min(3, "Reason must be at least 3 characters.")
  .max(500, "Reason must be at most 500 characters.");

export const REASON_REQUIRED = "Say why: a reason of at least 3 characters is required.";
export const CHECKS_REQUIRED =
  "Say which checks you made: the photo matches, the identity document, or both.";

export const updateUserSchema = z
  .object({
    user_id: idField("user_id"),
    name: signUpSchema.shape.name.optional(),
    email: signUpSchema.shape.email.optional(),
    phone: phoneField.optional(),
    status: z
      .enum(["active", "disabled"], { error: "Status must be active or disabled" })
      .optional()
      .describe("`disabled` blocks the account (its sessions and API tokens end); `active` unblocks it."),
    verified: z
      .boolean({ error: "verified must be true or false" })
      .optional()
      .describe(
        "`true` grants the verified badge (say which checks were made: `photo_matches`, `identity_checked`); `false` takes it away. Needs `reason`.",
      ),
    photo_matches: z
      .boolean({ error: "photo_matches must be true or false" })
      .optional()
      .describe(
        "With `verified: true`: the administrator saw that the member's face matches the profile photo.",
      ),
    identity_checked: z
      .boolean({ error: "identity_checked must be true or false" })
      .optional()
      .describe("With `verified: true`: the administrator checked an identity document."),
    role: z
      .enum(USER_ROLES, { error: "role must be member or admin" })
      .optional()
      .describe("`admin` makes the account an administrator, `member` takes that away. Needs `reason`."),
    reason: reasonField
      .optional()
      .describe(
        "Why, kept in the administrators' trail. Required with `verified` or `role`; optional with `status` and the account's fields, so spec §7's client keeps working (decision 0032).",
      ),
  })
  .superRefine((input, ctx) => {
    if ((input.verified !== undefined || input.role !== undefined) && !input.reason) {
      ctx.addIssue({ code: "custom", message: REASON_REQUIRED, path: ["reason"] });
    }
    if (input.verified === true && !input.photo_matches && !input.identity_checked) {
      ctx.addIssue({ code: "custom", message: CHECKS_REQUIRED, path: ["photo_matches"] });
    }
  });

/** The Users screen's actions: the same fields, with the reason always required. */
export const userActionReasonSchema = z.object({ reason: reasonField });

export const getUserDetailSchema = z.object({ user_id: idField("user_id") });

export const updateUserSubscriptionSchema = z.object({
  user_id: idField("user_id"),
  plan_id: idField("plan_id"),
  /**
   * Why, for the administrators' trail. Optional so spec §7's `{user_id, plan_id}` still works
   * (decision 0030); the admin screens ask for it.
   */
  reason: reasonField
    .optional()
    .describe("Why the plan is granted or ended, kept in the administrators' trail."),
});
