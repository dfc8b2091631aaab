import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "@/server/db/schema";
import { createTestApp, databaseAvailable, type TestApp, testDb } from "../support/app";
import { openEventStream, streamStatus, streamUrl } from "../support/event-stream";
import { memberWithProfile } from "../support/profiles";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/*
 * Issue 16's two-process test (decision 0025): two real servers (`src/server/main.ts`) on one
 * PostgreSQL database; a member's event stream open on server A hears, within a second, of a
 * change made through server B, over real HTTP. PostgreSQL only: the embedded database is one
 * process's.
 */

describe.runIf(databaseAvailable && testDb === "postgres")(
  "events across two servers on one database",
  () => {
    let app: TestApp;
    const servers: ServerProcess[] = [];
    beforeAll(async () => {
      app = await createTestApp();
      if (!app.url) throw new Error("needs a PostgreSQL database");
      servers.push(
        ...(await Promise.all([
          startServerProcess("a", { DATABASE_URL: app.url }),
          startServerProcess("b", { DATABASE_URL: app.url }),
        ])),
      );
    }, 180_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await app?.close();
    });

    it("a stream on server A hears within a second of a proposal sent through server B", {
      timeout: 60_000,
    }, async () => {
      const [a, b] = servers;
      if (!a || !b) throw new Error("the servers did not start");
      const [sender, receiver] = [await memberWithProfile(app), await memberWithProfile(app)];
      const stream = await openEventStream(fetch, streamUrl(a.base), { cookie: receiver.cookie });
      try {
        expect((await streamStatus(stream)).status).toBe(200);
        const sentAt = Date.now();
        const sent = await fetch(`${b.base}/api/proposal/create`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: sender.cookie },
          body: JSON.stringify({ receiver_id: receiver.user.profileId }),
        });
        expect(sent.status, await sent.clone().text()).toBe(200);
        const { event } = await stream.next(1_000);
        expect(Date.now() - sentAt).toBeLessThan(1_000);
        expect(event.type).toBe("notification");
        // And the notification it names is the receiver's, readable through server A.
        const listed = await fetch(`${a.base}/api/notifications/get`, {
          headers: { cookie: receiver.cookie },
        });
        const body = (await listed.json()) as { data: { notifications: { id: string; type: string }[] } };
        expect(body.data.notifications[0]).toMatchObject({
          type: "proposal_received",
          id: event.type === "notification" ? event.notificationId : "",
        });
      } finally {
        stream.close();
      }
    });

    it("a stream on server A hears within a second of a message sent through server B", {
      timeout: 60_000,
    }, async () => {
      const [a, b] = servers;
      if (!a || !b) throw new Error("the servers did not start");
      const [sender, receiver] = [await memberWithProfile(app), await memberWithProfile(app)];
      const receiverProfileId = receiver.user.profileId;
      if (!receiverProfileId) throw new Error("the receiver has no profile");
      // Strangers may write to her: the messaging rules have their own tests.
      await app.db
        .update(profiles)
        .set({ messagesPrivacy: "everyone" })
        .where(eq(profiles.id, receiverProfileId));
      const stream = await openEventStream(fetch, streamUrl(a.base), { cookie: receiver.cookie });
      try {
        expect((await streamStatus(stream)).status).toBe(200);
        const sentAt = Date.now();
        const sent = await fetch(`${b.base}/api/messages/send`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: sender.cookie },
          body: JSON.stringify({ receiver_id: receiverProfileId, text: "Assalam o Alaikum" }),
        });
        const body = await sent.clone().text();
        expect(sent.status, body).toBe(200);
        const stored = (
          JSON.parse(body) as { data: { sent_message: { id: string; conversation_id: string } } }
        ).data.sent_message;
        const { event } = await stream.next(1_000);
        expect(Date.now() - sentAt).toBeLessThan(1_000);
        expect(event).toEqual({
          type: "message",
          conversationId: stored.conversation_id,
          messageId: stored.id,
        });
      } finally {
        stream.close();
      }
    });

    it("a mark-all-read through server A reaches the member's other tab on server B", {
      timeout: 30_000,
    }, async () => {
      const [a, b] = servers;
      if (!a || !b) throw new Error("the servers did not start");
      const member = await app.signUp();
      const tabOnB = await openEventStream(fetch, streamUrl(b.base), { cookie: member.cookie });
      try {
        expect((await streamStatus(tabOnB)).status).toBe(200);
        const { createNotification } = await import("@/server/notifications/create-notification");
        await createNotification(app.db, {
          userId: member.user.id,
          type: "admin_broadcast",
          title: "Hi",
          link: "/",
        });
        expect((await tabOnB.next(1_000)).event.type).toBe("notification");
        const marked = await fetch(`${a.base}/api/notifications/update`, {
          method: "PUT",
          headers: { "content-type": "application/json", cookie: member.cookie },
          body: JSON.stringify({ all: true }),
        });
        expect(marked.status).toBe(200);
        expect((await tabOnB.next(1_000)).event).toEqual({ type: "notification", notificationId: null });
      } finally {
        tabOnB.close();
      }
    });
  },
);
