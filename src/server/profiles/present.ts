import { z } from "zod";
import { placeholderImage } from "@/lib/profile-image";
import { ageFromDob } from "@/lib/validation/profile";
import { planSchema } from "../plans/present";
import { allows, type Relation } from "./access";
import { type SubscriptionView, subscriptionUsageSchema } from "./get-profile-subscription";
import {
  careerInfoOutput,
  careerOf,
  familyInfoOutput,
  familyOf,
  type PartnerRow,
  type PersonalInfoOutput,
  type ProfileRow,
  partnerOf,
  partnerRequirementsOutput,
  personalInfoOutput,
  personalInfoViewOutput,
  personalOf,
  privacyOf,
  privacySettingsOutput,
  religionInfoOutput,
  religionOf,
  residentialInfoOutput,
  residentialOf,
} from "./sections";

/**
 * Profiles in the spec's snake_case (§3); what each viewer may see is decided here, on the server.
 * Each presenter's type is its answer's schema (below), which tRPC checks every answer against and
 * the OpenAPI document describes.
 */

const unanswered = " Null until the member fills it in.";

/** The sections every profile answer carries; the personal one differs by viewer. */
const sectionFields = {
  career_info: careerInfoOutput.nullable().describe(`Career information.${unanswered}`),
  family_info: familyInfoOutput.nullable().describe(`Family information.${unanswered}`),
  religion_info: religionInfoOutput.nullable().describe(`Religion information.${unanswered}`),
  residential_info: residentialInfoOutput.nullable().describe(`Residential information.${unanswered}`),
  partner_requirements: partnerRequirementsOutput
    .nullable()
    .describe(`What the member looks for in a partner.${unanswered}`),
};

const PHOTO_ACCESS = ["original", "blurred", "none"] as const;

const photoAccessField = z
  .enum(PHOTO_ACCESS)
  .describe(
    "What `image_url` shows this viewer: `original` (the photo), `blurred` (the blurred copy, when `show_profile_picture` does not let this viewer see the photo), or `none` (no photo: a placeholder drawing).",
  );

const ageField = z
  .number()
  .int()
  .nullable()
  .describe("Age in whole years, from the date of birth (which only the owner sees); null when unanswered.");

const displayNameField = z
  .string()
  .describe("First and last name; empty text for a profile whose personal information is not filled in.");

const genderField = z.enum(["male", "female"]).nullable().describe("male or female; null when unanswered.");

const verifiedField = z.boolean().describe("Whether an administrator has verified the member (the badge).");

/** What the badge stands for (issue 18): the checks the administrator made when granting it. */
const badgeCheckFields = {
  verified_photo: z
    .boolean()
    .describe(
      "The badge says the photo was checked: the member's selfie matched their photos. False without the badge.",
    ),
  verified_identity: z
    .boolean()
    .describe(
      "The badge says the identity was checked against an identity document. False without the badge.",
    ),
};

function badgeChecks(row: Pick<ProfileRow, "verified" | "verifiedPhoto" | "verifiedIdentity">) {
  return {
    verified_photo: row.verified && row.verifiedPhoto,
    verified_identity: row.verified && row.verifiedIdentity,
  };
}

const featuredField = z.boolean().describe("Whether the member's plan lists them first (featured) now.");

/**
 * The owner's own profile: everything, including the account's email and phone, in spec §3's
 * Profile shape (`user_profile_image.image_url`, `subscription_plans`, `user_subscription_info`);
 * `image_url` repeats the photo's address at the top level for the pages.
 */
export const ownProfileSchema = z
  .object({
    id: z.guid().describe("The profile's id (proposals and connections name profiles by it)."),
    user_id: z.guid().describe("The account's id."),
    name: z
      .string()
      .describe("First and last name; the account's name until personal information is filled in."),
    email: z
      .string()
      .describe(
        "The account's e-mail address. Shown to its owner (and, as Contact Details, to connections) only.",
      ),
    phone: z
      .string()
      .describe(
        "The account's phone number in E.164 (+923001234567). Shown to its owner and connections only.",
      ),
    status: z
      .enum(["draft", "active", "disabled"])
      .describe(
        "draft until the wizard is submitted, active once it is, disabled once the account is deleted.",
      ),
    profile_info_status: z.boolean().describe("Whether the profile wizard has been submitted."),
    verified: verifiedField,
    ...badgeCheckFields,
    ...badgeCheckFields,
    image_url: z
      .string()
      .nullable()
      .describe(
        "The photo's address: an access-checked route (GET it with the same session), never a public file. Null without a photo.",
      ),
    user_profile_image: z
      .object({ image_url: z.string().describe("The photo's address, as `image_url`.") })
      .nullable()
      .describe("Spec §3's `user_profile_image.image_url`; null without a photo."),
    personal_info: personalInfoOutput.nullable().describe(`Personal information.${unanswered}`),
    ...sectionFields,
    subscription_plans: planSchema
      .nullable()
      .describe("The plan in force now (Free once a paid plan has ended); null before the member has one."),
    user_subscription_info: subscriptionUsageSchema
      .nullable()
      .describe("The plan's usage as in force now; null before the member has a plan."),
    privacy_settings: privacySettingsOutput.describe("The member's privacy settings."),
    created_at: z.date().describe("When the profile was made (at sign-up)."),
    updated_at: z.date().describe("When the profile last changed."),
  })
  .meta({
    id: "OwnProfile",
    description: "The signed-in member's own profile, every section and the account's e-mail and phone.",
  });

export type OwnProfile = z.output<typeof ownProfileSchema>;

function sectionsOf(row: ProfileRow, partner: PartnerRow | null) {
  return {
    personal_info: personalOf(row),
    career_info: careerOf(row),
    family_info: familyOf(row),
    religion_info: religionOf(row),
    residential_info: residentialOf(row),
    partner_requirements: partnerOf(partner),
  };
}

export function displayName(row: Pick<ProfileRow, "firstName" | "lastName">): string {
  return [row.firstName, row.lastName].filter(Boolean).join(" ");
}

/**
 * The owner's own profile: everything, including the account's email and phone, in spec §3's
 * Profile shape (`user_profile_image.image_url`, `subscription_plans`, `user_subscription_info`);
 * `image_url` repeats the photo's address at the top level for the pages.
 */
export function presentOwnProfile(
  row: ProfileRow,
  partner: PartnerRow | null,
  account: { name: string; email: string; phone: string },
  subscription: SubscriptionView | null,
): OwnProfile {
  return {
    id: row.id,
    user_id: row.userId,
    name: displayName(row) || account.name,
    email: account.email,
    phone: account.phone,
    status: row.status,
    profile_info_status: row.profileInfoStatus,
    verified: row.verified,
    ...badgeChecks(row),
    image_url: row.imageUrl,
    user_profile_image: row.imageUrl ? { image_url: row.imageUrl } : null,
    ...sectionsOf(row, partner),
    subscription_plans: subscription?.plan ?? null,
    user_subscription_info: subscription
      ? {
          messages_sent: subscription.messages_sent,
          proposals_sent: subscription.proposals_sent,
          start_date: subscription.start_date,
          end_date: subscription.end_date,
        }
      : null,
    privacy_settings: privacyOf(row),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type PhotoAccess = z.output<typeof photoAccessField>;

/** Whether this viewer gets the original photo, the blurred one, or none exists. */
export function photoAccess(
  row: Pick<ProfileRow, "imageId" | "showProfilePicture">,
  relation: Relation,
): PhotoAccess {
  if (!row.imageId) return "none";
  return allows(row.showProfilePicture, relation) ? "original" : "blurred";
}

/** The photo's address for this viewer: the access-checked route, or the placeholder. */
export function photoUrl(row: Pick<ProfileRow, "imageUrl" | "imageId" | "gender">, size?: "thumb"): string {
  if (!row.imageId || !row.imageUrl) return placeholderImage(row.gender);
  return size ? `${row.imageUrl}?size=${size}` : row.imageUrl;
}

/** May this viewer send a proposal (proposals_privacy); the spec's `proposal_privacy` flag. */
export function mayPropose(row: Pick<ProfileRow, "proposalsPrivacy">, relation: Relation): boolean {
  if (relation.isOwner || relation.viewer.kind !== "member") return false;
  return row.proposalsPrivacy === "everyone" || relation.viewer.verified;
}

/** The fields of another member's profile as this viewer may see it (shared with its extensions). */
export const profileViewFields = {
  id: z.guid().describe("The profile's id (send it as `receiver_id` to propose)."),
  user_id: z.guid().describe("The member's account id."),
  display_name: displayNameField,
  age: ageField,
  gender: genderField,
  verified: verifiedField,
  ...badgeCheckFields,
  featured: featuredField,
  image_url: z
    .string()
    .describe(
      "The picture to show this viewer: the access-checked photo route (original or blurred, see `photo`), or a placeholder drawing's address when there is no photo.",
    ),
  photo: photoAccessField,
  proposal_privacy: z
    .boolean()
    .describe(
      "Whether this viewer may send the member a proposal now (the member's `proposals_privacy`; false for their own profile and for administrators).",
    ),
  is_connection: z
    .boolean()
    .describe("Whether the viewer and the member are connected (an accepted proposal)."),
  personal_info: personalInfoViewOutput
    .nullable()
    .describe(`Personal information, without the date of birth.${unanswered}`),
  ...sectionFields,
};

/**
 * Another member's profile for this viewer: never email or phone (Contact Details come with
 * connections), age instead of the date of birth.
 */
export const profileViewSchema = z.object(profileViewFields).meta({
  id: "ProfileView",
  description:
    "Another member's profile as this viewer may see it: never their e-mail or phone (connections get those as Contact Details), the age instead of the date of birth, and the blurred photo unless their `show_profile_picture` lets this viewer see it.",
});

export type ProfileView = z.output<typeof profileViewSchema>;

export function presentProfileView(
  row: ProfileRow,
  partner: PartnerRow | null,
  relation: Relation,
  featured: boolean,
): ProfileView {
  const { personal_info: personal, ...sections } = sectionsOf(row, partner);
  return {
    id: row.id,
    user_id: row.userId,
    display_name: displayName(row),
    age: row.dob ? ageFromDob(row.dob) : null,
    gender: row.gender,
    verified: row.verified,
    ...badgeChecks(row),
    featured,
    image_url: photoUrl(row),
    photo: photoAccess(row, relation),
    proposal_privacy: mayPropose(row, relation),
    is_connection: relation.isConnection,
    personal_info: personal && withoutDob(personal),
    ...sections,
  };
}

/** The date of birth is the owner's alone: others get the age. */
function withoutDob({ dob: _dob, ...rest }: PersonalInfoOutput): z.output<typeof personalInfoViewOutput> {
  return rest;
}

export const profileCardSchema = z
  .object({
    id: z.guid().describe("The profile's id (open it with `GET /api/profile/get/user-profile?profileId=`)."),
    user_id: z
      .guid()
      .optional()
      .describe("The member's account id; left out for visitors (signed out), who have no use for it."),
    display_name: displayNameField,
    age: ageField,
    gender: genderField,
    city: z
      .string()
      .nullable()
      .describe("City of residence, a city code (PK-PB-Lahore, AE-DU-Dubai); null when unanswered."),
    country: z
      .string()
      .nullable()
      .describe("Country of residence, ISO 3166-1 alpha-2 (PK, AE); null when unanswered."),
    education: z
      .string()
      .nullable()
      .describe("Education code (matric, bachelor, master, ...); null when unanswered."),
    profession: z
      .string()
      .nullable()
      .describe("Profession code (student, employed, business, ...); null when unanswered."),
    verified: verifiedField,
    ...badgeCheckFields,
    ...badgeCheckFields,
    featured: featuredField,
    image_url: z
      .string()
      .describe(
        "The thumbnail to show this viewer: the access-checked photo route with `?size=thumb` (original or blurred, see `photo`), or a placeholder drawing's address.",
      ),
    photo: photoAccessField,
  })
  .meta({
    id: "ProfileCard",
    description:
      "A member as a card in a list: no e-mail, phone or date of birth, the photo as this viewer may see it.",
  });

export type ProfileCard = z.output<typeof profileCardSchema>;

export function presentProfileCard(row: ProfileRow, relation: Relation, featured: boolean): ProfileCard {
  // An account id is for signed-in members (their proposals and connections name accounts); the
  // public listing has no use for it, and visitors get none: not even the key (superjson would
  // carry a key set to undefined over tRPC).
  const account: { user_id?: string } = relation.viewer.kind === "visitor" ? {} : { user_id: row.userId };
  return {
    id: row.id,
    ...account,
    display_name: displayName(row),
    age: row.dob ? ageFromDob(row.dob) : null,
    gender: row.gender,
    city: row.residenceCity,
    country: row.country,
    education: row.education,
    profession: row.profession,
    verified: row.verified,
    ...badgeChecks(row),
    featured,
    image_url: photoUrl(row, "thumb"),
    photo: photoAccess(row, relation),
  };
}
