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
import { searchProfiles, searchResultSchema } from "../../discovery/search-profiles";
import { createProfile, PROFILE_SUBMITTED, profileCreatedOutput } from "../../profiles/create-profile";
import { ACCOUNT_DELETED, deleteAccount } from "../../profiles/delete-account";
import { getProfile, ownProfileOutput } from "../../profiles/get-profile";
import { getProfileSubscription, profileSubscriptionOutput } from "../../profiles/get-profile-subscription";
import { getUserProfile, getUserProfileSchema, userProfileOutput } from "../../profiles/get-user-profile";
import {
  getPrivacySettings,
  PRIVACY_UPDATED,
  privacySettingsAnswer,
  privacySettingsUpdated,
  updatePrivacySettings,
} from "../../profiles/privacy-settings";
import {
  draftSavedOutput,
  getProfileDraft,
  profileDraftOutput,
  saveProfileDraft,
} from "../../profiles/profile-draft";
import {
  SECTION_UPDATED,
  sectionUpdatedOutput,
  updatePartnerRequirements,
  updateProfileSection,
} from "../../profiles/update-profile-section";
import type { AccessWorld } from "../access";
import {
  AYESHA,
  AYESHA_GOLD_PERIOD,
  AYESHA_PRIVACY,
  AYESHA_PROFILE,
  AYESHA_QUEUED_SILVER_PERIOD,
  AYESHA_SECTIONS,
  AYESHA_USER,
  GOLD_PLAN,
  OMAR,
  OMAR_VIEW,
  SEARCH_CARDS,
  SECOND_MARRIAGE,
} from "../examples";
import { MESSAGE_ONLY, memberRoute, memberRouteWithoutInput, publicRoute } from "../trpc";
import { profileImageProcedures } from "./profile-images";

/** The owner's own things: another member's or an admin's request naming them is refused. */
const OWN_ONLY = { visitor: 401, member: 200, other: 403, admin: 403 } as const;
/** Each signed-in caller acts on their own profile: there is no id to send. */
const EACH_THEIR_OWN = { visitor: 401, member: 200, other: 200, admin: 200 } as const;

/** A section update naming the owner's profile, with the section as the owner submitted it. */
const sectionOf = (section: (w: AccessWorld) => unknown) => (w: AccessWorld) => ({
  profile_id: w.owner.profileId,
  data: section(w),
});

export const profileRoutes = {
  get: memberRoute(userIdQuery, ownProfileOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get",
        tag: "profile",
        summary: "The member's own profile",
        description:
          "Everything in the signed-in member's profile, their e-mail and phone included, in spec \u00a73's shape. `userId`, when sent, must be the member's own.",
        example: { input: { userId: AYESHA.userId }, output: { profile: AYESHA_PROFILE } },
      },
      access: { input: (w) => ({ userId: w.owner.userId }), expect: OWN_ONLY },
    })
    .query(({ ctx, input }) => getProfile(ctx, input)),
  getUserProfile: memberRoute(getUserProfileSchema, userProfileOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get/user-profile",
        tag: "profile",
        summary: "Another member's profile, as the viewer may see it",
        description:
          "By `userId` or `profileId`. Answers only what the profile's privacy settings let this viewer see (never e-mail or phone; the blurred photo unless `show_profile_picture` allows), and 404 for a profile hidden from them, so its existence is not revealed.",
        example: { input: { profileId: OMAR.profileId }, output: { profile: OMAR_VIEW } },
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
  getSubscription: memberRoute(profileIdQuery, profileSubscriptionOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get/user-subscription",
        tag: "profile",
        summary: "The member's plan, its usage, and their plan history",
        description:
          "The current plan, messages and proposals sent and left, and the plan's dates; the plans bought while it runs (`queued`, each starting when the one before ends) and every period that has begun (`history`: running, ended or cut short, with the reason). `profileId`, when sent, must be the member's own (administrators may read anyone's).",
        example: {
          input: { profileId: AYESHA.profileId },
          output: {
            subscription: { plan: GOLD_PLAN, ...AYESHA_PROFILE.user_subscription_info },
            queued: [AYESHA_QUEUED_SILVER_PERIOD],
            history: [AYESHA_GOLD_PERIOD],
          },
        },
      },
      access: {
        input: (w) => ({ profileId: w.owner.profileId }),
        expect: { visitor: 401, member: 200, other: 403, admin: 200 },
      },
    })
    .query(({ ctx, input }) => getProfileSubscription(ctx, input)),
  getAll: publicRoute(searchInputSchema, searchResultSchema)
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
        example: {
          input: {
            gender: "male",
            age_min: 27,
            age_max: 34,
            city: ["PK-SD-Karachi", "AE-DU-Dubai"],
            verified_only: true,
            sort: "best_match",
            page: 1,
            pageSize: 20,
          },
          output: {
            profiles: SEARCH_CARDS,
            total: 2,
            total_capped: false,
            page: 1,
            pageSize: 20,
            sort: "best_match",
          },
        },
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
  getPrivacySettings: memberRoute(profileIdQuery, privacySettingsAnswer)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/get/privacy-settings",
        tag: "profile",
        summary: "The member's four privacy settings",
        description: "Who may see the profile and the photo, and who may message and propose.",
        example: { input: { profileId: AYESHA.profileId }, output: { settings: AYESHA_PRIVACY } },
      },
      access: { input: (w) => ({ profileId: w.owner.profileId }), expect: OWN_ONLY },
    })
    .query(({ ctx, input }) => getPrivacySettings(ctx, input)),
  updatePrivacySettings: memberRoute(updatePrivacySettingsSchema, privacySettingsUpdated)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/privacy-settings",
        tag: "profile",
        summary: "Change the privacy settings",
        description:
          "`{data, profile_id}`: the four settings; they apply at once, in every listing and view.",
        example: {
          input: { profile_id: AYESHA.profileId, data: AYESHA_PRIVACY },
          output: { message: PRIVACY_UPDATED, settings: AYESHA_PRIVACY },
        },
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
  getDraft: memberRouteWithoutInput(profileDraftOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/profile/draft",
        tag: "profile",
        summary: "The wizard's saved draft and step",
        description:
          "What the member has typed into the profile wizard so far and the step they were on, or null.",
        example: {
          output: {
            draft: {
              step: 2,
              data: {
                personal_info: AYESHA_SECTIONS.personal_info,
                career_info: AYESHA_SECTIONS.career_info,
              },
              updated_at: "2026-02-21T18:40:00.000Z",
            },
          },
        },
      },
      access: { expect: EACH_THEIR_OWN },
    })
    .query(({ ctx }) => getProfileDraft(ctx)),
  saveDraft: memberRoute(saveDraftSchema, draftSavedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/draft",
        tag: "profile",
        summary: "Save the wizard's draft and step",
        description: "Keeps the wizard's progress on the server, so it resumes on another device.",
        example: {
          input: {
            step: 2,
            data: { personal_info: AYESHA_SECTIONS.personal_info, career_info: AYESHA_SECTIONS.career_info },
          },
          output: { saved: true, updated_at: "2026-02-21T18:40:00.000Z" },
        },
      },
      access: {
        input: (w) => ({ step: 2, data: { personal_info: w.profile.personal_info } }),
        expect: EACH_THEIR_OWN,
      },
    })
    .mutation(({ ctx, input }) => saveProfileDraft(ctx, input)),
  create: memberRoute(createProfileSchema, profileCreatedOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/profile/create",
        tag: "profile",
        errors: [409],
        summary: "Submit the whole wizard",
        description:
          "Every section at once (the photo must be uploaded first). The profile becomes active and listed as its privacy settings allow; `data.name` is the profile's name.",
        example: {
          input: { ...AYESHA_SECTIONS, auth_id: AYESHA.userId, profileId: AYESHA.profileId },
          output: { message: PROFILE_SUBMITTED, name: AYESHA.name, user: AYESHA_USER },
        },
      },
      access: {
        owner: "photoUploaded",
        input: (w) => ({ ...w.profile, profileId: w.owner.profileId, auth_id: w.owner.userId }),
        expect: OWN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => createProfile(ctx, input)),
  updatePersonalInfo: memberRoute(sectionUpdate(personalInfoUpdateSchema), sectionUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/personal-info",
        tag: "profile",
        errors: [409],
        summary: "Edit personal info",
        description: "`{data, auth_id, profile_id}`; gender and date of birth cannot change.",
        example: {
          input: {
            data: AYESHA_SECTIONS.personal_info,
            auth_id: AYESHA.userId,
            profile_id: AYESHA.profileId,
          },
          output: { message: SECTION_UPDATED.personal, profile: AYESHA_PROFILE },
        },
      },
      access: {
        // As the spec's client sends it: the account's id too, which must be the caller's own.
        input: (w) => ({ ...sectionOf((world) => world.profile.personal_info)(w), auth_id: w.owner.userId }),
        expect: OWN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "personal", input)),
  updateSecondMarriageInfo: memberRoute(sectionUpdate(secondMarriageInfoSchema), sectionUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/second-marriage-info",
        tag: "profile",
        errors: [409],
        summary: "Edit second-marriage info",
        description: "`{data, profile_id}`; only for a member who is not single.",
        example: {
          input: { data: SECOND_MARRIAGE, profile_id: AYESHA.profileId },
          output: {
            message: SECTION_UPDATED.secondMarriage,
            profile: {
              ...AYESHA_PROFILE,
              personal_info: {
                ...AYESHA_SECTIONS.personal_info,
                marital_status: "divorced",
                second_marriage_info: SECOND_MARRIAGE,
              },
            },
          },
        },
      },
      access: { input: sectionOf((w) => w.profile.personal_info.second_marriage_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "secondMarriage", input)),
  updateCareerInfo: memberRoute(sectionUpdate(careerInfoSchema), sectionUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/career-info",
        tag: "profile",
        errors: [409],
        summary: "Edit career info",
        description: "`{data, profile_id}`: education, profession, job post, income, future plans.",
        example: {
          input: { data: AYESHA_SECTIONS.career_info, profile_id: AYESHA.profileId },
          output: { message: SECTION_UPDATED.career, profile: AYESHA_PROFILE },
        },
      },
      access: { input: sectionOf((w) => w.profile.career_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "career", input)),
  updateFamilyInfo: memberRoute(sectionUpdate(familyInfoSchema), sectionUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/family-info",
        tag: "profile",
        errors: [409],
        summary: "Edit family info",
        description:
          "`{data, profile_id}`: the father's name, the parents' professions, brothers and sisters.",
        example: {
          input: { data: AYESHA_SECTIONS.family_info, profile_id: AYESHA.profileId },
          output: { message: SECTION_UPDATED.family, profile: AYESHA_PROFILE },
        },
      },
      access: { input: sectionOf((w) => w.profile.family_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "family", input)),
  updateReligionInfo: memberRoute(sectionUpdate(religionInfoSchema), sectionUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/religion-info",
        tag: "profile",
        errors: [409],
        summary: "Edit religion info",
        description: "`{data, profile_id}`: religion, maslak, caste, hijab and beard preferences, diet.",
        example: {
          input: { data: AYESHA_SECTIONS.religion_info, profile_id: AYESHA.profileId },
          output: { message: SECTION_UPDATED.religion, profile: AYESHA_PROFILE },
        },
      },
      access: { input: sectionOf((w) => w.profile.religion_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "religion", input)),
  updateResidentialInfo: memberRoute(sectionUpdate(residentialInfoSchema), sectionUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/residential-info",
        tag: "profile",
        errors: [409],
        summary: "Edit residential info",
        description: "`{data, profile_id}`: where the member lives and how.",
        example: {
          input: { data: AYESHA_SECTIONS.residential_info, profile_id: AYESHA.profileId },
          output: { message: SECTION_UPDATED.residential, profile: AYESHA_PROFILE },
        },
      },
      access: { input: sectionOf((w) => w.profile.residential_info), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updateProfileSection(ctx, "residential", input)),
  updatePartnerRequirements: memberRoute(sectionUpdate(partnerRequirementsSchema), sectionUpdatedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/partner-requirements",
        tag: "profile",
        errors: [409],
        summary: "Edit partner requirements",
        description: "`{data, profile_id}`: what the member looks for; the match scores follow at once.",
        example: {
          input: { data: AYESHA_SECTIONS.partner_requirements, profile_id: AYESHA.profileId },
          output: { message: SECTION_UPDATED.partner, profile: AYESHA_PROFILE },
        },
      },
      access: { input: sectionOf((w) => w.profile.partner_requirements), expect: OWN_ONLY },
    })
    .mutation(({ ctx, input }) => updatePartnerRequirements(ctx, input)),
  disable: memberRoute(disableProfileSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/profile/update/disable-profile",
        sessionOnly: true,
        tag: "profile",
        errors: [429],
        summary: "Permanently delete the member's account",
        description:
          "`{profile_id?, password}`: the password is asked again (a wrong one counts as a failed sign-in). The profile and photos are erased, every session ends, and the address may sign up again as a new member.",
        example: {
          input: { profile_id: AYESHA.profileId, password: AYESHA.password },
          output: { message: ACCOUNT_DELETED },
        },
      },
      access: {
        input: (w) => ({ profile_id: w.owner.profileId, password: w.owner.password }),
        expect: OWN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),
  ...profileImageProcedures,
};
