import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PublicUser } from "@/server/auth/present";
import { SIGN_UP_CODE_SENT } from "@/server/auth/sign-up";
import { CODE_NOT_ACCEPTED } from "@/server/auth/verify-email";
import {
  emailConfirmations,
  profileSubscriptions,
  profiles,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import {
  confirmationCodeFrom,
  createTestApp,
  describeApi,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from "../support/app";

/** `name=value` of a cookie the response set, for sending it back. */
function cookiePair(setCookies: string[], name: string): string | null {
  const header = setCookies.find((value) => value.startsWith(`${name}=`));
  return header ? (header.split(";")[0] ?? null) : null;
}

describeApi("sign-up with a confirmed address (issue 14)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const accountsFor = (email: string) => app.db.select().from(users).where(eq(users.email, email));
  const start = (body: unknown, options: { ip?: string } = {}) =>
    app.request("POST", "/api/auth/sign-up", { body, ip: options.ip ?? uniqueIp() });
  const codeMailedTo = async (email: string) => {
    const [mail] = await app.outbox(email);
    return confirmationCodeFrom(mail?.text ?? "");
  };
  const confirm = (email: string, code: string, options: { cookie?: string | null; ip?: string } = {}) =>
    app.request<PublicUser>("POST", "/api/auth/verify-email", {
      body: { email, code },
      cookie: options.cookie,
      ip: options.ip ?? uniqueIp(),
    });

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

  it.each(invalid)(
    "refuses %s with 422 and the spec's message, mailing nothing",
    async (_l, override, field, message) => {
      const email = uniqueEmail("invalid");
      const res = await start({ ...app.signUpInput({ email }), ...override });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("UNPROCESSABLE_CONTENT");
      expect(res.body.fields?.[field]).toBe(message);
      expect(res.body.error).toBe(message);
      expect(res.setCookies).toEqual([]);
      expect(await accountsFor(email)).toHaveLength(0);
      expect(await app.outbox(email)).toHaveLength(0);
    },
  );

  it("reports every invalid field at once", async () => {
    const res = await start({ name: "Al", email: "x", phone: "123", password: "short", agree: false });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({
      name: "Name should be greater than 3 characters.",
      email: "Please enter a valid email address",
      phone: "Phone number must be at least 10 digits",
      password: "Password must be at least 8 characters long",
      agree: "You must agree to the terms and conditions.",
    });
  });

  it("makes nothing but a mailed code until the code comes back, then the member with a verified address and a session", async () => {
    const input = app.signUpInput({ name: "Fatima Zahra" });
    const res = await start(input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SIGN_UP_CODE_SENT });
    expect(res.cookie).toBeNull();
    expect(await accountsFor(input.email)).toHaveLength(0);

    const [mail] = await app.outbox(input.email);
    expect(mail?.subject).toBe("Your Rishta confirmation code");
    expect(mail?.text).toContain("Assalam-o-Alaikum Fatima Zahra,");
    const code = confirmationCodeFrom(mail?.text ?? "");
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash of the code is kept.
    const [pending] = await app.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.email, input.email));
    expect(pending?.codeHash).not.toContain(code);
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);

    const confirmed = await confirm(input.email, code, {
      cookie: cookiePair(res.setCookies, "rishta_sign_up"),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const data = confirmed.body.data;
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
    expect(confirmed.text).not.toContain("password");

    const [user] = await accountsFor(input.email);
    expect(user?.id).toBe(data?.id);
    expect(user?.role).toBe("member");
    expect(user?.status).toBe("active");
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toBe(pending?.passwordHash);
    // The request is used up.
    expect(
      await app.db.select().from(emailConfirmations).where(eq(emailConfirmations.email, input.email)),
    ).toEqual([]);

    const [profile] = await app.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, data?.id ?? ""));
    expect(profile?.id).toBe(data?.profileId);
    expect(profile?.status).toBe("draft");
    const [subscription] = await app.db
      .select({ plan: subscriptionPlans.name, endDate: profileSubscriptions.endDate })
      .from(profileSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
      .where(eq(profileSubscriptions.profileId, data?.profileId ?? ""));
    expect(subscription).toEqual({ plan: "Free", endDate: null });

    // The session cookie: HttpOnly, SameSite=Lax, for the whole site, signing the member in.
    const attributes = (confirmed.setCookies.find((c) => c.startsWith("rishta_session=")) ?? "")
      .split(";")
      .map((part) => part.trim());
    expect(attributes[0]).toMatch(/^rishta_session=[a-z2-7]{32}$/);
    expect(attributes).toContain("HttpOnly");
    expect(attributes).toContain("SameSite=Lax");
    expect(attributes).toContain("Path=/");
    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: confirmed.cookie });
    expect(me.body.data).toEqual(data);
    // The same password signs in.
    await app.signIn(input.email, input.password);
  });

  it("answers an address that has an account exactly as a new one, and mails its owner instead of a code", async () => {
    const owner = await app.signUp({ name: "Owner Person" });
    const fresh = app.signUpInput();
    const forExisting = await start(
      app.signUpInput({ email: owner.email.toUpperCase(), name: "Somebody Else" }),
    );
    const forFresh = await start(fresh);
    expect(forExisting.status).toBe(forFresh.status);
    expect(forExisting.text).toBe(forFresh.text);
    expect(forExisting.setCookies.map((c) => c.split("=")[0])).toEqual(
      forFresh.setCookies.map((c) => c.split("=")[0]),
    );

    const [note] = await app.outbox(owner.email);
    expect(note?.subject).toBe("Someone tried to sign up to Rishta with your e-mail");
    expect(note?.text).toContain("Assalam-o-Alaikum Owner Person,");
    expect(note?.text).toContain("http://localhost:3000/auth/sign-in");
    expect(note?.text).toContain("http://localhost:3000/auth/forgot-password");
    expect(note?.text).not.toMatch(/^\s+\d{6}$/m);
    expect(
      await app.db.select().from(emailConfirmations).where(eq(emailConfirmations.email, owner.email)),
    ).toEqual([]);
    // No code can make a second account or touch the first.
    const guess = await confirm(owner.email, "123456");
    expect(guess.status).toBe(422);
    expect(guess.body).toEqual({
      error: CODE_NOT_ACCEPTED,
      code: "UNPROCESSABLE_CONTENT",
      fields: { code: CODE_NOT_ACCEPTED },
    });
    const rows = await accountsFor(owner.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Owner Person");
  });

  it("stores the email trimmed and lower-cased, and the phone in E.164", async () => {
    const email = uniqueEmail("Mixed.Case");
    for (const [phone, stored] of [
      ["+92 (300) 123-4567", "+923001234567"],
      ["971501234567", "+971501234567"],
    ] as const) {
      const address = `${phone.length}.${email}`;
      const res = await start(app.signUpInput({ email: `  ${address.toUpperCase()}  `, phone }));
      expect(res.status).toBe(200);
      const lower = address.toLowerCase();
      const confirmed = await confirm(` ${lower.toUpperCase()} `, await codeMailedTo(lower));
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.body.data).toMatchObject({ email: lower, phone: stored });
    }
  });

  it("refuses wrong codes (422) and lets a request survive only five of them", async () => {
    const input = app.signUpInput();
    await start(input);
    const code = await codeMailedTo(input.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await confirm(input.email, wrong);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(CODE_NOT_ACCEPTED);
    }
    // The right code comes too late: the request is dead.
    expect((await confirm(input.email, code)).status).toBe(422);
    expect(await accountsFor(input.email)).toHaveLength(0);
  });

  it("refuses an expired code and a code that is not six digits", async () => {
    const input = app.signUpInput();
    await start(input);
    const code = await codeMailedTo(input.email);
    const malformed = await confirm(input.email, "12345");
    expect(malformed.status).toBe(422);
    expect(malformed.body.fields).toEqual({ code: "Enter the 6-digit code from the e-mail." });
    await app.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.email, input.email));
    expect((await confirm(input.email, code)).status).toBe(422);
    expect(await accountsFor(input.email)).toHaveLength(0);
  });

  it("uses a code once: parallel confirmations make one account and one session", async () => {
    const input = app.signUpInput();
    await start(input);
    const code = await codeMailedTo(input.email);
    const results = await Promise.all(Array.from({ length: 4 }, () => confirm(input.email, code)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 422, 422, 422]);
    expect(await accountsFor(input.email)).toHaveLength(1);
  });

  it("lets two parallel sign-ups for one address make exactly one account", async () => {
    const email = uniqueEmail("race");
    await Promise.all([
      start(app.signUpInput({ email })),
      start(app.signUpInput({ email: email.toUpperCase() })),
    ]);
    const codes = (await app.outbox(email)).map((mail) => confirmationCodeFrom(mail.text));
    expect(codes).toHaveLength(2);
    const results = await Promise.all(codes.map((code) => confirm(email, code)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 422]);
    expect(await accountsFor(email)).toHaveLength(1);
  });

  it("confirms, from the owner's browser, only the request made there, not a stranger's for the same address", async () => {
    const email = uniqueEmail("contested");
    const mine = await start(app.signUpInput({ email, name: "Real Owner" }));
    const myCode = await codeMailedTo(email);
    await start(app.signUpInput({ email, name: "Stranger Name", password: "Stranger@Pass1" }));
    const strangersCode = await codeMailedTo(email);
    expect(strangersCode).not.toBe(myCode);
    const browser = cookiePair(mine.setCookies, "rishta_sign_up");
    expect(browser).toMatch(/^rishta_sign_up=[0-9a-f-]{36}$/);

    // The owner types the newest code, the stranger's: from their browser it is not accepted.
    expect((await confirm(email, strangersCode, { cookie: browser })).status).toBe(422);
    const confirmed = await confirm(email, myCode, { cookie: browser });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data?.name).toBe("Real Owner");
    expect(confirmed.setCookies).toContainEqual(expect.stringMatching(/^rishta_sign_up=;.*Max-Age=0/));
    await app.signIn(email, app.signUpInput().password);
  });

  it("mails at most five codes an hour to one address, answering the same after that", async () => {
    const email = uniqueEmail("flooded");
    for (let attempt = 0; attempt < 7; attempt++) {
      const res = await start(app.signUpInput({ email }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: SIGN_UP_CODE_SENT });
    }
    expect(await app.outbox(email)).toHaveLength(5);
  });

  it("never makes an admin, whatever the body says", async () => {
    const input = { ...app.signUpInput(), role: "admin", status: "disabled" };
    expect((await start(input)).status).toBe(200);
    const confirmed = await confirm(input.email, await codeMailedTo(input.email));
    expect(confirmed.body.data?.role).toBe("member");
    const [row] = await accountsFor(input.email);
    expect(row?.role).toBe("member");
    expect(row?.status).toBe("active");
  });

  it("works the same over tRPC: a message, then the user and a session cookie, and field messages on failure", async () => {
    const input = app.signUpInput();
    const started = await app.trpc.mutation<{ message: string }>("auth.signUp", input);
    expect(started.status).toBe(200);
    expect(started.data).toEqual({ message: SIGN_UP_CODE_SENT });
    expect(started.cookie).toBeNull();
    const ok = await app.trpc.mutation<PublicUser>("auth.verifyEmail", {
      email: input.email,
      code: await codeMailedTo(input.email),
    });
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

    // An address with an account: the same answer as any other.
    const again = await app.trpc.mutation<{ message: string }>(
      "auth.signUp",
      app.signUpInput({ email: input.email }),
    );
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ message: SIGN_UP_CODE_SENT });
  });
});
