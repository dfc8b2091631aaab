import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailJobs, users } from "@/server/db/schema";
import { LANGUAGE_SAVED } from "@/server/users/locale";
import {
  confirmationCodeFrom,
  createTestApp,
  describeApi,
  type SignedUpUser,
  type TestApp,
} from "../support/app";
import { memberWithProfile } from "../support/profiles";

/** Issue 19: the member's language on the account, its cookie, and the mails written in it. */
describeApi("the member's language", () => {
  let app: TestApp;
  beforeAll(async () => {
    // The worker paused: a queued job keeps its HTML part, which the tests read (the outbox keeps text only).
    app = await createTestApp({ mailWorker: false });
  });

  /** The newest mail queued for an address, as queued (subject, text and HTML part). */
  const queuedTo = async (email: string, kind?: string) => {
    await app.services.background.idle();
    const [job] = await app.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.recipient, email.toLowerCase()), kind ? eq(mailJobs.kind, kind) : undefined))
      .orderBy(desc(mailJobs.createdAt))
      .limit(1);
    return job?.payload;
  };
  afterAll(() => app?.close());

  const localeOf = async (member: { user: { id: string } }) => {
    const [row] = await app.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, member.user.id));
    return row?.locale;
  };
  const setLanguage = async (member: SignedUpUser, locale: string) => {
    const res = await app.request<{ locale: string }>("PUT", "/api/language/update", {
      body: { locale },
      cookie: member.cookie,
    });
    return res;
  };

  it("is English for an account made without a language cookie, and Settings changes it and its cookie", async () => {
    const member = await app.signUp();
    expect(await localeOf(member)).toBe("en");
    const read = await app.request<{ locale: string }>("GET", "/api/language/get", { cookie: member.cookie });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ locale: "en" });

    const changed = await setLanguage(member, "ur");
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.message).toBe(LANGUAGE_SAVED);
    expect(changed.body.data).toEqual({ locale: "ur" });
    expect(changed.setCookies.some((c) => /^rishta_lang=ur;/.test(c) && /Path=\//.test(c))).toBe(true);
    expect(await localeOf(member)).toBe("ur");
    await app.settle();
    const after = await app.request<{ locale: string }>("GET", "/api/language/get", {
      cookie: member.cookie,
    });
    expect(after.body.data).toEqual({ locale: "ur" });
  });

  it("refuses a language it does not speak, with the field's message", async () => {
    const member = await app.signUp();
    const res = await setLanguage(member, "fr");
    expect(res.status).toBe(422);
    expect(res.body.fields?.locale).toBe("Language must be en or ur.");
    expect(await localeOf(member)).toBe("en");
    const visitor = await app.request("PUT", "/api/language/update", { body: { locale: "ur" } });
    expect(visitor.status).toBe(401);
  });

  it("takes the visitor's language at sign-up, and mails the confirmation code in it (right to left)", async () => {
    const input = app.signUpInput();
    const started = await app.request("POST", "/api/auth/sign-up", { body: input, cookie: "rishta_lang=ur" });
    expect(started.status, started.text).toBe(200);
    const mail = await queuedTo(input.email, "sign-up-code");
    expect(mail?.subject).toBe("آپ کا رشتہ تصدیقی کوڈ");
    expect(mail?.text).toContain("السلام علیکم");
    expect(mail?.html).toContain('<html lang="ur" dir="rtl">');
    const confirmed = await app.request<{ id: string }>("POST", "/api/auth/verify-email", {
      body: { email: input.email, code: confirmationCodeFrom(mail?.text ?? "") },
      cookie: "rishta_lang=ur",
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await localeOf({ user: { id: confirmed.body.data?.id ?? "" } })).toBe("ur");
  });

  it("gives a browser without a language cookie the account's at sign-in, and leaves one that has it alone", async () => {
    const member = await app.signUp();
    await setLanguage(member, "ur");
    const bare = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email, password: member.password },
    });
    expect(bare.status, bare.text).toBe(200);
    expect(bare.setCookies.some((c) => c.startsWith("rishta_lang=ur;"))).toBe(true);
    const withCookie = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email, password: member.password },
      cookie: "rishta_lang=en",
    });
    expect(withCookie.status, withCookie.text).toBe(200);
    expect(withCookie.setCookies.some((c) => c.startsWith("rishta_lang="))).toBe(false);
  });

  it("writes a member's notices in their language: an Urdu member's proposal mail is Urdu and right to left", async () => {
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    expect((await setLanguage(receiver, "ur")).status).toBe(200);
    const res = await app.request("POST", "/api/proposal/create", {
      body: { receiver_id: receiver.user.profileId },
      cookie: sender.cookie,
    });
    expect(res.status, res.text).toBe(200);
    const mail = await queuedTo(receiver.email);
    expect(mail?.subject).toMatch(/کی طرف سے نئی تجویز$/);
    expect(mail?.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail?.html).toContain("ای میلز بند کریں");
    expect(mail?.text).not.toMatch(/has sent you|See the proposal|To stop these mails/);

    // The sender reads English: their mail is as it always was.
    const back = await app.request("PUT", "/api/proposal/update", {
      body: {
        proposal_id: (res.body as { data?: { proposal?: { id?: string } } }).data?.proposal?.id,
        status: "accepted",
      },
      cookie: receiver.cookie,
    });
    expect(back.status, back.text).toBe(200);
    const accepted = await queuedTo(sender.email);
    expect(accepted?.html).toContain('<html lang="en">');
    expect(accepted?.subject).toMatch(/accepted your proposal$/);
  });
});
