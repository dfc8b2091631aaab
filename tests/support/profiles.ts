import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { CreateProfileInput } from "@/lib/validation/profile";
import { connections, profiles, proposals } from "@/server/db/schema";
import { orderedPair } from "@/server/profiles/access";
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
  await app.settle();
  return imageId;
}

/**
 * Uploads a real photo through the photo route (the variants made, the access-checked address
 * stored), for tests of who may load it; answers its address.
 */
export async function uploadRealPhoto(app: TestApp, member: SignedUpUser, shade = 120): Promise<string> {
  const raw = Buffer.alloc(320 * 240 * 3, shade);
  const bytes = await sharp(raw, { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg()
    .toBuffer();
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "me.jpg");
  const res = await app.request<{ image_url: string }>("PUT", "/api/profile/update/profile-image", {
    form: data,
    cookie: member.cookie,
  });
  if (res.status !== 200) throw new Error(`photo upload failed: ${res.status} ${res.text}`);
  return res.body.data?.image_url ?? "";
}

/**
 * Makes two members connections as an accepted proposal does (an accepted proposal and its
 * connection row), without the proposals flow (its own tests cover it).
 */
export async function connectMembers(app: TestApp, sender: SignedUpUser, receiver: SignedUpUser) {
  const senderId = sender.user.profileId ?? "";
  const receiverId = receiver.user.profileId ?? "";
  const [proposal] = await app.db
    .insert(proposals)
    .values({ senderId, receiverId, status: "accepted" })
    .returning({ id: proposals.id });
  if (!proposal) throw new Error("could not store the proposal");
  const [profileAId, profileBId] = orderedPair(senderId, receiverId);
  await app.db.insert(connections).values({ proposalId: proposal.id, profileAId, profileBId });
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
  await app.settle();
}
