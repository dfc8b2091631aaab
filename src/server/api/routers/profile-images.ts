import { PHOTO_REMOVED, PHOTO_UPLOADED } from "@/lib/profile-image";
import { removeProfileImage } from "../../profiles/images/remove-profile-image";
import { replaceProfileImage } from "../../profiles/images/replace-profile-image";
import { photoRemoveSchema, photoStoredOutput, photoUploadSchema } from "../../profiles/images/schemas";
import { uploadProfileImage } from "../../profiles/images/upload-profile-image";
import type { ProcedureAccess } from "../access";
import { AYESHA } from "../examples";
import { MESSAGE_ONLY, memberRoute } from "../trpc";

const OWN_ONLY = { visitor: 401, member: 200, other: 403, admin: 403 } as const;

/**
 * The photo as a multipart REST row sends it. Over tRPC the file cannot arrive (JSON carries no
 * Buffer), so a signed-in caller's input is refused as unreadable before any rule runs.
 */
const uploadAccess = (owner: "signedUp" | "submitted"): ProcedureAccess => ({
  owner,
  input: (w) => ({ file: w.photo, profileId: w.owner.profileId }),
  expect: OWN_ONLY,
  trpc: { member: 400, other: 400, admin: 400 },
});

/**
 * The photo procedures (upload, replace, remove), spread into the profile router. Upload and
 * replace take a file only the REST multipart rows can build (see photoUploadSchema); the browser
 * sends photos with fetch + FormData to those paths.
 */
export const profileImageProcedures = {
  uploadImage: memberRoute(photoUploadSchema, photoStoredOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/profile/create/image-upload",
        tag: "profile",
        errors: [409, 429],
        summary: "Upload the member's first photo",
        description:
          "multipart/form-data with `file` (PNG, JPEG or WEBP, decided by its bytes, at most 2 MB and 4096 \u00d7 4096 pixels) and `profileId`; `data.image_url` is its address.",
        body: "multipart",
        // The file part's example is its name; its bytes are the photo.
        example: {
          input: { file: "ayesha-khan.jpg", profileId: AYESHA.profileId },
          output: { message: PHOTO_UPLOADED, image_url: AYESHA.imageUrl },
        },
      },
      access: uploadAccess("signedUp"),
    })
    .mutation(({ ctx, input }) => uploadProfileImage(ctx, input)),
  updateImage: memberRoute(photoUploadSchema, photoStoredOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/profile-image",
        tag: "profile",
        errors: [429],
        summary: "Replace the member's photo",
        description: "multipart/form-data as for the first upload; the old photo's files are erased.",
        body: "multipart",
        example: {
          input: { file: "ayesha-khan-2026.webp", profileId: AYESHA.profileId },
          output: { message: PHOTO_UPLOADED, image_url: "/api/profile/images/Rb5nJ8wE2tV6qA0xG3mK9d" },
        },
      },
      access: uploadAccess("submitted"),
    })
    .mutation(({ ctx, input }) => replaceProfileImage(ctx, input)),
  removeImage: memberRoute(photoRemoveSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/profile/delete/profile-image",
        tag: "profile",
        summary: "Remove the member's photo",
        description: "`{profile_id}`; the placeholder shows again.",
        example: { input: { profile_id: AYESHA.profileId }, output: { message: PHOTO_REMOVED } },
      },
      access: { input: (w) => ({ profile_id: w.owner.profileId }), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => removeProfileImage(ctx, input)),
};
