export { ProfileWizard } from "./profile-wizard";
export { ImageUploadError, uploadProfileImage } from "./upload-image";
