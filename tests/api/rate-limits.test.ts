import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ACCOUNT_SLOWED, TOO_MANY_FAILURES, TOO_MANY_FROM_ADDRESS } from "@/server/auth/attempts";
import { trustedDevices, users } from "@/server/db/schema";
import {
  type ApiResponse,
  confirmationCodeFrom,
  createTestApp,
  describeApi,
  type RestBody,
  type SignedUpUser,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from "../support/app";

const TOO_MANY_RESETS = "Too many password reset requests. Please wait a while and try again.";
const TOO_MANY_SIGN_UPS = "Too many sign-up attempts. Please wait a while and try again.";
const WRONG = "Wrong@Pass1";

function expectLimited(res: ApiResponse<RestBody>, message: string, windowSeconds: number) {
  expect(res.status, res.text).toBe(429);
  expect(res.body).toEqual({ error: message, code: "TOO_MANY_REQUESTS" });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  // The IETF draft's headers beside Retry-After (decision 0019): the limit, none left, the reset.
  expect(Number(res.headers.get("ratelimit-limit"))).toBeGreaterThan(0);
  expect(res.headers.get("ratelimit-remaining")).toBe("0");
  expect(res.headers.get("ratelimit-reset")).toBe(String(retryAfter));
}

/** The `rishta_device=…` pair a sign-in set: the browser's proof it is one the account trusts. */
function deviceCookieOf(res: ApiResponse<RestBody>): string {
  const pair = res.setCookies.find((value) => value.startsWith("rishta_device="))?.split(";")[0];
  if (!pair) throw new Error(`no device cookie in ${res.setCookies.join(" | ")}`);
  return pair;
}

describeApi("abuse limits: failures count, the owner is never locked out (issue 14)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const signIn = (email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
    app.request("POST", "/api/auth/sign-in", { body: { email, password }, ...options });

  /** Signs the member in from `ip`, answering the device cookie that browser now carries. */
  const trustedBrowserOf = async (member: SignedUpUser, ip = uniqueIp()) => {
    const res = await signIn(member.email, member.password, { ip });
    expect(res.status, res.text).toBe(200);
    return deviceCookieOf(res);
  };

  it("stops one client after 10 failures on an account, while the owner signs in from anywhere else", async () => {
    const member = await app.signUp();
    const attacker = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(member.email, WRONG, { ip: attacker })).status).toBe(401);
    }
    // That client is refused even with the right password (it could be guessing), whatever the case.
    expectLimited(
      await signIn(member.email.toUpperCase(), member.password, { ip: attacker }),
      TOO_MANY_FAILURES,
      15 * 60,
    );
    // The account itself is not locked: the owner from another address gets straight in.
    const owner = await signIn(member.email, member.password);
    expect(owner.status).toBe(200);
    expect(owner.cookie).toMatch(/^rishta_session=/);
  });

  it("forgives a client's failures once it signs in correctly", async () => {
    const member = await app.signUp();
    const ip = uniqueIp();
    // Two rounds of 9: 18 failures, more than this client's 10 but under the account's 20.
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await signIn(member.email, WRONG, { ip })).status).toBe(401);
      }
      expect((await signIn(member.email, member.password, { ip })).status).toBe(200);
    }
  });

  it("never counts correct sign-ins against an address: 60 members behind one carrier address all get in", async () => {
    const carrier = uniqueIp();
    const members = await Promise.all(Array.from({ length: 3 }, () => app.signUp()));
    for (let attempt = 0; attempt < 60; attempt++) {
      const member = members[attempt % members.length] as SignedUpUser;
      expect((await signIn(member.email, member.password, { ip: carrier })).status).toBe(200);
    }
  });

  it("stops an address after 50 failures across accounts, except on browsers the account trusts", async () => {
    const carrier = uniqueIp();
    const neighbour = await app.signUp();
    const device = await trustedBrowserOf(neighbour, uniqueIp());
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await signIn(uniqueEmail("spray"), WRONG, { ip: carrier })).status).toBe(401);
    }
    expectLimited(await signIn(uniqueEmail("spray"), WRONG, { ip: carrier }), TOO_MANY_FROM_ADDRESS, 15 * 60);
    // A newcomer on that address waits like the sprayer; a member on their own phone does not.
    expectLimited(
      await signIn(neighbour.email, neighbour.password, { ip: carrier }),
      TOO_MANY_FROM_ADDRESS,
      15 * 60,
    );
    const trusted = await signIn(neighbour.email, neighbour.password, { ip: carrier, cookie: device });
    expect(trusted.status, trusted.text).toBe(200);
    // Another address is served as usual.
    expect((await signIn(uniqueEmail("spray"), WRONG)).status).toBe(401);
  });

  it("slows strangers down on an account attacked from many addresses, lets the owner's device in, and mails the owner once", async () => {
    const member = await app.signUp({ name: "Guarded Member" });
    const device = await trustedBrowserOf(member);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await signIn(member.email, WRONG)).status).toBe(401);
    }
    // Past 20 failures from strangers: one untrusted attempt per 30 seconds, from anywhere.
    expect((await signIn(member.email, WRONG)).status).toBe(401);
    expectLimited(await signIn(member.email, WRONG), ACCOUNT_SLOWED, 30);
    expectLimited(await signIn(member.email, member.password), ACCOUNT_SLOWED, 30);
    // The owner's usual browser is not slowed at all.
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await signIn(member.email, member.password, { cookie: device });
      expect(res.status, res.text).toBe(200);
    }
    const alerts = (await app.outbox(member.email)).filter((mail) =>
      mail.subject.startsWith("Failed sign-in"),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain("Assalam-o-Alaikum Guarded Member,");
    expect(alerts[0]?.text).toContain("http://localhost:3000/auth/forgot-password");
  });

  it("counts parallel guesses exactly, across two app instances", async () => {
    const second = await app.secondInstance();
    try {
      const member = await app.signUp();
      const ip = uniqueIp();
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, attempt) =>
          (attempt % 2 === 0 ? app : second).request("POST", "/api/auth/sign-in", {
            body: { email: member.email, password: WRONG },
            ip,
          }),
        ),
      );
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
      expectLimited(
        await second.request("POST", "/api/auth/sign-in", {
          body: { email: member.email, password: member.password },
          ip,
        }),
        TOO_MANY_FAILURES,
        15 * 60,
      );
    } finally {
      await second.close();
    }
  });

  it("trusts a browser only for the accounts signed in on it, and forgets it when the password is reset", async () => {
    const member = await app.signUp();
    const other = await app.signUp();
    const device = await trustedBrowserOf(member);
    const [row] = await app.db.select().from(trustedDevices).where(eq(trustedDevices.userId, member.user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(device.split("=")[1] ?? "");
    // For another account the same browser is a stranger: it is limited per address like any.
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(other.email, WRONG, { ip, cookie: device })).status).toBe(401);
    }
    expectLimited(
      await signIn(other.email, other.password, { ip, cookie: device }),
      TOO_MANY_FAILURES,
      15 * 60,
    );

    await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const [mail] = await app.outbox(member.email);
    const token = /token=([a-z2-7]+)/.exec(mail?.text ?? "")?.[1];
    const reset = await app.request("POST", "/api/auth/reset-password", {
      body: { token, password: "Newer@Pass1", confirmPassword: "Newer@Pass1" },
    });
    expect(reset.status).toBe(200);
    // The browser that used the link is the account's one trusted device now.
    const rows = await app.db.select().from(trustedDevices).where(eq(trustedDevices.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(row?.tokenHash);
  });

  it("answers 429 over tRPC too", async () => {
    const member = await app.signUp();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      await app.trpc.mutation("auth.signIn", { email: member.email, password: WRONG }, { ip });
    }
    const limited = await app.trpc.mutation(
      "auth.signIn",
      { email: member.email, password: member.password },
      { ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.error?.message).toBe(TOO_MANY_FAILURES);
    expect(limited.error?.data.code).toBe("TOO_MANY_REQUESTS");
    // The web client's path says when to come back as the REST rows do.
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit-limit")).toBe("10");
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("ratelimit-reset")).toBe(String(retryAfter));
  });

  it("counts a wrong sign-up code as a failed sign-in of that client on that address", async () => {
    const input = app.signUpInput();
    const ip = uniqueIp();
    await app.request("POST", "/api/auth/sign-up", { body: input, ip });
    const [mail] = await app.outbox(input.email);
    const code = confirmationCodeFrom(mail?.text ?? "");
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await app.request("POST", "/api/auth/verify-email", {
        body: { email: input.email, code: code === "000000" ? "999999" : "000000" },
        ip,
      });
      expect(res.status).toBe(422);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(input.email, WRONG, { ip })).status).toBe(401);
    }
    expectLimited(
      await app.request("POST", "/api/auth/verify-email", { body: { email: input.email, code }, ip }),
      TOO_MANY_FAILURES,
      15 * 60,
    );
  });

  it("limits reset requests per (email, client), so strangers cannot use up the owner's", async () => {
    const member = await app.signUp();
    const stranger = uniqueIp();
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await app.request("POST", "/api/auth/forgot-password", {
        body: { email: member.email },
        ip: stranger,
      });
      expect(res.status).toBe(200);
    }
    const limited = await app.request("POST", "/api/auth/forgot-password", {
      body: { email: member.email },
      ip: stranger,
    });
    expectLimited(limited, TOO_MANY_RESETS, 60 * 60);
    // The owner, elsewhere, still gets a link.
    const own = await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    expect(own.status).toBe(200);
    expect(await app.outbox(member.email)).toHaveLength(4);
    // Past five mails an hour nothing more is sent, with the same answer: the links sent still work.
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
      expect(res.body).toEqual(own.body);
    }
    expect(await app.outbox(member.email)).toHaveLength(5);

    // An unknown email is limited the same way, so the 429 tells nothing about accounts.
    const unknown = uniqueEmail("unknown");
    for (let attempt = 0; attempt < 3; attempt++) {
      await app.request("POST", "/api/auth/forgot-password", { body: { email: unknown }, ip: stranger });
    }
    const unknownLimited = await app.request("POST", "/api/auth/forgot-password", {
      body: { email: unknown },
      ip: stranger,
    });
    expect(unknownLimited.status).toBe(429);
    expect(unknownLimited.text).toBe(limited.text);
  });

  it("allows 30 reset requests per address in an hour, whatever the email", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      const res = await app.request("POST", "/api/auth/forgot-password", {
        body: { email: uniqueEmail("ask") },
        ip,
      });
      expect(res.status).toBe(200);
    }
    expectLimited(
      await app.request("POST", "/api/auth/forgot-password", { body: { email: uniqueEmail("ask") }, ip }),
      TOO_MANY_RESETS,
      60 * 60,
    );
  });

  it("allows 5 sign-ups per (email, address) and 30 per address in an hour, not counting invalid ones", async () => {
    const email = uniqueEmail("repeat");
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email }), ip })).status,
      ).toBe(200);
    }
    expectLimited(
      await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email }), ip }),
      TOO_MANY_SIGN_UPS,
      60 * 60,
    );
    // The same address from another client is still served.
    expect(
      (await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email }) })).status,
    ).toBe(200);

    const busy = uniqueIp();
    for (let attempt = 0; attempt < 12; attempt++) {
      const res = await app.request("POST", "/api/auth/sign-up", {
        body: { ...app.signUpInput(), agree: false },
        ip: busy,
      });
      expect(res.status).toBe(422);
    }
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(
        (await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput(), ip: busy })).status,
      ).toBe(200);
    }
    const last = uniqueEmail("thirty-first");
    expectLimited(
      await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email: last }), ip: busy }),
      TOO_MANY_SIGN_UPS,
      60 * 60,
    );
    expect(await app.db.select().from(users).where(eq(users.email, last))).toHaveLength(0);
    expect(await app.outbox(last)).toHaveLength(0);
  });
});
