import { z } from "zod";
import { idField } from "./id";
import { REPORT_REASONS, REPORT_TEXT_MAX, reportMessages } from "./report-reasons";

export * from "./report-reasons";

/** `POST /api/reports/create`: the reporter is always the signed-in member. */
export const createReportSchema = z.object({
  profile_id: idField("profile_id"),
  message_id: idField("message_id").nullish(),
  reason: z.enum(REPORT_REASONS, { error: reportMessages.reason }),
  text: z
    .string({ error: reportMessages.text })
    .trim()
    .max(REPORT_TEXT_MAX, reportMessages.textTooLong)
    .nullish()
    .transform((value) => (value ? value : undefined)),
});

export type CreateReportInput = z.input<typeof createReportSchema>;

/** How an administrator closes a moderation item (issue 18); the keys are the database's `report_action`. */
export const REPORT_ACTIONS = ["dismiss", "warn", "block", "remove_photo"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const reportActionLabels: Record<ReportAction, string> = {
  dismiss: "Dismiss",
  warn: "Warn the member",
  block: "Block the member",
  remove_photo: "Remove their photo",
};

/** Where a moderation item came from: a member's report, or the message safety check. */
export const REPORT_SOURCES = ["member", "safety_flag"] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/**
 * Which items the queue lists: `open` (the default, oldest first), or closed ones (`closed` both
 * kinds, `actioned`, `dismissed`; newest decision first), or `all`.
 */
export const REPORT_LIST_STATUSES = ["open", "closed", "actioned", "dismissed", "all"] as const;
export type ReportListStatus = (typeof REPORT_LIST_STATUSES)[number];

export const RESOLUTION_REASON_MAX = 500;

export const moderationMessages = {
  action: "Please choose an action: dismiss, warn, block or remove_photo",
  reason: "Reason is required!",
  reasonTooLong: `Reason must be at most ${RESOLUTION_REASON_MAX} characters.`,
  status: "Status must be one of open, closed, actioned, dismissed, all",
  source: "Source must be member or safety_flag",
} as const;

/** GET /api/reports/get: one item (`report_id`) with its context, or a page of the queue. */
export const getReportsSchema = z.object({
  report_id: idField("report_id").optional(),
  status: z.enum(REPORT_LIST_STATUSES, { error: moderationMessages.status }).default("open"),
  source: z.enum(REPORT_SOURCES, { error: moderationMessages.source }).optional(),
  page: z
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(100_000, "page must be at most 100,000")
    .default(1),
  pageSize: z
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be between 1 and 100")
    .max(100, "pageSize must be between 1 and 100")
    .default(20),
});

/** PUT /api/reports/update: an administrator closes an open item with an action and a reason. */
export const updateReportSchema = z.object({
  report_id: idField("report_id"),
  action: z.enum(REPORT_ACTIONS, { error: moderationMessages.action }),
  reason: z
    .string({ error: moderationMessages.reason })
    .trim()
    .min(3, moderationMessages.reason)
    .max(RESOLUTION_REASON_MAX, moderationMessages.reasonTooLong),
});
