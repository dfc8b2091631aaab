import type { z } from "zod";
import type { getReportsSchema } from "@/lib/validation/reports";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { relationTo, viewerFrom } from "../profiles/access";
import { presentProfileView } from "../profiles/present";
import { findPartnerRequirements, findProfileById, isFeatured } from "../profiles/queries";
import { presentReport, type reportsOutput } from "./present";
import { findMessageWithNeighbours, findReport, listReports } from "./queries";

export const REPORT_NOT_FOUND = "Report not found";

/**
 * GET /api/reports/get (administrators): a page of the moderation queue, or one item with what it
 * is about: the reported message and its neighbours in the conversation, or else the reported
 * member's profile. Messages are private, so showing them is recorded in the administrators' trail
 * (`report.view`) in the same transaction as the read.
 */
export async function getReports(
  ctx: RequestContext,
  input: z.output<typeof getReportsSchema>,
): Promise<z.output<typeof reportsOutput>> {
  const admin = requireAdmin(ctx);
  const { page, pageSize } = input;
  if (!input.report_id) {
    const { items, total } = await listReports(
      ctx.db,
      { status: input.status, source: input.source },
      { page, pageSize },
    );
    return { reports: items.map(presentReport), total, page, pageSize };
  }

  const reportId = input.report_id;
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const viewer = viewerFrom(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await findReport(tx, reportId);
    if (!row) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
    const reportedId = row.report.reportedId;
    const [thread, profile, partner, featured] = await Promise.all([
      row.report.messageId ? findMessageWithNeighbours(tx, row.report.messageId) : Promise.resolve([]),
      findProfileById(tx, reportedId),
      findPartnerRequirements(tx, reportedId),
      isFeatured(tx, reportedId),
    ]);
    if (thread.length > 0) {
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "report.view",
        targetType: "report",
        targetId: row.report.id,
        detail: { message_ids: thread.map((message) => message.id), reported_profile_id: reportedId },
      });
    }
    const relation = await relationTo(tx, viewer, reportedId);
    return {
      report: {
        ...presentReport(row),
        messages: thread.map((message) => ({
          id: message.id,
          sender_profile_id: message.senderId,
          from_reported: message.senderId === reportedId,
          text: message.text,
          safety_flag: message.safetyFlag,
          reported: message.id === row.report.messageId,
          created_at: message.createdAt,
        })),
        profile: profile ? presentProfileView(profile, partner, relation, featured) : null,
      },
    };
  });
}
