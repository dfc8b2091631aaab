import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserView } from "@/server/users/present";
import { createTestApp, describeApi, resetTokenFrom, type TestApp } from "../support/app";

/**
 * Issue 15, "Compatibility with the spec's payloads": the spec's client sends the reset link's token
 * in the query string with a body of `{password, confirmPassword}`, and asks for the administrators'
 * whole user list with `GET /api/users/get?all=true`.
 */

const NEW_PASSWORD = "Fresh@Pass2025";
const PASSWORD_RESET_DONE = "Your password has been reset. Please sign in with your new password.";

type UserList = { users: UserView[]; total: number; page: number; pageSize: number };

describeApi("the spec's payloads", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  describe("POST /api/auth/reset-password?token=...", () => {
    async function linkTokenFor(email: string): Promise<string> {
      expect((await app.request("POST", "/api/auth/forgot-password", { body: { email } })).status).toBe(200);
      const [mail] = await app.outbox(email);
      return resetTokenFrom(mail?.text ?? "");
    }

    it("takes the token from the query string with the spec's body {password, confirmPassword}", async () => {
      const member = await app.signUp();
      const token = await linkTokenFor(member.email);
      const res = await app.request("POST", "/api/auth/reset-password", {
        query: { token },
        body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(PASSWORD_RESET_DONE);
      await app.signIn(member.email, NEW_PASSWORD);
    });

    it("prefers the body's token when both are sent, and the link still works once", async () => {
      const member = await app.signUp();
      const token = await linkTokenFor(member.email);
      const res = await app.request("POST", "/api/auth/reset-password", {
        query: { token: "notthetoken" },
        body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(res.status, res.text).toBe(200);
      const again = await app.request("POST", "/api/auth/reset-password", {
        query: { token },
        body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(again.status).toBe(400);
    });

    it("still refuses a request with the token in neither place (422 naming the token)", async () => {
      const res = await app.request("POST", "/api/auth/reset-password", {
        body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.fields ?? {})).toContain("token");
    });

    it("takes the query's token with no body at all, and refuses the missing password (422)", async () => {
      const res = await app.request("POST", "/api/auth/reset-password", { query: { token: "abc" } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.fields ?? {})).not.toContain("token");
    });
  });

  describe("GET /api/users/get?all=true", () => {
    it("answers an administrator every user at once, and a member 403", async () => {
      const admin = await app.makeAdmin();
      const members = [await app.signUp(), await app.signUp(), await app.signUp()];

      const all = await app.request<UserList>("GET", "/api/users/get", {
        cookie: admin.cookie,
        query: { all: true, pageSize: 1 },
      });
      expect(all.status, all.text).toBe(200);
      const list = all.body.data;
      if (!list) throw new Error("no list answered");
      const paged = await app.request<UserList>("GET", "/api/users/get", {
        cookie: admin.cookie,
        query: { pageSize: 1 },
      });
      // Every account, whatever the paging asked: as many as the paged list counts in all.
      expect(list.users).toHaveLength(paged.body.data?.total ?? -1);
      expect(list).toMatchObject({ total: list.users.length, page: 1, pageSize: list.users.length });
      const ids = new Set(list.users.map((user) => user.id));
      for (const member of [admin, ...members]) expect(ids).toContain(member.user.id);

      const refused = await app.request("GET", "/api/users/get", {
        cookie: members[0]?.cookie,
        query: { all: true },
      });
      expect(refused.status).toBe(403);
      expect((await app.request("GET", "/api/users/get", { query: { all: true } })).status).toBe(401);
    });

    it("keeps the search, and all=false is the paged list", async () => {
      const admin = await app.makeAdmin();
      const named = await app.signUp({ name: "Zarmeena Unique" });
      const found = await app.request<UserList>("GET", "/api/users/get", {
        cookie: admin.cookie,
        query: { all: true, search: "Zarmeena Unique" },
      });
      expect(found.body.data?.users.map((user) => user.id)).toEqual([named.user.id]);
      const paged = await app.request<UserList>("GET", "/api/users/get", {
        cookie: admin.cookie,
        query: { all: false, pageSize: 1 },
      });
      expect(paged.body.data?.users).toHaveLength(1);
      expect(paged.body.data?.pageSize).toBe(1);
    });

    it("refuses an all that is not true or false (422)", async () => {
      const admin = await app.makeAdmin();
      const res = await app.request("GET", "/api/users/get", { cookie: admin.cookie, query: { all: "yes" } });
      expect(res.status).toBe(422);
      expect(res.body.fields?.all).toBe("all must be true or false");
    });
  });
});
