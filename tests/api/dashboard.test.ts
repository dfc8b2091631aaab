import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  contactMessages,
  notifications,
  payments,
  profiles,
  proposals,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";

type Badges = { pendingProposals: number; unreadNotifications: number };
type AdminStats = {
  members: number;
  profiles: number;
  newContactMessages: number;
  paidPayments: number;
  revenue: number;
};

function profileOf(user: SignedUpUser): string {
  if (!user.user.profileId) throw new Error("no profile");
  return user.user.profileId;
}

describeApi("dashboard", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("badges count the member's own pending proposals received and unread notifications", async () => {
    const [me, alice, bilal, sara, omar] = await Promise.all([
      app.signUp(),
      app.signUp(),
      app.signUp(),
      app.signUp(),
      app.signUp(),
    ]);
    if (!me || !alice || !bilal || !sara || !omar) throw new Error("sign-up failed");
    // Submitted profiles, as proposals only come from those (a sender whose profile is not shown,
    // or whose account is blocked, does not count: tests/api/blocked-members.test.ts).
    await app.db
      .update(profiles)
      .set({ status: "active" })
      .where(inArray(profiles.id, [me, alice, bilal, sara, omar].map(profileOf)));
    await app.settle();

    const empty = await app.request<Badges>("GET", "/api/dashboard/badges", { cookie: me.cookie });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      pendingProposals: 0,
      unreadNotifications: 0,
      openReports: 0,
      pendingVerifications: 0,
    });

    await app.db.insert(proposals).values([
      // Counted: pending, received by me.
      { senderId: profileOf(alice), receiverId: profileOf(me), status: "pending" },
      { senderId: profileOf(bilal), receiverId: profileOf(me), status: "pending" },
      // Not counted: answered, withdrawn, sent by me, or someone else's.
      { senderId: profileOf(sara), receiverId: profileOf(me), status: "accepted" },
      { senderId: profileOf(sara), receiverId: profileOf(me), status: "declined" },
      { senderId: profileOf(bilal), receiverId: profileOf(me), status: "withdrawn" },
      { senderId: profileOf(me), receiverId: profileOf(omar), status: "pending" },
      { senderId: profileOf(alice), receiverId: profileOf(bilal), status: "pending" },
    ]);
    await app.db.insert(notifications).values([
      { userId: me.user.id, type: "proposal", title: "New proposal" },
      { userId: me.user.id, type: "proposal", title: "Another proposal" },
      { userId: me.user.id, type: "message", title: "New message" },
      { userId: me.user.id, type: "message", title: "Read already", readAt: new Date() },
      { userId: alice.user.id, type: "message", title: "Alice's" },
    ]);

    const mine = await app.request<Badges>("GET", "/api/dashboard/badges", { cookie: me.cookie });
    expect(mine.body.data).toEqual({
      pendingProposals: 2,
      unreadNotifications: 3,
      openReports: 0,
      pendingVerifications: 0,
    });
    const bilals = await app.request<Badges>("GET", "/api/dashboard/badges", { cookie: bilal.cookie });
    expect(bilals.body.data).toEqual({
      pendingProposals: 1,
      unreadNotifications: 0,
      openReports: 0,
      pendingVerifications: 0,
    });
    const saras = await app.request<Badges>("GET", "/api/dashboard/badges", { cookie: sara.cookie });
    expect(saras.body.data).toEqual({
      pendingProposals: 0,
      unreadNotifications: 0,
      openReports: 0,
      pendingVerifications: 0,
    });
    const omars = await app.request<Badges>("GET", "/api/dashboard/badges", { cookie: omar.cookie });
    expect(omars.body.data).toEqual({
      pendingProposals: 1,
      unreadNotifications: 0,
      openReports: 0,
      pendingVerifications: 0,
    });
    const alices = await app.request<Badges>("GET", "/api/dashboard/badges", { cookie: alice.cookie });
    expect(alices.body.data).toEqual({
      pendingProposals: 0,
      unreadNotifications: 1,
      openReports: 0,
      pendingVerifications: 0,
    });

    // Reading and accepting lower the counts.
    await app.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, me.user.id));
    await app.db
      .update(proposals)
      .set({ status: "accepted" })
      .where(eq(proposals.senderId, profileOf(alice)));
    const after = await app.trpc.query<Badges>("dashboard.badges", undefined, { cookie: me.cookie });
    expect(after.data).toEqual({
      pendingProposals: 1,
      unreadNotifications: 0,
      openReports: 0,
      pendingVerifications: 0,
    });
  });

  it("badges need a session", async () => {
    const res = await app.request("GET", "/api/dashboard/badges");
    expect(res.status).toBe(401);
    const trpc = await app.trpc.query("dashboard.badges");
    expect(trpc.status).toBe(401);
  });

  it("admin stats count members, completed profiles, new contact messages and paid payments", async () => {
    const admin = await app.makeAdmin();
    const before = await app.request<AdminStats>("GET", "/api/dashboard/admin-stats", {
      cookie: admin.cookie,
    });
    expect(before.status).toBe(200);
    // A fresh database: the members are exactly the accounts of this file so far.
    const memberRows = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "member"));
    expect(before.body.data).toEqual({
      members: memberRows.length,
      profiles: 0,
      newContactMessages: 0,
      paidPayments: 0,
      revenue: 0,
    });

    const [done1, done2, draft] = await Promise.all([app.signUp(), app.signUp(), app.signUp()]);
    if (!done1 || !done2 || !draft) throw new Error("sign-up failed");
    await app.db
      .update(profiles)
      .set({ profileInfoStatus: true })
      .where(inArray(profiles.id, [profileOf(done1), profileOf(done2), admin.user.profileId ?? ""]));
    await app.settle();

    await app.db.insert(contactMessages).values([
      { name: "Visitor One", email: "one@example.com", subject: "Hello", contactType: "query" },
      { name: "Visitor Two", email: "two@example.com", subject: "Help", contactType: "support" },
      { name: "Visitor Three", email: "three@example.com", subject: "Done", messageStatus: "resolved" },
      { name: "Visitor Four", email: "four@example.com", subject: "Busy", messageStatus: "in_progress" },
    ]);

    const [silver] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "Silver"));
    const planId = silver?.id ?? "";
    await app.db.insert(payments).values([
      {
        basketId: "B-1",
        profileId: profileOf(done1),
        planId,
        planName: "Silver",
        amount: 2500,
        status: "paid",
        provider: "demo",
      },
      {
        basketId: "B-2",
        profileId: profileOf(done2),
        planId,
        planName: "Silver",
        amount: 5000,
        status: "paid",
        provider: "demo",
      },
      {
        basketId: "B-3",
        profileId: profileOf(draft),
        planId,
        planName: "Silver",
        amount: 2500,
        status: "pending",
        provider: "demo",
      },
      {
        basketId: "B-4",
        profileId: profileOf(draft),
        planId,
        planName: "Silver",
        amount: 2500,
        status: "failed",
        provider: "demo",
      },
      {
        basketId: "B-5",
        profileId: null,
        planId,
        planName: "Silver",
        amount: 10000,
        status: "paid",
        provider: "demo",
      },
    ]);

    const res = await app.request<AdminStats>("GET", "/api/dashboard/admin-stats", { cookie: admin.cookie });
    expect(res.body.data).toEqual({
      members: memberRows.length + 3,
      profiles: 2,
      newContactMessages: 2,
      paidPayments: 3,
      revenue: 17500,
    });

    const trpc = await app.trpc.query<AdminStats>("dashboard.adminStats", undefined, {
      cookie: admin.cookie,
    });
    expect(trpc.data).toEqual(res.body.data);

    // A disabled member is no longer counted, nor is their completed profile.
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, done1.user.id));
    await app.settle();
    const afterDisable = await app.request<AdminStats>("GET", "/api/dashboard/admin-stats", {
      cookie: admin.cookie,
    });
    expect(afterDisable.body.data).toMatchObject({ members: memberRows.length + 2, profiles: 1 });
  });

  it("admin stats are for admins only", async () => {
    const member = await app.signUp();
    const asMember = await app.request("GET", "/api/dashboard/admin-stats", { cookie: member.cookie });
    expect(asMember.status).toBe(403);
    expect(asMember.body).toEqual({ error: "This page is for administrators only.", code: "FORBIDDEN" });
    const signedOut = await app.request("GET", "/api/dashboard/admin-stats");
    expect(signedOut.status).toBe(401);
    const trpc = await app.trpc.query("dashboard.adminStats", undefined, { cookie: member.cookie });
    expect(trpc.status).toBe(403);
  });
});
