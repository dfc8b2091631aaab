import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  conversations,
  mailJobs,
  mailPreferences,
  messages,
  notifications,
  profileBlocks,
  profileSubscriptions,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import {
  ADMIN_HAS_NO_MEMBER_MAIL,
  UNSUBSCRIBE_LINK_INVALID,
} from "@/server/mail-preferences/mail-preferences";
import { runScheduledSweeps } from "@/server/maintenance/scheduled-sweeps";
import { orderedPair } from "@/server/profiles/access";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, testDb } from "../support/app";
import { memberWithProfile } from "../support/profiles";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Preferences = { proposals: boolean; messages: boolean; plans: boolean };

const pid = (m: SignedUpUser) => m.user.profileId ?? "";

/**
 * The member mail jobs queued for an address (oldest first; not the sign-up code every test
 * member got), payload as queued or as kept once sent.
 */
async function jobsTo(app: TestApp, email: string, kind?: string) {
  return app.db
    .select()
    .from(mailJobs)
    .where(
      and(
        eq(mailJobs.recipient, email),
        kind ? eq(mailJobs.kind, kind) : sql`${mailJobs.kind} <> 'sign-up-code'`,
      ),
    )
    .orderBy(mailJobs.createdAt);
}

async function propose(app: TestApp, from: SignedUpUser, to: SignedUpUser): Promise<string> {
  const res = await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
    body: { receiver_id: pid(to) },
    cookie: from.cookie,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data?.proposal.id ?? "";
}

async function setPreferences(app: TestApp, member: SignedUpUser, change: Partial<Preferences>) {
  const res = await app.request<{ preferences: Preferences }>("PUT", "/api/mail-preferences/update", {
    body: change,
    cookie: member.cookie,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data?.preferences;
}

async function tokenOf(app: TestApp, member: SignedUpUser): Promise<string> {
  const [row] = await app.db
    .select({ token: mailPreferences.unsubscribeToken })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, member.user.id));
  if (!row) throw new Error("no mail preferences row");
  return row.token;
}

/** A message from `from` to `to`, sent `ago` before `now`, in their one conversation. */
async function message(
  app: TestApp,
  from: SignedUpUser,
  to: SignedUpUser,
  createdAt: Date,
  extra: Partial<typeof messages.$inferInsert> = {},
) {
  const [a, b] = orderedPair(pid(from), pid(to));
  await app.db.insert(conversations).values({ profileAId: a, profileBId: b }).onConflictDoNothing();
  const [conversation] = await app.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.profileAId, a), eq(conversations.profileBId, b)));
  await app.db.insert(messages).values({
    conversationId: conversation?.id ?? "",
    senderId: pid(from),
    receiverId: pid(to),
    text: extra.text ?? `Secret words ${Math.random().toString(36).slice(2)}`,
    createdAt,
    ...extra,
  });
}

describeApi("mail kinds: proposals, the unread digest, plan expiry, unsubscribe (decision 0026)", () => {
  let app: TestApp;
  beforeAll(async () => {
    // No worker: each test looks at the queued jobs, then drains into the outbox.
    app = await createTestApp({ mailWorker: false });
  });
  afterAll(() => app?.close());

  it("mails a received and an accepted proposal once each, with the unsubscribe link and headers", async () => {
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    const proposalId = await propose(app, sender, receiver);

    const received = await jobsTo(app, receiver.email, "proposal-received");
    expect(received).toHaveLength(1);
    expect(received[0]?.idempotencyKey).toBe(`proposal-received:${proposalId}`);
    const token = await tokenOf(app, receiver);
    expect(received[0]?.payload.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/api/mail-preferences/unsubscribe?token=${token}&kind=proposals>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(received[0]?.payload.html).toContain(`/dashboard/proposals/${proposalId}`);

    const [mail, ...more] = await app.outbox(receiver.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^New proposal from /);
    expect(mail?.text).toContain(`http://localhost:3000/dashboard/proposals/${proposalId}`);
    expect(mail?.text).toContain(`http://localhost:3000/unsubscribe?token=${token}&kind=proposals`);

    const answer = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: proposalId, status: "accepted" },
      cookie: receiver.cookie,
    });
    expect(answer.status, answer.text).toBe(200);
    const accepted = await app.outbox(sender.email);
    expect(accepted.map((m) => m.subject)).toEqual([expect.stringMatching(/ accepted your proposal$/)]);
    expect(accepted[0]?.text).toContain("/dashboard/connections/");
    expect(accepted[0]?.text).toContain(`kind=proposals`);
    // Still one each, after the worker went through everything.
    expect(await jobsTo(app, receiver.email, "proposal-received")).toHaveLength(1);
    expect(await jobsTo(app, sender.email, "proposal-accepted")).toHaveLength(1);
    expect(await app.outbox(receiver.email)).toHaveLength(1);
  });

  it("sends no proposal mail to a member who turned proposals off, and still notifies them", async () => {
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    expect(await setPreferences(app, receiver, { proposals: false })).toEqual({
      proposals: false,
      messages: true,
      plans: true,
    });
    await propose(app, sender, receiver);
    expect(await jobsTo(app, receiver.email)).toEqual([]);
    expect(await app.outbox(receiver.email)).toEqual([]);
    const stored = await app.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, receiver.user.id));
    expect(stored.map((n) => n.type)).toEqual(["proposal_received"]);
  });

  it("reads and saves the switches, each member their own, and refuses an empty change", async () => {
    const member = await app.signUp();
    const read = () =>
      app.request<{ preferences: Preferences }>("GET", "/api/mail-preferences/get", {
        cookie: member.cookie,
      });
    expect((await read()).body.data?.preferences).toEqual({ proposals: true, messages: true, plans: true });
    await setPreferences(app, member, { plans: false });
    await setPreferences(app, member, { messages: false });
    expect((await read()).body.data?.preferences).toEqual({ proposals: true, messages: false, plans: false });
    await setPreferences(app, member, { messages: true });
    expect((await read()).body.data?.preferences).toEqual({ proposals: true, messages: true, plans: false });

    const empty = await app.request("PUT", "/api/mail-preferences/update", {
      body: {},
      cookie: member.cookie,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe("Send at least one of proposals, messages or plans.");
    const wrong = await app.request("PUT", "/api/mail-preferences/update", {
      body: { messages: "no" },
      cookie: member.cookie,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.messages).toBe("Unread messages must be true or false.");

    const admin = await app.makeAdmin();
    const refused = await app.request("GET", "/api/mail-preferences/get", { cookie: admin.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_HAS_NO_MEMBER_MAIL);
  });

  it("digests unread messages at most hourly per member: counts, no text, not read or deleted ones", async () => {
    const reader = await memberWithProfile(app);
    const first = await memberWithProfile(app);
    const second = await memberWithProfile(app);
    const blocked = await memberWithProfile(app);
    const now = new Date(Date.now() + 10 * DAY);
    const ago = (ms: number) => new Date(now.getTime() - ms);

    await message(app, first, reader, ago(40 * MINUTE), { text: "Please read this private line" });
    await message(app, first, reader, ago(30 * MINUTE));
    await message(app, second, reader, ago(20 * MINUTE));
    await message(app, second, reader, ago(2 * MINUTE)); // unread, counted, too young to trigger alone
    await message(app, first, reader, ago(50 * MINUTE), { readAt: ago(45 * MINUTE) });
    await message(app, second, reader, ago(50 * MINUTE), { deletedByReceiverAt: ago(45 * MINUTE) });
    await message(app, blocked, reader, ago(50 * MINUTE));
    await app.db.insert(profileBlocks).values({ blockerId: pid(reader), blockedId: pid(blocked) });

    const counts = await runScheduledSweeps(app.db, now);
    expect(counts?.digests).toBeGreaterThanOrEqual(1);
    const [digest, ...others] = await jobsTo(app, reader.email, "messages-digest");
    expect(others).toEqual([]);
    expect(digest?.idempotencyKey).toBe(
      `messages-digest:${reader.user.id}:${now.toISOString().slice(0, 13)}`,
    );
    expect(digest?.payload.subject).toBe("You have 4 unread messages on Rishta");
    expect(digest?.payload.text).toContain("4 messages from 2 members are waiting for you on Rishta.");
    expect(digest?.payload.text).toContain("http://localhost:3000/dashboard/messages");
    expect(digest?.payload.text).toContain("kind=messages");
    expect(digest?.payload.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const everything = `${digest?.payload.text} ${digest?.payload.html} ${digest?.payload.subject}`;
    expect(everything).not.toContain("private line");
    expect(everything).not.toContain("Secret words");
    const [stamp] = await app.db
      .select({ at: mailPreferences.messagesDigestAt })
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, reader.user.id));
    expect(stamp?.at?.toISOString()).toBe(now.toISOString());

    // Within the hour: nothing more, even for a new message that has waited long enough.
    await message(app, first, reader, new Date(now.getTime() + 5 * MINUTE));
    await runScheduledSweeps(app.db, new Date(now.getTime() + 40 * MINUTE));
    expect(await jobsTo(app, reader.email, "messages-digest")).toHaveLength(1);
    // After the hour: one more, for the message that came after the last digest.
    const later = new Date(now.getTime() + 61 * MINUTE);
    await runScheduledSweeps(app.db, later);
    await runScheduledSweeps(app.db, new Date(later.getTime() + 1000));
    const both = await jobsTo(app, reader.email, "messages-digest");
    expect(both).toHaveLength(2);
    expect(both[1]?.payload.text).toContain("5 messages from 2 members");
    // Nothing new since: nothing more, hours later, although those messages are still unread.
    await runScheduledSweeps(app.db, new Date(now.getTime() + 5 * HOUR));
    expect(await jobsTo(app, reader.email, "messages-digest")).toHaveLength(2);

    // The mail as sent holds the counts and the link, nothing else.
    const sent = await app.outbox(reader.email);
    expect(sent).toHaveLength(2);
    expect(sent.some((m) => m.text.includes("Secret words"))).toBe(false);
  });

  it("sends no digest to a disabled account, to a member with messages mail off, or for read messages only", async () => {
    const disabled = await memberWithProfile(app);
    const optedOut = await memberWithProfile(app);
    const allRead = await memberWithProfile(app);
    const sender = await memberWithProfile(app);
    const now = new Date(Date.now() + 20 * DAY);
    const old = new Date(now.getTime() - 30 * MINUTE);
    await message(app, sender, disabled, old);
    await message(app, sender, optedOut, old);
    await message(app, sender, allRead, old, { readAt: new Date(now.getTime() - 10 * MINUTE) });
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, disabled.user.id));
    await setPreferences(app, optedOut, { messages: false });

    await runScheduledSweeps(app.db, now);
    for (const member of [disabled, optedOut, allRead]) {
      expect(await jobsTo(app, member.email, "messages-digest")).toEqual([]);
    }
  });

  it("notifies and mails a plan's end once 3 days before and once when it has ended", async () => {
    const member = await memberWithProfile(app);
    const [paid] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.isFree, false))
      .limit(1);
    if (!paid) throw new Error("no paid plan seeded");
    const now = new Date(Date.now() + 30 * DAY);
    const endDate = new Date(now.getTime() + 2 * DAY + 5 * HOUR);
    await app.db
      .update(profileSubscriptions)
      .set({ planId: paid.id, startDate: new Date(endDate.getTime() - 30 * DAY), endDate })
      .where(eq(profileSubscriptions.profileId, pid(member)));
    const noticesOf = () =>
      app.db
        .select({ type: notifications.type, title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, member.user.id), like(notifications.type, "plan_%")))
        .orderBy(notifications.createdAt);

    // Four days before: nothing yet.
    await runScheduledSweeps(app.db, new Date(endDate.getTime() - 4 * DAY));
    expect(await noticesOf()).toEqual([]);

    await runScheduledSweeps(app.db, now);
    await runScheduledSweeps(app.db, new Date(now.getTime() + HOUR));
    expect(await noticesOf()).toEqual([
      {
        type: "plan_expiring",
        title: expect.stringMatching(new RegExp(`^Your ${paid.name} plan ends on \\d\\d/\\d\\d/\\d\\d at `)),
        link: "/dashboard/subscription",
      },
    ]);
    // Read, it still counts as given: no second reminder.
    await app.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(eq(notifications.userId, member.user.id));
    await runScheduledSweeps(app.db, new Date(now.getTime() + 2 * HOUR));
    expect(await noticesOf()).toHaveLength(1);
    expect((await jobsTo(app, member.email, "plan-expiring")).map((j) => j.payload.subject)).toEqual([
      `Your ${paid.name} plan ends soon`,
    ]);

    const ended = new Date(endDate.getTime() + MINUTE);
    await runScheduledSweeps(app.db, ended);
    await runScheduledSweeps(app.db, new Date(ended.getTime() + HOUR));
    expect((await noticesOf()).map((n) => n.type)).toEqual(["plan_expiring", "plan_expired"]);
    const expired = await jobsTo(app, member.email, "plan-expired");
    expect(expired.map((j) => j.payload.subject)).toEqual([`Your ${paid.name} plan has ended`]);
    expect(expired[0]?.payload.text).toContain("kind=plans");

    // A new period (renewed: a later end date) gets its own reminder.
    const renewedEnd = new Date(endDate.getTime() + 30 * DAY);
    await app.db
      .update(profileSubscriptions)
      .set({ endDate: renewedEnd })
      .where(eq(profileSubscriptions.profileId, pid(member)));
    await runScheduledSweeps(app.db, new Date(renewedEnd.getTime() - DAY));
    expect(await noticesOf()).toHaveLength(3);
    expect(await app.outbox(member.email)).toHaveLength(3);
  });

  it("notifies but does not mail a plan's end with plan reminders off; the Free plan gets nothing", async () => {
    const member = await memberWithProfile(app);
    const onFree = await memberWithProfile(app);
    const [paid] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.isFree, false))
      .limit(1);
    const [free] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.isFree, true))
      .limit(1);
    const now = new Date(Date.now() + 40 * DAY);
    const endDate = new Date(now.getTime() + DAY);
    await app.db
      .update(profileSubscriptions)
      .set({ planId: paid?.id, endDate })
      .where(eq(profileSubscriptions.profileId, pid(member)));
    await app.db
      .update(profileSubscriptions)
      .set({ planId: free?.id, endDate })
      .where(eq(profileSubscriptions.profileId, pid(onFree)));
    await setPreferences(app, member, { plans: false });
    await runScheduledSweeps(app.db, now);
    const typesOf = async (m: SignedUpUser) =>
      (
        await app.db
          .select({ type: notifications.type })
          .from(notifications)
          .where(eq(notifications.userId, m.user.id))
      ).map((n) => n.type);
    expect(await typesOf(member)).toEqual(["plan_expiring"]);
    expect(await jobsTo(app, member.email)).toEqual([]);
    expect(await typesOf(onFree)).toEqual([]);
  });

  it("unsubscribes one kind by the one-click POST, without a session; a wrong token is 404; GET changes nothing", async () => {
    const sender = await memberWithProfile(app);
    const member = await memberWithProfile(app);
    await propose(app, sender, member);
    const token = await tokenOf(app, member);
    const read = async () =>
      (
        await app.request<{ preferences: Preferences }>("GET", "/api/mail-preferences/get", {
          cookie: member.cookie,
        })
      ).body.data?.preferences;
    const url = (kind: string, t = token) =>
      `/api/mail-preferences/unsubscribe?token=${encodeURIComponent(t)}&kind=${kind}`;

    // A link scanner's GET: refused, nothing changed.
    const get = await app.request("GET", url("messages"));
    expect(get.status).toBe(405);
    expect(await read()).toEqual({ proposals: true, messages: true, plans: true });

    // As a mail provider sends it (RFC 8058): form-encoded, from its own servers, no cookie.
    const oneClick = await app.request("POST", url("messages"), {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status, oneClick.text).toBe(200);
    expect(oneClick.body.message).toBe(
      'You will no longer get "Unread messages" mail from Rishta. You can turn it back on in Settings.',
    );
    expect(await read()).toEqual({ proposals: true, messages: false, plans: true });

    // From a webmail page in the browser (another site), with nothing in the body: still works.
    const fromPage = await app.request("POST", url("plans"), { headers: { "sec-fetch-site": "cross-site" } });
    expect(fromPage.status, fromPage.text).toBe(200);
    expect(await read()).toEqual({ proposals: true, messages: false, plans: false });

    const wrongToken = await app.request("POST", url("proposals", `${token}x`));
    expect(wrongToken.status).toBe(404);
    expect(wrongToken.body.error).toBe(UNSUBSCRIBE_LINK_INVALID);
    const wrongKind = await app.request("POST", url("everything"));
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.error).toBe("Mail kind must be proposals, messages or plans.");
    const noToken = await app.request("POST", "/api/mail-preferences/unsubscribe?kind=plans");
    expect(noToken.status).toBe(422);
    expect(await read()).toEqual({ proposals: true, messages: false, plans: false });

    // Proposals still on: the next one is mailed.
    await propose(app, await memberWithProfile(app), member);
    expect((await app.outbox(member.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New proposal from /),
      expect.stringMatching(/^New proposal from /),
    ]);
  });

  it.runIf(testDb === "postgres")(
    "sweeps in one process at a time: a tick finding the lock taken skips",
    async () => {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(26, 1)`);
        // Another connection of the pool, as another process would be.
        expect(await runScheduledSweeps(app.db)).toBeNull();
      });
      expect(await runScheduledSweeps(app.db)).not.toBeNull();
    },
  );
});

describeApi("mail kinds over SMTP: the unsubscribe headers", () => {
  let peer: SmtpPeer;
  let app: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${peer.port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  it("puts List-Unsubscribe on optional mail and none on account mail", async () => {
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    await propose(app, sender, receiver);
    const reset = await app.request("POST", "/api/auth/forgot-password", { body: { email: receiver.email } });
    expect(reset.status).toBe(200);
    await app.services.mailJobs.drain();

    const toReceiver = peer.mails.filter((m) => m.to.includes(receiver.email));
    const proposal = toReceiver.find((m) => m.headers.subject?.startsWith("New proposal from"));
    const account = toReceiver.find((m) => m.headers.subject === "Reset your Rishta password");
    const token = (
      await app.db
        .select({ token: mailPreferences.unsubscribeToken })
        .from(mailPreferences)
        .where(eq(mailPreferences.userId, receiver.user.id))
    )[0]?.token;
    expect(proposal?.headers["list-unsubscribe"]).toBe(
      `<http://localhost:3000/api/mail-preferences/unsubscribe?token=${token}&kind=proposals>`,
    );
    expect(proposal?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(proposal?.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(account).toBeDefined();
    expect(account?.headers["list-unsubscribe"]).toBeUndefined();
    expect(account?.headers["list-unsubscribe-post"]).toBeUndefined();
  });
});
