import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PublicUser } from "@/server/auth/present";
import { hashToken } from "@/server/auth/tokens";
import { sessions, users } from "@/server/db/schema";
import { createTestApp, describeApi, type TestApp, uniqueEmail } from "../support/app";

function tokenOf(cookie: string | null): string {
  return cookie?.split("=")[1] ?? "";
}

describeApi("sign-in and sign-out", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it.each([
    ["an empty email", { email: "", password: "whatever" }, "email", "Email is required."],
    ["a blank email", { email: "   ", password: "whatever" }, "email", "Email is required."],
    ["no email", { password: "whatever" }, "email", "Email is required."],
    ["an invalid email", { email: "not-an-email", password: "whatever" }, "email", "Invalid email address"],
    ["an empty password", { email: "a@example.com", password: "" }, "password", "Password is required."],
    [
      "a password of 2 characters",
      { email: "a@example.com", password: "ab" },
      "password",
      "Password is required.",
    ],
    ["no password", { email: "a@example.com" }, "password", "Password is required."],
  ])("refuses %s with 422 and the spec's message", async (_label, body, field, message) => {
    const res = await app.request("POST", "/api/auth/sign-in", { body });
    expect(res.status).toBe(422);
    expect(res.body.fields?.[field]).toBe(message);
    expect(res.body.error).toBe(message);
  });

  it("signs in with the right password (email in any case) and the session is recognised", async () => {
    const member = await app.signUp({ name: "Sign In Person" });
    const res = await app.request<PublicUser>("POST", "/api/auth/sign-in", {
      body: { email: ` ${member.email.toUpperCase()} `, password: member.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(member.user);
    expect(res.cookie).toMatch(/^rishta_session=[a-z2-7]{32}$/);
    expect(res.cookie).not.toBe(member.cookie);

    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(member.user);
  });

  it("answers a wrong email and a wrong password identically", async () => {
    const member = await app.signUp();
    const wrongPassword = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email, password: "Wrong@Pass1" },
    });
    const wrongEmail = await app.request("POST", "/api/auth/sign-in", {
      body: { email: uniqueEmail("nobody"), password: member.password },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(wrongPassword.status);
    expect(wrongEmail.text).toBe(wrongPassword.text);
    expect(wrongPassword.body).toEqual({ error: "Invalid email or password", code: "UNAUTHORIZED" });
    expect(wrongPassword.cookie).toBeNull();
    expect(wrongEmail.cookie).toBeNull();
  });

  it("refuses a disabled user with the same answer, and their old session stops working", async () => {
    const member = await app.signUp();
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, member.user.id));
    await app.settle();
    const res = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email, password: member.password },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Invalid email or password", code: "UNAUTHORIZED" });
    expect(res.cookie).toBeNull();

    const me = await app.request("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.body.data).toBeNull();
  });

  it("signs out: the message, a cleared cookie, and the old cookie is dead on the server", async () => {
    const member = await app.signUp();
    const other = await app.signIn(member.email, member.password);

    const res = await app.request("POST", "/api/auth/sign-out", { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Sign out successfully!" });
    expect(res.cookieCleared).toBe(true);
    expect(res.setCookies[0]).toContain("Max-Age=0");

    // Replaying the old cookie (as a stolen copy would) no longer signs anyone in.
    const me = await app.request("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toBeNull();
    expect(me.cookieCleared).toBe(true);
    const badges = await app.request("GET", "/api/dashboard/badges", { cookie: member.cookie });
    expect(badges.status).toBe(401);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(tokenOf(member.cookie))));
    expect(row).toBeUndefined();

    // Only this browser's session ends.
    const otherMe = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: other.cookie });
    expect(otherMe.body.data?.id).toBe(member.user.id);
  });

  it("signing out without a session still answers the message and clears the cookie", async () => {
    const res = await app.request("POST", "/api/auth/sign-out");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Sign out successfully!" });
    expect(res.cookieCleared).toBe(true);
  });

  it("treats a forged or malformed cookie as signed out", async () => {
    for (const cookie of [
      "rishta_session=abc",
      `rishta_session=${"a".repeat(32)}`,
      "rishta_session=%E0%A4%A",
    ]) {
      const me = await app.request("GET", "/api/auth/me", { cookie });
      expect(me.status).toBe(200);
      expect(me.body.data).toBeNull();
    }
  });

  it("signs in and out over tRPC too", async () => {
    const member = await app.signUp();
    const signIn = await app.trpc.mutation<PublicUser>("auth.signIn", {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.data).toEqual(member.user);
    expect(signIn.cookie).toMatch(/^rishta_session=/);

    const wrong = await app.trpc.mutation("auth.signIn", { email: member.email, password: "Wrong@Pass1" });
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe("Invalid email or password");

    const signOut = await app.trpc.mutation<{ message: string }>("auth.signOut", undefined, {
      cookie: signIn.cookie,
    });
    expect(signOut.data).toEqual({ message: "Sign out successfully!" });
    const me = await app.trpc.query("auth.me", undefined, { cookie: signIn.cookie });
    expect(me.data).toBeNull();
  });
});
