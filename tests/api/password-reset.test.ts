import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { passwordResetTokens, sessions, users } from "@/server/db/schema";
import { createTestApp, describeApi, resetTokenFrom, type TestApp, uniqueEmail } from "../support/app";

const MAIL_SENT = "If an account exists for this email, we have sent a link to reset the password.";
const LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";
const NEW_PASSWORD = "Fresh@Pass2025";

describeApi("forgot-password and reset-password", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  async function requestLink(email: string): Promise<string> {
    const res = await app.request("POST", "/api/auth/forgot-password", { body: { email } });
    expect(res.status).toBe(200);
    const [mail] = await app.outbox(email.trim().toLowerCase());
    return resetTokenFrom(mail?.text ?? "");
  }

  function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
    return app.request("POST", "/api/auth/reset-password", { body: { token, password, confirmPassword } });
  }

  it.each([
    [{ email: "" }, "Email is required."],
    [{}, "Email is required."],
    [{ email: "nope" }, "Invalid email address"],
  ])("forgot-password refuses %j with 422", async (body, message) => {
    const res = await app.request("POST", "/api/auth/forgot-password", { body });
    expect(res.status).toBe(422);
    expect(res.body.fields?.email).toBe(message);
  });

  it("answers a known and an unknown email identically, and mails only the known one", async () => {
    const member = await app.signUp({ name: "Known Member" });
    const unknownEmail = uniqueEmail("unknown");
    const known = await app.request("POST", "/api/auth/forgot-password", {
      body: { email: member.email.toUpperCase() },
    });
    const unknown = await app.request("POST", "/api/auth/forgot-password", { body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(known.body).toEqual({ message: MAIL_SENT });

    expect(await app.outbox(unknownEmail)).toHaveLength(0);
    const mails = await app.outbox(member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe("Reset your Rishta password");
    expect(mail?.text).toContain("Known Member");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=[a-z2-7]{32}\b/);

    // The database keeps only the token's hash.
    const token = resetTokenFrom(mail?.text ?? "");
    const rows = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0]?.usedAt).toBeNull();
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(55 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("mails nothing for a disabled account, with the same answer", async () => {
    const member = await app.signUp();
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, member.user.id));
    await app.settle();
    const res = await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MAIL_SENT });
    expect(await app.outbox(member.email)).toHaveLength(0);
  });

  it("refuses a confirmation that does not match, and keeps the link usable", async () => {
    const member = await app.signUp();
    const token = await requestLink(member.email);
    const res = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("Passwords do not match");
    expect(res.body.fields).toEqual({ confirmPassword: "Passwords do not match" });
    expect((await reset(token)).status).toBe(200);
  });

  it.each([
    ["Short1@", "Password must be at least 8 characters long"],
    ["NOLOWER1@", "Password must contain at least one lowercase letter"],
    ["noupper1@", "Password must contain at least one uppercase letter"],
    ["NoDigits@", "Password must contain at least one number"],
    ["NoSpecial1", "Password must contain at least one special character (@$!%*?&)"],
  ])("applies the sign-up password rules to the new password (%s)", async (password, message) => {
    const res = await reset("anytoken", password);
    expect(res.status).toBe(422);
    expect(res.body.fields?.password).toBe(message);
  });

  it("resets once, signs the user out everywhere, and only the new password works afterwards", async () => {
    const member = await app.signUp();
    const second = await app.signIn(member.email, member.password);
    const token = await requestLink(member.email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Your password has been reset. Please sign in with your new password.",
    });
    expect(res.cookieCleared).toBe(true);

    for (const cookie of [member.cookie, second.cookie]) {
      const me = await app.request("GET", "/api/auth/me", { cookie });
      expect(me.body.data).toBeNull();
    }
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toHaveLength(0);

    const again = await reset(token, "Another!Pass9");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: LINK_INVALID, code: "BAD_REQUEST", fields: { token: LINK_INVALID } });

    const oldPassword = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email, password: member.password },
    });
    expect(oldPassword.status).toBe(401);
    const secondReset = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email, password: "Another!Pass9" },
    });
    expect(secondReset.status).toBe(401);
    const signedIn = await app.signIn(member.email, NEW_PASSWORD);
    expect(signedIn.user.id).toBe(member.user.id);
  });

  it("lets only one of two parallel uses of a link succeed", async () => {
    const member = await app.signUp();
    const token = await requestLink(member.email);
    const results = await Promise.all([reset(token, "Parallel!One1"), reset(token, "Parallel!Two2")]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
  });

  it("kills the user's other outstanding links when one is used", async () => {
    const member = await app.signUp();
    const older = await requestLink(member.email);
    const newer = await requestLink(member.email);
    expect(older).not.toBe(newer);
    expect((await reset(newer)).status).toBe(200);
    const res = await reset(older, "Other!Pass123");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LINK_INVALID);
  });

  it("refuses an expired link", async () => {
    const member = await app.signUp();
    const token = await requestLink(member.email);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, member.user.id));
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LINK_INVALID);
    // The old password still works: nothing changed.
    await app.signIn(member.email, member.password);
  });

  it("refuses a made-up token", async () => {
    const res = await reset("a".repeat(32));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LINK_INVALID);
  });

  it("refuses the link of a user disabled after it was mailed", async () => {
    const member = await app.signUp();
    const token = await requestLink(member.email);
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, member.user.id));
    await app.settle();
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LINK_INVALID);
  });

  it("works over tRPC too", async () => {
    const member = await app.signUp();
    const forgot = await app.trpc.mutation<{ message: string }>("auth.forgotPassword", {
      email: member.email,
    });
    expect(forgot.data).toEqual({ message: MAIL_SENT });
    const [mail] = await app.outbox(member.email);
    const token = resetTokenFrom(mail?.text ?? "");
    const mismatch = await app.trpc.mutation("auth.resetPassword", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: "Different#1",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.error?.message).toBe("Passwords do not match");
    const done = await app.trpc.mutation("auth.resetPassword", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    await app.signIn(member.email, NEW_PASSWORD);
  });
});
