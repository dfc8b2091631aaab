import { z } from "zod";
import { idField } from "./id";
import { pagingSchema } from "./users";

/** Identity documents a member may show (issue 18): Pakistan's CNIC, the UAE's Emirates ID, a passport. */
export const DOCUMENT_TYPES = ["cnic", "emirates_id", "passport"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  cnic: "CNIC",
  emirates_id: "Emirates ID",
  passport: "Passport",
};

export const VERIFICATION_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_MESSAGES = {
  selfie: "Please take or upload a selfie.",
  document: "Please upload a photo of your identity document.",
  documentType: "Please choose the identity document: CNIC, Emirates ID or passport.",
  reason: "Please give a reason.",
  reasonRequired: "Please give the member a reason for the rejection.",
  decision: "Decision must be approve or reject.",
  checksNeeded: "Tick at least one check (photo matches, identity checked) to approve.",
} as const;

export const REASON_MAX = 500;

/** The document type as a multipart form field. */
export const documentTypeField = z.enum(DOCUMENT_TYPES, { error: VERIFICATION_MESSAGES.documentType });

const reasonField = z
  .string({ error: VERIFICATION_MESSAGES.reason })
  .trim()
  .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters.`);

/** GET /api/verifications/get: one request, or a page of them by status (oldest first). */
export const getVerificationsSchema = z
  .object({
    verification_id: idField("verification_id").optional(),
    status: z
      .enum(VERIFICATION_STATUSES, { error: "Status must be pending, approved, rejected or withdrawn." })
      .default("pending")
      .describe("Which requests to list (default `pending`)."),
  })
  .extend(pagingSchema.omit({ search: true }).shape);

/**
 * PUT /api/verifications/update: an administrator's decision. Approving needs at least one check
 * (a badge that means nothing is what the issue set out to end); rejecting needs a reason, which
 * the member is told.
 */
export const decideVerificationSchema = z
  .object({
    verification_id: idField("verification_id"),
    decision: z.enum(["approve", "reject"], { error: VERIFICATION_MESSAGES.decision }),
    reason: reasonField.default("").describe("Why; required to reject (the member is told it)."),
    photo_matches: z
      .boolean({ error: "photo_matches must be true or false." })
      .default(false)
      .describe("Approve: the selfie matches the profile photo and the document's photo."),
    identity_checked: z
      .boolean({ error: "identity_checked must be true or false." })
      .default(false)
      .describe("Approve: the document is genuine and names the member."),
  })
  .superRefine((input, issues) => {
    if (input.decision === "reject" && input.reason === "") {
      issues.addIssue({ code: "custom", path: ["reason"], message: VERIFICATION_MESSAGES.reasonRequired });
    }
    if (input.decision === "approve" && !input.photo_matches && !input.identity_checked) {
      issues.addIssue({
        code: "custom",
        path: ["photo_matches"],
        message: VERIFICATION_MESSAGES.checksNeeded,
      });
    }
  });

/** PUT /api/verifications/withdraw: the member takes back their pending request. */
export const withdrawVerificationSchema = z.object({ verification_id: idField("verification_id") });

/** PUT /api/verifications/settings: whether members on any plan may ask for verification. */
export const verificationSettingsSchema = z.object({
  open_to_all: z
    .boolean({ error: "open_to_all must be true or false." })
    .describe("true: any member may ask; false: only members whose plan includes verification."),
});

/** What the badge says, from the checks an administrator made (cards, profiles). */
export function verifiedBadgeLabel(badge: {
  verified: boolean;
  verified_photo: boolean;
  verified_identity: boolean;
}): string | null {
  if (!badge.verified) return null;
  if (badge.verified_photo && badge.verified_identity) return "Photo and ID verified";
  if (badge.verified_photo) return "Photo verified";
  if (badge.verified_identity) return "ID verified";
  return "Verified";
}
