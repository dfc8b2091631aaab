import { z } from "zod";
import { idField } from "./id";

/** Why a member reports another (issue 16); the keys are the database's `report_reason`. */
export const REPORT_REASONS = ["fake_profile", "harassment", "scam", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons in a member's words, for the Report dialog. */
export const reportReasonLabels: Record<ReportReason, string> = {
  fake_profile: "This profile seems fake",
  harassment: "They are harassing or threatening me",
  scam: "They asked for money or seem to be a scam",
  inappropriate: "Inappropriate photos, words or behaviour",
  other: "Something else",
};

export const REPORT_TEXT_MAX = 1000;

export const reportMessages = {
  reason:
    "Please choose why you are reporting this member: fake_profile, harassment, scam, inappropriate or other",
  textTooLong: `Please keep the details to ${REPORT_TEXT_MAX.toLocaleString("en-US")} characters or fewer`,
  text: "Details must be text",
  received: "Thank you for telling us. Our team reviews every report and will take action if needed.",
} as const;

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
