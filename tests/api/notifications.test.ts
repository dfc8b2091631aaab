import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { notifications } from "@/server/db/schema";
import { createNotification, type NotificationType } from "@/server/notifications/create-notification";
import {
  ALL_NOTIFICATIONS_MARKED_READ,
  NOTIFICATION_MARKED_READ,
  NOTIFICATION_NOT_FOUND,
} from "@/server/notifications/mark-notifications-read";
import type { NotificationItem } from "@/server/notifications/present";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { inProcessFetcher, openEventStream, streamStatus, streamUrl } from "../support/event-stream";
import { memberWithProfile } from "../support/profiles";

type Listed = {
  notifications: NotificationItem[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
};
type Marked = { updated: number };

describeApi("notifications (issue 16, spec §7)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  async function notify(member: SignedUpUser, title: string, type: NotificationType = "admin_broadcast") {
    const id = await createNotification(app.db, { userId: member.user.id, type, title, link: "/dashboard" });
    // PGlite's clock ticks in milliseconds: two notifications made within one share a time, and
    // then "newest first" promises no order between them.
    await new Promise((resolve) => setTimeout(resolve, 2));
    return id;
  }

  const list = (member: SignedUpUser, query: Record<string, string | number> = {}) =>
    app.request<Listed>("GET", "/api/notifications/get", { query, cookie: member.cookie });
  const mark = (member: SignedUpUser, body: unknown) =>
    app.request<Marked>("PUT", "/api/notifications/update", { body, cookie: member.cookie });

  it("lists a member's own, unread first then newest, paged", async () => {
    const member = await app.signUp();
    const other = await app.signUp();
    const first = await notify(member, "First");
    await notify(member, "Second");
    await notify(member, "Third");
    await notify(other, "Someone else's");
    await app.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, first));
    await notify(member, "Fourth");

    const all = await list(member);
    expect(all.status).toBe(200);
    expect(all.body.data?.notifications.map((n) => n.title)).toEqual(["Fourth", "Third", "Second", "First"]);
    expect(all.body.data).toMatchObject({ total: 4, unread: 3, page: 1, pageSize: 20 });
    expect(all.body.data?.notifications.map((n) => n.read)).toEqual([false, false, false, true]);

    const page2 = await list(member, { page: 2, pageSize: 3 });
    expect(page2.body.data?.notifications.map((n) => n.title)).toEqual(["First"]);
    expect(page2.body.data?.total).toBe(4);

    const own = await list(member, { user_id: member.user.id });
    expect(own.body.data?.total).toBe(4);
  });

  it("refuses a member reading another member's list (403)", async () => {
    const [member, other] = [await app.signUp(), await app.signUp()];
    const res = await list(member, { user_id: other.user.id });
    expect(res.status).toBe(403);
  });

  it("marks one read, idempotently, and announces it to the member's tabs", async () => {
    const member = await app.signUp();
    const stream = await openEventStream(inProcessFetcher(app.services), streamUrl("http://localhost:3000"), {
      cookie: member.cookie,
    });
    expect((await streamStatus(stream)).status).toBe(200);
    try {
      const id = await notify(member, "To read");
      await notify(member, "Still unread");
      // The two notifications' own events first (NOTIFY reaches a listener a moment after commit).
      await stream.next();
      await stream.next();
      const res = await mark(member, { notification_id: id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: NOTIFICATION_MARKED_READ, data: { updated: 1 } });
      expect((await stream.next()).event).toEqual({ type: "notification", notificationId: id });
      const again = await mark(member, { notification_id: id });
      expect(again.body.data?.updated).toBe(0);
      const badges = await app.request<{ unreadNotifications: number }>("GET", "/api/dashboard/badges", {
        cookie: member.cookie,
      });
      expect(badges.body.data?.unreadNotifications).toBe(1);
    } finally {
      stream.close();
    }
  });

  it("marks all read and announces it with no notification id", async () => {
    const member = await app.signUp();
    const other = await app.signUp();
    const othersId = await notify(other, "Not theirs");
    const stream = await openEventStream(inProcessFetcher(app.services), streamUrl("http://localhost:3000"), {
      cookie: member.cookie,
    });
    expect((await streamStatus(stream)).status).toBe(200);
    try {
      await notify(member, "One");
      await notify(member, "Two");
      await stream.next();
      await stream.next();
      const res = await mark(member, { all: true });
      expect(res.body).toMatchObject({ message: ALL_NOTIFICATIONS_MARKED_READ, data: { updated: 2 } });
      expect((await stream.next()).event).toEqual({ type: "notification", notificationId: null });
      expect((await list(member)).body.data?.unread).toBe(0);
      const [theirs] = await app.db.select().from(notifications).where(eq(notifications.id, othersId));
      expect(theirs?.readAt).toBeNull();
    } finally {
      stream.close();
    }
  });

  it("answers 404 for another member's notification id, administrators included, and changes nothing", async () => {
    const [member, other] = [await app.signUp(), await app.signUp()];
    const admin = await app.makeAdmin();
    const id = await notify(member, "Private");
    for (const caller of [other, admin]) {
      const res = await mark(caller, { notification_id: id });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(NOTIFICATION_NOT_FOUND);
    }
    const unknown = await mark(member, { notification_id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.readAt).toBeNull();
  });

  it("refuses an update that names neither one notification nor all", async () => {
    const member = await app.signUp();
    for (const body of [
      {},
      { all: false },
      { notification_id: "nope" },
      { notification_id: crypto.randomUUID(), all: true },
    ]) {
      const res = await mark(member, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toBeTruthy();
    }
  });

  it("lets an administrator search everyone's notifications, and read one member's", async () => {
    const admin = await app.makeAdmin();
    const [a, b] = [await app.signUp(), await app.signUp()];
    const marker = `Marker${crypto.randomUUID().slice(0, 8)}`;
    await notify(a, `${marker} for a`);
    await notify(b, `${marker} for b`);
    await notify(b, "Unrelated");
    const found = await list(admin, { search: marker, page: 1, pageSize: 1 });
    expect(found.status).toBe(200);
    expect(found.body.data?.total).toBe(2);
    expect(found.body.data?.notifications).toHaveLength(1);
    const byEmail = await list(admin, { search: b.email });
    expect(byEmail.body.data?.notifications.map((n) => n.title).sort()).toEqual([
      `${marker} for b`,
      "Unrelated",
    ]);
    const ofA = await list(admin, { user_id: a.user.id });
    expect(ofA.body.data?.notifications.map((n) => n.title)).toEqual([`${marker} for a`]);
    // A member's search stays within their own.
    const mine = await list(a, { search: marker });
    expect(mine.body.data?.total).toBe(1);
  });

  it("notifies the sender when their proposal is declined", async () => {
    const [sender, receiver] = [await memberWithProfile(app), await memberWithProfile(app)];
    const sent = await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
      body: { receiver_id: receiver.user.profileId },
      cookie: sender.cookie,
    });
    const proposalId = sent.body.data?.proposal.id ?? "";
    const received = await list(receiver);
    expect(received.body.data?.notifications[0]).toMatchObject({
      type: "proposal_received",
      link: `/dashboard/proposals/${proposalId}`,
    });
    const declined = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: proposalId, status: "declined" },
      cookie: receiver.cookie,
    });
    expect(declined.status).toBe(200);
    const senders = await list(sender);
    expect(senders.body.data?.notifications[0]).toMatchObject({
      type: "proposal_declined",
      link: `/dashboard/proposals/${proposalId}`,
      read: false,
    });
    expect(senders.body.data?.notifications[0]?.title).toMatch(/declined your proposal$/);
  });
});
