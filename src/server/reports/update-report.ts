import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ReportAction, ReportReason, updateReportSchema } from "@/lib/validation/reports";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { RequestContext } from "../context";
import { memberReports, users } from "../db/schema";
import { AppError } from "../errors";
import { createNotification } from "../notifications/create-notification";
import { discardPhoto } from "../profiles/images/discard-photo";
import { swapProfileImage } from "../profiles/images/queries";
import { endBlockedAccountAccess } from "../users/account-status";
import { REPORT_NOT_FOUND } from "./get-reports";
import { presentReport, type reportResolvedOutput } from "./present";
import { closeReports, findReport, lockOpenReportsAbout } from "./queries";

export const REPORT_RESOLVED: Record<ReportAction, string> = {
  dismiss: "Report dismissed.",
  warn: "The member has been warned.",
  block: "The member has been blocked and signed out everywhere.",
  remove_photo: "The member's photo has been removed.",
};

export const REPORT_ALREADY_CLOSED = "This item has already been closed by an administrator.";
export const REPORT_NO_PHOTO = "This member has no photo to remove. Choose another action.";
export const REPORT_ADMIN_TARGET = "An administrator's account cannot be blocked from the moderation queue.";

/**
 * What the warned member reads. It names the kind of concern in general words and never the
 * reporter, the message or the administrator's reason (which may name the reporter): the member
 * learns that a rule was broken, not who raised it.
 */
const WARNING_CONCERN: Record<ReportReason, string> = {
  fake_profile: "whether your profile truly represents you",
  harassment: "how you have been writing to other members",
  scam: "requests for money or payment details",
  inappropriate: "content or behaviour that goes against our community rules",
  other: "your activity on Rishta",
};

export const WARNING_TITLE = "A warning from the Rishta team";
export function warningBody(reason: ReportReason): string {
  return `Our team reviewed a concern about ${WARNING_CONCERN[reason]}. Please keep to our terms and safety rules: repeated problems lead to your account being blocked.`;
}
export const PHOTO_REMOVED_TITLE = "Your profile photo was removed";
export const PHOTO_REMOVED_BODY =
  "Our team removed your profile photo because it did not follow our picture policy: a recent photo of yourself alone, not copyrighted and not obscene. You can upload a new one.";

/**
 * PUT /api/reports/update (administrators): closes an open moderation item with an action and a
 * reason, and does the action, all in one transaction with its trail row (`report.<action>`):
 * - dismiss: nothing more (status `dismissed`);
 * - warn: a notification to the reported member;
 * - block: the account disabled, its sessions and API tokens ended; every other open item about
 *   the member closes with it (decision 0034), listed in `closed_with_it` and in the trail;
 * - remove_photo: the profile's photo removed (its files erased after commit) and the member told.
 * A closed item answers 409, so two administrators acting at once cannot both act.
 */
export async function updateReport(
  ctx: RequestContext,
  input: z.output<typeof updateReportSchema>,
): Promise<z.output<typeof reportResolvedOutput>> {
  const admin = requireAdmin(ctx);
  const { action, reason } = input;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: memberReports.status })
      .from(memberReports)
      .where(eq(memberReports.id, input.report_id))
      .for("update");
    if (!locked) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
    if (locked.status !== "open") throw new AppError("CONFLICT", REPORT_ALREADY_CLOSED);
    const row = await findReport(tx, input.report_id);
    if (!row) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
    const member = row.reported;
    const detail: Record<string, unknown> = {
      reported_user_id: member.userId,
      reported_profile_id: member.profileId,
      source: row.report.source,
      report_reason: row.report.reason,
      message_id: row.report.messageId,
    };
    let closedWithIt: string[] = [];
    let removedImage: string | null = null;

    if (action === "warn") {
      detail.notification_id = await createNotification(tx, {
        userId: member.userId,
        type: "moderation_warning",
        title: WARNING_TITLE,
        body: warningBody(row.report.reason),
        link: "/safety-tips",
      });
    } else if (action === "block") {
      const [account] = await tx
        .select({ role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, member.userId))
        .for("update");
      if (account?.role === "admin") throw new AppError("CONFLICT", REPORT_ADMIN_TARGET);
      // A deleted account stays deleted; an already blocked one stays blocked.
      await tx
        .update(users)
        .set({ status: "disabled", updatedAt: sql`now()` })
        .where(and(eq(users.id, member.userId), eq(users.status, "active")));
      await endBlockedAccountAccess(tx, member.userId, ctx.requestId);
      const others = await lockOpenReportsAbout(tx, member.profileId);
      closedWithIt = others.map((other) => other.id).filter((id) => id !== row.report.id);
      detail.previous_status = account?.status ?? null;
      detail.closed_with_it = closedWithIt;
    } else if (action === "remove_photo") {
      const { previous } = await swapProfileImage(tx, member.profileId, null);
      if (!previous) throw new AppError("CONFLICT", REPORT_NO_PHOTO);
      removedImage = previous;
      detail.image_id = previous;
      detail.notification_id = await createNotification(tx, {
        userId: member.userId,
        type: "photo_removed",
        title: PHOTO_REMOVED_TITLE,
        body: PHOTO_REMOVED_BODY,
        link: "/dashboard/profile",
      });
    }

    await closeReports(tx, [row.report.id, ...closedWithIt], {
      status: action === "dismiss" ? "dismissed" : "actioned",
      action,
      reason,
      adminUserId: admin.user.id,
    });
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: `report.${action}`,
      targetType: "report",
      targetId: row.report.id,
      reason,
      detail,
    });
    return { closedWithIt, removedImage, userId: member.userId };
  });

  // After commit: the blocked member's next request in this process finds no session, and the
  // removed photo's files go (a storage failure is logged, the profile already shows none).
  if (action === "block") sessionCache().forgetUser(outcome.userId);
  if (outcome.removedImage) await discardPhoto(ctx, outcome.removedImage);
  const row = await findReport(ctx.db, input.report_id);
  if (!row) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
  return {
    message: REPORT_RESOLVED[action],
    report: presentReport(row),
    closed_with_it: outcome.closedWithIt,
  };
}
