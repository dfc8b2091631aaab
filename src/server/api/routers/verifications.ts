import {
  decideVerificationSchema,
  getVerificationsSchema,
  verificationSettingsSchema,
  withdrawVerificationSchema,
} from "@/lib/validation/verifications";
import { createVerification, VERIFICATION_REQUESTED } from "../../verifications/create-verification";
import { decideVerification, VERIFICATION_APPROVED } from "../../verifications/decide-verification";
import { getVerificationState } from "../../verifications/get-verification-state";
import { getVerifications } from "../../verifications/get-verifications";
import {
  createVerificationForm,
  createVerificationSchema,
  ownVerificationOutput,
  reviewOutput,
  reviewsOutput,
  verificationSettingsOutput,
  verificationStateOutput,
} from "../../verifications/schemas";
import { OPENED_TO_ALL, updateVerificationSettings } from "../../verifications/update-verification-settings";
import { VERIFICATION_WITHDRAWN, withdrawVerification } from "../../verifications/withdraw-verification";
import {
  AYESHA_APPROVED_REVIEW,
  AYESHA_PENDING_REVIEW,
  AYESHA_PENDING_VERIFICATION,
  AYESHA_VERIFICATION_ID,
} from "../examples";
import { adminRoute, memberRoute, memberRouteWithoutInput } from "../trpc";

const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;

/** Verification requests (issue 18): the member's request, the administrators' review. */
export const verificationsRoutes = {
  create: memberRoute(createVerificationSchema, ownVerificationOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/verifications/create",
        tag: "verifications",
        errors: [403, 409, 429],
        summary: "Ask for the verified badge (a selfie and an identity document)",
        description:
          "multipart/form-data with `selfie` (a photo of the member taken now), `document` (a photo of their CNIC, Emirates ID or passport) and `document_type` (`cnic`, `emirates_id`, `passport`). Each image: PNG, JPEG or WEBP by its bytes, at most 2 MB (413) and 4096 × 4096 pixels (422); re-encoded without any metadata. For members whose plan includes verification (`profile_status`), or every member when the administrators opened it to all (403 otherwise, and for administrators); one pending request at a time (409). The images are kept only until the decision or the withdrawal.",
        body: "multipart",
        form: createVerificationForm,
        files: 2,
        example: {
          input: { selfie: "selfie.jpg", document: "cnic-front.jpg", document_type: "cnic" },
          output: { message: VERIFICATION_REQUESTED, verification: AYESHA_PENDING_VERIFICATION },
        },
      },
      // The owner already has a pending request; the other member has none, and the world opens
      // verification to all. Over tRPC the files cannot arrive (JSON carries no bytes): refused as
      // unreadable input.
      access: {
        input: (w) => ({ selfie: w.photo, document: w.photo, document_type: "cnic" }),
        expect: { visitor: 401, member: 409, other: 200, admin: 403 },
        trpc: { member: 400, other: 400, admin: 400 },
      },
    })
    .mutation(({ ctx, input }) => createVerification(ctx, input)),
  own: memberRouteWithoutInput(verificationStateOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/verifications/own",
        tag: "verifications",
        summary: "The member's badge, whether they may ask, and their latest request",
        description:
          "What the member's Get verified panel shows: the badge and its checks, `eligible` (their plan includes verification or it is open to all), and their latest request with its state and, once decided, the reason. An administrator gets an empty answer.",
        example: {
          output: {
            eligible: true,
            verified: false,
            verified_photo: false,
            verified_identity: false,
            request: AYESHA_PENDING_VERIFICATION,
          },
        },
      },
      access: { expect: { visitor: 401, member: 200, other: 200, admin: 200 } },
    })
    .query(({ ctx }) => getVerificationState(ctx)),
  withdraw: memberRoute(withdrawVerificationSchema, ownVerificationOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/verifications/withdraw",
        tag: "verifications",
        errors: [404, 409],
        summary: "Withdraw the member's pending request (its images are deleted at once)",
        description:
          "`{verification_id}` of the member's own pending request (404 for anyone else's, 409 once decided). Its selfie and document are deleted from storage at once.",
        example: {
          input: { verification_id: AYESHA_VERIFICATION_ID },
          output: {
            message: VERIFICATION_WITHDRAWN,
            verification: {
              ...AYESHA_PENDING_VERIFICATION,
              status: "withdrawn",
              decided_at: "2026-11-26T10:02:00.000Z",
            },
          },
        },
      },
      access: {
        input: (w) => ({ verification_id: w.owner.verificationId }),
        expect: { visitor: 401, member: 200, other: 404, admin: 403 },
      },
    })
    .mutation(({ ctx, input }) => withdrawVerification(ctx, input)),
  get: adminRoute(getVerificationsSchema, reviewsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/verifications/get",
        tag: "verifications",
        errors: [404],
        numbers: ["page", "pageSize"],
        summary: "The verification queue, or one request (administrators)",
        description:
          "With `verification_id`, that request; without, a page of the requests in `status` (default `pending`, oldest first; decided ones newest first). `selfie_url` and `document_url` name the access-checked image route while the request is pending, null once the files are gone. `open_to_all` is the setting.",
        example: {
          input: { status: "pending", page: 1, pageSize: 20 },
          output: {
            verifications: [AYESHA_PENDING_REVIEW],
            total: 1,
            page: 1,
            pageSize: 20,
            open_to_all: false,
          },
        },
      },
      access: [
        { name: "the queue", input: () => ({ page: 1, pageSize: 5 }), expect: ADMIN_ONLY },
        {
          name: "one request",
          input: (w) => ({ verification_id: w.owner.verificationId }),
          expect: ADMIN_ONLY,
        },
      ],
    })
    .query(({ ctx, input }) => getVerifications(ctx, input)),
  update: adminRoute(decideVerificationSchema, reviewOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/verifications/update",
        tag: "verifications",
        errors: [404, 409],
        summary: "Approve or reject a verification request (administrators)",
        description:
          '`{verification_id, decision: "approve" | "reject", reason, photo_matches?, identity_checked?}`. Approving grants the verified badge with the checks made (at least one); rejecting needs a reason, which the member is told. Either way the member is notified, the selfie and the identity document are deleted from storage at once, and the decision is recorded in the administrators\' trail. 409 once decided or withdrawn.',
        example: {
          input: {
            verification_id: AYESHA_VERIFICATION_ID,
            decision: "approve",
            reason: "Selfie matches the profile photo; CNIC checked.",
            photo_matches: true,
            identity_checked: true,
          },
          output: { message: VERIFICATION_APPROVED, verification: AYESHA_APPROVED_REVIEW },
        },
      },
      access: {
        input: (w) => ({
          verification_id: w.owner.verificationId,
          decision: "reject",
          reason: "The document photo is blurred.",
        }),
        expect: ADMIN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => decideVerification(ctx, input)),
  settings: adminRoute(verificationSettingsSchema, verificationSettingsOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/verifications/settings",
        tag: "verifications",
        summary: "Open verification to every member, or only to plans that include it (administrators)",
        description:
          "`{open_to_all}`: true lets any member ask for verification; false (the default) only members whose plan includes it (`profile_status`). Recorded in the administrators' trail with before and after.",
        example: { input: { open_to_all: true }, output: { message: OPENED_TO_ALL, open_to_all: true } },
      },
      access: { input: () => ({ open_to_all: false }), expect: ADMIN_ONLY },
    })
    .mutation(({ ctx, input }) => updateVerificationSettings(ctx, input)),
};
