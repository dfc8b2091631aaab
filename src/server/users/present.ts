import { z } from "zod";
import type { AccountRow } from "./queries";

/** A user as the Users screens show them (spec §2 admin Users table), in the spec's snake_case. */
export const userRowSchema = z
  .object({
    id: z.guid().describe("The account's id."),
    profileId: z.guid().nullable().describe("Their profile's id; null for an administrator."),
    name: z.string().describe("The account's name (the profile's first and last name once it is filled in)."),
    email: z.string().describe("The account's e-mail address, lower-cased."),
    phone: z.string().describe("E.164, e.g. +923001234567."),
    gender: z.enum(["male", "female"]).nullable().describe("From the profile; null until it is filled in."),
    role: z.enum(["member", "admin"]).describe("member, or admin for the people who run the service."),
    status: z
      .enum(["active", "disabled", "deleted"])
      .describe("active; disabled when an administrator blocked the account; deleted by its owner."),
    image_url: z.string().nullable().describe("The profile photo's address, or null."),
    profile_info_status: z.boolean().describe("Whether the profile wizard has been submitted."),
    profile_status: z
      .enum(["draft", "active", "disabled"])
      .nullable()
      .describe("The profile's state: draft until submitted, active, or disabled once deleted."),
    plan: z
      .object({
        id: z.guid().describe("The plan's id."),
        name: z.string().nullable().describe("The plan's name (Free, Silver, Gold, Platinum, ...)."),
      })
      .nullable()
      .describe("The current subscription plan."),
    created_at: z.date().describe("When the account was made."),
  })
  .meta({ id: "UserRow" });

export function presentUserRow(row: AccountRow): z.output<typeof userRowSchema> {
  return {
    id: row.id,
    profileId: row.profileId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    role: row.role,
    status: row.status,
    image_url: row.imageUrl,
    profile_info_status: row.profileInfoStatus ?? false,
    profile_status: row.profileStatus,
    plan: row.planId ? { id: row.planId, name: row.planName } : null,
    created_at: row.createdAt,
  };
}

export type UserView = ReturnType<typeof presentUserRow>;

/** An administrator's change to an account: what it did, and the account as it is now. */
export const userChangedOutput = z.object({ message: z.string(), user: userRowSchema });

/** GET /api/users/get: one user by user_id, or (administrators) a page of the list. */
export const usersOutput = z.union([
  z.object({ user: userRowSchema }),
  z.object({
    users: z.array(userRowSchema).describe("This page's accounts, newest first."),
    total: z
      .number()
      .int()
      .describe(
        "How many accounts match the search and filters, counted up to 200: when `total_capped` is true there are more than `total` (decision 0032).",
      ),
    total_capped: z
      .boolean()
      .describe("True when more accounts match than were counted (`total` is then the cap, 200)."),
    page: z.number().int().describe("The page given, from 1 (ignored with `after`)."),
    pageSize: z.number().int().describe("Accounts per page, 1 to 100."),
    next_after: z
      .guid()
      .nullable()
      .describe("Pass as `after` for the next page (keyset paging); null on the last page."),
  }),
]);
