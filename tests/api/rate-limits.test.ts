import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import {
  type ApiResponse,
  createTestApp,
  describeApi,
  type RestBody,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from "../support/app";

const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a few minutes and try again.";

function expectLimited(res: ApiResponse<RestBody>, message: string, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: message, code: "TOO_MANY_REQUESTS" });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describeApi("abuse limits (RATE_LIMITS on, the default)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("allows 10 sign-in attempts per email in 15 minutes, from any address, then answers 429", async () => {
    const member = await app.signUp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await app.request("POST", "/api/auth/sign-in", {
        body: { email: member.email, password: "Wrong@Pass1" },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(401);
    }
    // Over the limit even the right password is refused, and an email's case does not reset the count.
    const limited = await app.request("POST", "/api/auth/sign-in", {
      body: { email: member.email.toUpperCase(), password: member.password },
      ip: uniqueIp(),
    });
    expectLimited(limited, TOO_MANY_SIGN_INS, 15 * 60);
    expect(limited.cookie).toBeNull();

    // Another member is not affected.
    const other = await app.signUp();
    await app.signIn(other.email, other.password);
  });

  it("allows 30 sign-in attempts per address in 15 minutes, whatever the email, then answers 429", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      const res = await app.request("POST", "/api/auth/sign-in", {
        body: { email: uniqueEmail("spray"), password: "Wrong@Pass1" },
        ip,
      });
      expect(res.status).toBe(401);
    }
    const limited = await app.request("POST", "/api/auth/sign-in", {
      body: { email: uniqueEmail("spray"), password: "Wrong@Pass1" },
      ip,
    });
    expectLimited(limited, TOO_MANY_SIGN_INS, 15 * 60);
    // Another address is still served.
    const elsewhere = await app.request("POST", "/api/auth/sign-in", {
      body: { email: uniqueEmail("spray"), password: "Wrong@Pass1" },
    });
    expect(elsewhere.status).toBe(401);
  });

  it("allows 10 sign-ups per address in an hour, then answers 429 and creates nothing", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput(), ip });
      expect(res.status).toBe(200);
    }
    const email = uniqueEmail("eleventh");
    const limited = await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email }), ip });
    expectLimited(limited, "Too many sign-up attempts. Please wait a while and try again.", 60 * 60);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("does not count sign-ups refused as invalid", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 12; attempt++) {
      const res = await app.request("POST", "/api/auth/sign-up", {
        body: { ...app.signUpInput(), agree: false },
        ip,
      });
      expect(res.status).toBe(422);
    }
    const res = await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput(), ip });
    expect(res.status).toBe(200);
  });

  it("mails at most 3 reset links per email in an hour", async () => {
    const member = await app.signUp();
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
      expect(res.status).toBe(200);
    }
    const limited = await app.request("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    expectLimited(limited, "Too many password reset requests. Please wait a while and try again.", 60 * 60);
    expect(await app.outbox(member.email)).toHaveLength(3);

    // An unknown email is limited the same way, so the 429 tells nothing about accounts.
    const unknown = uniqueEmail("unknown");
    for (let attempt = 0; attempt < 3; attempt++) {
      await app.request("POST", "/api/auth/forgot-password", { body: { email: unknown } });
    }
    const unknownLimited = await app.request("POST", "/api/auth/forgot-password", {
      body: { email: unknown },
    });
    expect(unknownLimited.status).toBe(429);
    expect(unknownLimited.text).toBe(limited.text);
  });

  it("allows 5 sign-ups per email in an hour, from any address", async () => {
    const email = uniqueEmail("repeat");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email }) })).status,
      );
    }
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const limited = await app.request("POST", "/api/auth/sign-up", { body: app.signUpInput({ email }) });
    expectLimited(limited, "Too many sign-up attempts. Please wait a while and try again.", 60 * 60);
  });

  it("allows 10 reset requests per address in an hour, whatever the email", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await app.request("POST", "/api/auth/forgot-password", {
        body: { email: uniqueEmail("ask") },
        ip,
      });
      expect(res.status).toBe(200);
    }
    const limited = await app.request("POST", "/api/auth/forgot-password", {
      body: { email: uniqueEmail("ask") },
      ip,
    });
    expectLimited(limited, "Too many password reset requests. Please wait a while and try again.", 60 * 60);
  });

  it("shares the counters between two app instances on the same database", async () => {
    const second = await app.secondInstance();
    try {
      const member = await app.signUp();
      for (let attempt = 0; attempt < 10; attempt++) {
        const instance = attempt % 2 === 0 ? app : second;
        const res = await instance.request("POST", "/api/auth/sign-in", {
          body: { email: member.email, password: "Wrong@Pass1" },
        });
        expect(res.status).toBe(401);
      }
      expectLimited(
        await second.request("POST", "/api/auth/sign-in", {
          body: { email: member.email, password: member.password },
        }),
        TOO_MANY_SIGN_INS,
        15 * 60,
      );
      expectLimited(
        await app.request("POST", "/api/auth/sign-in", {
          body: { email: member.email, password: member.password },
        }),
        TOO_MANY_SIGN_INS,
        15 * 60,
      );

      // Parallel requests through both instances cannot slip past the limit either.
      const racer = await app.signUp();
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, attempt) =>
          (attempt % 2 === 0 ? app : second).request("POST", "/api/auth/sign-in", {
            body: { email: racer.email, password: "Wrong@Pass1" },
          }),
        ),
      );
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    } finally {
      await second.close();
    }
  });

  it("answers 429 over tRPC too", async () => {
    const member = await app.signUp();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      await app.trpc.mutation("auth.signIn", { email: member.email, password: "Wrong@Pass1" }, { ip });
    }
    const limited = await app.trpc.mutation(
      "auth.signIn",
      { email: member.email, password: member.password },
      { ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.error?.message).toBe(TOO_MANY_SIGN_INS);
    expect(limited.error?.data.code).toBe("TOO_MANY_REQUESTS");
  });
});
