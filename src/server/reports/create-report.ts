import { z } from "zod";
import { type createReportSchema, REPORT_REASONS, reportMessages } from "@/lib/validation/reports";
import { requireMember } from "../auth/guards";
import { consumeRateLimit, type RateRule } from "../auth/rate-limit";
import { findBlockable } from "../blocks/queries";
import type { RequestContext } from "../context";
import { AppError, NOT_ALLOWED } from "../errors";
import { PROFILE_NOT_AVAILABLE } from "../proposals/create-proposal";
import { insertReport, isMessageBetween } from "./queries";

export const REPORT_RECEIVED = reportMessages.received;
export const REPORT_SELF = "You cannot report yourself.";
export const REPORT_MESSAGE_NOT_FOUND = "Message not found";
export const TOO_MANY_REPORTS =
  "You have sent many reports in a short time. Please wait a while and try again.";

/**
 * Abuse limit per member (docs/decisions/0024): a member in real trouble reports a few people, not
 * dozens; past this, reports would be used to harass others through the admins' queue.
 */
export const reportRateRule: RateRule = { name: "report:member", limit: 10, windowSeconds: 24 * 60 * 60 };

export const reportCreatedOutput = z.object({
  message: z.string().describe(`What was done: "${REPORT_RECEIVED}"`),
  report: z
    .object({
      id: z.guid().describe("The report's id."),
      profile_id: z.guid().describe("The reported member's profile id."),
      message_id: z.guid().nullable().describe("The message reported with it, or null."),
      reason: z.enum(REPORT_REASONS).describe("Why: fake_profile, harassment, scam, inappropriate or other."),
      text: z.string().nullable().describe("The reporter's own words, or null."),
      created_at: z.date().describe("When it was made."),
    })
    .describe("The report as stored, open for an administrator's review."),
});

/**
 * POST /api/reports/create: the signed-in member reports another, optionally naming one message of
 * the conversation between the two, for the administrators to review. Any existing member may be
 * reported, one the reporter blocked included (blocking often comes first). A message that is not
 * between the two answers 404, whether or not it exists.
 */
export async function createReport(
  ctx: RequestContext,
  input: z.output<typeof createReportSchema>,
): Promise<z.output<typeof reportCreatedOutput>> {
  const member = requireMember(ctx);
  const me = member.user.profileId;
  if (!me) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  if (input.profile_id === me) throw new AppError("UNPROCESSABLE_CONTENT", REPORT_SELF);
  await consumeRateLimit(ctx.db, reportRateRule, member.user.id, TOO_MANY_REPORTS);

  const [reported, messageOk] = await Promise.all([
    findBlockable(ctx.db, input.profile_id),
    input.message_id
      ? isMessageBetween(ctx.db, input.message_id, me, input.profile_id)
      : Promise.resolve(true),
  ]);
  if (!reported) throw new AppError("NOT_FOUND", PROFILE_NOT_AVAILABLE);
  if (!messageOk) throw new AppError("NOT_FOUND", REPORT_MESSAGE_NOT_FOUND);

  const row = await insertReport(ctx.db, {
    reporterId: me,
    reportedId: reported.profileId,
    messageId: input.message_id ?? null,
    reason: input.reason,
    text: input.text ?? null,
  });
  return {
    message: REPORT_RECEIVED,
    report: {
      id: row.id,
      profile_id: row.reportedId,
      message_id: row.messageId,
      reason: row.reason,
      text: row.text,
      created_at: row.createdAt,
    },
  };
}
