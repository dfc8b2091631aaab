import { inArray } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, subscriptionPlans } from "@/server/db/schema";
import { SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from "@/server/errors";
import { createTestApp, databaseAvailable, type SignedUpUser, type TestApp, testDb } from "../support/app";
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres";
import { connectMembers, memberWithProfile } from "../support/profiles";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/*
 * Issue 21: PostgreSQL stopped as a crash would (every backend killed) and started again while
 * members send messages through a real server process. While it is down every request is answered
 * 503 with Retry-After, promptly; the server recovers by itself; and every message the server
 * acknowledged is in the database afterwards. The database is a private server of this test's own
 * (private-postgres.ts), so stopping it touches no other test.
 */

type Outcome = {
  startedAt: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  code?: string;
  message?: string;
  error?: string;
  messageId?: string;
};

const DOWN_MS = 3_000;
/** The issue's promise: requests succeed again within 5 s of the database's return. */
const RECOVERY_MS = 5_000;

async function send(base: string, sender: SignedUpUser, receiverId: string, text: string): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}/api/messages/send`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: sender.cookie },
      body: JSON.stringify({ receiver_id: receiverId, text }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json()) as {
      code?: string;
      error?: string;
      data?: { sent_message?: { id: string } };
    };
    return {
      startedAt,
      ms: Date.now() - startedAt,
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      code: body.code,
      message: body.error,
      messageId: body.data?.sent_message?.id,
    };
  } catch (error) {
    // No answer at all: the server hung past the timeout or went away.
    return { startedAt, ms: Date.now() - startedAt, status: 0, retryAfter: null, error: String(error) };
  }
}

describe.runIf(databaseAvailable && testDb === "postgres")("PostgreSQL restarted under load", () => {
  let pg: PrivatePostgres;
  let app: TestApp;
  let server: ServerProcess;
  const pairs: { sender: SignedUpUser; receiverId: string }[] = [];

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    app = await createTestApp({ postgresAdminUrl: pg.adminUrl, mailWorker: false });
    if (!app.url) throw new Error("needs a PostgreSQL database");
    for (let index = 0; index < 4; index++) {
      const [sender, receiver] = [await memberWithProfile(app), await memberWithProfile(app)];
      await connectMembers(app, sender, receiver);
      pairs.push({ sender, receiverId: receiver.user.profileId ?? "" });
    }
    // Room on every plan for all the messages this test sends; the plan limits have their own tests.
    await app.db.update(subscriptionPlans).set({ messagesLimit: 100_000 });
    server = await startServerProcess("restart", { DATABASE_URL: app.url });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await app?.close();
    await pg?.destroy();
  });

  it("answers 503 with Retry-After while it is down, recovers by itself, and loses no acknowledged message", {
    timeout: 120_000,
  }, async () => {
    const outcomes: Outcome[] = [];
    let sending = true;
    // Each sender writes one message at a time, 150 ms apart: about 25 a second in all, under the
    // messages' rate limit (120 in 10 minutes a member) for the test's 15 s.
    const senders = pairs.map(async ({ sender, receiverId }, index) => {
      for (let count = 0; sending; count++) {
        outcomes.push(await send(server.base, sender, receiverId, `Message ${index}.${count}`));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const downAt = Date.now();
    await pg.stop("immediate");
    // tRPC answers the same while it is down: a query on the plain path, a mutation through the
    // fetch adapter.
    const cookie = pairs[0]?.sender.cookie ?? "";
    const trpcAnswers = [
      await fetch(
        `${server.base}/api/trpc/notifications.get?input=${encodeURIComponent(JSON.stringify(superjson.serialize({})))}`,
        { headers: { cookie } },
      ),
      await fetch(`${server.base}/api/trpc/notifications.update`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(superjson.serialize({ all: true })),
      }),
    ];
    const trpcTexts = await Promise.all(trpcAnswers.map((answer) => answer.text()));
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    await pg.start();
    const upAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, RECOVERY_MS + 3_000));
    sending = false;
    await Promise.all(senders);

    const summary = outcomes.map(
      (o) => `${o.startedAt - downAt}ms:${o.status}${o.error ? `(${o.error})` : ""}`,
    );
    // Only two answers, ever: stored, or "try again" while the database is away. No 500, no hang.
    expect(new Set(outcomes.map((o) => o.status)), summary.join(" ")).toEqual(new Set([200, 503]));
    const unavailable = outcomes.filter((o) => o.status === 503);
    for (const outcome of unavailable) {
      expect(outcome.retryAfter).toBe(String(UNAVAILABLE_RETRY_SECONDS));
      expect(outcome.code).toBe("SERVICE_UNAVAILABLE");
      expect(outcome.message).toBe(SERVICE_UNAVAILABLE);
    }
    expect(
      trpcAnswers.map((answer) => answer.status),
      trpcTexts.join("\n"),
    ).toEqual([503, 503]);
    expect(trpcAnswers.map((answer) => answer.headers.get("retry-after"))).toEqual(["5", "5"]);
    for (const text of trpcTexts) expect(text).toContain(SERVICE_UNAVAILABLE);
    // Requests sent while it was down were answered, not held until it came back.
    const whileDown = outcomes.filter((o) => o.startedAt >= downAt + 200 && o.startedAt + o.ms < upAt);
    expect(whileDown.length).toBeGreaterThan(10);
    expect(whileDown.every((o) => o.status === 503)).toBe(true);
    // Recovered by itself: every request sent from 5 s after the database's return succeeded.
    const afterRecovery = outcomes.filter((o) => o.startedAt >= upAt + RECOVERY_MS);
    expect(afterRecovery.length).toBeGreaterThan(5);
    expect(afterRecovery.map((o) => o.status)).toEqual(afterRecovery.map(() => 200));
    // The server process lived through it, with no exception escaping the database driver (a
    // postgres.js write on a closed socket did, while its reconnection backoff reached 20 s).
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught/i);

    // Every acknowledged message is stored, exactly once.
    const acknowledged = outcomes.flatMap((o) => (o.status === 200 && o.messageId ? [o.messageId] : []));
    expect(acknowledged.length).toBe(outcomes.filter((o) => o.status === 200).length);
    const stored = await app.db
      .select({ id: messages.id })
      .from(messages)
      .where(inArray(messages.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
  });
});
