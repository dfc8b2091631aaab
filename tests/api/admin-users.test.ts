import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActions, profileSubscriptions, profiles, subscriptionPlans, users } from "@/server/db/schema";
import type { UserDetail } from "@/server/users/detail";
import type { UserView } from "@/server/users/present";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueEmail } from "../support/app";

type UserList = {
  users: UserView[];
  total: number;
  total_capped: boolean;
  page: number;
  pageSize: number;
  next_after: string | null;
};
type Changed = { message: string; user: UserView };

const REASON_REQUIRED = "Say why: a reason of at least 3 characters is required.";

describeApi("the admin Users console (issue 18)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let goldPlanId: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    member = await app.signUp({ name: "Plain Member" });
    const [gold] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Gold"));
    goldPlanId = gold?.id ?? "";
  });
  afterAll(() => app?.close());

  function list(query: Record<string, string | number | boolean>, cookie: string | null = admin.cookie) {
    return app.request<UserList>("GET", "/api/users/get", { query, cookie });
  }
  function update(body: Record<string, unknown>, cookie: string | null = admin.cookie) {
    return app.request<Changed>("PUT", "/api/users/update", { body, cookie });
  }
  function trail(userId: string) {
    return app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, "user"), eq(adminActions.targetId, userId)))
      .orderBy(asc(adminActions.createdAt));
  }
  async function profileOf(userId: string) {
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, userId));
    if (!row) throw new Error("no profile");
    return row;
  }

  describe("GET /api/users/get: filters, search, paging", () => {
    const tag = `Filtertag${Date.now().toString(36)}`;
    let woman: SignedUpUser;
    let man: SignedUpUser;
    let blocked: SignedUpUser;

    beforeAll(async () => {
      woman = await app.signUp({ name: `${tag} Woman` });
      man = await app.signUp({ name: `${tag} Man` });
      blocked = await app.signUp({ name: `${tag} Blocked` });
      await app.db
        .update(profiles)
        .set({ gender: "female", verified: true })
        .where(eq(profiles.userId, woman.user.id));
      await app.db.update(profiles).set({ gender: "male" }).where(eq(profiles.userId, man.user.id));
      await app.db
        .update(profileSubscriptions)
        .set({ planId: goldPlanId })
        .where(eq(profileSubscriptions.profileId, man.user.profileId ?? ""));
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, blocked.user.id));
      await app.settle();
    });

    it("filters by role, status, gender, plan and verified, with the search", async () => {
      const ids = async (query: Record<string, string | number | boolean>) => {
        const res = await list({ search: tag, ...query });
        expect(res.status).toBe(200);
        return res.body.data?.users.map((user) => user.id).sort();
      };
      const sorted = (...list: SignedUpUser[]) => list.map((user) => user.user.id).sort();
      expect(await ids({})).toEqual(sorted(woman, man, blocked));
      expect(await ids({ gender: "female" })).toEqual(sorted(woman));
      expect(await ids({ gender: "male" })).toEqual(sorted(man));
      expect(await ids({ plan_id: goldPlanId })).toEqual(sorted(man));
      // REST reads "true"/"false" as booleans.
      expect(await ids({ verified: "true" })).toEqual(sorted(woman));
      expect(await ids({ verified: "false" })).toEqual(sorted(man, blocked));
      expect(await ids({ status: "disabled" })).toEqual(sorted(blocked));
      expect(await ids({ status: "active", gender: "male", plan_id: goldPlanId })).toEqual(sorted(man));
      expect(await ids({ role: "admin" })).toEqual([]);

      const admins = await list({ role: "admin" });
      expect(admins.body.data?.users.map((user) => user.id)).toContain(admin.user.id);
      expect(admins.body.data?.users.every((user) => user.role === "admin")).toBe(true);

      const bad = await list({ role: "owner", gender: "other" });
      expect(bad.status).toBe(422);
      expect(bad.body.fields).toEqual({
        role: "role must be member or admin",
        gender: "gender must be male or female",
      });
    });

    it("finds by phone fragment, and a whole e-mail address finds exactly that account", async () => {
      const exact = uniqueEmail("exact");
      const target = await app.signUp({ name: `${tag} Exact`, email: exact, phone: "+971501239876" });
      await app.signUp({ name: `${tag} Longer`, email: `x${exact}` });
      const byEmail = await list({ search: exact.toUpperCase() });
      expect(byEmail.body.data?.users.map((user) => user.id)).toEqual([target.user.id]);
      const byPhone = await list({ search: "501239876" });
      expect(byPhone.body.data?.users.map((user) => user.id)).toEqual([target.user.id]);
    });

    it("counts up to 200 and says so past it; keyset pages follow the numbered ones", async () => {
      const bulk = `Bulktag${Date.now().toString(36)}`;
      const base = Date.now() - 60_000;
      await app.db.insert(users).values(
        Array.from({ length: 205 }, (_, index) => ({
          name: `${bulk} ${index}`,
          email: `${bulk.toLowerCase()}.${index}@example.com`,
          phone: "+923001112233",
          passwordHash: "not-a-hash",
          // Two share each instant, so the order falls back on the id.
          createdAt: new Date(base + Math.floor(index / 2) * 1000),
        })),
      );
      const first = await list({ search: bulk, pageSize: 7 });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ total: 200, total_capped: true, page: 1, pageSize: 7 });
      expect(first.body.data?.next_after).toBe(first.body.data?.users.at(-1)?.id);

      const numbered: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await list({ search: bulk, pageSize: 7, page });
        numbered.push(...(res.body.data?.users.map((user) => user.id) ?? []));
      }
      const keyset: string[] = [];
      let after: string | null | undefined;
      for (let page = 1; page <= 3; page++) {
        const res = await list({ search: bulk, pageSize: 7, ...(after ? { after } : {}) });
        keyset.push(...(res.body.data?.users.map((user) => user.id) ?? []));
        after = res.body.data?.next_after;
      }
      expect(keyset).toEqual(numbered);
      expect(new Set(numbered).size).toBe(21);

      const small = await list({ search: `${bulk} 20` });
      // "… 20", "… 200" to "… 204": exact below the cap, and no next page.
      expect(small.body.data).toMatchObject({ total: 6, total_capped: false, next_after: null });

      const deep = await list({ search: bulk, page: 501, pageSize: 20 });
      expect(deep.status).toBe(422);
      expect(deep.body.fields?.page).toMatch(/Pages reach the first 10,000 users/);
    });

    it("refuses the list to members and visitors", async () => {
      expect((await list({ role: "admin" }, member.cookie)).status).toBe(403);
      expect((await list({ role: "admin" }, null)).status).toBe(401);
    });
  });

  describe("PUT /api/users/update: the console's actions, each in the trail", () => {
    it("blocks with a reason (sessions end, sign-in refused) and unblocks", async () => {
      const target = await app.signUp();
      const block = await update({ user_id: target.user.id, status: "disabled", reason: "Scam reports." });
      expect(block.status).toBe(200);
      expect(block.body.data?.user.status).toBe("disabled");
      expect((await app.request("GET", "/api/auth/me", { cookie: target.cookie })).body.data).toBeNull();
      const signIn = await app.request("POST", "/api/auth/sign-in", {
        body: { email: target.email, password: target.password },
      });
      expect(signIn.status).toBe(401);

      // Blocking again changes nothing and records nothing.
      expect((await update({ user_id: target.user.id, status: "disabled", reason: "Again." })).status).toBe(
        200,
      );
      const unblock = await update({
        user_id: target.user.id,
        status: "active",
        reason: "Cleared on appeal.",
      });
      expect(unblock.status).toBe(200);
      await app.signIn(target.email, target.password);

      const entries = await trail(target.user.id);
      expect(entries.map((entry) => [entry.action, entry.adminUserId, entry.reason, entry.detail])).toEqual([
        [
          "user.block",
          admin.user.id,
          "Scam reports.",
          { before: { status: "active" }, after: { status: "disabled" } },
        ],
        [
          "user.unblock",
          admin.user.id,
          "Cleared on appeal.",
          { before: { status: "disabled" }, after: { status: "active" } },
        ],
      ]);
    });

    it("verifies with the checks made and a reason, and unverifies", async () => {
      const target = await app.signUp();
      const noChecks = await update({ user_id: target.user.id, verified: true, reason: "Looked fine." });
      expect(noChecks.status).toBe(422);
      expect(noChecks.body.fields).toEqual({
        photo_matches: "Say which checks you made: the photo matches, the identity document, or both.",
      });
      const noReason = await update({ user_id: target.user.id, verified: true, photo_matches: true });
      expect(noReason.body.fields).toEqual({ reason: REASON_REQUIRED });
      expect((await profileOf(target.user.id)).verified).toBe(false);

      const verify = await update({
        user_id: target.user.id,
        verified: true,
        photo_matches: true,
        identity_checked: false,
        reason: "Video call matched the photo.",
      });
      expect(verify.status).toBe(200);
      expect(await profileOf(target.user.id)).toMatchObject({
        verified: true,
        verifiedBy: admin.user.id,
        verifiedPhoto: true,
        verifiedIdentity: false,
      });
      const unverify = await update({ user_id: target.user.id, verified: false, reason: "Photo replaced." });
      expect(unverify.status).toBe(200);
      expect(await profileOf(target.user.id)).toMatchObject({
        verified: false,
        verifiedBy: null,
        verifiedPhoto: false,
      });

      const entries = await trail(target.user.id);
      expect(entries.map((entry) => [entry.action, entry.reason, entry.detail])).toEqual([
        [
          "user.verify",
          "Video call matched the photo.",
          {
            before: { verified: false, photo_matches: false, identity_checked: false },
            after: { verified: true, photo_matches: true, identity_checked: false },
          },
        ],
        [
          "user.unverify",
          "Photo replaced.",
          {
            before: { verified: true, photo_matches: true, identity_checked: false },
            after: { verified: false, photo_matches: false, identity_checked: false },
          },
        ],
      ]);
    });

    it("makes and unmakes an administrator; never of a submitted profile", async () => {
      const staff = await app.signUp({ name: "Staff Person" });
      const promote = await update({ user_id: staff.user.id, role: "admin", reason: "Joined support." });
      expect(promote.status).toBe(200);
      expect(promote.body.data?.user.role).toBe("admin");
      // Their own session is an administrator's at once.
      expect((await list({ role: "admin" }, staff.cookie)).status).toBe(200);

      const demote = await update({ user_id: staff.user.id, role: "member", reason: "Left the team." });
      expect(demote.status).toBe(200);
      expect((await list({ role: "admin" }, staff.cookie)).status).toBe(403);
      expect((await trail(staff.user.id)).map((entry) => [entry.action, entry.reason, entry.detail])).toEqual(
        [
          ["user.promote", "Joined support.", { before: { role: "member" }, after: { role: "admin" } }],
          ["user.demote", "Left the team.", { before: { role: "admin" }, after: { role: "member" } }],
        ],
      );

      const listed = await app.signUp();
      await app.db.update(profiles).set({ status: "active" }).where(eq(profiles.userId, listed.user.id));
      await app.settle();
      const refused = await update({ user_id: listed.user.id, role: "admin", reason: "Helps out." });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/submitted profile/);
      expect(await trail(listed.user.id)).toEqual([]);
    });

    it("refuses self-block and self-demotion, and never leaves no active administrator", async () => {
      const selfBlock = await update({ user_id: admin.user.id, status: "disabled", reason: "Testing." });
      expect(selfBlock.status).toBe(422);
      expect(selfBlock.body.error).toBe("You cannot disable your own account.");
      const selfDemote = await update({ user_id: admin.user.id, role: "member", reason: "Testing." });
      expect(selfDemote.status).toBe(422);
      expect(selfDemote.body.error).toBe("You cannot take away your own administrator role.");

      // Two administrators, alone, demote each other at the same moment: one of them stays.
      const [first, second] = [await app.makeAdmin(), await app.makeAdmin()];
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, admin.user.id));
      await app.settle();
      try {
        const answers = await Promise.all([
          update({ user_id: second.user.id, role: "member", reason: "Race one." }, first.cookie),
          update({ user_id: first.user.id, role: "member", reason: "Race two." }, second.cookie),
        ]);
        const statuses = answers.map((res) => res.status).sort();
        expect(statuses[0]).toBe(200);
        expect(statuses[1]).not.toBe(200);
        const active = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.status, "active")));
        expect(active).toHaveLength(1);
      } finally {
        await app.db.update(users).set({ status: "active" }).where(eq(users.id, admin.user.id));
        await app.settle();
      }
    });

    it("changes nothing on an account its owner deleted", async () => {
      const gone = await app.signUp();
      await app.db.update(users).set({ status: "deleted" }).where(eq(users.id, gone.user.id));
      await app.settle();
      const res = await update({ user_id: gone.user.id, status: "active", reason: "Bring back." });
      expect(res.status).toBe(409);
      const [row] = await app.db.select().from(users).where(eq(users.id, gone.user.id));
      expect(row?.status).toBe("deleted");
    });

    it("records an edit of the account's fields with before and after", async () => {
      const target = await app.signUp({ name: "Before Name" });
      const res = await update({ user_id: target.user.id, name: "After Name", phone: target.user.phone });
      expect(res.status).toBe(200);
      const [entry] = await trail(target.user.id);
      expect(entry).toMatchObject({
        action: "user.update",
        reason: null,
        detail: { before: { name: "Before Name" }, after: { name: "After Name" } },
      });
    });

    it("is for administrators only", async () => {
      const body = { user_id: member.user.id, verified: true, photo_matches: true, reason: "Myself." };
      expect((await update(body, member.cookie)).status).toBe(403);
      expect((await update(body, null)).status).toBe(401);
      expect((await profileOf(member.user.id)).verified).toBe(false);
    });
  });

  it("POST /api/users/create records user.create", async () => {
    const email = uniqueEmail("made");
    const res = await app.request<Changed>("POST", "/api/users/create", {
      body: { name: "Made By Admin", email, phone: "+923217654321", password: "Created@123" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const [entry] = await trail(res.body.data?.user.id ?? "");
    expect(entry).toMatchObject({
      action: "user.create",
      adminUserId: admin.user.id,
      detail: { after: { name: "Made By Admin", email, role: "member" } },
    });
  });

  describe("GET /api/users/detail", () => {
    it("shows the account in full to an administrator, and records the read", async () => {
      const target = await app.signUp({ name: "Detail Person" });
      const before = (await trail(target.user.id)).length;
      const res = await app.request<UserDetail>("GET", "/api/users/detail", {
        query: { user_id: target.user.id },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        user: { id: target.user.id, email: target.email, name: "Detail Person" },
        profile: { id: target.user.profileId, verified: false },
        proposals: { sent: 0, received: 0, latest: [] },
        payments: [],
        reports: [],
      });
      const entries = await trail(target.user.id);
      expect(entries).toHaveLength(before + 1);
      expect(entries.at(-1)).toMatchObject({ action: "user.view", adminUserId: admin.user.id });
    });

    it("is for administrators only; 404 for an unknown account", async () => {
      const query = { user_id: member.user.id };
      expect((await app.request("GET", "/api/users/detail", { query, cookie: member.cookie })).status).toBe(
        403,
      );
      expect((await app.request("GET", "/api/users/detail", { query })).status).toBe(401);
      const missing = await app.request("GET", "/api/users/detail", {
        query: { user_id: "00000000-0000-4000-8000-000000000000" },
        cookie: admin.cookie,
      });
      expect(missing.status).toBe(404);
      expect(await trail(member.user.id)).toEqual([]);
    });
  });
});
