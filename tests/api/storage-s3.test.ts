import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { subscriptionPlans } from "@/server/db/schema";
import { startPlanPeriod } from "@/server/plans/periods";
import { s3Storage } from "@/server/storage/s3-storage";
import type { OwnVerification } from "@/server/verifications/schemas";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile, setProfileColumns, uploadRealPhoto } from "../support/profiles";
import { startTestS3, type TestS3 } from "../support/s3-server";

/**
 * The photo and verification flows with the S3 storage driver (decision 0041), against an S3
 * protocol server on loopback: what is uploaded through the routes lands in the bucket, goes out
 * only through the access-checked routes, and is erased from the bucket with its photo or request.
 */
describeApi("photos and verification documents in S3 storage", () => {
  let s3: TestS3;
  let app: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    s3 = await startTestS3();
    app = await createTestApp({ storage: s3Storage(s3.settings) });
    admin = await app.makeAdmin();
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const picture = (shade: number) =>
    sharp(Buffer.alloc(300 * 200 * 3, shade), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();

  it("stores a photo's variants in the bucket, serves them only through the route, and erases them with the photo", async () => {
    const member = await memberWithProfile(app);
    const viewer = await memberWithProfile(app);
    await setProfileColumns(app, member, { showProfilePicture: "everyone" });
    const imageUrl = await uploadRealPhoto(app, member);
    const imageId = /^\/api\/profile\/images\/([A-Za-z0-9_-]{22})$/.exec(imageUrl)?.[1] ?? "";
    expect(imageId, "the photo's address is the app's own route, never the bucket's").not.toBe("");
    const bucket = s3Storage(s3.settings);
    const display = await bucket.get(`${imageId}/display.webp`);
    expect(display?.subarray(8, 12).toString()).toBe("WEBP");
    expect(await bucket.get(`${imageId}/thumb.webp`)).not.toBeNull();
    // Nothing went to the local disk.
    expect(readdirSync(app.uploadsDir)).toEqual([]);

    const served = await app.request("GET", imageUrl, { cookie: viewer.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("private");
    expect(served.bytes.equals(display ?? Buffer.alloc(0))).toBe(true);

    await setProfileColumns(app, member, { profileVisibility: "private" });
    expect((await app.request("GET", imageUrl, { cookie: viewer.cookie })).status).toBe(404);
    expect((await app.request("GET", imageUrl)).status).toBe(404);
    expect((await app.request("GET", imageUrl, { cookie: member.cookie })).status).toBe(200);

    const removed = await app.request("DELETE", "/api/profile/delete/profile-image", {
      cookie: member.cookie,
    });
    expect(removed.status, removed.text).toBe(200);
    for (const variant of ["display", "thumb", "blurred"]) {
      expect(await bucket.get(`${imageId}/${variant}.webp`)).toBeNull();
    }
    expect((await app.request("GET", imageUrl, { cookie: member.cookie })).status).toBe(404);
  });

  it("keeps a verification request's documents in the bucket for administrators alone, and erases them once decided", async () => {
    const member = await memberWithProfile(app);
    const [gold] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Gold"));
    if (!gold) throw new Error("the seeded Gold plan is missing");
    await app.db.transaction((tx) =>
      startPlanPeriod(tx, { profileId: member.user.profileId ?? "", plan: gold, source: "admin" }),
    );
    const form = new FormData();
    form.append(
      "selfie",
      new Blob([new Uint8Array(await picture(90))], { type: "image/jpeg" }),
      "selfie.jpg",
    );
    form.append(
      "document",
      new Blob([new Uint8Array(await picture(200))], { type: "image/jpeg" }),
      "cnic.jpg",
    );
    form.append("document_type", "cnic");
    const created = await app.request<{ verification: OwnVerification }>(
      "POST",
      "/api/verifications/create",
      {
        form,
        cookie: member.cookie,
      },
    );
    expect(created.status, created.text).toBe(200);
    const id = created.body.data?.verification.verification_id ?? "";
    const bucket = s3Storage(s3.settings);
    const selfie = await bucket.get(`verifications/${id}/selfie.webp`);
    expect(selfie).not.toBeNull();

    const byAdmin = await app.request("GET", `/api/verifications/${id}/selfie`, { cookie: admin.cookie });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.bytes.equals(selfie ?? Buffer.alloc(0))).toBe(true);
    expect(
      (await app.request("GET", `/api/verifications/${id}/selfie`, { cookie: member.cookie })).status,
    ).toBe(403);

    const decided = await app.request("PUT", "/api/verifications/update", {
      body: { verification_id: id, decision: "approve", photo_matches: true, reason: "Selfie matches" },
      cookie: admin.cookie,
    });
    expect(decided.status, decided.text).toBe(200);
    await app.services.background.idle();
    for (const which of ["selfie", "document"]) {
      expect(await bucket.get(`verifications/${id}/${which}.webp`)).toBeNull();
    }
  });
});
