/**
 * A member's report of another: the reasons and limits the Report dialog needs, without the zod
 * schemas of reports.ts (a validator the member's profile page would otherwise load for a dialog).
 */

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
