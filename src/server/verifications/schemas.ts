import { z } from "zod";
import {
  DOCUMENT_TYPES,
  documentTypeField,
  VERIFICATION_MESSAGES,
  VERIFICATION_STATUSES,
} from "@/lib/validation/verifications";
import { isUploadedFile, type UploadedFile } from "../profiles/images/schemas";
import { verificationImagePath } from "./files";
import type { ReviewRow, VerificationRow } from "./queries";

/**
 * POST /api/verifications/create (multipart: selfie, document, document_type). As for photos, only
 * the REST multipart row can build the files; over tRPC the input fails validation.
 */
export const createVerificationSchema = z.object({
  selfie: z.custom<UploadedFile>(isUploadedFile, { error: VERIFICATION_MESSAGES.selfie }),
  document: z.custom<UploadedFile>(isUploadedFile, { error: VERIFICATION_MESSAGES.document }),
  document_type: documentTypeField,
});

export type CreateVerificationInput = z.output<typeof createVerificationSchema>;

/** The multipart form as the OpenAPI document describes it (the zod schema cannot: files). */
export const createVerificationForm = {
  type: "object",
  required: ["selfie", "document", "document_type"],
  properties: {
    selfie: {
      type: "string",
      format: "binary",
      description:
        "A photo of the member's face taken now: PNG, JPEG or WEBP (by its bytes), at most 2 MB and 4096 × 4096 pixels.",
    },
    document: {
      type: "string",
      format: "binary",
      description: "A photo of the identity document, same formats and limits.",
    },
    document_type: { type: "string", enum: [...DOCUMENT_TYPES], description: "Which document it is." },
  },
};

const status = z
  .enum(VERIFICATION_STATUSES)
  .describe(
    "pending (waiting for review), approved, rejected, or withdrawn (by the member, or the account deleted).",
  );
const documentType = z.enum(DOCUMENT_TYPES).describe("cnic, emirates_id or passport.");
const check = (what: string) =>
  z.boolean().nullable().describe(`${what}; null until decided (and for a rejected or withdrawn request).`);

/** A request as its member sees it. */
export const ownVerificationSchema = z
  .object({
    verification_id: z.guid().describe("The request's id."),
    status,
    document_type: documentType,
    photo_matches: check("Approved with the check that the selfie matches the photos"),
    identity_checked: check("Approved with the check that the identity document is genuine and theirs"),
    reason: z.string().nullable().describe("The administrator's reason (a rejection's is always given)."),
    created_at: z.date().describe("When the member asked."),
    decided_at: z.date().nullable().describe("When it was decided or withdrawn; null while pending."),
  })
  .meta({ id: "OwnVerification", description: "A verification request, as the member who made it sees it." });

export type OwnVerification = z.output<typeof ownVerificationSchema>;

export function presentOwnVerification(row: VerificationRow): OwnVerification {
  return {
    verification_id: row.id,
    status: row.status,
    document_type: row.documentType,
    photo_matches: row.status === "approved" ? row.photoMatches : null,
    identity_checked: row.status === "approved" ? row.identityChecked : null,
    reason: row.reason,
    created_at: row.createdAt,
    decided_at: row.decidedAt,
  };
}

export const verificationStateOutput = z.object({
  eligible: z
    .boolean()
    .describe(
      "Whether the member may ask now: their plan includes verification, or the administrators opened it to all.",
    ),
  verified: z.boolean().describe("Whether the member has the verified badge."),
  verified_photo: z.boolean().describe("The badge says the photo was checked."),
  verified_identity: z.boolean().describe("The badge says the identity was checked."),
  request: ownVerificationSchema.nullable().describe("The member's latest request; null when none."),
});

export type VerificationState = z.output<typeof verificationStateOutput>;

/** A request as the administrators review it. */
export const reviewSchema = z
  .object({
    verification_id: z.guid().describe("The request's id."),
    status,
    document_type: documentType,
    profile_id: z.guid().describe("The member's profile."),
    user_id: z.guid().describe("The member's account."),
    member_name: z.string().describe("The account's name."),
    profile_image_url: z
      .string()
      .nullable()
      .describe("The member's profile photo (the access-checked photo route); null without one."),
    profile_verified: z.boolean().describe("Whether the member has the badge now."),
    selfie_url: z
      .string()
      .nullable()
      .describe(
        "Where an administrator views the selfie (never cached, every view recorded); null once decided or withdrawn: the file is gone.",
      ),
    document_url: z
      .string()
      .nullable()
      .describe("Where an administrator views the identity document; null once gone."),
    photo_matches: z.boolean().nullable().describe("The check made when approving; null otherwise."),
    identity_checked: z.boolean().nullable().describe("The check made when approving; null otherwise."),
    reason: z.string().nullable().describe("The administrator's reason."),
    decided_by: z
      .guid()
      .nullable()
      .describe("The administrator who decided; null while pending or when withdrawn."),
    created_at: z.date().describe("When the member asked."),
    decided_at: z.date().nullable().describe("When it was decided or withdrawn."),
  })
  .meta({ id: "VerificationReview", description: "A verification request as the administrators review it." });

export type Review = z.output<typeof reviewSchema>;

export function presentReview(row: ReviewRow): Review {
  return {
    verification_id: row.id,
    status: row.status,
    document_type: row.documentType,
    profile_id: row.profileId,
    user_id: row.userId,
    member_name: row.memberName,
    profile_image_url: row.imageUrl,
    profile_verified: row.profileVerified,
    selfie_url: row.selfieKey ? verificationImagePath(row.id, "selfie") : null,
    document_url: row.documentKey ? verificationImagePath(row.id, "document") : null,
    photo_matches: row.photoMatches,
    identity_checked: row.identityChecked,
    reason: row.reason,
    decided_by: row.decidedBy,
    created_at: row.createdAt,
    decided_at: row.decidedAt,
  };
}

export const reviewsOutput = z.object({
  verifications: z
    .array(reviewSchema)
    .describe("One page, pending ones oldest first, decided ones newest first."),
  total: z.number().int().describe("How many requests have that status."),
  page: z.number().int().describe("The page answered."),
  pageSize: z.number().int().describe("Requests a page."),
  open_to_all: z
    .boolean()
    .describe(
      "The setting: whether members on any plan may ask (otherwise only plans that include verification).",
    ),
});

export const reviewOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  verification: reviewSchema,
});

export const ownVerificationOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  verification: ownVerificationSchema,
});

export const verificationSettingsOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  open_to_all: z.boolean().describe("The setting as it now is."),
});
