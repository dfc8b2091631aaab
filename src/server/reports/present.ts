import { z } from "zod";
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_SOURCES } from "@/lib/validation/reports";
import { profileViewSchema } from "../profiles/present";
import type { ReportRow } from "./queries";

/** One item of the moderation queue, as administrators read it (never shown to members). */
export const reportItemSchema = z
  .object({
    id: z.guid().describe("The item's id."),
    source: z
      .enum(REPORT_SOURCES)
      .describe("`member`: a member's report; `safety_flag`: a message the safety check flagged."),
    reason: z.enum(REPORT_REASONS).describe("Why: fake_profile, harassment, scam, inappropriate or other."),
    text: z.string().nullable().describe("The reporter's own words, or null."),
    safety_flag: z
      .enum(["money", "off_platform"])
      .nullable()
      .describe("For a safety flag: what the check found (money, off_platform); null for a report."),
    message_id: z.guid().nullable().describe("The message the item is about, or null (a profile report)."),
    status: z.enum(["open", "actioned", "dismissed"]).describe("open until an administrator closes it."),
    action: z.enum(REPORT_ACTIONS).nullable().describe("How it was closed, or null while open."),
    resolution_reason: z.string().nullable().describe("The administrator's reason for closing it."),
    resolved_by: z.guid().nullable().describe("The administrator who closed it."),
    resolved_at: z.date().nullable(),
    created_at: z.date().describe("When it entered the queue."),
    reported: z
      .object({
        user_id: z.guid().describe("Their account (the Users screen: /dashboard/users/<user_id>)."),
        profile_id: z.guid(),
        name: z.string(),
        status: z.enum(["active", "disabled", "deleted"]).describe("Their account's status now."),
      })
      .describe("The member the item is about."),
    reporter: z
      .object({ user_id: z.guid(), profile_id: z.guid(), name: z.string() })
      .nullable()
      .describe(
        "Who reported (administrators only; never shown to the reported member); null for a safety flag.",
      ),
  })
  .meta({ id: "ModerationItem" });

export type ReportItem = z.output<typeof reportItemSchema>;

/** One message of the reviewed conversation. */
export const reviewedMessageSchema = z.object({
  id: z.guid(),
  sender_profile_id: z.guid(),
  from_reported: z.boolean().describe("Whether the reported member wrote it."),
  text: z.string().describe("As typed (render it as text)."),
  safety_flag: z.enum(["money", "off_platform"]).nullable(),
  reported: z.boolean().describe("Whether this is the message the item is about."),
  created_at: z.date(),
});

/** GET /api/reports/get: one item with its context, or a page of the queue. */
export const reportsOutput = z.union([
  z.object({
    report: reportItemSchema.extend({
      messages: z
        .array(reviewedMessageSchema)
        .describe(
          "The reported message with up to three messages either side in its conversation, oldest first; empty for a profile report or a message since erased. Reading them is recorded in the administrators' trail.",
        ),
      profile: profileViewSchema
        .nullable()
        .describe("The reported member's profile as an administrator sees it (the original photo)."),
    }),
  }),
  z.object({
    reports: z
      .array(reportItemSchema)
      .describe("This page: open items oldest first, closed ones newest first."),
    total: z.number().int().describe("How many items match, in all."),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
]);

/** PUT /api/reports/update: what was done, and the item as it is now. */
export const reportResolvedOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  report: reportItemSchema,
  closed_with_it: z
    .array(z.guid())
    .describe("Other open items about the same member closed with this one (a block closes them all)."),
});

export function presentReport(row: ReportRow): ReportItem {
  const { report, reported, reporter } = row;
  return {
    id: report.id,
    source: report.source,
    reason: report.reason,
    text: report.text,
    safety_flag: report.safetyFlag,
    message_id: report.messageId,
    status: report.status,
    action: report.action,
    resolution_reason: report.resolutionReason,
    resolved_by: report.resolvedBy,
    resolved_at: report.resolvedAt,
    created_at: report.createdAt,
    reported: {
      user_id: reported.userId,
      profile_id: reported.profileId,
      name: reported.name,
      status: reported.status,
    },
    reporter:
      reporter?.profileId && reporter.userId
        ? { user_id: reporter.userId, profile_id: reporter.profileId, name: reporter.name ?? "" }
        : null,
  };
}
