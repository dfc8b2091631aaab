import { placeholderImage } from "@/lib/profile-image";
import { ageFromDob } from "@/lib/validation/profile";
import { allows, type Relation } from "./access";
import type { SubscriptionView } from "./get-profile-subscription";
import {
  careerOf,
  familyOf,
  type PartnerRow,
  type ProfileRow,
  partnerOf,
  personalOf,
  privacyOf,
  religionOf,
  residentialOf,
} from "./sections";

/** Profiles in the spec's snake_case (§3); what each viewer may see is decided here, on the server. */

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
) {
  return {
    id: row.id,
    user_id: row.userId,
    name: displayName(row) || account.name,
    email: account.email,
    phone: account.phone,
    status: row.status,
    profile_info_status: row.profileInfoStatus,
    verified: row.verified,
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

export type OwnProfile = ReturnType<typeof presentOwnProfile>;

export type PhotoAccess = "original" | "blurred" | "none";

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

/**
 * Another member's profile for this viewer: never email or phone (Contact Details come with
 * connections), age instead of the date of birth.
 */
export function presentProfileView(
  row: ProfileRow,
  partner: PartnerRow | null,
  relation: Relation,
  featured: boolean,
) {
  const sections = sectionsOf(row, partner);
  const personal = sections.personal_info;
  return {
    id: row.id,
    user_id: row.userId,
    display_name: displayName(row),
    age: row.dob ? ageFromDob(row.dob) : null,
    gender: row.gender,
    verified: row.verified,
    featured,
    image_url: photoUrl(row),
    photo: photoAccess(row, relation),
    proposal_privacy: mayPropose(row, relation),
    is_connection: relation.isConnection,
    ...sections,
    personal_info: personal && { ...personal, dob: undefined },
  };
}

export type ProfileView = ReturnType<typeof presentProfileView>;

export function presentProfileCard(row: ProfileRow, relation: Relation, featured: boolean) {
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
    featured,
    image_url: photoUrl(row, "thumb"),
    photo: photoAccess(row, relation),
  };
}

export type ProfileCard = ReturnType<typeof presentProfileCard>;
