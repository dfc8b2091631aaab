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
import type { AccessWorld } from "../access";
import { createTRPCRouter, memberProcedure, publicProcedure } from "../trpc";
import { profileImageProcedures } from "./profile-images";

/** The owner's own things: another member's or an admin's request naming them is refused. */
const OWN_ONLY = { visitor: 401, member: 200, other: 403, admin: 403 } as const;
/** Each signed-in caller acts on their own profile: there is no id to send. */
const EACH_THEIR_OWN = { visitor: 401, member: 200, other: 200, admin: 200 } as const;

/** A section update naming the owner's profile, with the section as the owner submitted it. */
const sectionOf =
  (section: (w: AccessWorld) => unknown) =>
  (w: AccessWorld): unknown => ({ profile_id: w.owner.profileId, data: section(w) });

export const profileRouter = createTRPCRouter({
  get: memberProcedure
    .meta({ access: { input: (w) => ({ userId: w.owner.userId }), expect: OWN_ONLY } })
    .input(userIdQuery)
    .query(({ ctx, input }) => getProfile(ctx, input)),
  getUserProfile: memberProcedure
    .meta({
      access: [
        {
          // The owner's visibility is `everyone`: any signed-in member may open the profile.
          name: "a submitted profile",
          input: (w) => ({ profileId: w.owner.profileId }),
          expect: { visitor: 401, member: 200, other: 200, admin: 200 },
        },
        {
          name: "a profile not yet submitted",
          owner: "photoUploaded",
          input: (w) => ({ userId: w.owner.userId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 200 },
        },
      ],
    })
    .input(getUserProfileSchema)
    .query(({ ctx, input }) => getUserProfile(ctx, input)),
  getSubscription: memberProcedure
    .meta({
      access: {
        input: (w) => ({ profileId: w.owner.profileId }),
        expect: { visitor: 401, member: 200, other: 403, admin: 200 },
      },
    })
    .input(profileIdQuery)
    .query(({ ctx, input }) => getProfileSubscription(ctx, input)),
  getAll: publicProcedure
    .meta({
      access: [
        {
          name: "a search",
          input: () => ({}),
          expect: { visitor: 200, member: 200, other: 200, admin: 200 },
        },
        {
          // The optional ids name the viewer, never someone else.
          name: "naming the owner as the viewer",
          input: (w) => ({ profileId: w.owner.profileId }),
          expect: { visitor: 403, member: 200, other: 403, admin: 403 },
        },
      ],
    })
    .input(searchInputSchema)
    .query(({ ctx, input }) => searchProfiles(ctx, input)),
  getPrivacySettings: memberProcedure
    .meta({ access: { input: (w) => ({ profileId: w.owner.profileId }), expect: OWN_ONLY } })
    .input(profileIdQuery)
    .query(({ ctx, input }) => getPrivacySettings(ctx, input)),
  updatePrivacySettings: memberProcedure
    .meta({
      access: {
        input: sectionOf(() => ({
          profile_visibility: "verified_users",
          show_profile_picture: "everyone",
          messages_privacy: "connections",
          proposals_privacy: "verified_users",
        })),
        expect: OWN_ONLY,
      },
    })
    .input(updatePrivacySettingsSchema)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx, input)),
  getDraft: memberProcedure
    .meta({ access: { expect: EACH_THEIR_OWN } })
    .query(({ ctx }) => getProfileDraft(ctx)),
  saveDraft: memberProcedure
    .meta({
      access: {
        input: (w) => ({ step: 2, data: { personal_info: w.profile.personal_info } }),
        expect: EACH_THEIR_OWN,
      },
    })
    .input(saveDraftSchema)
    .mutation(({ ctx, input }) => saveProfileDraft(ctx, input)),
  create: memberProcedure
    .meta({
      access: {
        owner: "photoUploaded",
        input: (w) => ({ ...w.profile, profileId: w.owner.profileId, auth_id: w.owner.userId }),
        expect: OWN_ONLY,
      },
    })
    .input(createProfileSchema)
    .mutation(({ ctx, input }) => createProfile(ctx, input)),
  updatePersonalInfo: memberProcedure
    .meta({ access: { input: sectionOf((w) => w.profile.personal_info), expect: OWN_ONLY } })
    .input(sectionUpdate(personalInfoUpdateSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "personal", input)),
  updateSecondMarriageInfo: memberProcedure
    .meta({
      access: { input: sectionOf((w) => w.profile.personal_info.second_marriage_info), expect: OWN_ONLY },
    })
    .input(sectionUpdate(secondMarriageInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "secondMarriage", input)),
  updateCareerInfo: memberProcedure
    .meta({ access: { input: sectionOf((w) => w.profile.career_info), expect: OWN_ONLY } })
    .input(sectionUpdate(careerInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "career", input)),
  updateFamilyInfo: memberProcedure
    .meta({ access: { input: sectionOf((w) => w.profile.family_info), expect: OWN_ONLY } })
    .input(sectionUpdate(familyInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "family", input)),
  updateReligionInfo: memberProcedure
    .meta({ access: { input: sectionOf((w) => w.profile.religion_info), expect: OWN_ONLY } })
    .input(sectionUpdate(religionInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "religion", input)),
  updateResidentialInfo: memberProcedure
    .meta({ access: { input: sectionOf((w) => w.profile.residential_info), expect: OWN_ONLY } })
    .input(sectionUpdate(residentialInfoSchema))
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "residential", input)),
  updatePartnerRequirements: memberProcedure
    .meta({ access: { input: sectionOf((w) => w.profile.partner_requirements), expect: OWN_ONLY } })
    .input(sectionUpdate(partnerRequirementsSchema))
    .mutation(({ ctx, input }) => updatePartnerRequirements(ctx, input)),
  disable: memberProcedure
    .meta({
      access: {
        input: (w) => ({ profile_id: w.owner.profileId, password: w.owner.password }),
        expect: OWN_ONLY,
      },
    })
    .input(disableProfileSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),
  ...profileImageProcedures,
});
