import { removeProfileImage } from "../../profiles/images/remove-profile-image";
import { replaceProfileImage } from "../../profiles/images/replace-profile-image";
import { photoRemoveSchema, photoUploadSchema } from "../../profiles/images/schemas";
import { uploadProfileImage } from "../../profiles/images/upload-profile-image";
import { memberProcedure } from "../trpc";

/**
 * The photo procedures (upload, replace, remove), spread into the profile router. Upload and
 * replace take a file only the REST multipart rows can build (see photoUploadSchema); the browser
 * sends photos with fetch + FormData to those paths.
 */
export const profileImageProcedures = {
  uploadImage: memberProcedure
    .input(photoUploadSchema)
    .mutation(({ ctx, input }) => uploadProfileImage(ctx, input)),
  updateImage: memberProcedure
    .input(photoUploadSchema)
    .mutation(({ ctx, input }) => replaceProfileImage(ctx, input)),
  removeImage: memberProcedure
    .input(photoRemoveSchema)
    .mutation(({ ctx, input }) => removeProfileImage(ctx, input)),
};
