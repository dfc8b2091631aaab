import { z } from "zod";
import type { broadcasts } from "../db/schema";

const segmentOutput = z
  .object({
    gender: z.enum(["male", "female"]).optional().describe("Only members of this gender."),
    plan_id: z.guid().optional().describe("Only members whose plan in force is this one."),
    country: z.string().optional().describe("Only members living in this country (its code, e.g. PK)."),
    city: z.string().optional().describe("Only members living in this city (its code, e.g. PK-PB-Lahore)."),
    verified: z
      .boolean()
      .optional()
      .describe("Only verified members (true) or members not verified (false)."),
  })
  .describe("Who it goes to; an empty object: every member.");

export const broadcastItemSchema = z
  .object({
    id: z.guid().describe("The broadcast's id."),
    admin_user_id: z.guid().describe("The administrator who sent it."),
    admin_name: z
      .string()
      .nullable()
      .describe("That administrator's name (null once their account is gone)."),
    title: z.string().describe("The notification's title."),
    body: z.string().describe("The notification's text."),
    link: z.string().nullable().describe("The page it opens, a path of this site; null for none."),
    email: z.boolean().describe("Whether it is also sent by e-mail."),
    segment: segmentOutput,
    recipients: z.number().int().describe("How many members the segment held when it was sent."),
    delivered: z.number().int().describe("How many have been reached so far."),
    status: z
      .enum(["queued", "sending", "sent"])
      .describe("`queued`: waiting for the worker; `sending`: delivered in batches now; `sent`: done."),
    created_at: z.date().describe("When it was sent."),
    finished_at: z.date().nullable().describe("When its last batch was delivered; null until then."),
  })
  .meta({ id: "Broadcast", description: "An administrator's notification to all members or a segment." });

export type BroadcastItem = z.output<typeof broadcastItemSchema>;

export const BROADCAST_QUEUED = "Broadcast queued: members will receive it in a moment.";

/** POST /api/notifications/broadcast: the count of a dry run, or the queued broadcast. */
export const broadcastOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  recipients: z.number().int().describe("How many members the segment holds now."),
  dry_run: z.boolean().describe("True when nothing was sent (only counted)."),
  broadcast: broadcastItemSchema
    .nullable()
    .describe("The stored broadcast (status `queued`); null for a dry run."),
});

/** GET /api/notifications/broadcasts. */
export const broadcastsOutput = z.object({
  broadcasts: z.array(broadcastItemSchema).describe("Newest first."),
  total: z.number().int().describe("How many broadcasts were ever sent."),
  page: z.number().int().describe("The page answered (from 1)."),
  pageSize: z.number().int().describe("Broadcasts per page."),
});

export function presentBroadcast(
  row: typeof broadcasts.$inferSelect,
  adminName: string | null,
): BroadcastItem {
  return {
    id: row.id,
    admin_user_id: row.adminUserId,
    admin_name: adminName,
    title: row.title,
    body: row.body,
    link: row.link,
    email: row.email,
    segment: row.segment,
    recipients: row.recipients,
    delivered: row.delivered,
    status: row.status,
    created_at: row.createdAt,
    finished_at: row.finishedAt,
  };
}
