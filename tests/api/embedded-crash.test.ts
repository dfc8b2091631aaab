import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { executeRows } from "@/server/db/raw-rows";
import { subscriptionPlans } from "@/server/db/schema";
import { createTestApp, type SignedUpUser, testDb } from "../support/app";
import { connectMembers, memberWithProfile } from "../support/profiles";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/*
 * Issue 21: the embedded database's behaviour on a crash. A real server on a PGlite data folder is
 * killed with SIGKILL while members send messages; started again on the same folder it serves, every
 * message it acknowledged is there, and each send's writes are all there or none are (the message,
 * its conversation's last message, and the sender's plan counter move together in one transaction).
 */

type Pair = { sender: SignedUpUser; receiverId: string };

async function send(base: string, pair: Pair, text: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/api/messages/send`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: pair.sender.cookie },
      body: JSON.stringify({ receiver_id: pair.receiverId, text }),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { data: { sent_message: { id: string } } };
    return body.data.sent_message.id;
  } catch {
    // The server was killed under this request: not acknowledged.
    return null;
  }
}

describe.runIf(testDb === "pglite")("the embedded database killed mid-write", () => {
  let folder: string;
  let env: { DATABASE_URL: string } & Record<string, string>;
  let server: ServerProcess | null = null;
  const pairs: Pair[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "rishta-embedded-crash-"));
    const pgliteDir = path.join(folder, "pglite");
    const app = await createTestApp({ pgliteDir });
    for (let index = 0; index < 3; index++) {
      const [sender, receiver] = [await memberWithProfile(app), await memberWithProfile(app)];
      await connectMembers(app, sender, receiver);
      pairs.push({ sender, receiverId: receiver.user.profileId ?? "" });
    }
    await app.db.update(subscriptionPlans).set({ messagesLimit: 100_000 });
    // The folder is one process's: the test's app lets go of it before the server takes it.
    await app.close();
    env = { DATABASE_URL: "", PGLITE_DIR: pgliteDir, UPLOADS_DIR: path.join(folder, "uploads") };
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("starts again after SIGKILL with every acknowledged message and no half-written send", {
    timeout: 240_000,
  }, async () => {
    server = await startServerProcess("crash", env);
    const killed = server;
    const acknowledged: string[] = [];
    let sending = true;
    const senders = pairs.map(async (pair, index) => {
      for (let count = 0; sending; count++) {
        const id = await send(killed.base, pair, `Message ${index}.${count}`);
        if (id) acknowledged.push(id);
        else if (killed.process.exitCode !== null || killed.process.signalCode !== null) return;
      }
    });
    // Killed once a good number of writes have been answered, with more in flight.
    for (const deadline = Date.now() + 60_000; acknowledged.length < 60 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed.process.kill("SIGKILL");
    await killed.exited;
    sending = false;
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    // The next start takes the folder over (the dead process's lock is stale) and serves.
    server = await startServerProcess("crash", env);
    const first = pairs[0];
    if (!first) throw new Error("no pairs");
    expect(await send(server.base, first, "After the restart")).not.toBeNull();
    expect(await server.stop()).toBe("code 0");
    server = null;

    const database = await openDatabase({ pgliteDir: env.PGLITE_DIR ?? "" });
    try {
      const ids = sql.join(
        acknowledged.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const [stored] = await executeRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from messages where id in (${ids})`,
      );
      expect(stored?.count).toBe(acknowledged.length);
      // Each send is whole: a sender's counter is the number of their messages stored, and each
      // conversation names its newest message as its last.
      const counters = await executeRows<{ profile_id: string; sent: number; stored: number }>(
        database.db,
        sql`
        select s.profile_id, s.messages_sent as sent,
               (select count(*)::int from messages m where m.sender_id = s.profile_id) as stored
        from profile_subscriptions s
        where s.profile_id in (select sender_id from messages)`,
      );
      expect(counters.length).toBe(pairs.length);
      for (const row of counters) expect(row.sent).toBe(row.stored);
      const lasts = await executeRows<{ id: string; last: string | null; newest: string | null }>(
        database.db,
        sql`
        select c.id, c.last_message_id as last,
               (select m.id from messages m where m.conversation_id = c.id
                order by m.created_at desc, m.id desc limit 1) as newest
        from conversations c`,
      );
      expect(lasts.length).toBe(pairs.length);
      for (const row of lasts) expect(row.last).toBe(row.newest);
    } finally {
      await database.close();
    }
  });
});
