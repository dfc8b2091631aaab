import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactMessages } from "@/server/db/schema";
import { createTestApp, describeApi, type TestApp, uniqueEmail, uniqueIp } from "../support/app";

const SENT = "Thank you! Your message has been sent. We will get back to you soon.";
const TOO_MANY =
  "You have sent several messages in a short time. Please wait an hour and try again, or call us.";
const NOT_ALLOWED = { error: "You are not allowed to do that.", code: "FORBIDDEN" };

describeApi("contact form (spec §3 contact message, §5, §7 POST /api/contacts)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  /** A valid contact message with a subject no other test uses, to find its row. */
  function contact(overrides: Record<string, unknown> = {}) {
    return {
      name: "Fatima Ahmed",
      email: uniqueEmail("contact"),
      subject: `Question ${uniqueEmail("subject")}`,
      contact_type: "query",
      message: "How long does matchmaking usually take?",
      ...overrides,
    };
  }

  async function storedBySubject(subject: string) {
    return app.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
  }

  it("stores a visitor's message as new, without a profile, and thanks them", async () => {
    const body = contact({ phone: "+92 300 765-4321", contact_type: "feedback" });
    const res = await app.request("POST", "/api/contacts", { body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SENT });

    const rows = await storedBySubject(body.subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Fatima Ahmed",
      email: body.email,
      phone: "+923007654321",
      subject: body.subject,
      contactType: "feedback",
      message: "How long does matchmaking usually take?",
      messageStatus: "new",
      profileId: null,
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("takes phone and message as optional, and contact_type as query by default", async () => {
    const body = contact({ phone: "", message: "" });
    delete (body as { contact_type?: string }).contact_type;
    const res = await app.request("POST", "/api/contacts", { body });
    expect(res.status).toBe(200);
    const [row] = await storedBySubject(body.subject);
    expect(row).toMatchObject({ phone: null, message: null, contactType: "query", messageStatus: "new" });

    const nulls = contact({ phone: null, message: null });
    expect((await app.request("POST", "/api/contacts", { body: nulls })).status).toBe(200);
    expect(await storedBySubject(nulls.subject)).toHaveLength(1);
  });

  it("attaches the signed-in member's profile from the session", async () => {
    const member = await app.signUp();
    const body = contact({ name: member.user.name, email: member.email });
    const res = await app.request("POST", "/api/contacts", { body, cookie: member.cookie });
    expect(res.status).toBe(200);
    const [row] = await storedBySubject(body.subject);
    expect(row?.profileId).toBe(member.user.profileId);
    expect(row?.profileId).toBeTruthy();

    // Naming their own profile, as the spec's payload does, is fine.
    const own = contact({ profile_id: member.user.profileId });
    expect((await app.request("POST", "/api/contacts", { body: own, cookie: member.cookie })).status).toBe(
      200,
    );
    expect((await storedBySubject(own.subject))[0]?.profileId).toBe(member.user.profileId);
  });

  it("refuses a body profile_id naming another member (403) and stores nothing", async () => {
    const member = await app.signUp();
    const victim = await app.signUp();

    const asMember = contact({ profile_id: victim.user.profileId });
    const res = await app.request("POST", "/api/contacts", { body: asMember, cookie: member.cookie });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_ALLOWED);
    expect(await storedBySubject(asMember.subject)).toHaveLength(0);

    const asVisitor = contact({ profile_id: victim.user.profileId });
    const visitor = await app.request("POST", "/api/contacts", { body: asVisitor });
    expect(visitor.status).toBe(403);
    expect(await storedBySubject(asVisitor.subject)).toHaveLength(0);

    const viaTrpc = contact({ profile_id: victim.user.profileId });
    const trpc = await app.trpc.mutation("contacts.create", viaTrpc, { cookie: member.cookie });
    expect(trpc.status).toBe(403);
    expect(trpc.error?.message).toBe(NOT_ALLOWED.error);
    expect(await storedBySubject(viaTrpc.subject)).toHaveLength(0);
  });

  it.each([
    ["name", { name: "Al" }, "Name must be at least 3 characters"],
    ["name", { name: "   " }, "Name must be at least 3 characters"],
    ["email", { email: "fatima" }, "Invalid email format"],
    ["email", { email: "" }, "Invalid email format"],
    ["subject", { subject: "Hi" }, "Subject is required"],
    ["subject", { subject: undefined }, "Subject is required"],
    ["phone", { phone: "12345" }, "Phone number must be at least 10 digits"],
    ["phone", { phone: "0300 1234567" }, "Please enter a valid phone number (including country code)"],
    [
      "contact_type",
      { contact_type: "spam" },
      "Please choose the type of message: query, feedback, complaint or support",
    ],
    ["message", { message: "x".repeat(5001) }, "Message must be at most 5,000 characters"],
    ["profile_id", { profile_id: "1 or 1=1" }, "profile_id must be a valid id"],
  ])("answers 422 with the %s message for %j", async (field, overrides, message) => {
    const body = contact(overrides);
    const res = await app.request("POST", "/api/contacts", { body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: message, code: "UNPROCESSABLE_CONTENT", fields: { [field]: message } });
    if (typeof body.subject === "string") expect(await storedBySubject(body.subject)).toHaveLength(0);
  });

  it("gives every field's message at once, on REST and tRPC alike", async () => {
    const body = { name: "Al", email: "nope", subject: "", phone: "1", contact_type: "query" };
    const fields = {
      name: "Name must be at least 3 characters",
      email: "Invalid email format",
      subject: "Subject is required",
      phone: "Phone number must be at least 10 digits",
    };
    const rest = await app.request("POST", "/api/contacts", { body });
    expect(rest.status).toBe(422);
    expect(rest.body.fields).toEqual(fields);

    const trpc = await app.trpc.mutation("contacts.create", body);
    expect(trpc.status).toBe(400);
    expect(trpc.error?.data.fields).toEqual(fields);

    const empty = await app.request("POST", "/api/contacts");
    expect(empty.status).toBe(422);
  });

  it("stores through tRPC (contacts.create) the same way", async () => {
    const member = await app.signUp();
    const body = contact({ contact_type: "support" });
    const res = await app.trpc.mutation<{ message: string }>("contacts.create", body, {
      cookie: member.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: SENT });
    const [row] = await storedBySubject(body.subject);
    expect(row).toMatchObject({
      contactType: "support",
      messageStatus: "new",
      profileId: member.user.profileId,
    });
  });

  it("answers a filled honeypot exactly like a success, and stores nothing", async () => {
    const real = await app.request("POST", "/api/contacts", { body: contact() });
    const body = contact({ website: "https://cheap-pills.example" });
    const bot = await app.request("POST", "/api/contacts", { body });
    expect(bot.status).toBe(real.status);
    expect(bot.text).toBe(real.text);
    expect(await storedBySubject(body.subject)).toHaveLength(0);

    const blank = contact({ website: "" });
    expect((await app.request("POST", "/api/contacts", { body: blank })).status).toBe(200);
    expect(await storedBySubject(blank.subject)).toHaveLength(1);
  });

  it("allows 10 messages an hour from one address, then answers 429 with Retry-After", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await app.request("POST", "/api/contacts", { body: contact(), ip });
      expect(res.status, `attempt ${attempt + 1}`).toBe(200);
    }
    const body = contact();
    const limited = await app.request("POST", "/api/contacts", { body, ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: TOO_MANY, code: "TOO_MANY_REQUESTS" });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The IETF draft's headers beside Retry-After (decision 0019).
    expect(limited.headers.get("ratelimit-limit")).toBe("10");
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("ratelimit-reset")).toBe(String(retryAfter));
    expect(await storedBySubject(body.subject)).toHaveLength(0);

    // Bots hit the same wall: the honeypot answer comes only within the limit.
    const bot = await app.request("POST", "/api/contacts", { body: contact({ website: "x" }), ip });
    expect(bot.status).toBe(429);

    // Another address is not affected.
    expect((await app.request("POST", "/api/contacts", { body: contact() })).status).toBe(200);
  });

  it("allows 5 messages an hour from one email, from any address, then answers 429", async () => {
    const email = uniqueEmail("repeat");
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await app.request("POST", "/api/contacts", { body: contact({ email }) });
      expect(res.status, `attempt ${attempt + 1}`).toBe(200);
    }
    const limited = await app.request("POST", "/api/contacts", {
      body: contact({ email: email.toUpperCase() }),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(TOO_MANY);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit-limit")).toBe("5");
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("refuses a body that is not JSON", async () => {
    const res = await app.request("POST", "/api/contacts", {
      rawBody: "name=Fatima&email=f%40example.com",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
  });
});
