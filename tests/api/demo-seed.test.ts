import { existsSync } from "node:fs";
import path from "node:path";
import { eq, like, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProfileSchema, privacySettingsSchema } from "@/lib/validation/profile";
import { isUniqueViolation } from "@/server/db/client";
import {
  partnerRequirements,
  payments,
  profileSubscriptions,
  profiles,
  subscriptionPeriods,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import {
  FIRST_START_DEMO_MEMBERS,
  hasMemberProfiles,
  seedDemoOnFirstStart,
} from "@/server/demo/seed-demo-on-first-start";
import { DEMO_PASSWORD, seedDemoProfiles } from "@/server/demo/seed-demo-profiles";
import {
  careerOf,
  familyOf,
  partnerOf,
  personalOf,
  privacyOf,
  religionOf,
  residentialOf,
} from "@/server/profiles/sections";
import { createTestApp, describeApi, type TestApp } from "../support/app";

const DEMO_EMAILS = "%@demo.rishta.pk";

describeApi("npm run seed:demo: demo members in a fresh database", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const demoRows = () =>
    app.db
      .select({
        user: users,
        profile: profiles,
        partner: partnerRequirements,
        plan: subscriptionPlans,
        subscription: profileSubscriptions,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(partnerRequirements, eq(partnerRequirements.profileId, profiles.id))
      .leftJoin(profileSubscriptions, eq(profileSubscriptions.profileId, profiles.id))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
      .where(like(users.email, DEMO_EMAILS));

  it("adds 200 active, complete members with partner requirements and a plan each", async () => {
    const result = await seedDemoProfiles(app.database, { count: 200, photos: false });
    expect(result).toMatchObject({ count: 200, firstOrdinal: 1, lastOrdinal: 200, photos: 0 });
    expect(result.method).toBe(app.database.driver === "postgres" ? "copy" : "insert");

    const rows = await demoRows();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.user.email)).size).toBe(200);
    const now = Date.now();
    for (const { user, profile, partner, plan, subscription } of rows) {
      expect(user).toMatchObject({ role: "member", status: "active" });
      expect(user.email).toBe(user.email.toLowerCase());
      expect(profile).toMatchObject({ status: "active", profileInfoStatus: true });
      expect(profile.submittedAt).toBeInstanceOf(Date);
      expect(profile.imageId).toBeNull();
      // What was stored reads back as sections the wizard's schemas accept.
      const sections = createProfileSchema.safeParse({
        personal_info: personalOf(profile),
        career_info: careerOf(profile),
        family_info: familyOf(profile),
        religion_info: religionOf(profile),
        residential_info: residentialOf(profile),
        partner_requirements: partnerOf(partner),
      });
      expect(sections.error?.issues ?? [], user.email).toEqual([]);
      expect(privacySettingsSchema.safeParse(privacyOf(profile)).success).toBe(true);
      expect(plan, user.email).not.toBeNull();
      expect(subscription?.startDate.getTime()).toBeLessThanOrEqual(now);
      if (plan?.isFree) expect(subscription?.endDate).toBeNull();
      else expect(subscription?.endDate?.getTime()).toBeGreaterThan(now);
      expect(subscription?.messagesSent).toBeLessThanOrEqual(plan?.messagesLimit ?? 0);
    }
    expect(rows.filter((row) => row.plan?.isFree).length).toBeGreaterThan(100);

    // Each paid plan was bought: a paid demo payment at its price with a receipt, and the period it started.
    const onPaid = rows.filter((row) => row.plan && !row.plan.isFree);
    expect(onPaid.length).toBeGreaterThan(0);
    const bought = await app.db
      .select({ payment: payments, period: subscriptionPeriods })
      .from(payments)
      .innerJoin(subscriptionPeriods, eq(subscriptionPeriods.paymentId, payments.id));
    expect(bought).toHaveLength(onPaid.length);
    for (const { plan, subscription, profile } of onPaid) {
      const found = bought.find((row) => row.payment.profileId === profile.id);
      expect(found?.payment).toMatchObject({
        status: "paid",
        provider: "demo",
        amount: plan?.price,
        planId: plan?.id,
      });
      expect(found?.payment.receiptNumber).toMatch(/^RSH-\d{6}$/);
      expect(found?.period).toMatchObject({
        startDate: subscription?.startDate,
        endDate: subscription?.endDate,
      });
    }
  });

  it("lets a demo member sign in with the demo password and read their profile", async () => {
    const [first] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, "%.1@demo.rishta.pk"));
    expect(first?.email).toMatch(/^[a-z.]+\.1@demo\.rishta\.pk$/);
    const { cookie } = await app.signIn(first?.email ?? "", DEMO_PASSWORD);
    const res = await app.request<{ profile: { profile_info_status: boolean; email: string } }>(
      "GET",
      "/api/profile/get",
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.profile).toMatchObject({ email: first?.email, profile_info_status: true });
  });

  it("a second run adds 200 more, numbered on, with no email used twice", async () => {
    // Members who signed up with such an address themselves do not upset the numbering.
    await app.signUp({ email: "someone@demo.rishta.pk" });
    await app.signUp({ email: "ali.khan.12x@demo.rishta.pk" });
    const result = await seedDemoProfiles(app.database, { count: 200, photos: false });
    expect(result).toMatchObject({ firstOrdinal: 201, lastOrdinal: 400 });
    expect(result.sampleEmail).toMatch(/\.201@demo\.rishta\.pk$/);
    const [counts] = await app.db
      .select({ all: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${users.email})::int` })
      .from(users)
      .where(like(users.email, DEMO_EMAILS));
    expect(counts).toEqual({ all: 402, distinct: 402 });
    const rows = await demoRows();
    expect(rows.filter((row) => row.partner && row.subscription)).toHaveLength(400);
  });

  it("two runs at once: one adds its members, the other fails on the taken emails and adds nothing", async () => {
    const before = await demoRows();
    const outcomes = await Promise.allSettled([
      seedDemoProfiles(app.database, { count: 300, photos: false }),
      seedDemoProfiles(app.database, { count: 300, photos: false }),
    ]);
    const failed = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(failed).toHaveLength(1);
    expect(isUniqueViolation(failed[0]?.status === "rejected" ? failed[0].reason : null)).toBe(true);
    const after = await demoRows();
    expect(after.length - before.length).toBe(300);
    // All but the two who signed up themselves (no partner requirements yet) are complete.
    expect(after.filter((row) => row.partner && row.subscription)).toHaveLength(after.length - 2);
  });

  it("stores portraits through the upload path, served to their owner", async () => {
    const result = await seedDemoProfiles(app.database, {
      count: 3,
      photos: true,
      storage: app.services.storage,
    });
    expect(result).toMatchObject({ firstOrdinal: 701, photos: 3 });
    const emails = Array.from({ length: 3 }, (_, i) => `%.${701 + i}@demo.rishta.pk`);
    const rows = await app.db
      .select({ email: users.email, imageId: profiles.imageId, imageUrl: profiles.imageUrl })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(or(...emails.map((email) => like(users.email, email))));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.imageId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.imageUrl).toBe(`/api/profile/images/${row.imageId}`);
      for (const variant of ["display", "thumb", "blurred"]) {
        expect(existsSync(path.join(app.uploadsDir, row.imageId ?? "", `${variant}.webp`))).toBe(true);
      }
    }
    const owner = rows[0];
    const { cookie } = await app.signIn(owner?.email ?? "", DEMO_PASSWORD);
    const image = await app.request("GET", owner?.imageUrl ?? "", { cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });
});

describeApi("first start: demo members on a database without members", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("adds 300 once (the admin does not count as a member), portraits in the background", async () => {
    await app.makeAdmin();
    expect(await hasMemberProfiles(app.db)).toBe(false);
    const demo = await seedDemoOnFirstStart(app.services);
    expect(demo?.members).toMatchObject({ count: FIRST_START_DEMO_MEMBERS, firstOrdinal: 1, photos: 0 });
    // Shutting down stops the portraits between two of them.
    await demo?.stop();
    const portraits = await demo?.portraits;
    expect(portraits?.count).toBeLessThan(FIRST_START_DEMO_MEMBERS);

    expect(await hasMemberProfiles(app.db)).toBe(true);
    expect(await seedDemoOnFirstStart(app.services)).toBeNull();
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(like(users.email, DEMO_EMAILS));
    expect(row?.n).toBe(FIRST_START_DEMO_MEMBERS);
  });
});
