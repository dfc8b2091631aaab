import type { SessionUser } from "./session";

/** The signed-in user as spec §3 "User/session" lists it. */
export type PublicUser = {
  id: string;
  profileId: string | null;
  name: string;
  email: string;
  phone: string;
  image_url: string | null;
  profile_info_status: boolean;
  role: "member" | "admin";
};

export function presentUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    profileId: user.profileId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image_url: user.imageUrl,
    profile_info_status: user.profileInfoStatus,
    role: user.role,
  };
}
