import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PublicUser } from "@/server/auth/present";
import { profileSubscriptions, profiles, subscriptionPlans, users } from "@/server/db/schema";
import { createTestApp, describeApi, type TestApp, uniqueEmail } from "../support/app";

describeApi("POST /api/auth/sign-up", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["a name of 3 characters", { name: "Ali" }, "name", "Name should be greater than 3 characters."],
    [
      "a name of spaces around 3 characters",
      { name: "  Ali  " },
      "name",
      "Name should be greater than 3 characters.",
    ],
    ["a missing name", { name: undefined }, "name", "Name should be greater than 3 characters."],
    ["an email without a domain", { email: "ayesha@" }, "email", "Please enter a valid email address"],
    ["an email of 4 characters", { email: "a@b." }, "email", "Please enter a valid email address"],
    ["a missing email", { email: undefined }, "email", "Please enter a valid email address"],
    ["a phone of 9 digits", { phone: "+92300123" }, "phone", "Phone number must be at least 10 digits"],
    ["a missing phone", { phone: undefined }, "phone", "Phone number must be at least 10 digits"],
    [
      "a phone starting with 0",
      { phone: "03001234567" },
      "phone",
      "Please enter a valid phone number (including country code)",
    ],
    [
      "a phone with letters",
      { phone: "+92300123456x" },
      "phone",
      "Please enter a valid phone number (including country code)",
    ],
    [
      "a phone of 16 digits",
      { phone: "+9230012345678901" },
      "phone",
      "Please enter a valid phone number (including country code)",
    ],
    [
      "a password of 7 characters",
      { password: "Ab1@xyz" },
      "password",
      "Password must be at least 8 characters long",
    ],
    [
      "a password without a lowercase letter",
      { password: "ABCDEFG1@" },
      "password",
      "Password must contain at least one lowercase letter",
    ],
    [
      "a password without an uppercase letter",
      { password: "abcdefg1@" },
      "password",
      "Password must contain at least one uppercase letter",
    ],
    [
      "a password without a digit",
      { password: "Abcdefgh@" },
      "password",
      "Password must contain at least one number",
    ],
    [
      "a password without a special character",
      { password: "Abcdefgh1" },
      "password",
      "Password must contain at least one special character (@$!%*?&)",
    ],
    ["agree false", { agree: false }, "agree", "You must agree to the terms and conditions."],
    ["agree missing", { agree: undefined }, "agree", "You must agree to the terms and conditions."],
    ["agree as the string true", { agree: "true" }, "agree", "You must agree to the terms and conditions."],
  ];

  it.each(invalid)("refuses %s with 422 and the spec's message", async (_label, override, field, message) => {
    const email = uniqueEmail("invalid");
    const res = await app.request("POST", "/api/auth/sign-up", {
      body: { ...app.signUpInput({ email }), ...override },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("UNPROCESSABLE_CONTENT");
    expect(res.body.fields?.[field]).toBe(message);
    expect(res.body.error).toBe(message);
    expect(res.cookie).toBeNull();
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });

  it("reports every invalid field at once", async () => {
    const res = await app.request("POST", "/api/auth/sign-up", {
      body: { name: "Al", email: "x", phone: "123", password: "short", agree: false },
    });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({
      name: "Name should be greater than 3 characters.",
      email: "Please enter a valid email address",
      phone: "Phone number must be at least 10 digits",
      password: "Password must be at least 8 characters long",
      agree: "You must agree to the terms and conditions.",
    });
  });

  it("creates a member with a draft profile and the Free plan, and answers with exactly the session user", async () => {
    const input = app.signUpInput({ name: "Fatima Zahra" });
    const res = await app.request<PublicUser>("POST", "/api/auth/sign-up", { body: input });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data ?? {}).sort()).toEqual(
      ["id", "profileId", "name", "email", "phone", "image_url", "profile_info_status", "role"].sort(),
    );
    expect(data).toMatchObject({
      name: "Fatima Zahra",
      email: input.email,
      phone: "+923001234567",
      image_url: null,
      profile_info_status: false,
      role: "member",
    });
    expect(res.text).not.toContain("password");

    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, data?.id ?? ""));
    expect(user?.role).toBe("member");
    expect(user?.status).toBe("active");
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(input.password);

    const [profile] = await app.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, data?.id ?? ""));
    expect(profile?.id).toBe(data?.profileId);
    expect(profile?.status).toBe("draft");
    expect(profile?.profileInfoStatus).toBe(false);

    const [subscription] = await app.db
      .select({
        plan: subscriptionPlans.name,
        messagesSent: profileSubscriptions.messagesSent,
        endDate: profileSubscriptions.endDate,
      })
      .from(profileSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
      .where(eq(profileSubscriptions.profileId, data?.profileId ?? ""));
    expect(subscription).toEqual({ plan: "Free", messagesSent: 0, endDate: null });
  });

  it("sets an HttpOnly, SameSite=Lax session cookie for the whole site that signs the member in", async () => {
    const res = await app.request<PublicUser>("POST", "/api/auth/sign-up", { body: app.signUpInput() });
    expect(res.status).toBe(200);
    expect(res.setCookies).toHaveLength(1);
    const attributes = (res.setCookies[0] ?? "").split(";").map((part) => part.trim());
    expect(attributes[0]).toMatch(/^rishta_session=[a-z2-7]{32}$/);
    expect(attributes).toContain("HttpOnly");
    expect(attributes).toContain("SameSite=Lax");
    expect(attributes).toContain("Path=/");
    const maxAge = Number(attributes.find((part) => part.startsWith("Max-Age="))?.slice("Max-Age=".length));
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);

    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(res.body.data);
  });

  it("stores the email trimmed and lower-cased", async () => {
    const email = uniqueEmail("Mixed.Case");
    const res = await app.request<PublicUser>("POST", "/api/auth/sign-up", {
      body: app.signUpInput({ email: `  ${email.toUpperCase()}  ` }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.email).toBe(email.toLowerCase());
    const [row] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, res.body.data?.id ?? ""));
    expect(row?.email).toBe(email.toLowerCase());
  });

  it.each([
    ["+92 300 1234567", "+923001234567"],
    ["+92 (300) 123-4567", "+923001234567"],
    ["923001234567", "+923001234567"],
    ["3001234567", "+923001234567"],
    ["+971 50 123 4567", "+971501234567"],
    ["971501234567", "+971501234567"],
  ])("stores the phone %s as %s (E.164)", async (phone, stored) => {
    const res = await app.request<PublicUser>("POST", "/api/auth/sign-up", {
      body: app.signUpInput({ phone }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.phone).toBe(stored);
    const [row] = await app.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, res.body.data?.id ?? ""));
    expect(row?.phone).toBe(stored);
  });

  it("refuses a second account for the same email in any case with 409", async () => {
    const first = await app.signUp();
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email} `]) {
      const res = await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: "An account with this email already exists",
        code: "CONFLICT",
        fields: { email: "An account with this email already exists" },
      });
      expect(res.cookie).toBeNull();
    }
    const rows = await app.db.select().from(users).where(eq(users.email, first.email));
    expect(rows).toHaveLength(1);
  });

  it("lets exactly one of several parallel sign-ups with the same email win", async () => {
    const email = uniqueEmail("race");
    const variants = [email, email.toUpperCase(), email, email.toUpperCase()];
    const results = await Promise.all(
      variants.map((variant) =>
        app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email: variant }) }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    const rows = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    const [winnerProfile] = await app.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, rows[0]?.id ?? ""));
    expect(winnerProfile).toBeDefined();
  });

  it("never makes an admin, whatever the body says", async () => {
    const res = await app.request<PublicUser>("POST", "/api/auth/sign-up", {
      body: { ...app.signUpInput(), role: "admin", status: "disabled" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.role).toBe("member");
    const [row] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, res.body.data?.id ?? ""));
    expect(row?.role).toBe("member");
    expect(row?.status).toBe("active");
  });

  it("works the same over tRPC: the user back, a session cookie, and field messages on failure", async () => {
    const input = app.signUpInput();
    const ok = await app.trpc.mutation<PublicUser>("auth.signUp", input);
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ email: input.email, role: "member", phone: "+923001234567" });
    expect(ok.cookie).toMatch(/^rishta_session=/);
    const me = await app.trpc.query<PublicUser | null>("auth.me", undefined, { cookie: ok.cookie });
    expect(me.data?.id).toBe(ok.data?.id);

    const bad = await app.trpc.mutation("auth.signUp", { ...app.signUpInput(), agree: false, name: "Al" });
    expect(bad.status).toBe(400);
    expect(bad.error?.data.fields).toEqual({
      name: "Name should be greater than 3 characters.",
      agree: "You must agree to the terms and conditions.",
    });
    expect(bad.text).not.toMatch(/stack|at .*\.ts:\d+/);

    const duplicate = await app.trpc.mutation("auth.signUp", app.signUpInput({ email: input.email }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.message).toBe("An account with this email already exists");
  });
});
