import { removeProfileImage } from "../../profiles/images/remove-profile-image";
import { replaceProfileImage } from "../../profiles/images/replace-profile-image";
import { photoRemoveSchema, photoUploadSchema } from "../../profiles/images/schemas";
import { uploadProfileImage } from "../../profiles/images/upload-profile-image";
import type { ProcedureAccess } from "../access";
import { memberProcedure } from "../trpc";

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
  uploadImage: memberProcedure
    .meta({ access: uploadAccess("signedUp") })
    .input(photoUploadSchema)
    .mutation(({ ctx, input }) => uploadProfileImage(ctx, input)),
  updateImage: memberProcedure
    .meta({ access: uploadAccess("submitted") })
    .input(photoUploadSchema)
    .mutation(({ ctx, input }) => replaceProfileImage(ctx, input)),
  removeImage: memberProcedure
    .meta({ access: { input: (w) => ({ profile_id: w.owner.profileId }), expect: OWN_ONLY } })
    .input(photoRemoveSchema)
    .mutation(({ ctx, input }) => removeProfileImage(ctx, input)),
};
