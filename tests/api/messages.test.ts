import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_EMPTY, MESSAGE_TEXT_MAX, MESSAGE_TOO_LONG } from "@/lib/validation/messages";
import {
  conversations,
  memberEvents,
  messages,
  notifications,
  profileBlocks,
  profileSubscriptions,
  rateLimits,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import { MESSAGE_DELETED, MESSAGE_NOT_FOUND } from "@/server/messages/delete-message";
import { CONVERSATION_NOT_FOUND } from "@/server/messages/get-messages";
import type { ConversationItem, MessageItem, ThreadView } from "@/server/messages/present";
import {
  MEMBER_NOT_TAKING_MESSAGES,
  MEMBERS_ONLY,
  MESSAGE_MEMBER_UNAVAILABLE,
  MESSAGE_PLAN_LIMIT_REACHED,
  MESSAGE_TO_SELF,
  MESSAGES_CONNECTIONS_ONLY,
  MESSAGES_VERIFIED_ONLY,
  YOU_BLOCKED_MEMBER,
} from "@/server/messages/rules";
import { SAFETY_NOTICES } from "@/server/messages/safety";
import { MESSAGE_SENT, messageRateRule, TOO_MANY_MESSAGES } from "@/server/messages/send-message";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { connectMembers, memberWithProfile, setProfileColumns } from "../support/profiles";

type Sent = { sent_message: MessageItem };
type Thread = { conversation: ThreadView; messages: MessageItem[]; has_earlier: boolean };
type Listed = { conversations: ConversationItem[]; next_cursor: string | null };

const PRIVACY_LEVELS = ["everyone", "verified_users", "connections"] as const;
const BLOCKS = ["none", "sender blocked receiver", "receiver blocked sender"] as const;

describeApi("messages (issue 16, docs/decisions/0023)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (m: SignedUpUser) => m.user.profileId ?? "";
  const member = async (columns: Parameters<typeof setProfileColumns>[2] = {}) => {
    const m = await memberWithProfile(app);
    await setProfileColumns(app, m, {
      profileVisibility: "everyone",
      messagesPrivacy: "everyone",
      ...columns,
    });
    return m;
  };
  const send = (from: SignedUpUser, to: string, text = "Assalam o Alaikum") =>
    app.request<Sent>("POST", "/api/messages/send", { body: { receiver_id: to, text }, cookie: from.cookie });
  const sent = async (from: SignedUpUser, to: SignedUpUser, text?: string) => {
    const res = await send(from, pid(to), text);
    expect(res.status, res.text).toBe(200);
    const message = res.body.data?.sent_message;
    if (!message) throw new Error("no message answered");
    return message;
  };
  const thread = (by: SignedUpUser, query: Record<string, string | number>) =>
    app.request<Thread>("GET", "/api/messages/get", { cookie: by.cookie, query });
  const list = (by: SignedUpUser, query: Record<string, string | number> = {}) =>
    app.request<Listed>("GET", "/api/messages/conversations", { cookie: by.cookie, query });
  const markRead = (by: SignedUpUser, conversationId: string) =>
    app.request("PUT", "/api/messages/update", {
      body: { conversation_id: conversationId },
      cookie: by.cookie,
    });
  const remove = (by: SignedUpUser, messageId: string) =>
    app.request("DELETE", "/api/messages/delete", { body: { message_id: messageId }, cookie: by.cookie });
  const block = async (blocker: SignedUpUser, blocked: SignedUpUser) => {
    await app.db.insert(profileBlocks).values({ blockerId: pid(blocker), blockedId: pid(blocked) });
  };
  let planNumber = 0;
  const onMessagesPlan = async (m: SignedUpUser, messagesLimit: number, messagesSent = 0) => {
    planNumber += 1;
    const [plan] = await app.db
      .insert(subscriptionPlans)
      .values({
        name: `Messages plan ${planNumber}`,
        price: 1000,
        messagesLimit,
        proposalsLimit: 10,
        duration: 30,
      })
      .returning();
    await app.db
      .update(profileSubscriptions)
      .set({
        planId: plan?.id ?? "",
        messagesSent,
        startDate: new Date(),
        endDate: new Date(Date.now() + 30 * 86_400_000),
      })
      .where(eq(profileSubscriptions.profileId, pid(m)));
    await app.settle();
  };
  const storedFrom = (m: SignedUpUser) =>
    app.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, pid(m)));

  describe("who may write to whom", () => {
    it("decides every cell of messages_privacy × connection × verified sender × block", async () => {
      const receivers = Object.fromEntries(
        await Promise.all(
          PRIVACY_LEVELS.map(async (level) => [level, await member({ messagesPrivacy: level })]),
        ),
      ) as Record<(typeof PRIVACY_LEVELS)[number], SignedUpUser>;
      const cells: string[] = [];
      for (const connected of [false, true]) {
        for (const verified of [false, true]) {
          for (const blockState of BLOCKS) {
            // One sender per (connection, verified, block): its pair state holds for all three receivers.
            const sender = await member({ verified });
            for (const level of PRIVACY_LEVELS) {
              const receiver = receivers[level];
              if (connected) await connectMembers(app, sender, receiver);
              if (blockState === "sender blocked receiver") await block(sender, receiver);
              if (blockState === "receiver blocked sender") await block(receiver, sender);
            }
            await app.settle();
            for (const level of PRIVACY_LEVELS) {
              const receiver = receivers[level];
              const cell = `${level}, ${connected ? "connected" : "not connected"}, ${verified ? "verified" : "unverified"} sender, block: ${blockState}`;
              const res = await send(sender, pid(receiver));
              let expected: { status: number; error?: string };
              if (blockState === "sender blocked receiver")
                expected = { status: 403, error: YOU_BLOCKED_MEMBER };
              else if (blockState === "receiver blocked sender")
                expected = { status: 403, error: MEMBER_NOT_TAKING_MESSAGES };
              else if (connected || level === "everyone" || (level === "verified_users" && verified))
                expected = { status: 200 };
              else if (level === "verified_users") expected = { status: 403, error: MESSAGES_VERIFIED_ONLY };
              else expected = { status: 403, error: MESSAGES_CONNECTIONS_ONLY };
              expect({ cell, status: res.status, error: res.body.error }, res.text).toEqual({
                cell,
                ...expected,
              });
              // The thread (by profile id) says the same before anyone tries; across a block no
              // new thread opens at all, as the two are hidden from each other (decision 0024).
              const view = await thread(sender, { profile_id: pid(receiver) });
              if (blockState === "none") {
                expect(view.status, `${cell}: ${view.text}`).toBe(200);
                expect(view.body.data?.conversation.may_send, cell).toBe(expected.status === 200);
                if (expected.status !== 200)
                  expect(view.body.data?.conversation.reason, cell).toBe(expected.error);
              } else {
                expect(view.status, `${cell}: ${view.text}`).toBe(404);
                expect(view.body.error, cell).toBe(MESSAGE_MEMBER_UNAVAILABLE);
              }
              cells.push(cell);
            }
            // Refused sends are neither stored nor counted.
            const allowed = PRIVACY_LEVELS.filter(
              (level) =>
                blockState === "none" &&
                (connected || level === "everyone" || (level === "verified_users" && verified)),
            ).length;
            expect(await storedFrom(sender)).toHaveLength(allowed);
          }
        }
      }
      expect(new Set(cells).size).toBe(36);
    });

    it("refuses a profile the sender may not see, a disabled or deleted account, and oneself", async () => {
      const sender = await member();
      // profile_visibility private: only connections see it.
      const hidden = await member({ profileVisibility: "private" });
      const res = await send(sender, pid(hidden));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MESSAGE_MEMBER_UNAVAILABLE);

      const self = await send(sender, pid(sender));
      expect(self.status).toBe(422);
      expect(self.body.error).toBe(MESSAGE_TO_SELF);

      const disabled = await member();
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, disabled.user.id));
      await app.settle();
      const toDisabled = await send(sender, pid(disabled));
      expect(toDisabled.status).toBe(404);
      expect(toDisabled.body.error).toBe(MESSAGE_MEMBER_UNAVAILABLE);
      // Nor can a disabled account send: its sessions no longer sign it in.
      expect((await send(disabled, pid(sender))).status).toBe(401);
      expect(await storedFrom(sender)).toHaveLength(0);
      expect(await storedFrom(disabled)).toHaveLength(0);
    });

    it("a member who wrote first may be answered although their profile is private", async () => {
      const writer = await member({ profileVisibility: "private" });
      const reader = await member();
      await sent(writer, reader, "Hello from a private profile");
      expect((await send(reader, pid(writer), "Hello back")).status).toBe(200);
    });

    it("a conversation becomes read-only once its other member is disabled, with the reason", async () => {
      const a = await member();
      const b = await member();
      const first = await sent(a, b);
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, b.user.id));
      await app.settle();
      const view = await thread(a, { conversation_id: first.conversation_id });
      expect(view.status).toBe(200);
      expect(view.body.data?.conversation).toMatchObject({
        may_send: false,
        reason: MESSAGE_MEMBER_UNAVAILABLE,
      });
      expect(view.body.data?.conversation.other.available).toBe(false);
      const listed = await list(a);
      expect(listed.body.data?.conversations[0]).toMatchObject({
        may_send: false,
        reason: MESSAGE_MEMBER_UNAVAILABLE,
      });
    });

    it("a block makes the conversation read-only on both sides, each with their own reason", async () => {
      const a = await member();
      const b = await member();
      const first = await sent(a, b);
      await block(a, b);
      for (const [who, reason] of [
        [a, YOU_BLOCKED_MEMBER],
        [b, MEMBER_NOT_TAKING_MESSAGES],
      ] as const) {
        const view = await thread(who, { conversation_id: first.conversation_id });
        expect(view.status).toBe(200);
        expect(view.body.data?.conversation).toMatchObject({ may_send: false, reason });
        expect((await list(who)).body.data?.conversations[0]).toMatchObject({ may_send: false, reason });
      }
      expect((await send(b, pid(a))).status).toBe(403);
    });

    it("administrators have no conversations", async () => {
      const admin = await app.signUp();
      await app.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
      await app.settle();
      const someone = await member();
      const res = await send(admin, pid(someone));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MEMBERS_ONLY);
      expect((await list(admin)).status).toBe(403);
    });
  });

  describe("sending", () => {
    it("stores the text as typed, updates the conversation, tells both members and notifies the receiver", async () => {
      const a = await member();
      const b = await member();
      const text = "  <b>Assalam</b> o Alaikum\n\nhttps://example.com  ";
      const res = await send(a, pid(b), text);
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(MESSAGE_SENT);
      const message = res.body.data?.sent_message;
      expect(message).toMatchObject({
        text,
        direction: "sent",
        sender_id: pid(a),
        receiver_id: pid(b),
        read_at: null,
      });
      const [stored] = await storedFrom(a);
      expect(stored?.text).toBe(text);
      const [conversation] = await app.db
        .select()
        .from(conversations)
        .where(eq(conversations.id, message?.conversation_id ?? ""));
      expect(conversation?.lastMessageId).toBe(message?.id);
      const events = await app.db
        .select()
        .from(memberEvents)
        .where(inArray(memberEvents.userId, [a.user.id, b.user.id]));
      const messageEvents = events.filter((row) => (row.payload as { type: string }).type === "message");
      expect(messageEvents.map((row) => row.userId).sort()).toEqual([a.user.id, b.user.id].sort());
      const notes = await app.db.select().from(notifications).where(eq(notifications.userId, b.user.id));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: "message_received",
        link: `/dashboard/messages/${message?.conversation_id}`,
        collapseKey: `message:${message?.conversation_id}`,
      });
      // The subscription panel's "Messages left" follows at once.
      const usage = await app.request<{ subscription: { messages_sent: number } }>(
        "GET",
        "/api/profile/get/user-subscription",
        { cookie: a.cookie },
      );
      expect(usage.body.data?.subscription.messages_sent).toBe(1);
    });

    it("refuses empty, blank and too long text with its words, and takes 2,000 characters", async () => {
      const a = await member();
      const b = await member();
      for (const [text, error] of [
        ["", MESSAGE_EMPTY],
        ["   \n ", MESSAGE_EMPTY],
        ["x".repeat(MESSAGE_TEXT_MAX + 1), MESSAGE_TOO_LONG],
      ] as const) {
        const res = await send(a, pid(b), text);
        expect(res.status).toBe(422);
        expect(res.body.error).toBe(error);
      }
      // Characters, not UTF-16 units: 2,000 emoji fit.
      expect((await send(a, pid(b), "😀".repeat(MESSAGE_TEXT_MAX))).status).toBe(200);
    });

    it("flags money and off-platform pushes for the receiver only", async () => {
      const a = await member();
      const b = await member();
      const money = await sent(a, b, "Paise bhejo on easypaisa please");
      const offPlatform = await sent(a, b, "WhatsApp me at 0300 1234567");
      const plain = await sent(a, b, "I work in a bank in Lahore");
      expect([money, offPlatform, plain].map((m) => m.safety_notice)).toEqual([null, null, null]);
      const stored = await app.db
        .select()
        .from(messages)
        .where(eq(messages.senderId, pid(a)))
        .orderBy(asc(messages.createdAt));
      expect(new Map(stored.map((row) => [row.id, row.safetyFlag]))).toEqual(
        new Map([
          [money.id, "money"],
          [offPlatform.id, "off_platform"],
          [plain.id, null],
        ]),
      );
      const view = await thread(b, { conversation_id: money.conversation_id });
      const notices = new Map(view.body.data?.messages.map((m) => [m.id, m.safety_notice]));
      expect(notices.get(money.id)).toEqual({
        kind: "money",
        text: SAFETY_NOTICES.money,
        link: "/safety-tips",
      });
      expect(notices.get(offPlatform.id)?.kind).toBe("off_platform");
      expect(notices.get(plain.id)).toBeNull();
    });

    it("rate-limits sends per member (429)", async () => {
      const a = await member();
      const b = await member();
      await app.db.insert(rateLimits).values({
        key: `${messageRateRule.name}:${a.user.id}`,
        count: messageRateRule.limit,
        windowStartedAt: new Date(),
      });
      const res = await send(a, pid(b));
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(TOO_MANY_MESSAGES);
      expect(await storedFrom(a)).toHaveLength(0);
    });
  });

  describe("plan limits", () => {
    it("50 parallel sends at a remaining limit of 10 store exactly 10, with one notification", async () => {
      const sender = await member();
      const receiver = await member();
      await onMessagesPlan(sender, 25, 15);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => send(sender, pid(receiver), `Message ${i}`)),
      );
      const made = results.filter((res) => res.status === 200);
      expect(made).toHaveLength(10);
      for (const res of results.filter((r) => r.status !== 200)) {
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(MESSAGE_PLAN_LIMIT_REACHED);
      }
      expect(await storedFrom(sender)).toHaveLength(10);
      const [subscription] = await app.db
        .select()
        .from(profileSubscriptions)
        .where(eq(profileSubscriptions.profileId, pid(sender)));
      expect(subscription?.messagesSent).toBe(25);
      const pairs = await app.db
        .select()
        .from(conversations)
        .where(eq(conversations.profileAId, [pid(sender), pid(receiver)].sort()[0] ?? ""));
      expect(pairs).toHaveLength(1);
      // The conversation's last message is the latest stored one.
      const [latest] = await app.db
        .select()
        .from(messages)
        .where(eq(messages.senderId, pid(sender)))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .then((rows) => rows.slice(-1));
      expect(pairs[0]?.lastMessageId).toBe(latest?.id);
      // Collapsed per thread while unread: ten messages, one notification.
      const notes = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, receiver.user.id), isNull(notifications.readAt)));
      expect(notes).toHaveLength(1);
      // The thread shows the member why they may not write.
      const view = await thread(sender, { profile_id: pid(receiver) });
      expect(view.body.data?.conversation).toMatchObject({
        may_send: false,
        reason: MESSAGE_PLAN_LIMIT_REACHED,
      });
    });
  });

  describe("reading, marking and deleting", () => {
    it("only the two members see, mark or delete; to anyone else the thread does not exist", async () => {
      const a = await member();
      const b = await member();
      const stranger = await member();
      const message = await sent(a, b);
      const byId = await thread(stranger, { conversation_id: message.conversation_id });
      expect(byId.status).toBe(404);
      expect(byId.body.error).toBe(CONVERSATION_NOT_FOUND);
      expect((await markRead(stranger, message.conversation_id)).status).toBe(404);
      const deleted = await remove(stranger, message.id);
      expect(deleted.status).toBe(404);
      expect(deleted.body.error).toBe(MESSAGE_NOT_FOUND);
      // The stranger's own list does not carry it, and nothing of it changed.
      expect((await list(stranger)).body.data?.conversations).toEqual([]);
      const [row] = await app.db.select().from(messages).where(eq(messages.id, message.id));
      expect(row).toMatchObject({ readAt: null, deletedBySenderAt: null, deletedByReceiverAt: null });
      // A `before` from another conversation is refused, not silently answered.
      const other = await sent(stranger, a);
      const mixed = await thread(a, { conversation_id: message.conversation_id, before: other.id });
      expect(mixed.status).toBe(422);
    });

    it("marking read sets read_at, tells both members, reads the thread's notification, and the next message notifies again", async () => {
      const a = await member();
      const b = await member();
      const first = await sent(a, b);
      await sent(a, b, "Second");
      const before = await list(b);
      expect(before.body.data?.conversations[0]?.unread_count).toBe(2);
      const res = await markRead(b, first.conversation_id);
      expect(res.status, res.text).toBe(200);
      expect((res.body.data as { marked: number }).marked).toBe(2);
      const rows = await app.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, first.conversation_id));
      expect(rows.every((row) => row.readAt !== null)).toBe(true);
      const reads = (
        await app.db
          .select()
          .from(memberEvents)
          .where(inArray(memberEvents.userId, [a.user.id, b.user.id]))
      ).filter((row) => (row.payload as { type: string }).type === "read");
      expect(reads.map((row) => row.userId).sort()).toEqual([a.user.id, b.user.id].sort());
      expect(reads[0]?.payload).toMatchObject({
        conversationId: first.conversation_id,
        readerProfileId: pid(b),
      });
      // The sender sees the receipt.
      const seen = await thread(a, { conversation_id: first.conversation_id });
      expect(seen.body.data?.messages.every((m) => m.read_at !== null)).toBe(true);
      expect((await list(b)).body.data?.conversations[0]?.unread_count).toBe(0);
      const unreadNotes = () =>
        app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, b.user.id), isNull(notifications.readAt)));
      expect(await unreadNotes()).toHaveLength(0);
      await sent(a, b, "Third");
      expect(await unreadNotes()).toHaveLength(1);
      // Marking again with nothing unread changes nothing and announces nothing.
      await markRead(b, first.conversation_id);
      const again = await markRead(b, first.conversation_id);
      expect((again.body.data as { marked: number }).marked).toBe(0);
    });

    it("deleting for oneself hides the message from that member only", async () => {
      const a = await member();
      const b = await member();
      const first = await sent(a, b, "First");
      const second = await sent(a, b, "Second");
      const res = await remove(b, second.id);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MESSAGE_DELETED);
      expect((await remove(b, second.id)).status).toBe(200);
      const forB = await thread(b, { conversation_id: first.conversation_id });
      expect(forB.body.data?.messages.map((m) => m.id)).toEqual([first.id]);
      const forA = await thread(a, { conversation_id: first.conversation_id });
      expect(forA.body.data?.messages.map((m) => m.id)).toEqual([first.id, second.id]);
      // Each list previews the latest message that member still has.
      expect((await list(b)).body.data?.conversations[0]?.last_message?.id).toBe(first.id);
      expect((await list(a)).body.data?.conversations[0]?.last_message?.id).toBe(second.id);
    });
  });

  describe("keyset paging", () => {
    it("pages a thread backwards: every message once, in order, ties on time broken by id", async () => {
      const a = await member();
      const b = await member();
      const first = await sent(a, b, "Start");
      const at = new Date("2026-03-01T10:00:00Z");
      // Messages stored at the same instant in threes: the id decides their order.
      await app.db.insert(messages).values(
        Array.from({ length: 21 }, (_, i) => ({
          conversationId: first.conversation_id,
          senderId: i % 2 ? pid(a) : pid(b),
          receiverId: i % 2 ? pid(b) : pid(a),
          text: `Old ${i}`,
          createdAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
        })),
      );
      const expected = (
        await app.db
          .select({ id: messages.id })
          .from(messages)
          .where(eq(messages.conversationId, first.conversation_id))
          .orderBy(asc(messages.createdAt), asc(messages.id))
      ).map((row) => row.id);
      expect(expected).toHaveLength(22);
      const seen: string[] = [];
      let before: string | undefined;
      for (let pages = 0; pages < 10; pages += 1) {
        const res = await thread(a, {
          conversation_id: first.conversation_id,
          limit: 4,
          ...(before ? { before } : {}),
        });
        expect(res.status, res.text).toBe(200);
        const page = res.body.data?.messages ?? [];
        seen.unshift(...page.map((m) => m.id));
        if (!res.body.data?.has_earlier) break;
        before = page[0]?.id;
      }
      expect(seen).toEqual(expected);
    });

    it("pages the conversation list: every conversation once, newest activity first", async () => {
      const me = await member();
      const others = await Promise.all(Array.from({ length: 5 }, () => member()));
      for (const other of others) await sent(other, me);
      // Two conversations at the same instant: the id breaks the tie.
      const all = await app.db
        .select()
        .from(conversations)
        .where(
          inArray(
            conversations.id,
            (await list(me, { limit: 50 })).body.data?.conversations.map((c) => c.id) ?? [],
          ),
        );
      expect(all).toHaveLength(5);
      const same = new Date("2026-03-02T08:00:00.123456Z");
      await app.db
        .update(conversations)
        .set({ lastMessageAt: same })
        .where(
          inArray(
            conversations.id,
            all.slice(0, 2).map((c) => c.id),
          ),
        );
      const seen: string[] = [];
      let after: string | null | undefined;
      for (let pages = 0; pages < 10; pages += 1) {
        const res = await list(me, { limit: 2, ...(after ? { after } : {}) });
        expect(res.status, res.text).toBe(200);
        seen.push(...(res.body.data?.conversations.map((c) => c.id) ?? []));
        after = res.body.data?.next_cursor;
        if (!after) break;
      }
      const ordered = (
        await app.db
          .select({ id: conversations.id, at: conversations.lastMessageAt })
          .from(conversations)
          .where(
            inArray(
              conversations.id,
              all.map((c) => c.id),
            ),
          )
      )
        .sort((x, y) => y.at.getTime() - x.at.getTime() || (y.id > x.id ? 1 : -1))
        .map((row) => row.id);
      expect(seen).toEqual(ordered);
      const first = (await list(me, { limit: 1 })).body.data?.conversations[0];
      expect(first).toMatchObject({ unread_count: 1, may_send: true, reason: null });
      expect(first?.other.display_name).not.toBe("");
    });
  });
});
