import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  adminActions,
  notifications,
  profiles,
  subscriptionPlans,
  verificationRequests,
} from "@/server/db/schema";
import { startPlanPeriod } from "@/server/plans/periods";
import type { OwnVerification, Review, VerificationState } from "@/server/verifications/schemas";
import { createTestApp, describeApi, type SignedUpUser, TEST_PASSWORD, type TestApp } from "../support/app";
import { memberWithProfile, setProfileColumns } from "../support/profiles";

type Reviews = {
  verifications: Review[];
  total: number;
  page: number;
  pageSize: number;
  open_to_all: boolean;
};

const CREATE = "/api/verifications/create";
const NOT_INCLUDED =
  "Verification comes with plans that include the verified badge. Please upgrade your plan to get verified.";
const PENDING = "You already have a verification request waiting for review.";
const ADMINS_ONLY = "This page is for administrators only.";

/** A photo-like picture carrying EXIF (a camera and GPS), to prove none of it is kept. */
async function picture(
  format: "png" | "jpeg" = "jpeg",
  shade = 90,
  width = 400,
  height = 300,
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    raw[i] = ((i / 3) % width) % 256;
    raw[i + 1] = shade;
    raw[i + 2] = 160;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 30/1 0/1" },
    })
    [format]()
    .toBuffer();
}

function requestForm(parts: {
  selfie?: Buffer | string;
  document?: Buffer | string;
  document_type?: string;
}) {
  const form = new FormData();
  const file = (bytes: Buffer | string) =>
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: "image/jpeg" });
  if (parts.selfie !== undefined) form.append("selfie", file(parts.selfie), "selfie.jpg");
  if (parts.document !== undefined) form.append("document", file(parts.document), "cnic.jpg");
  if (parts.document_type !== undefined) form.append("document_type", parts.document_type);
  return form;
}

describeApi("verification requests (issue 18: the badge, the review, the documents' erasure)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let selfie: Buffer;
  let document: Buffer;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    [selfie, document] = await Promise.all([picture("jpeg", 60), picture("png", 200)]);
  });
  afterAll(() => app?.close());

  async function onGold(member: SignedUpUser) {
    const [gold] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Gold"));
    if (!gold?.profileStatus) throw new Error("the seeded Gold plan should include verification");
    await app.db.transaction((tx) =>
      startPlanPeriod(tx, { profileId: member.user.profileId ?? "", plan: gold, source: "admin" }),
    );
  }

  /** A member on a plan with verification, with a pending request; answers its id. */
  async function requested(member?: SignedUpUser) {
    const who = member ?? (await memberWithProfile(app));
    if (!member) await onGold(who);
    const res = await app.request<{ verification: OwnVerification }>("POST", CREATE, {
      form: requestForm({ selfie, document, document_type: "cnic" }),
      cookie: who.cookie,
    });
    expect(res.status, res.text).toBe(200);
    const id = res.body.data?.verification.verification_id ?? "";
    expect(res.body.data?.verification.status).toBe("pending");
    return { member: who, id };
  }

  const decide = (id: string, body: Record<string, unknown>, cookie = admin.cookie) =>
    app.request<{ verification: Review }>("PUT", "/api/verifications/update", {
      body: { verification_id: id, ...body },
      cookie,
    });

  const image = (id: string, which: "selfie" | "document", cookie: string | null = admin.cookie) =>
    app.request("GET", `/api/verifications/${id}/${which}`, { cookie });

  async function expectFilesGone(id: string) {
    for (const which of ["selfie", "document"]) {
      expect(await app.services.storage.get(`verifications/${id}/${which}.webp`)).toBeNull();
    }
    expect(existsSync(path.join(app.uploadsDir, "verifications", id))).toBe(false);
    const [row] = await app.db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
    expect(row?.selfieKey ?? null).toBeNull();
    expect(row?.documentKey ?? null).toBeNull();
  }

  const actionsOn = (id: string) =>
    app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, "verification_request"), eq(adminActions.targetId, id)))
      .orderBy(adminActions.createdAt);

  async function profileOf(member: SignedUpUser) {
    const [row] = await app.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.user.profileId ?? ""));
    if (!row) throw new Error("no profile");
    return row;
  }

  it("only a plan with verification, or the administrators' open-to-all setting, lets a member ask", async () => {
    const member = await memberWithProfile(app);
    const form = () => requestForm({ selfie, document, document_type: "passport" });
    const refused = await app.request("POST", CREATE, { form: form(), cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: NOT_INCLUDED, code: "FORBIDDEN" });
    const state = await app.request<VerificationState>("GET", "/api/verifications/own", {
      cookie: member.cookie,
    });
    expect(state.body.data).toMatchObject({ eligible: false, verified: false, request: null });

    // A member cannot open it; an administrator can, and the trail has it with before and after.
    const byMember = await app.request("PUT", "/api/verifications/settings", {
      body: { open_to_all: true },
      cookie: member.cookie,
    });
    expect(byMember.status).toBe(403);
    const opened = await app.request("PUT", "/api/verifications/settings", {
      body: { open_to_all: true },
      cookie: admin.cookie,
    });
    expect(opened.status, opened.text).toBe(200);
    try {
      const [entry] = (
        await app.db
          .select()
          .from(adminActions)
          .where(
            and(
              eq(adminActions.action, "verification.settings"),
              eq(adminActions.adminUserId, admin.user.id),
            ),
          )
      ).slice(-1);
      expect(entry).toMatchObject({
        targetType: "site_setting",
        targetId: "verification_open_to_all",
        detail: { before: { open_to_all: false }, after: { open_to_all: true } },
      });
      const list = await app.request<Reviews>("GET", "/api/verifications/get", { cookie: admin.cookie });
      expect(list.body.data?.open_to_all).toBe(true);

      const accepted = await app.request<{ verification: OwnVerification }>("POST", CREATE, {
        form: form(),
        cookie: member.cookie,
      });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body.data?.verification).toMatchObject({
        status: "pending",
        document_type: "passport",
      });
    } finally {
      await app.request("PUT", "/api/verifications/settings", {
        body: { open_to_all: false },
        cookie: admin.cookie,
      });
    }
  });

  it("keeps one pending request a member, and refuses files that are missing, not images or too large", async () => {
    const { member, id } = await requested();
    const again = await app.request("POST", CREATE, {
      form: requestForm({ selfie, document, document_type: "cnic" }),
      cookie: member.cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: PENDING });
    const rows = await app.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.profileId, member.user.profileId ?? ""));
    expect(rows.map((row) => row.id)).toEqual([id]);

    // The same checks on a member with no request yet.
    const fresh = await memberWithProfile(app);
    await onGold(fresh);
    const cases: [Parameters<typeof requestForm>[0], number, string][] = [
      [{ document, document_type: "cnic" }, 422, "Please take or upload a selfie."],
      [{ selfie, document_type: "cnic" }, 422, "Please upload a photo of your identity document."],
      [
        { selfie, document, document_type: "driving_licence" },
        422,
        "Please choose the identity document: CNIC, Emirates ID or passport.",
      ],
      [
        { selfie, document: "not an image at all", document_type: "cnic" },
        422,
        "Invalid file format. Allowed: PNG, JPG, JPEG, WEBP",
      ],
      [
        { selfie: Buffer.concat([selfie, Buffer.alloc(2_100_000)]), document, document_type: "cnic" },
        413,
        "File size too large. Max allowed size is 2MB.",
      ],
    ];
    for (const [parts, status, error] of cases) {
      const res = await app.request("POST", CREATE, { form: requestForm(parts), cookie: fresh.cookie });
      expect(res.status, res.text).toBe(status);
      expect(res.body).toMatchObject({ error });
    }
    const none = await app.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.profileId, fresh.user.profileId ?? ""));
    expect(none).toEqual([]);
  });

  it("lists the queue oldest first for administrators only, and serves the images to them alone, never cached, every view recorded", async () => {
    const first = await requested();
    const second = await requested();
    const list = await app.request<Reviews>("GET", "/api/verifications/get", {
      query: { status: "pending", pageSize: 100 },
      cookie: admin.cookie,
    });
    expect(list.status, list.text).toBe(200);
    const ids = list.body.data?.verifications.map((v) => v.verification_id) ?? [];
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const one = await app.request<Reviews>("GET", "/api/verifications/get", {
      query: { verification_id: first.id },
      cookie: admin.cookie,
    });
    expect(one.body.data?.verifications[0]).toMatchObject({
      verification_id: first.id,
      user_id: first.member.user.id,
      selfie_url: `/api/verifications/${first.id}/selfie`,
      document_url: `/api/verifications/${first.id}/document`,
    });
    const byMember = await app.request("GET", "/api/verifications/get", { cookie: first.member.cookie });
    expect(byMember.status).toBe(403);

    const seen = await image(first.id, "document");
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("no-store");
    expect(seen.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(seen.bytes).metadata();
    expect(meta.format).toBe("webp");
    // Re-encoded: the camera's EXIF and GPS are gone.
    expect(meta.exif).toBeUndefined();
    expect((await actionsOn(first.id)).filter((a) => a.action === "verification.view")).toEqual([
      expect.objectContaining({
        adminUserId: admin.user.id,
        detail: expect.objectContaining({ image: "document" }),
      }),
    ]);

    expect((await image(first.id, "selfie", null)).status).toBe(401);
    expect((await image(first.id, "selfie", first.member.cookie)).status).toBe(403);
    expect((await image(first.id, "document", second.member.cookie)).status).toBe(403);
    expect((await image("not-a-uuid", "selfie")).status).toBe(404);
  });

  it("approves with the checks made: the badge, the member told, the trail, and both images gone at once", async () => {
    const { member, id } = await requested();
    const noChecks = await decide(id, { decision: "approve" });
    expect(noChecks.status).toBe(422);

    const res = await decide(id, {
      decision: "approve",
      photo_matches: true,
      identity_checked: false,
      reason: "Selfie matches",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.verification).toMatchObject({
      status: "approved",
      profile_verified: true,
      selfie_url: null,
      document_url: null,
      photo_matches: true,
      identity_checked: false,
      decided_by: admin.user.id,
    });
    await expectFilesGone(id);
    expect((await image(id, "document")).status).toBe(404);
    expect(await profileOf(member)).toMatchObject({
      verified: true,
      verifiedBy: admin.user.id,
      verifiedPhoto: true,
      verifiedIdentity: false,
    });
    expect((await actionsOn(id)).filter((a) => a.action === "verification.approve")).toEqual([
      expect.objectContaining({
        adminUserId: admin.user.id,
        reason: "Selfie matches",
        detail: expect.objectContaining({
          photo_matches: true,
          identity_checked: false,
          user_id: member.user.id,
        }),
      }),
    ]);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(told.map((n) => n.type)).toContain("profile_verified");

    const again = await decide(id, { decision: "reject", reason: "Changed my mind" });
    expect(again.status).toBe(409);

    const state = await app.request<VerificationState>("GET", "/api/verifications/own", {
      cookie: member.cookie,
    });
    expect(state.body.data).toMatchObject({
      verified: true,
      verified_photo: true,
      verified_identity: false,
      request: { status: "approved", photo_matches: true, identity_checked: false },
    });
    // Others see what the badge stands for.
    const viewer = await memberWithProfile(app);
    const seen = await app.request<{
      profile: { verified: boolean; verified_photo: boolean; verified_identity: boolean };
    }>("GET", "/api/profile/get/user-profile", {
      query: { profileId: member.user.profileId ?? "" },
      cookie: viewer.cookie,
    });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data?.profile).toMatchObject({
      verified: true,
      verified_photo: true,
      verified_identity: false,
    });
  });

  it("rejects with a reason the member is told, leaving the badge as it was, and the images gone at once", async () => {
    const { member, id } = await requested();
    const noReason = await decide(id, { decision: "reject" });
    expect(noReason.status).toBe(422);
    expect(noReason.body.fields?.reason).toBe("Please give the member a reason for the rejection.");
    const byMember = await decide(id, { decision: "reject", reason: "x" }, member.cookie);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({ error: ADMINS_ONLY });

    const res = await decide(id, { decision: "reject", reason: "The CNIC photo is too blurred to read." });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.verification).toMatchObject({ status: "rejected", profile_verified: false });
    await expectFilesGone(id);
    expect((await image(id, "selfie")).status).toBe(404);
    expect((await profileOf(member)).verified).toBe(false);
    expect((await actionsOn(id)).map((a) => [a.action, a.reason])).toEqual([
      ["verification.reject", "The CNIC photo is too blurred to read."],
    ]);
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.user.id), eq(notifications.type, "verification_rejected")));
    expect(told?.body).toContain("The CNIC photo is too blurred to read.");
    const state = await app.request<VerificationState>("GET", "/api/verifications/own", {
      cookie: member.cookie,
    });
    expect(state.body.data?.request).toMatchObject({
      status: "rejected",
      reason: "The CNIC photo is too blurred to read.",
    });
  });

  it("lets the member withdraw their own pending request, erasing its images at once", async () => {
    const { member, id } = await requested();
    const stranger = await memberWithProfile(app);
    const foreign = await app.request("PUT", "/api/verifications/withdraw", {
      body: { verification_id: id },
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await app.services.storage.get(`verifications/${id}/document.webp`)).not.toBeNull();

    const res = await app.request<{ verification: OwnVerification }>("PUT", "/api/verifications/withdraw", {
      body: { verification_id: id },
      cookie: member.cookie,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.verification.status).toBe("withdrawn");
    await expectFilesGone(id);
    expect((await decide(id, { decision: "approve", photo_matches: true })).status).toBe(409);
    // A new request may follow.
    await requested(member);
  });

  it("erases a pending request's images when the account is deleted", async () => {
    const { member, id } = await requested();
    const res = await app.request("PUT", "/api/profile/update/disable-profile", {
      body: { password: TEST_PASSWORD },
      cookie: member.cookie,
    });
    expect(res.status, res.text).toBe(200);
    await expectFilesGone(id);
    const [row] = await app.db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
    expect(row?.status).toBe("withdrawn");
  });

  it("keeps verified_users profiles working on the badge: approved through a request sees one, rejected does not", async () => {
    const reserved = await memberWithProfile(app);
    await setProfileColumns(app, reserved, { profileVisibility: "verified_users" });
    const view = (viewer: SignedUpUser) =>
      app.request("GET", "/api/profile/get/user-profile", {
        query: { profileId: reserved.user.profileId ?? "" },
        cookie: viewer.cookie,
      });

    const approved = await requested();
    const rejected = await requested();
    expect((await view(approved.member)).status).toBe(404);
    expect((await decide(approved.id, { decision: "approve", identity_checked: true })).status).toBe(200);
    expect((await decide(rejected.id, { decision: "reject", reason: "Not the same person" })).status).toBe(
      200,
    );
    expect((await view(approved.member)).status).toBe(200);
    expect((await view(rejected.member)).status).toBe(404);
  });
});
