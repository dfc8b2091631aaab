import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sessions, users } from "@/server/db/schema";
import { createNotification } from "@/server/notifications/create-notification";
import { publishMemberEvent } from "@/server/realtime/publish";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import {
  type EventStream,
  inProcessFetcher,
  openEventStream,
  streamStatus,
  streamUrl,
} from "../support/event-stream";
import { memberWithProfile } from "../support/profiles";

const BASE = "http://localhost:3000";

describeApi("the member event stream (decision 0025)", () => {
  let app: TestApp;
  const open: EventStream[] = [];
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await app?.close();
  });

  /** A connected stream of `member`'s events (its `connected` message already read). */
  async function listen(member: SignedUpUser, lastEventId?: string): Promise<EventStream> {
    const stream = await openEventStream(inProcessFetcher(app.services), streamUrl(BASE, { lastEventId }), {
      cookie: member.cookie,
    });
    open.push(stream);
    expect((await streamStatus(stream)).status).toBe(200);
    return stream;
  }

  const notice = (notificationId: string) => ({ type: "notification" as const, notificationId });
  const someId = () => crypto.randomUUID();

  it("delivers an event after its transaction commits, and never one rolled back", async () => {
    const member = await app.signUp();
    const stream = await listen(member);
    const rolledBack = someId();
    await app.db
      .transaction(async (tx) => {
        await publishMemberEvent(tx, member.user.id, notice(rolledBack));
        throw new Error("roll back");
      })
      .catch(() => {});
    const committed = someId();
    await app.db.transaction((tx) => publishMemberEvent(tx, member.user.id, notice(committed)));
    const first = await stream.next();
    expect(first.event).toEqual(notice(committed));
    expect(Number(first.id)).toBeGreaterThan(0);
    expect(await stream.collect(200)).toEqual([]);
  });

  it("delivers to the addressed member's streams only, every open tab of theirs", async () => {
    const [a, b] = [await app.signUp(), await app.signUp()];
    const [aTab1, aTab2, bTab] = [await listen(a), await listen(a), await listen(b)];
    const id = someId();
    await publishMemberEvent(app.db, a.user.id, notice(id));
    expect((await aTab1.next()).event).toEqual(notice(id));
    expect((await aTab2.next()).event).toEqual(notice(id));
    expect(await bTab.collect(200)).toEqual([]);
  });

  it("resumes after lastEventId with exactly the events missed, then goes on live", async () => {
    const member = await app.signUp();
    const other = await app.signUp();
    const first = await listen(member);
    const seen = someId();
    await publishMemberEvent(app.db, member.user.id, notice(seen));
    const lastSeen = await first.next();
    first.close();
    // Missed while away: two of theirs, one of someone else's.
    const missed = [someId(), someId()];
    await publishMemberEvent(app.db, member.user.id, notice(missed[0] ?? ""));
    await publishMemberEvent(app.db, other.user.id, notice(someId()));
    await publishMemberEvent(app.db, member.user.id, notice(missed[1] ?? ""));

    const resumed = await listen(member, lastSeen.id);
    const replayed = [await resumed.next(), await resumed.next()];
    expect(replayed.map((e) => e.event)).toEqual(missed.map(notice));
    expect(Number(replayed[0]?.id)).toBeGreaterThan(Number(lastSeen.id));
    const live = someId();
    await publishMemberEvent(app.db, member.user.id, notice(live));
    expect((await resumed.next()).event).toEqual(notice(live));
    expect(await resumed.collect(200)).toEqual([]);
  });

  it("resumes with the browser's Last-Event-ID header as well", async () => {
    const member = await app.signUp();
    await publishMemberEvent(app.db, member.user.id, notice(someId()));
    const [row] = await listRows(member);
    const missed = someId();
    await publishMemberEvent(app.db, member.user.id, notice(missed));
    const stream = await openEventStream(inProcessFetcher(app.services), streamUrl(BASE), {
      cookie: member.cookie,
      headers: { "last-event-id": String(row?.id) },
    });
    open.push(stream);
    expect((await streamStatus(stream)).status).toBe(200);
    expect((await stream.next()).event).toEqual(notice(missed));
  });

  it("never replays another member's events, whatever id is sent", async () => {
    const [a, b] = [await app.signUp(), await app.signUp()];
    await publishMemberEvent(app.db, a.user.id, notice(someId()));
    const stream = await listen(b, "0");
    expect(await stream.collect(200)).toEqual([]);
  });

  it("refuses a visitor and an unreadable lastEventId", async () => {
    const visitor = await openEventStream(inProcessFetcher(app.services), streamUrl(BASE));
    open.push(visitor);
    expect((await streamStatus(visitor)).status).toBe(401);
    const member = await app.signUp();
    const bad = await openEventStream(inProcessFetcher(app.services), streamUrl(BASE, { lastEventId: "x" }), {
      cookie: member.cookie,
    });
    open.push(bad);
    const refused = await streamStatus(bad);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("lastEventId is the id of an event this stream sent.");
  });

  it("ends when the session is signed out, and when the account is disabled", async () => {
    const member = await app.signUp();
    const stream = await listen(member);
    const signOut = await app.request("POST", "/api/auth/sign-out", { cookie: member.cookie });
    expect(signOut.status).toBe(200);
    await stream.ended();

    const other = await app.signUp();
    const second = await listen(other);
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, other.user.id));
    await second.ended();
  });

  it("keeps streaming after a session of someone else's ends", async () => {
    const [a, b] = [await app.signUp(), await app.signUp()];
    const stream = await listen(a);
    await app.db.delete(sessions).where(eq(sessions.userId, b.user.id));
    await app.settle();
    const id = someId();
    await publishMemberEvent(app.db, a.user.id, notice(id));
    expect((await stream.next()).event).toEqual(notice(id));
  });

  it("catches up from the store when the bus reconnects after a break", async () => {
    const member = await app.signUp();
    const stream = await listen(member);
    // As if the listening connection had been down: the event is stored, its NOTIFY lost.
    const missedId = someId();
    await app.db.transaction(async (tx) => {
      await tx.insert((await import("@/server/db/schema")).memberEvents).values({
        userId: member.user.id,
        payload: notice(missedId),
      });
    });
    expect(await stream.collect(100)).toEqual([]);
    (app.services.events as import("@/server/realtime/event-bus").MemberEventFanOut).gap();
    expect((await stream.next()).event).toEqual(notice(missedId));
  });

  it("brings a proposal's notification to the receiver's stream", async () => {
    const [sender, receiver] = [await memberWithProfile(app), await memberWithProfile(app)];
    const stream = await listen(receiver);
    const senderStream = await listen(sender);
    const sent = await app.request("POST", "/api/proposal/create", {
      body: { receiver_id: receiver.user.profileId },
      cookie: sender.cookie,
    });
    expect(sent.status).toBe(200);
    const { event } = await stream.next();
    expect(event.type).toBe("notification");
    expect(await senderStream.collect(100)).toEqual([]);
  });

  it("stores the event a notification publishes, for the stream to replay", async () => {
    const member = await app.signUp();
    const id = await createNotification(app.db, {
      userId: member.user.id,
      type: "admin_broadcast",
      title: "Hello",
      link: "/dashboard",
    });
    const stream = await listen(member, "0");
    expect((await stream.next()).event).toEqual(notice(id));
  });

  async function listRows(member: SignedUpUser) {
    const { memberEvents } = await import("@/server/db/schema");
    return app.db.select().from(memberEvents).where(eq(memberEvents.userId, member.user.id));
  }
});
