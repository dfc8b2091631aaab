import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deliverBroadcastBatch } from "@/server/broadcasts/deliver";
import type { BroadcastItem } from "@/server/broadcasts/present";
import {
  adminActions,
  broadcasts,
  mailJobs,
  mailPreferences,
  memberEvents,
  notifications,
  profiles,
  users,
} from "@/server/db/schema";
import type { MemberEventNotice } from "@/server/realtime/publish";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueEmail } from "../support/app";

type Sent = { message: string; recipients: number; dry_run: boolean; broadcast: BroadcastItem | null };
type SentList = { broadcasts: BroadcastItem[]; total: number; page: number; pageSize: number };

describeApi("broadcasts (issue 18, decision 0035)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    member = await app.signUp();
  });
  afterAll(() => app?.close());

  /**
   * `count` members with an active profile in a city of their own, straight in the database (the
   * sign-up and wizard paths have their own tests): the segment `{city}` is exactly them.
   */
  async function cityOf(count: number, columns: Partial<typeof profiles.$inferInsert> = {}) {
    const city = `AE-DU-Test${randomUUID().slice(0, 8)}`;
    const rows = await app.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Member ${i} of ${city}`,
          email: uniqueEmail("broadcast"),
          phone: "+971501234567",
          passwordHash: "not-a-real-hash",
        })),
      )
      .returning({ id: users.id });
    const userIds = rows.map((row) => row.id);
    await app.db.insert(profiles).values(
      userIds.map((userId) => ({
        userId,
        status: "active" as const,
        gender: "female" as const,
        country: "AE",
        residenceCity: city,
        ...columns,
      })),
    );
    return { city, userIds };
  }

  function send(body: Record<string, unknown>, cookie = admin.cookie) {
    return app.request<Sent>("POST", "/api/notifications/broadcast", { body, cookie });
  }

  const notificationsOf = (userIds: string[]) =>
    app.db
      .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.type, "admin_broadcast")));

  it("is refused to visitors and members", async () => {
    const body = { title: "Hello all", body: "A message.", dry_run: true };
    expect((await app.request("POST", "/api/notifications/broadcast", { body })).status).toBe(401);
    expect((await send(body, member.cookie)).status).toBe(403);
    expect(
      (await app.request("GET", "/api/notifications/broadcasts", { cookie: member.cookie })).status,
    ).toBe(403);
  });

  it("counts the segment on a dry run and stores nothing", async () => {
    const { city, userIds } = await cityOf(3);
    await app.db
      .update(profiles)
      .set({ verified: true })
      .where(eq(profiles.userId, userIds[0] ?? ""));
    // Outside the reach: a draft profile, a disabled account, a man, all in the same city.
    const [draft, disabled, man] = await Promise.all([
      cityOf(1, { residenceCity: city, status: "draft" }),
      cityOf(1, { residenceCity: city }),
      cityOf(1, { residenceCity: city, gender: "male" }),
    ]);
    await app.db
      .update(users)
      .set({ status: "disabled" })
      .where(eq(users.id, disabled.userIds[0] ?? ""));
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(broadcasts);
    const count = async (segment: Record<string, unknown>) => {
      const res = await send({ title: "Hello all", body: "A message.", dry_run: true, segment });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data?.dry_run).toBe(true);
      expect(res.body.data?.broadcast).toBeNull();
      return res.body.data?.recipients;
    };
    expect(await count({ city, gender: "female" })).toBe(3);
    expect(await count({ city })).toBe(4);
    expect(await count({ city, verified: true })).toBe(1);
    expect(await count({ city: city.toLowerCase(), gender: "female", verified: false })).toBe(2);
    expect(await count({ city, country: "PK" })).toBe(0);
    expect(draft.userIds).toHaveLength(1);
    expect(man.userIds).toHaveLength(1);
    expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(broadcasts)).toEqual(before);
  });

  it("accepts only a path of this site as the link", async () => {
    for (const link of ["https://evil.example/x", "//evil.example", "/auth/sign-in", "javascript:alert(1)"]) {
      const res = await send({ title: "Hello all", body: "A message.", link, dry_run: true });
      expect(res.status, link).toBe(422);
      expect(res.body.fields?.link).toMatch(/page of this site/);
    }
    expect(
      (await send({ title: "Hello all", body: "A message.", link: "/packages", dry_run: true })).status,
    ).toBe(200);
  });

  it("answers at once with the broadcast queued, delivered later in batches, each member once", async () => {
    const { city, userIds } = await cityOf(7);
    const res = await send({
      title: "Eid Mubarak",
      body: "Closed on Eid.",
      link: "/contact",
      segment: { city },
    });
    expect(res.status, res.text).toBe(200);
    const queued = res.body.data?.broadcast;
    expect(queued).toMatchObject({ status: "queued", recipients: 7, delivered: 0, segment: { city } });
    // The request did not wait for delivery: nobody has it yet.
    expect(await notificationsOf(userIds)).toEqual([]);
    const [entry] = await app.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, queued?.id ?? ""));
    expect(entry).toMatchObject({
      adminUserId: admin.user.id,
      action: "broadcast.send",
      targetType: "broadcast",
      detail: { title: "Eid Mubarak", link: "/contact", email: false, segment: { city }, recipients: 7 },
    });

    const outcomes = [];
    for (let batch = await deliverBroadcastBatch(app.db, { batchSize: 3 }); batch; ) {
      outcomes.push(batch);
      batch = await deliverBroadcastBatch(app.db, { batchSize: 3 });
    }
    expect(outcomes.map((o) => [o.broadcastId, o.delivered, o.finished])).toEqual([
      [queued?.id, 3, false],
      [queued?.id, 3, false],
      [queued?.id, 1, true],
    ]);
    const got = await notificationsOf(userIds);
    expect(got.map((n) => n.userId).sort()).toEqual([...userIds].sort());
    expect(new Set(got.map((n) => `${n.title} ${n.link}`))).toEqual(new Set(["Eid Mubarak /contact"]));
    const [row] = await app.db
      .select()
      .from(broadcasts)
      .where(eq(broadcasts.id, queued?.id ?? ""));
    expect(row).toMatchObject({ status: "sent", delivered: 7 });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    const events = await app.db.select().from(memberEvents).where(inArray(memberEvents.userId, userIds));
    expect(events).toHaveLength(7);

    const list = await app.request<SentList>("GET", "/api/notifications/broadcasts?page=1&pageSize=5", {
      cookie: admin.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.data?.broadcasts[0]).toMatchObject({ id: queued?.id, status: "sent", delivered: 7 });
  });

  it("resumes after a batch that died, without sending anyone it twice", async () => {
    const { city, userIds } = await cityOf(5);
    const res = await send({ title: "Resumed", body: "After a crash.", segment: { city } });
    const id = res.body.data?.broadcast?.id ?? "";
    expect(await deliverBroadcastBatch(app.db, { batchSize: 2 })).toMatchObject({
      broadcastId: id,
      delivered: 2,
    });
    // The process dies in the middle of the second batch: its transaction never commits.
    await app.db
      .transaction(async (tx) => {
        await deliverBroadcastBatch(tx, { batchSize: 2 });
        throw new Error("the process died");
      })
      .catch(() => {});
    expect((await app.db.select().from(broadcasts).where(eq(broadcasts.id, id)))[0]).toMatchObject({
      status: "sending",
      delivered: 2,
    });
    await app.services.broadcasts.drain();
    const got = await notificationsOf(userIds);
    expect(got.map((n) => n.userId).sort()).toEqual([...userIds].sort());
    expect((await app.db.select().from(broadcasts).where(eq(broadcasts.id, id)))[0]).toMatchObject({
      status: "sent",
      delivered: 5,
    });
  });

  it("reaches a listening member live, with one notice for the whole batch", async () => {
    const { city, userIds } = await cityOf(4);
    const listening = userIds[2] ?? "";
    const heard: MemberEventNotice[] = [];
    const arrived = new Promise<void>((resolve) => {
      const stop = app.services.events.subscribe(
        { userId: listening, sessionId: "test-session" },
        {
          event: (notice) => {
            heard.push(notice);
            stop();
            resolve();
          },
          gap: () => {},
          accountChanged: () => {},
        },
      );
    });
    await send({ title: "Live", body: "Heard at once.", segment: { city } });
    await app.services.broadcasts.drain();
    await arrived;
    const [mine] = await app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, listening), eq(notifications.type, "admin_broadcast")));
    expect(heard).toEqual([
      expect.objectContaining({
        userId: listening,
        event: { type: "notification", notificationId: mine?.id },
      }),
    ]);
  });

  it("queues one e-mail per member when asked, except for members who turned every optional mail off", async () => {
    const { city, userIds } = await cityOf(3);
    const [quiet, ...others] = userIds;
    await app.db.insert(mailPreferences).values({
      userId: quiet ?? "",
      proposals: false,
      messages: false,
      plans: false,
      unsubscribeToken: randomUUID(),
    });
    const res = await send({
      title: "By mail too",
      body: "Read this.",
      link: "/packages",
      email: true,
      segment: { city },
    });
    const id = res.body.data?.broadcast?.id ?? "";
    await deliverBroadcastBatch(app.db, { batchSize: 10 });
    const jobs = await app.db
      .select({ key: mailJobs.idempotencyKey, kind: mailJobs.kind, payload: mailJobs.payload })
      .from(mailJobs)
      .where(eq(mailJobs.kind, "broadcast"));
    const mine = jobs.filter((job) => job.key.startsWith(`broadcast:${id}:`));
    expect(mine.map((job) => job.key).sort()).toEqual(
      others.map((userId) => `broadcast:${id}:${userId}`).sort(),
    );
    expect(mine[0]?.payload.subject).toBe("By mail too");
    expect(mine[0]?.payload.text).toMatch(
      /^Assalam-o-Alaikum Member \d of .*,\n\nRead this\.\n\nhttp.*\/packages\n/,
    );
  });

  it("refuses to send to a segment with nobody in it", async () => {
    const res = await send({ title: "Nobody", body: "Empty.", segment: { city: "AE-DU-Nowhere" } });
    expect(res.status).toBe(409);
  });
});
