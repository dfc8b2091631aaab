import { searchInputSchema } from "@/lib/discovery/search-filters";
import {
  careerInfoSchema,
  createProfileSchema,
  disableProfileSchema,
  familyInfoSchema,
  partnerRequirementsSchema,
  personalInfoUpdateSchema,
  profileIdQuery,
  religionInfoSchema,
  residentialInfoSchema,
  saveDraftSchema,
  secondMarriageInfoSchema,
  sectionUpdate,
  updatePrivacySettingsSchema,
  userIdQuery,
} from "@/lib/validation/profile";
import { searchProfiles } from "../../discovery/search-profiles";
import { createProfile } from "../../profiles/create-profile";
import { deleteAccount } from "../../profiles/delete-account";
import { getProfile } from "../../profiles/get-profile";
import { getProfileSubscription } from "../../profiles/get-profile-subscription";
import { getUserProfile, getUserProfileSchema } from "../../profiles/get-user-profile";
import { getPrivacySettings, updatePrivacySettings } from "../../profiles/privacy-settings";
import { getProfileDraft, saveProfileDraft } from "../../profiles/profile-draft";
import { updatePartnerRequirements, updateProfileSection } from "../../profiles/update-profile-section";
import { createTRPCRouter, memberProcedure, publicProcedure } from "../trpc";
import { profileImageProcedures } from "./profile-images";

export const profileRouter = createTRPCRouter({
  get: memberProcedure.input(userIdQuery).query(({ ctx, input }) => getProfile(ctx, input)),
  getUserProfile: memberProcedure
    .input(getUserProfileSchema)
    .query(({ ctx, input }) => getUserProfile(ctx, input)),
  getSubscription: memberProcedure
    .input(profileIdQuery)
    .query(({ ctx, input }) => getProfileSubscription(ctx, input)),
  getAll: publicProcedure.input(searchInputSchema).query(({ ctx, input }) => searchProfiles(ctx, input)),
  getPrivacySettings: memberProcedure
    .input(profileIdQuery)
    .query(({ ctx, input }) => getPrivacySettings(ctx, input)),
  updatePrivacySettings: memberProcedure
    .input(updatePrivacySettingsSchema)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx, input)),
  getDraft: memberProcedure.query(({ ctx }) => getProfileDraft(ctx)),
  saveDraft: memberProcedure
    .input(saveDraftSchema)
    .mutation(({ ctx, input }) => saveProfileDraft(ctx, input)),
  create: memberProcedure.input(createProfileSchema).mutation(({ ctx, input }) => createProfile(ctx, input)),
  updatePersonalInfo: memberProcedure
    .input(sectionUpdate(personalInfoUpdateSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "personal", input)),
  updateSecondMarriageInfo: memberProcedure
    .input(sectionUpdate(secondMarriageInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "secondMarriage", input)),
  updateCareerInfo: memberProcedure
    .input(sectionUpdate(careerInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "career", input)),
  updateFamilyInfo: memberProcedure
    .input(sectionUpdate(familyInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "family", input)),
  updateReligionInfo: memberProcedure
    .input(sectionUpdate(religionInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "religion", input)),
  updateResidentialInfo: memberProcedure
    .input(sectionUpdate(residentialInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "residential", input)),
  updatePartnerRequirements: memberProcedure
    .input(sectionUpdate(partnerRequirementsSchema))
    .mutation(({ ctx, input }) => updatePartnerRequirements(ctx, input)),
  disable: memberProcedure
    .input(disableProfileSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),
  ...profileImageProcedures,
});
