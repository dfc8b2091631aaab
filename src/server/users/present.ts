import type { AccountRow } from "./queries";

/** A user as the Users screens show them (spec §2 admin Users table), in the spec's snake_case. */
export function presentUserRow(row: AccountRow) {
  return {
    id: row.id,
    profileId: row.profileId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    role: row.role,
    status: row.status,
    image_url: row.imageUrl,
    profile_info_status: row.profileInfoStatus ?? false,
    profile_status: row.profileStatus,
    plan: row.planId ? { id: row.planId, name: row.planName } : null,
    created_at: row.createdAt,
  };
}

export type UserView = ReturnType<typeof presentUserRow>;
