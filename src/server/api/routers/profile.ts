import {
  BOOLEAN_FILTERS,
  LIST_FILTERS,
  NUMBER_FILTERS,
  searchInputSchema,
} from "@/lib/discovery/search-filters";
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
import { memberRouteUndescribed, NO_INPUT, publicRouteUndescribed } from "../trpc";
import { profileImageProcedures } from "./profile-images";

/** The owner's own things: another member's or an admin's request naming them is refused. */
const OWN_ONLY = { visitor: 401, member: 200, other: 403, admin: 403 } as const;
/** Each signed-in caller acts on their own profile: there is no id to send. */
const EACH_THEIR_OWN = { visitor: 401, member: 200, other: 200, admin: 200 } as const;

/** A section update naming the owner's profile, with the section as the owner submitted it. */
const sectionOf =
  (section: (w: AccessWorld) => unknown) =>
  (w: AccessWorld): unknown => ({ profile_id: w.owner.profileId, data: section(w) });

export const profileRoutes = {
  get: memberRouteUndescribed(userIdQuery)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get",
        tag: "profile",
        summary: "The member's own profile",
        description:
          "Everything in the signed-in member's profile, their e-mail and phone included, in spec \u00a73's shape. `userId`, when sent, must be the member's own.",
      },
      access: { input: (w) => ({ userId: w.owner.userId }), expect: OWN_ONLY },
    })
    .query(({ ctx, input }) => getProfile(ctx, input)),
  getUserProfile: memberRouteUndescribed(getUserProfileSchema)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get/user-profile",
        tag: "profile",
        summary: "Another member's profile, as the viewer may see it",
        description:
          "By `userId` or `profileId`. Answers only what the profile's privacy settings let this viewer see (never e-mail or phone; the blurred photo unless `show_profile_picture` allows), and 404 for a profile hidden from them, so its existence is not revealed.",
      },
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
    .query(({ ctx, input }) => getUserProfile(ctx, input)),
  getSubscription: memberRouteUndescribed(profileIdQuery)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get/user-subscription",
        tag: "profile",
        summary: "The member's plan and its usage",
        description:
          "The current plan, messages and proposals sent and left, and the plan's dates. `profileId`, when sent, must be the member's own (administrators may read anyone's).",
      },
      access: {
        input: (w) => ({ profileId: w.owner.profileId }),
        expect: { visitor: 401, member: 200, other: 403, admin: 200 },
      },
    })
    .query(({ ctx, input }) => getProfileSubscription(ctx, input)),
  getAll: publicRouteUndescribed(searchInputSchema)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get/all-profiles",
        tag: "profile",
        summary: "Search the profiles the viewer may see",
        description:
          "Browse with filters, a sort and paging (the first 1,000 results of a search), featured profiles first, each card with the mutual match score for a signed-in member. Visitors see only profiles open to everyone, without account ids. `userId`/`profileId`, when sent, must name the viewer.",
        numbers: [...NUMBER_FILTERS, "page", "pageSize"],
        booleans: BOOLEAN_FILTERS,
        lists: LIST_FILTERS,
      },
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
    .query(({ ctx, input }) => searchProfiles(ctx, input)),
  getPrivacySettings: memberRouteUndescribed(profileIdQuery)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get/privacy-settings",
        tag: "profile",
        summary: "The member's four privacy settings",
        description: "Who may see the profile and the photo, and who may message and propose.",
      },
      access: { input: (w) => ({ profileId: w.owner.profileId }), expect: OWN_ONLY },
    })
    .query(({ ctx, input }) => getPrivacySettings(ctx, input)),
  updatePrivacySettings: memberRouteUndescribed(updatePrivacySettingsSchema)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/privacy-settings",
        tag: "profile",
        summary: "Change the privacy settings",
        description:
          "`{data, profile_id}`: the four settings; they apply at once, in every listing and view.",
      },
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
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx, input)),
  getDraft: memberRouteUndescribed(NO_INPUT)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/draft",
        tag: "profile",
        summary: "The wizard's saved draft and step",
        description:
          "What the member has typed into the profile wizard so far and the step they were on, or null.",
      },
      access: { expect: EACH_THEIR_OWN },
    })
    .query(({ ctx }) => getProfileDraft(ctx)),
  saveDraft: memberRouteUndescribed(saveDraftSchema)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/draft",
        tag: "profile",
        summary: "Save the wizard's draft and step",
        description: "Keeps the wizard's progress on the server, so it resumes on another device.",
      },
      access: {
        input: (w) => ({ step: 2, data: { personal_info: w.profile.personal_info } }),
        expect: EACH_THEIR_OWN,
      },
    })
    .mutation(({ ctx, input }) => saveProfileDraft(ctx, input)),
  create: memberRouteUndescribed(createProfileSchema)
    .meta({
      rest: {
        method: "POST",
        path: "/api/profile/create",
        tag: "profile",
        summary: "Submit the whole wizard",
        description:
          "Every section at once (the photo must be uploaded first). The profile becomes active and listed as its privacy settings allow; `data.name` is the profile's name.",
      },
      access: {
        owner: "photoUploaded",
        input: (w) => ({ ...w.profile, profileId: w.owner.profileId, auth_id: w.owner.userId }),
        expect: OWN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => createProfile(ctx, input)),
  updatePersonalInfo: memberRouteUndescribed(sectionUpdate(personalInfoUpdateSchema))
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/personal-info",
        tag: "profile",
        summary: "Edit personal info",
        description: "`{data, auth_id, profile_id}`; gender and date of birth cannot change.",
      },
      access: { input: sectionOf((w) => w.profile.personal_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "personal", input)),
  updateSecondMarriageInfo: memberRouteUndescribed(sectionUpdate(secondMarriageInfoSchema))
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/second-marriage-info",
        tag: "profile",
        summary: "Edit second-marriage info",
        description: "`{data, profile_id}`; only for a member who is not single.",
      },
      access: { input: sectionOf((w) => w.profile.personal_info.second_marriage_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "secondMarriage", input)),
  updateCareerInfo: memberRouteUndescribed(sectionUpdate(careerInfoSchema))
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/career-info",
        tag: "profile",
        summary: "Edit career info",
        description: "`{data, profile_id}`: education, profession, job post, income, future plans.",
      },
      access: { input: sectionOf((w) => w.profile.career_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "career", input)),
  updateFamilyInfo: memberRouteUndescribed(sectionUpdate(familyInfoSchema))
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/family-info",
        tag: "profile",
        summary: "Edit family info",
        description:
          "`{data, profile_id}`: the father's name, the parents' professions, brothers and sisters.",
      },
      access: { input: sectionOf((w) => w.profile.family_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "family", input)),
  updateReligionInfo: memberRouteUndescribed(sectionUpdate(religionInfoSchema))
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/religion-info",
        tag: "profile",
        summary: "Edit religion info",
        description: "`{data, profile_id}`: religion, maslak, caste, hijab and beard preferences, diet.",
      },
      access: { input: sectionOf((w) => w.profile.religion_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "religion", input)),
  updateResidentialInfo: memberRouteUndescribed(sectionUpdate(residentialInfoSchema))
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/residential-info",
        tag: "profile",
        summary: "Edit residential info",
        description: "`{data, profile_id}`: where the member lives and how.",
      },
      access: { input: sectionOf((w) => w.profile.residential_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "residential", input)),
  updatePartnerRequirements: memberRouteUndescribed(sectionUpdate(partnerRequirementsSchema))
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/partner-requirements",
        tag: "profile",
        summary: "Edit partner requirements",
        description: "`{data, profile_id}`: what the member looks for; the match scores follow at once.",
      },
      access: { input: sectionOf((w) => w.profile.partner_requirements), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updatePartnerRequirements(ctx, input)),
  disable: memberRouteUndescribed(disableProfileSchema)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/disable-profile",
        sessionOnly: true,
        tag: "profile",
        summary: "Permanently delete the member's account",
        description:
          "`{profile_id?, password}`: the password is asked again (a wrong one counts as a failed sign-in). The profile and photos are erased, every session ends, and the address may sign up again as a new member.",
      },
      access: {
        input: (w) => ({ profile_id: w.owner.profileId, password: w.owner.password }),
        expect: OWN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),
  ...profileImageProcedures,
};
