import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileSubscriptions, subscriptionPlans, users } from "@/server/db/schema";
import type { UserView } from "@/server/users/present";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueEmail } from "../support/app";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_ALLOWED = { error: "You are not allowed to do that.", code: "FORBIDDEN" };
const ADMINS_ONLY = { error: "This page is for administrators only.", code: "FORBIDDEN" };
const SIGN_IN = { error: "Please sign in to continue.", code: "UNAUTHORIZED" };

/** A user as JSON carries it (dates as strings), to compare tRPC's answer with REST's. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

type UserList = {
  users: UserView[];
  total: number;
  total_capped: boolean;
  page: number;
  pageSize: number;
  next_after: string | null;
};

describeApi("users (spec §7)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    member = await app.signUp({ name: "Member Own" });
    other = await app.signUp({ name: "Member Other" });
  });
  afterAll(() => app?.close());

  async function planId(name: string): Promise<string> {
    const [plan] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
    if (!plan) throw new Error(`no plan ${name}`);
    return plan.id;
  }

  describe("GET /api/users/get", () => {
    it("gives a member their own user", async () => {
      const res = await app.request<{ user: UserView }>("GET", "/api/users/get", {
        query: { user_id: member.user.id },
        cookie: member.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body.data?.user).toEqual({
        id: member.user.id,
        profileId: member.user.profileId,
        name: "Member Own",
        email: member.email,
        phone: "+923001234567",
        gender: null,
        role: "member",
        status: "active",
        image_url: null,
        profile_info_status: false,
        profile_status: "draft",
        plan: { id: await planId("Free"), name: "Free" },
        created_at: expect.any(String),
      });
      expect(res.text).not.toMatch(/password/i);
    });

    it("refuses a member another member's user, and the list", async () => {
      const another = await app.request("GET", "/api/users/get", {
        query: { user_id: other.user.id },
        cookie: member.cookie,
      });
      expect(another.status).toBe(403);
      expect(another.body).toEqual(NOT_ALLOWED);
      expect(another.text).not.toContain(other.email);

      const adminsUser = await app.request("GET", "/api/users/get", {
        query: { user_id: admin.user.id },
        cookie: member.cookie,
      });
      expect(adminsUser.status).toBe(403);

      const list = await app.request("GET", "/api/users/get", { cookie: member.cookie });
      expect(list.status).toBe(403);
      expect(list.body).toEqual(ADMINS_ONLY);

      const all = await app.request("GET", "/api/users/get", {
        query: { all: "true" },
        cookie: member.cookie,
      });
      expect(all.status).toBe(403);
    });

    it("answers 401 when signed out, 422 for a malformed id", async () => {
      const signedOut = await app.request("GET", "/api/users/get", { query: { user_id: member.user.id } });
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toEqual(SIGN_IN);

      const malformed = await app.request("GET", "/api/users/get", {
        query: { user_id: "1 or 1=1" },
        cookie: member.cookie,
      });
      expect(malformed.status).toBe(422);
      expect(malformed.body.fields).toEqual({ user_id: "user_id must be a valid id" });
    });

    it("gives an admin any user by id, and 404 for an unknown id", async () => {
      const res = await app.request<{ user: UserView }>("GET", "/api/users/get", {
        query: { user_id: other.user.id },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body.data?.user).toMatchObject({ id: other.user.id, email: other.email, role: "member" });

      const missing = await app.request("GET", "/api/users/get", {
        query: { user_id: "00000000-0000-4000-8000-000000000000" },
        cookie: admin.cookie,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: "User not found", code: "NOT_FOUND" });
    });

    it("lists users for an admin: search filters, pages split the matches, defaults page 1 of 20", async () => {
      const tag = `Pagetest${Date.now().toString(36)}`;
      const created: string[] = [];
      for (let index = 0; index < 5; index++) {
        created.push((await app.signUp({ name: `${tag} Person ${index}` })).user.id);
      }

      const everyone = await app.request<UserList>("GET", "/api/users/get", { cookie: admin.cookie });
      expect(everyone.status).toBe(200);
      expect(everyone.body.data).toMatchObject({ page: 1, pageSize: 20 });
      expect(everyone.body.data?.total).toBe(await app.db.$count(users));

      const seen: string[] = [];
      for (const [page, size] of [
        [1, 2],
        [2, 2],
        [3, 1],
      ] as const) {
        const res = await app.request<UserList>("GET", "/api/users/get", {
          query: { search: tag.toLowerCase(), page, pageSize: 2 },
          cookie: admin.cookie,
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ total: 5, page, pageSize: 2 });
        expect(res.body.data?.users).toHaveLength(size);
        for (const user of res.body.data?.users ?? []) {
          expect(user.name.startsWith(tag)).toBe(true);
          seen.push(user.id);
        }
      }
      // Newest first, every match exactly once across the pages.
      expect(seen).toEqual([...created].reverse());

      const beyond = await app.request<UserList>("GET", "/api/users/get", {
        query: { search: tag, page: 4, pageSize: 2 },
        cookie: admin.cookie,
      });
      expect(beyond.body.data).toMatchObject({ users: [], total: 5 });

      const byEmail = await app.request<UserList>("GET", "/api/users/get", {
        query: { search: other.email.toUpperCase() },
        cookie: admin.cookie,
      });
      expect(byEmail.body.data?.users.map((user) => user.id)).toEqual([other.user.id]);

      // LIKE wildcards in the search are literal characters.
      for (const search of ["%", "_", "\\"]) {
        const wildcard = await app.request<UserList>("GET", "/api/users/get", {
          query: { search },
          cookie: admin.cookie,
        });
        expect(wildcard.status).toBe(200);
        expect(wildcard.body.data).toMatchObject({ users: [], total: 0 });
      }
    });

    it.each([
      [{ pageSize: 101 }, "pageSize", "pageSize must be between 1 and 100"],
      [{ pageSize: 0 }, "pageSize", "pageSize must be between 1 and 100"],
      [{ page: 0 }, "page", "page must be 1 or more"],
      [{ page: 1.5 }, "page", "page must be a whole number"],
      [{ page: 100_001 }, "page", "page must be at most 100,000"],
      [{ page: "1e308" }, "page", "page must be at most 100,000"],
      [{ pageSize: "ten" }, "pageSize", "pageSize must be a number"],
      [{ search: "x".repeat(101) }, "search", "Search must be at most 100 characters."],
    ])("refuses the list query %j with 422", async (query, field, message) => {
      const res = await app.request("GET", "/api/users/get", { query, cookie: admin.cookie });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ [field]: message });
      expect(res.body.error).toBe(message);
    });

    it("gives the same answers over tRPC (users.get)", async () => {
      const own = await app.trpc.query<{ user: UserView }>(
        "users.get",
        { user_id: member.user.id },
        { cookie: member.cookie },
      );
      const ownRest = await app.request<{ user: UserView }>("GET", "/api/users/get", {
        query: { user_id: member.user.id },
        cookie: member.cookie,
      });
      expect(own.status).toBe(200);
      expect(own.data?.user.created_at).toBeInstanceOf(Date);
      expect(asJson(own.data)).toEqual(ownRest.body.data);

      const another = await app.trpc.query(
        "users.get",
        { user_id: other.user.id },
        { cookie: member.cookie },
      );
      expect(another.status).toBe(403);
      expect(another.error?.message).toBe("You are not allowed to do that.");
      expect(another.error?.data.code).toBe("FORBIDDEN");

      const list = await app.trpc.query("users.get", {}, { cookie: member.cookie });
      expect(list.status).toBe(403);

      const signedOut = await app.trpc.query("users.get", { user_id: member.user.id });
      expect(signedOut.status).toBe(401);
      expect(signedOut.error?.message).toBe("Please sign in to continue.");

      const adminList = await app.trpc.query<UserList>(
        "users.get",
        { pageSize: 3 },
        { cookie: admin.cookie },
      );
      const adminListRest = await app.request<UserList>("GET", "/api/users/get", {
        query: { pageSize: 3 },
        cookie: admin.cookie,
      });
      expect(asJson(adminList.data)).toEqual(adminListRest.body.data);

      const tooBig = await app.trpc.query("users.get", { pageSize: 101 }, { cookie: admin.cookie });
      expect(tooBig.status).toBe(400);
      expect(tooBig.error?.data.fields).toEqual({ pageSize: "pageSize must be between 1 and 100" });
      // tRPC does not coerce: a number sent as text is refused.
      const text = await app.trpc.query("users.get", { pageSize: "3" }, { cookie: admin.cookie });
      expect(text.status).toBe(400);
    });
  });

  describe("POST /api/users/create", () => {
    const body = () => ({
      name: "Created By Admin",
      email: uniqueEmail("created"),
      phone: "+92 321 7654321",
      password: "Created@123",
    });

    it("is for admins only", async () => {
      const input = body();
      const asMember = await app.request("POST", "/api/users/create", { body: input, cookie: member.cookie });
      expect(asMember.status).toBe(403);
      expect(asMember.body).toEqual(ADMINS_ONLY);
      const signedOut = await app.request("POST", "/api/users/create", { body: input });
      expect(signedOut.status).toBe(401);
      expect(await app.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
    });

    it("creates a member (never an admin) with a draft profile and the Free plan, who can sign in", async () => {
      const input = { ...body(), email: uniqueEmail("Created.Upper").toUpperCase(), role: "admin" };
      const res = await app.request<{ user: UserView }>("POST", "/api/users/create", {
        body: input,
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("User created successfully");
      expect(res.body.data?.user).toMatchObject({
        name: "Created By Admin",
        email: input.email.toLowerCase(),
        phone: "+923217654321",
        role: "member",
        status: "active",
        profile_status: "draft",
        plan: { name: "Free" },
      });
      const signedIn = await app.signIn(input.email, input.password);
      expect(signedIn.user.role).toBe("member");
    });

    it("refuses a duplicate email (any case) with 409 and invalid input with 422", async () => {
      const duplicate = await app.request("POST", "/api/users/create", {
        body: { ...body(), email: other.email.toUpperCase() },
        cookie: admin.cookie,
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error).toBe("An account with this email already exists");

      const invalid = await app.request("POST", "/api/users/create", {
        body: { ...body(), name: "Al", password: "weak" },
        cookie: admin.cookie,
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.fields).toEqual({
        name: "Name should be greater than 3 characters.",
        password: "Password must be at least 8 characters long",
      });
    });
  });

  describe("PUT /api/users/update", () => {
    it("is for admins only", async () => {
      const target = await app.signUp();
      const asMember = await app.request("PUT", "/api/users/update", {
        body: { user_id: target.user.id, name: "Hijacked Name" },
        cookie: member.cookie,
      });
      expect(asMember.status).toBe(403);
      // Not even on their own account (the role is never a body field).
      const self = await app.request("PUT", "/api/users/update", {
        body: { user_id: member.user.id, name: "Self Edited" },
        cookie: member.cookie,
      });
      expect(self.status).toBe(403);
      const signedOut = await app.request("PUT", "/api/users/update", {
        body: { user_id: target.user.id, name: "Hijacked Name" },
      });
      expect(signedOut.status).toBe(401);
      const [row] = await app.db.select().from(users).where(eq(users.id, target.user.id));
      expect(row?.name).toBe("Ayesha Khan");
    });

    it("lets an admin change name, email and phone (normalised)", async () => {
      const target = await app.signUp();
      const newEmail = uniqueEmail("Renamed");
      const res = await app.request<{ user: UserView }>("PUT", "/api/users/update", {
        body: {
          user_id: target.user.id,
          name: "Renamed Member",
          email: ` ${newEmail.toUpperCase()} `,
          phone: "+971 50 123 4567",
        },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("User updated successfully");
      expect(res.body.data?.user).toMatchObject({
        id: target.user.id,
        name: "Renamed Member",
        email: newEmail.toLowerCase(),
        phone: "+971501234567",
      });
      await app.signIn(newEmail, target.password);
    });

    it("refuses another user's email with 409 and bad fields with 422", async () => {
      const target = await app.signUp();
      const taken = await app.request("PUT", "/api/users/update", {
        body: { user_id: target.user.id, email: other.email.toUpperCase() },
        cookie: admin.cookie,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe("An account with this email already exists");

      const sameEmail = await app.request("PUT", "/api/users/update", {
        body: { user_id: target.user.id, email: target.email },
        cookie: admin.cookie,
      });
      expect(sameEmail.status).toBe(200);

      const invalid = await app.request("PUT", "/api/users/update", {
        body: { user_id: target.user.id, phone: "123", status: "banned" },
        cookie: admin.cookie,
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.fields).toEqual({
        phone: "Phone number must be at least 10 digits",
        status: "Status must be active or disabled",
      });

      const missing = await app.request("PUT", "/api/users/update", {
        body: { user_id: "00000000-0000-4000-8000-000000000000", name: "Nobody Here" },
        cookie: admin.cookie,
      });
      expect(missing.status).toBe(404);
    });

    it("gives two parallel changes to the same new email one success and one 409", async () => {
      const [first, second] = [await app.signUp(), await app.signUp()];
      const email = `race-${Date.now()}@example.com`;
      const answers = await Promise.all(
        [first, second].map((target) =>
          app.request("PUT", "/api/users/update", {
            body: { user_id: target.user.id, email },
            cookie: admin.cookie,
          }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.status === 409)?.body.error).toBe(
        "An account with this email already exists",
      );
    });

    it("makes no administrator without a reason (decision 0032)", async () => {
      const target = await app.signUp();
      const res = await app.request("PUT", "/api/users/update", {
        body: { user_id: target.user.id, role: "admin" },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ reason: "Say why: a reason of at least 3 characters is required." });
      const [row] = await app.db.select().from(users).where(eq(users.id, target.user.id));
      expect(row?.role).toBe("member");
      const list = await app.request("GET", "/api/users/get", { cookie: target.cookie });
      expect(list.status).toBe(403);
    });

    it("disabling a user ends all their sessions and sign-ins; enabling lets them back", async () => {
      const target = await app.signUp();
      const secondSession = await app.signIn(target.email, target.password);
      const res = await app.request<{ user: UserView }>("PUT", "/api/users/update", {
        body: { user_id: target.user.id, status: "disabled" },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body.data?.user.status).toBe("disabled");
      for (const cookie of [target.cookie, secondSession.cookie]) {
        expect((await app.request("GET", "/api/auth/me", { cookie })).body.data).toBeNull();
      }
      const signIn = await app.request("POST", "/api/auth/sign-in", {
        body: { email: target.email, password: target.password },
      });
      expect(signIn.status).toBe(401);

      const enable = await app.request("PUT", "/api/users/update", {
        body: { user_id: target.user.id, status: "active" },
        cookie: admin.cookie,
      });
      expect(enable.status).toBe(200);
      // Old sessions stay dead; a fresh sign-in works.
      expect((await app.request("GET", "/api/auth/me", { cookie: target.cookie })).body.data).toBeNull();
      await app.signIn(target.email, target.password);
    });

    it("does not let an admin disable themselves", async () => {
      const res = await app.request("PUT", "/api/users/update", {
        body: { user_id: admin.user.id, status: "disabled" },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe("You cannot disable your own account.");
      const me = await app.request("GET", "/api/auth/me", { cookie: admin.cookie });
      expect(me.body.data).toMatchObject({ id: admin.user.id, role: "admin" });
    });
  });

  describe("PUT /api/users/update/subscription", () => {
    it("is for admins only", async () => {
      const silver = await planId("Silver");
      const asMember = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: member.user.id, plan_id: silver },
        cookie: member.cookie,
      });
      expect(asMember.status).toBe(403);
      const signedOut = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: member.user.id, plan_id: silver },
      });
      expect(signedOut.status).toBe(401);
      const [row] = await app.db
        .select()
        .from(profileSubscriptions)
        .where(eq(profileSubscriptions.profileId, member.user.profileId ?? ""));
      expect(row?.planId).toBe(await planId("Free"));
    });

    it("puts a member on a plan from today for the plan's days, with the counters at zero", async () => {
      const target = await app.signUp();
      const profileId = target.user.profileId ?? "";
      await app.db
        .update(profileSubscriptions)
        .set({ messagesSent: 4, proposalsSent: 3 })
        .where(eq(profileSubscriptions.profileId, profileId));
      await app.settle();

      const before = Date.now();
      const res = await app.request<{ user: UserView }>("PUT", "/api/users/update/subscription", {
        body: { user_id: target.user.id, plan_id: await planId("Gold") },
        cookie: admin.cookie,
      });
      const after = Date.now();
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Subscription updated successfully");
      expect(res.body.data?.user.plan).toEqual({ id: await planId("Gold"), name: "Gold" });

      const [row] = await app.db
        .select()
        .from(profileSubscriptions)
        .where(eq(profileSubscriptions.profileId, profileId));
      expect(row).toMatchObject({ planId: await planId("Gold"), messagesSent: 0, proposalsSent: 0 });
      const start = row?.startDate.getTime() ?? 0;
      expect(start).toBeGreaterThanOrEqual(before - 1000);
      expect(start).toBeLessThanOrEqual(after + 1000);
      expect(row?.endDate?.getTime()).toBe(start + 90 * DAY_MS);

      // Back to Free: no end date.
      const free = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: target.user.id, plan_id: await planId("Free") },
        cookie: admin.cookie,
      });
      expect(free.status).toBe(200);
      const [freeRow] = await app.db
        .select()
        .from(profileSubscriptions)
        .where(eq(profileSubscriptions.profileId, profileId));
      expect(freeRow).toMatchObject({ planId: await planId("Free"), endDate: null });
    });

    it("creates the subscription row when a member has none", async () => {
      const target = await app.signUp();
      await app.db
        .delete(profileSubscriptions)
        .where(eq(profileSubscriptions.profileId, target.user.profileId ?? ""));
      await app.settle();
      const res = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: target.user.id, plan_id: await planId("Silver") },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      const [row] = await app.db
        .select()
        .from(profileSubscriptions)
        .where(eq(profileSubscriptions.profileId, target.user.profileId ?? ""));
      expect((row?.endDate?.getTime() ?? 0) - (row?.startDate.getTime() ?? 0)).toBe(30 * DAY_MS);
    });

    it("answers 404 for an unknown plan or user, 422 for malformed ids", async () => {
      const unknownPlan = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: member.user.id, plan_id: "00000000-0000-4000-8000-000000000000" },
        cookie: admin.cookie,
      });
      expect(unknownPlan.status).toBe(404);
      expect(unknownPlan.body.error).toBe("Subscription plan not found");

      const unknownUser = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: "00000000-0000-4000-8000-000000000000", plan_id: await planId("Silver") },
        cookie: admin.cookie,
      });
      expect(unknownUser.status).toBe(404);
      expect(unknownUser.body.error).toBe("User not found");

      const malformed = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: "x", plan_id: "y" },
        cookie: admin.cookie,
      });
      expect(malformed.status).toBe(422);
      expect(malformed.body.fields).toEqual({
        user_id: "user_id must be a valid id",
        plan_id: "plan_id must be a valid id",
      });
    });
  });
});
