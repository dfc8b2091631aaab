/**
 * The REST table: every documented `/api/...` path of the spec, one line each, calling the same
 * procedure the tRPC client calls. Authorization lives in the procedures and their use cases, so a
 * row cannot loosen it; `auth` here only documents it (and the OpenAPI document shows it).
 */
import { BOOLEAN_FILTERS, LIST_FILTERS, NUMBER_FILTERS } from "@/lib/discovery/search-filters";

export type RestRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Dotted path of the procedure in the app router. */
  procedure: string;
  auth: "public" | "member" | "admin";
  summary: string;
  /** Query parameters read as numbers (query strings carry only text). */
  numbers?: readonly string[];
  /** Query parameters read as booleans ("true"/"false"). */
  booleans?: readonly string[];
  /** Query parameters read as lists: comma-separated and/or repeated keys. */
  lists?: readonly string[];
  /** Cache-Control of a success that sets no cookie (default no-store): for public, unchanging data. */
  cache?: string;
  /** The body is multipart/form-data (a photo): files reach the procedure as UploadedFile. */
  multipart?: true;
};

export const restRoutes: readonly RestRoute[] = [
  { method: "GET", path: "/api/health", procedure: "health", auth: "public", summary: "Liveness check" },

  // Auth (spec §7, base /api/auth)
  {
    method: "POST",
    path: "/api/auth/sign-up",
    procedure: "auth.signUp",
    auth: "public",
    summary:
      "Start an account: mails a 6-digit code to the address (the same answer whether or not it has an account); no session yet",
  },
  {
    method: "POST",
    path: "/api/auth/verify-email",
    procedure: "auth.verifyEmail",
    auth: "public",
    summary: "Confirm the address with the mailed code ({email, code}): creates the account and signs in",
  },
  {
    method: "POST",
    path: "/api/auth/sign-in",
    procedure: "auth.signIn",
    auth: "public",
    summary: "Sign in with email and password",
  },
  {
    method: "POST",
    path: "/api/auth/sign-out",
    procedure: "auth.signOut",
    auth: "public",
    summary: "End this browser's session",
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    procedure: "auth.forgotPassword",
    auth: "public",
    summary: "Mail a single-use password reset link",
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    procedure: "auth.resetPassword",
    auth: "public",
    summary: "Set a new password with a reset link's token",
  },
  {
    method: "POST",
    path: "/api/auth/change-password",
    procedure: "auth.changePassword",
    auth: "member",
    summary:
      "Change the password ({current_password, password, confirmPassword}); other devices are signed out",
  },
  {
    method: "GET",
    path: "/api/auth/me",
    procedure: "auth.me",
    auth: "public",
    summary: "The signed-in user, or null",
  },

  // Users (spec §7)
  {
    method: "GET",
    path: "/api/users/get",
    procedure: "users.get",
    auth: "member",
    summary: "Own user by user_id; an admin reads any user by id, or the paged list",
    numbers: ["page", "pageSize"],
  },
  {
    method: "POST",
    path: "/api/users/create",
    procedure: "users.create",
    auth: "admin",
    summary: "Create a member account",
  },
  {
    method: "PUT",
    path: "/api/users/update",
    procedure: "users.update",
    auth: "admin",
    summary: "Edit a user's name, email, phone or status",
  },
  {
    method: "PUT",
    path: "/api/users/update/subscription",
    procedure: "users.updateSubscription",
    auth: "admin",
    summary: "Put a member on a subscription plan",
  },

  // Dashboard
  {
    method: "GET",
    path: "/api/dashboard/badges",
    procedure: "dashboard.badges",
    auth: "member",
    summary: "Pending proposals and unread notifications",
  },
  {
    method: "GET",
    path: "/api/dashboard/admin-stats",
    procedure: "dashboard.adminStats",
    auth: "admin",
    summary: "Counts for the admin dashboard",
  },

  // Subscription plans (spec §7)
  {
    method: "GET",
    path: "/api/subscription-plans",
    procedure: "plans.list",
    auth: "public",
    summary: "The subscription plans (public listing): Free first, then by price",
    // The packages page reads it on every visit; an admin's edit shows within a minute.
    cache: "public, max-age=60",
  },

  // Profile (spec §7): the acting member always comes from the session; ids in the payload must be theirs.
  {
    method: "GET",
    path: "/api/profile/get",
    procedure: "profile.get",
    auth: "member",
    summary: "The member's own profile (userId, when sent, must be the member's own)",
  },
  {
    method: "GET",
    path: "/api/profile/get/user-profile",
    procedure: "profile.getUserProfile",
    auth: "member",
    summary: "Another member's profile by userId or profileId, as the viewer's privacy rights allow",
  },
  {
    method: "GET",
    path: "/api/profile/get/user-subscription",
    procedure: "profile.getSubscription",
    auth: "member",
    summary: "The member's plan and usage (profileId, when sent, must be the member's own)",
  },
  {
    method: "GET",
    path: "/api/profile/get/all-profiles",
    procedure: "profile.getAll",
    auth: "public",
    summary:
      "Search the profiles the viewer may see: filters, sort, featured first, match score (paged; userId/profileId name the viewer)",
    numbers: [...NUMBER_FILTERS, "page", "pageSize"],
    booleans: BOOLEAN_FILTERS,
    lists: LIST_FILTERS,
  },
  {
    method: "GET",
    path: "/api/profile/get/privacy-settings",
    procedure: "profile.getPrivacySettings",
    auth: "member",
    summary: "The member's four privacy settings",
  },
  {
    method: "PUT",
    path: "/api/profile/update/privacy-settings",
    procedure: "profile.updatePrivacySettings",
    auth: "member",
    summary: "Change the privacy settings ({data, profile_id})",
  },
  {
    method: "GET",
    path: "/api/profile/draft",
    procedure: "profile.getDraft",
    auth: "member",
    summary: "The profile wizard's saved draft and step, or null",
  },
  {
    method: "PUT",
    path: "/api/profile/draft",
    procedure: "profile.saveDraft",
    auth: "member",
    summary: "Save the profile wizard's draft and step",
  },
  {
    method: "POST",
    path: "/api/profile/create",
    procedure: "profile.create",
    auth: "member",
    summary: "Submit the whole wizard (the photo must be uploaded first)",
  },
  {
    method: "PUT",
    path: "/api/profile/update/personal-info",
    procedure: "profile.updatePersonalInfo",
    auth: "member",
    summary: "Edit personal info ({data, auth_id, profile_id}); gender and dob cannot change",
  },
  {
    method: "PUT",
    path: "/api/profile/update/second-marriage-info",
    procedure: "profile.updateSecondMarriageInfo",
    auth: "member",
    summary: "Edit second-marriage info ({data, profile_id}); only when not single",
  },
  {
    method: "PUT",
    path: "/api/profile/update/career-info",
    procedure: "profile.updateCareerInfo",
    auth: "member",
    summary: "Edit career info ({data, profile_id})",
  },
  {
    method: "PUT",
    path: "/api/profile/update/family-info",
    procedure: "profile.updateFamilyInfo",
    auth: "member",
    summary: "Edit family info ({data, profile_id})",
  },
  {
    method: "PUT",
    path: "/api/profile/update/religion-info",
    procedure: "profile.updateReligionInfo",
    auth: "member",
    summary: "Edit religion info ({data, profile_id})",
  },
  {
    method: "PUT",
    path: "/api/profile/update/residential-info",
    procedure: "profile.updateResidentialInfo",
    auth: "member",
    summary: "Edit residential info ({data, profile_id})",
  },
  {
    method: "PUT",
    path: "/api/profile/update/partner-requirements",
    procedure: "profile.updatePartnerRequirements",
    auth: "member",
    summary: "Edit partner requirements ({data, profile_id})",
  },
  {
    method: "PUT",
    path: "/api/profile/update/disable-profile",
    procedure: "profile.disable",
    auth: "member",
    summary:
      "Permanently delete the member's account ({profile_id?, password}): data and photos erased, sessions revoked",
  },

  // Profile images (spec §7): multipart uploads; photos are served by GET /api/profile/images/{imageId}
  // (handler.ts), which is not a procedure since it answers bytes.
  {
    method: "POST",
    path: "/api/profile/create/image-upload",
    procedure: "profile.uploadImage",
    auth: "member",
    summary: "Upload the member's first photo (multipart: file, profileId); PNG, JPEG or WEBP up to 2 MB",
    multipart: true,
  },
  {
    method: "PUT",
    path: "/api/profile/update/profile-image",
    procedure: "profile.updateImage",
    auth: "member",
    summary: "Replace the member's photo (multipart: file, profileId); the old files are erased",
    multipart: true,
  },
  {
    method: "DELETE",
    path: "/api/profile/delete/profile-image",
    procedure: "profile.removeImage",
    auth: "member",
    summary: "Remove the member's photo ({profile_id}); the placeholder shows again",
  },

  // Proposals and connections (spec §7, docs/dev/discovery-contract.md): ids are profile ids, the
  // sender is always the signed-in member.
  {
    method: "POST",
    path: "/api/proposal/create",
    procedure: "proposal.create",
    auth: "member",
    summary: "Send a proposal ({sender_id?, receiver_id}); counted against the plan's proposals",
  },
  {
    method: "PUT",
    path: "/api/proposal/update",
    procedure: "proposal.update",
    auth: "member",
    summary:
      "Answer a pending proposal ({proposal_id, status}): the receiver accepts or declines, the sender withdraws",
  },
  {
    method: "GET",
    path: "/api/proposal/get",
    procedure: "proposal.get",
    auth: "member",
    summary: "The member's proposals (pending first, then newest), or one by proposal_id",
  },
  {
    method: "GET",
    path: "/api/proposal/get/accepted",
    procedure: "proposal.getAccepted",
    auth: "member",
    summary: "The member's accepted proposals as {id, sender_id, receiver_id}",
  },
  {
    method: "GET",
    path: "/api/connections/get",
    procedure: "connection.get",
    auth: "member",
    summary: "The member's connections (newest first), or one by connection_id with the Contact Details",
  },

  // Locations (the country-state-city pickers; the dataset changes only with a package update)
  {
    method: "GET",
    path: "/api/locations/countries",
    procedure: "locations.countries",
    auth: "public",
    summary: "Every country ({code, name}, ISO 3166-1 alpha-2), by name",
    cache: "public, max-age=86400",
  },
  {
    method: "GET",
    path: "/api/locations/states",
    procedure: "locations.states",
    auth: "public",
    summary: "The states of ?country=PK (codes like PK-PB), by name; 404 for an unknown country",
    cache: "public, max-age=86400",
  },
  {
    method: "GET",
    path: "/api/locations/cities",
    procedure: "locations.cities",
    auth: "public",
    summary: "The cities of ?state=PK-PB (codes like PK-PB-Lahore), by name; 404 for an unknown state",
    cache: "public, max-age=86400",
  },

  // Contacts (spec §7)
  {
    method: "POST",
    path: "/api/contacts",
    procedure: "contacts.create",
    auth: "public",
    summary: "Send a contact-form message (stored as new; the signed-in member's profile attached)",
  },
];

export function findRestRoute(
  method: string,
  path: string,
): { route?: RestRoute; pathKnown: boolean; allowed: RestRoute["method"][] } {
  const samePath = restRoutes.filter((route) => route.path === path);
  return {
    route: samePath.find((route) => route.method === method),
    pathKnown: samePath.length > 0,
    allowed: samePath.map((route) => route.method),
  };
}

/** Query string to procedure input: repeated keys become lists, declared numbers and booleans are read as such. */
export function inputFromQuery(route: RestRoute, params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (route.lists?.includes(key)) {
      input[key] = values.flatMap((value) =>
        value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      );
      continue;
    }
    const read = (value: string): unknown => {
      if (route.numbers?.includes(key)) return value.trim() === "" ? Number.NaN : Number(value);
      if (route.booleans?.includes(key)) return value === "true" ? true : value === "false" ? false : value;
      return value;
    };
    input[key] = values.length > 1 ? values.map(read) : read(values[0] ?? "");
  }
  return input;
}
