import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TOO_MANY_FAILURES } from "@/server/auth/attempts";
import { PASSWORD_CHANGED } from "@/server/auth/change-password";
import { PASSWORD_NOT_CONFIRMED } from "@/server/auth/confirm-password";
import { profiles, sessions, users } from "@/server/db/schema";
import { createTestApp, describeApi, type TestApp, uniqueIp } from "../support/app";
import { memberWithProfile } from "../support/profiles";

/**
 * Destructive and security changes ask for the password again (issue 14, finding 9): a session left
 * open on a shared phone must not be enough to delete an account or change its password, and a
 * wrong password there is a failed attempt like a wrong sign-in.
 */
describeApi("the password asked again", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const refusal = { error: PASSWORD_NOT_CONFIRMED, code: "FORBIDDEN" };

  it("refuses to delete an account without the password, or with a wrong one, and deletes it with the right one", async () => {
    const member = await memberWithProfile(app);
    const del = (body: unknown) =>
      app.request("PUT", "/api/profile/update/disable-profile", { body, cookie: member.cookie });
    for (const body of [
      {},
      { profile_id: member.user.profileId },
      { password: "" },
      { password: "Wrong@Pass1" },
    ]) {
      const res = await del(body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toEqual({ ...refusal, fields: { password: PASSWORD_NOT_CONFIRMED } });
    }
    const [profile] = await app.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, member.user.profileId ?? ""));
    expect(profile?.status).toBe("active");
    expect((await app.request("GET", "/api/auth/me", { cookie: member.cookie })).body.data).not.toBeNull();

    const deleted = await del({ profile_id: member.user.profileId, password: member.password });
    expect(deleted.status, deleted.text).toBe(200);
    const [account] = await app.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(account?.status).toBe("deleted");
  });

  it("counts wrong passwords as failed attempts of that device on the account", async () => {
    const member = await memberWithProfile(app);
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { password: `Wrong@Pass${attempt}` },
        cookie: member.cookie,
        ip,
      });
      expect(res.status).toBe(403);
    }
    const limited = await app.request("PUT", "/api/profile/update/disable-profile", {
      body: { password: member.password },
      cookie: member.cookie,
      ip,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(TOO_MANY_FAILURES);
    // The same count stops a sign-in from there too; the account itself is not locked.
    const signIn = (from: string) =>
      app.request("POST", "/api/auth/sign-in", {
        body: { email: member.email, password: member.password },
        ip: from,
      });
    expect((await signIn(ip)).status).toBe(429);
    expect((await signIn(uniqueIp())).status).toBe(200);
  });

  it("changes the password with the current one, signs out every other device and tells the owner", async () => {
    const member = await app.signUp({ name: "Changing Member" });
    const elsewhere = await app.signIn(member.email, member.password);
    const change = (body: unknown) =>
      app.request("POST", "/api/auth/change-password", { body, cookie: member.cookie });

    const missing = await change({ password: "Brand@New1", confirmPassword: "Brand@New1" });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ ...refusal, fields: { current_password: PASSWORD_NOT_CONFIRMED } });
    const wrong = await change({
      current_password: "Wrong@Pass1",
      password: "Brand@New1",
      confirmPassword: "Brand@New1",
    });
    expect(wrong.status).toBe(403);
    const mismatch = await change({
      current_password: member.password,
      password: "Brand@New1",
      confirmPassword: "Brand@New2",
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.fields).toEqual({ confirmPassword: "Passwords do not match" });
    const weak = await change({
      current_password: member.password,
      password: "weak",
      confirmPassword: "weak",
    });
    expect(weak.status).toBe(422);
    expect(weak.body.fields?.password).toBe("Password must be at least 8 characters long");
    // Nothing changed yet.
    await app.signIn(member.email, member.password);

    const done = await change({
      current_password: member.password,
      password: "Brand@New1",
      confirmPassword: "Brand@New1",
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ message: PASSWORD_CHANGED });
    // This device stays signed in; every other session is gone.
    expect((await app.request("GET", "/api/auth/me", { cookie: member.cookie })).body.data).not.toBeNull();
    expect((await app.request("GET", "/api/auth/me", { cookie: elsewhere.cookie })).body.data).toBeNull();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toHaveLength(1);
    const old = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email, password: member.password },
    });
    expect(old.status).toBe(401);
    await app.signIn(member.email, "Brand@New1");
    const [mail] = await app.outbox(member.email);
    expect(mail?.subject).toBe("Your Rishta password was changed");
    expect(mail?.text).toContain("Assalam-o-Alaikum Changing Member,");
  });

  it("needs a session to change a password, and works over tRPC with the same refusals", async () => {
    const signedOut = await app.request("POST", "/api/auth/change-password", {
      body: { current_password: "x", password: "Brand@New1", confirmPassword: "Brand@New1" },
    });
    expect(signedOut.status).toBe(401);

    const member = await app.signUp();
    const wrong = await app.trpc.mutation(
      "auth.changePassword",
      { current_password: "Wrong@Pass1", password: "Brand@New1", confirmPassword: "Brand@New1" },
      { cookie: member.cookie },
    );
    expect(wrong.status).toBe(403);
    expect(wrong.error?.data.fields).toEqual({ current_password: PASSWORD_NOT_CONFIRMED });
    const ok = await app.trpc.mutation<{ message: string }>(
      "auth.changePassword",
      { current_password: member.password, password: "Brand@New1", confirmPassword: "Brand@New1" },
      { cookie: member.cookie },
    );
    expect(ok.data).toEqual({ message: PASSWORD_CHANGED });
  });
});
