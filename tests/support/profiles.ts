import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CreateProfileInput } from "@/lib/validation/profile";
import { profiles } from "@/server/db/schema";
import type { SignedUpUser, TestApp } from "./app";
import { profileInput } from "./profile-input";

export { profileInput };

/**
 * Gives the member's draft profile a photo record without going through the upload path (its
 * own tests cover it): the wizard's submit only needs one to exist.
 */
export async function attachFakePhoto(app: TestApp, member: SignedUpUser): Promise<string> {
  const imageId = randomBytes(16).toString("hex");
  await app.db
    .update(profiles)
    .set({ imageId, imageUrl: `/api/profile/images/${imageId}` })
    .where(eq(profiles.id, member.user.profileId ?? ""));
  return imageId;
}

/** A member with a submitted, active profile. */
export async function memberWithProfile(
  app: TestApp,
  overrides: Partial<CreateProfileInput> = {},
): Promise<SignedUpUser> {
  const member = await app.signUp();
  await attachFakePhoto(app, member);
  const res = await app.request("POST", "/api/profile/create", {
    body: profileInput(overrides),
    cookie: member.cookie,
  });
  if (res.status !== 200) throw new Error(`profile create failed: ${res.status} ${res.text}`);
  return member;
}

export async function setProfileColumns(
  app: TestApp,
  member: SignedUpUser,
  columns: Partial<typeof profiles.$inferInsert>,
): Promise<void> {
  await app.db
    .update(profiles)
    .set(columns)
    .where(eq(profiles.id, member.user.profileId ?? ""));
}
