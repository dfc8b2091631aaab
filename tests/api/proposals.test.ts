import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connections,
  notifications,
  profileSubscriptions,
  profiles,
  proposals,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import { seedDemoProfiles } from "@/server/demo/seed-demo-profiles";
import { NOT_ALLOWED } from "@/server/errors";
import { orderedPair } from "@/server/profiles/access";
import type { ProfileCard } from "@/server/profiles/present";
import {
  PLAN_LIMIT_REACHED,
  PROFILE_INCOMPLETE,
  PROFILE_NOT_AVAILABLE,
  PROPOSAL_EXISTS,
  PROPOSAL_SENT,
  PROPOSAL_TO_SELF,
  proposalRateRule,
  TOO_MANY_PROPOSALS,
  VERIFIED_ONLY,
} from "@/server/proposals/create-proposal";
import type { ProposalItem } from "@/server/proposals/present";
import {
  ALREADY_ANSWERED,
  PROPOSAL_NOT_FOUND,
  RECEIVER_ONLY,
  SENDER_ONLY,
} from "@/server/proposals/update-proposal";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile, profileInput, setProfileColumns } from "../support/profiles";

type Created = { proposal: ProposalItem };
type Updated = { proposal: ProposalItem; connection_id: string | null };
type Listed = { proposals: ProposalItem[] };
type Accepted = { proposals: { id: string; sender_id: string; receiver_id: string }[] };

const DAY = 86_400_000;

describeApi("proposals (issue 5, docs/dev/discovery-contract.md)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (m: SignedUpUser) => m.user.profileId ?? "";
  const named = (first_name: string) => {
    const base = profileInput();
    return memberWithProfile(app, {
      personal_info: { ...base.personal_info, first_name, last_name: "Test" },
    });
  };
  const propose = (from: SignedUpUser, to: string, extra: Record<string, unknown> = {}) =>
    app.request<Created>("POST", "/api/proposal/create", {
      body: { receiver_id: to, ...extra },
      cookie: from.cookie,
    });
  const answer = (by: SignedUpUser, proposalId: string, status: string) =>
    app.request<Updated>("PUT", "/api/proposal/update", {
      body: { proposal_id: proposalId, status },
      cookie: by.cookie,
    });
  const listOf = (by: SignedUpUser, query: Record<string, string> = {}) =>
    app.request<Listed>("GET", "/api/proposal/get", { cookie: by.cookie, query });
  const sent = async (from: SignedUpUser, to: SignedUpUser) => {
    const res = await propose(from, pid(to));
    expect(res.status, res.text).toBe(200);
    return res.body.data?.proposal.id ?? "";
  };
  const subscriptionOf = async (m: SignedUpUser) => {
    const [row] = await app.db
      .select()
      .from(profileSubscriptions)
      .where(eq(profileSubscriptions.profileId, pid(m)));
    return row;
  };
  let planNumber = 0;
  /** Puts a member on a plan of their own with these limits and dates. */
  const onPlan = async (
    m: SignedUpUser,
    plan: { proposalsLimit: number; duration?: number },
    subscription: { proposalsSent?: number; startDate?: Date; endDate?: Date | null } = {},
  ) => {
    planNumber += 1;
    const [row] = await app.db
      .insert(subscriptionPlans)
      .values({
        name: `Test plan ${planNumber}`,
        price: 1000,
        messagesLimit: 10,
        proposalsLimit: plan.proposalsLimit,
        duration: plan.duration ?? 30,
      })
      .returning();
    const startDate = subscription.startDate ?? new Date();
    await app.db
      .update(profileSubscriptions)
      .set({
        planId: row?.id ?? "",
        proposalsSent: subscription.proposalsSent ?? 0,
        startDate,
        endDate:
          subscription.endDate === undefined
            ? new Date(startDate.getTime() + (plan.duration ?? 30) * DAY)
            : subscription.endDate,
      })
      .where(eq(profileSubscriptions.profileId, pid(m)));
    await app.settle();
  };
  const liveBetween = (a: SignedUpUser, b: SignedUpUser) =>
    app.db
      .select()
      .from(proposals)
      .where(
        and(
          inArray(proposals.status, ["pending", "accepted"]),
          or(
            and(eq(proposals.senderId, pid(a)), eq(proposals.receiverId, pid(b))),
            and(eq(proposals.senderId, pid(b)), eq(proposals.receiverId, pid(a))),
          ),
        ),
      );

  describe("sending", () => {
    it("stores a pending proposal, counts it on the plan and notifies the receiver", async () => {
      const sender = await named("Bilal");
      const receiver = await named("Sana");
      const res = await propose(sender, pid(receiver), { sender_id: pid(sender) });
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(PROPOSAL_SENT);
      const proposal = res.body.data?.proposal;
      expect(proposal).toMatchObject({
        sender_id: pid(sender),
        receiver_id: pid(receiver),
        status: "pending",
        direction: "sent",
        connection_id: null,
        other: { id: pid(receiver), user_id: receiver.user.id, display_name: "Sana Test" },
      });
      expect(JSON.stringify(res.body)).not.toContain(receiver.email);

      const [stored] = await app.db
        .select()
        .from(proposals)
        .where(eq(proposals.id, proposal?.id ?? ""));
      expect(stored).toMatchObject({ senderId: pid(sender), receiverId: pid(receiver), status: "pending" });
      expect((await subscriptionOf(sender))?.proposalsSent).toBe(1);
      expect((await subscriptionOf(receiver))?.proposalsSent).toBe(0);
      const notes = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, receiver.user.id));
      expect(notes).toEqual([
        expect.objectContaining({
          type: "proposal_received",
          title: "New proposal from Bilal Test",
          link: `/dashboard/proposals/${proposal?.id}`,
          readAt: null,
        }),
      ]);
      expect(
        await app.db.select().from(notifications).where(eq(notifications.userId, sender.user.id)),
      ).toEqual([]);
    });

    it("answers the same through tRPC", async () => {
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      const res = await app.trpc.mutation<{ message: string; proposal: ProposalItem }>(
        "proposal.create",
        { receiver_id: pid(receiver) },
        { cookie: sender.cookie },
      );
      expect(res.status, res.text).toBe(200);
      expect(res.data?.message).toBe(PROPOSAL_SENT);
      expect(res.data?.proposal.created_at).toBeInstanceOf(Date);
      const again = await app.trpc.mutation(
        "proposal.create",
        { receiver_id: pid(receiver) },
        {
          cookie: sender.cookie,
        },
      );
      expect(again.status).toBe(409);
      expect(again.error?.message).toBe(PROPOSAL_EXISTS);
    });

    it("takes the sender from the session: another sender_id is 403", async () => {
      const sender = await memberWithProfile(app);
      const other = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      const res = await propose(sender, pid(receiver), { sender_id: pid(other) });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: NOT_ALLOWED, code: "FORBIDDEN" });
      expect(await liveBetween(other, receiver)).toEqual([]);
      expect(await liveBetween(sender, receiver)).toEqual([]);
    });

    it("refuses a proposal to oneself (422)", async () => {
      const member = await memberWithProfile(app);
      const res = await propose(member, pid(member));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(PROPOSAL_TO_SELF);
    });

    it("validates ids (422) and needs a session (401)", async () => {
      const member = await memberWithProfile(app);
      const bad = await propose(member, "not-an-id");
      expect(bad.status).toBe(422);
      expect(bad.body.fields).toEqual({ receiver_id: "receiver_id must be a valid id" });
      const missing = await app.request("POST", "/api/proposal/create", { body: {}, cookie: member.cookie });
      expect(missing.status).toBe(422);
      expect(missing.body.fields?.receiver_id).toBe("receiver_id must be a valid id");
      const signedOut = await app.request("POST", "/api/proposal/create", {
        body: { receiver_id: pid(member) },
      });
      expect(signedOut.status).toBe(401);
    });

    it("needs the sender's submitted profile", async () => {
      const newcomer = await app.signUp();
      const receiver = await memberWithProfile(app);
      const res = await propose(newcomer, pid(receiver));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(PROFILE_INCOMPLETE);
    });

    it("refuses receivers that are missing, unfinished, deleted, blocked or hidden from the sender (404)", async () => {
      const sender = await memberWithProfile(app);
      const draft = await app.signUp();
      const deleted = await memberWithProfile(app);
      const deletion = await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { password: deleted.password },
        cookie: deleted.cookie,
      });
      expect(deletion.status).toBe(200);
      const blocked = await memberWithProfile(app);
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, blocked.user.id));
      await app.settle();
      const verifiedOnly = await memberWithProfile(app);
      await setProfileColumns(app, verifiedOnly, { profileVisibility: "verified_users" });
      const hidden = await memberWithProfile(app);
      await setProfileColumns(app, hidden, { profileVisibility: "private" });

      for (const [name, id] of Object.entries({
        unknown: randomUUID(),
        draft: pid(draft),
        deleted: pid(deleted),
        blocked: pid(blocked),
        verifiedOnly: pid(verifiedOnly),
        hidden: pid(hidden),
      })) {
        const res = await propose(sender, id);
        expect({ name, status: res.status, error: res.body.error }).toEqual({
          name,
          status: 404,
          error: PROFILE_NOT_AVAILABLE,
        });
      }
      expect((await subscriptionOf(sender))?.proposalsSent).toBe(0);

      // A verified sender may see (and so propose to) a verified_users profile.
      await setProfileColumns(app, sender, { verified: true });
      expect((await propose(sender, pid(verifiedOnly))).status).toBe(200);
    });

    it("opens a private sender to the receiver only while the proposal is pending (issue 14)", async () => {
      const shy = await memberWithProfile(app);
      const asked = await memberWithProfile(app);
      const stranger = await memberWithProfile(app);
      await setProfileColumns(app, shy, { profileVisibility: "private" });
      const view = () =>
        app.request("GET", "/api/profile/get/user-profile", {
          query: { profileId: pid(shy) },
          cookie: asked.cookie,
        });
      // She proposed while private: he may open her profile while it waits for his answer.
      const proposalId = await sent(shy, asked);
      const pending = await view();
      expect(pending.status, pending.text).toBe(200);
      // Nobody else gains anything from her proposal.
      const refused = await propose(stranger, pid(shy));
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe(PROFILE_NOT_AVAILABLE);
      // He declined: she is private again to him, so he can neither open her nor propose back.
      expect((await answer(asked, proposalId, "declined")).status).toBe(200);
      expect((await view()).status).toBe(404);
      const back = await propose(asked, pid(shy));
      expect(back.status).toBe(404);
      expect(back.body.error).toBe(PROFILE_NOT_AVAILABLE);
    });

    it("follows the receiver's proposals_privacy (403 for unverified senders)", async () => {
      const receiver = await memberWithProfile(app);
      await setProfileColumns(app, receiver, { proposalsPrivacy: "verified_users" });
      const plain = await memberWithProfile(app);
      const verified = await memberWithProfile(app);
      await setProfileColumns(app, verified, { verified: true });
      const refused = await propose(plain, pid(receiver));
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(VERIFIED_ONLY);
      expect((await propose(verified, pid(receiver))).status).toBe(200);
    });

    it("allows one live proposal per pair, in either direction (409)", async () => {
      const a = await memberWithProfile(app);
      const b = await memberWithProfile(app);
      await sent(a, b);
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const res = await propose(from, pid(to));
        expect(res.status).toBe(409);
        expect(res.body.error).toBe(PROPOSAL_EXISTS);
      }
      expect(await liveBetween(a, b)).toHaveLength(1);
      expect((await subscriptionOf(a))?.proposalsSent).toBe(1);
      expect((await subscriptionOf(b))?.proposalsSent).toBe(0);
    });

    it("lets a declined or withdrawn pair propose again, but never a connected one", async () => {
      const a = await memberWithProfile(app);
      const b = await memberWithProfile(app);
      const first = await sent(a, b);
      expect((await answer(b, first, "declined")).status).toBe(200);
      const second = await sent(b, a);
      expect((await answer(b, second, "withdrawn")).status).toBe(200);
      const third = await sent(a, b);
      expect((await answer(b, third, "accepted")).status).toBe(200);
      expect((await propose(a, pid(b))).status).toBe(409);
      expect((await propose(b, pid(a))).status).toBe(409);
    });

    it("of parallel proposals between two members, in either direction, exactly one is made", async () => {
      for (let round = 0; round < 3; round += 1) {
        const a = await memberWithProfile(app);
        const b = await memberWithProfile(app);
        const results = await Promise.all([
          propose(a, pid(b)),
          propose(b, pid(a)),
          propose(a, pid(b)),
          propose(b, pid(a)),
        ]);
        const statuses = results.map((res) => res.status).sort();
        expect(statuses).toEqual([200, 409, 409, 409]);
        for (const res of results.filter((r) => r.status === 409))
          expect(res.body.error).toBe(PROPOSAL_EXISTS);
        expect(await liveBetween(a, b)).toHaveLength(1);
        // Refused sends are not counted: one proposal, one count, on the side that made it.
        const counts = [(await subscriptionOf(a))?.proposalsSent, (await subscriptionOf(b))?.proposalsSent];
        expect(counts.sort()).toEqual([0, 1]);
      }
    });

    it("rate-limits proposal attempts per member (429), apart from the plan", async () => {
      const member = await memberWithProfile(app);
      for (let i = 0; i < proposalRateRule.limit; i += 1) {
        expect((await propose(member, pid(member))).status).toBe(422);
      }
      const receiver = await memberWithProfile(app);
      const limited = await propose(member, pid(receiver));
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(TOO_MANY_PROPOSALS);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await liveBetween(member, receiver)).toEqual([]);
      // Another member is not affected.
      expect((await propose(receiver, pid(member))).status).toBe(200);
    });
  });

  describe("plan limits", () => {
    it("50 parallel proposals against a limit of 10 make exactly 10", async () => {
      await seedDemoProfiles(app.database, { count: 50, photos: false });
      const demo = await app.db
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(like(users.email, "%@demo.rishta.pk"));
      expect(demo).toHaveLength(50);
      const demoIds = demo.map((row) => row.id);
      await app.db
        .update(profiles)
        .set({ profileVisibility: "everyone", proposalsPrivacy: "everyone" })
        .where(inArray(profiles.id, demoIds));
      await app.settle();

      const sender = await memberWithProfile(app);
      await onPlan(sender, { proposalsLimit: 10 });
      const results = await Promise.all(demoIds.map((id) => propose(sender, id)));
      const made = results.filter((res) => res.status === 200);
      const refused = results.filter((res) => res.status !== 200);
      expect(made).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const res of refused) {
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(PLAN_LIMIT_REACHED);
      }
      const stored = await app.db
        .select()
        .from(proposals)
        .where(eq(proposals.senderId, pid(sender)));
      expect(stored).toHaveLength(10);
      expect((await subscriptionOf(sender))?.proposalsSent).toBe(10);
      const notes = await app.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.type, "proposal_received"),
            inArray(
              notifications.userId,
              demo.map((row) => row.userId),
            ),
          ),
        );
      expect(notes).toHaveLength(10);
    });

    it("an expired paid plan falls back to Free, counted from its end", async () => {
      const [free] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isFree, true));
      const freeLimit = free?.proposalsLimit ?? 0;
      expect(freeLimit).toBeGreaterThan(0);
      const sender = await memberWithProfile(app);
      const ended = new Date(Date.now() - 2 * DAY);
      await onPlan(
        sender,
        { proposalsLimit: 100, duration: 30 },
        { proposalsSent: 3, startDate: new Date(ended.getTime() - 30 * DAY), endDate: ended },
      );
      const shown = await app.request<{ subscription: { plan: { name: string }; proposals_sent: number } }>(
        "GET",
        "/api/profile/get/user-subscription",
        { cookie: sender.cookie },
      );
      expect(shown.body.data?.subscription).toMatchObject({
        plan: { name: "Free" },
        proposals_sent: 0,
        end_date: null,
      });

      const receivers = await Promise.all(
        Array.from({ length: freeLimit + 1 }, () => memberWithProfile(app)),
      );
      for (const receiver of receivers.slice(0, freeLimit))
        expect((await propose(sender, pid(receiver))).status).toBe(200);
      const over = await propose(sender, pid(receivers[freeLimit] as SignedUpUser));
      expect(over.status).toBe(403);
      expect(over.body.error).toBe(PLAN_LIMIT_REACHED);
      expect(await subscriptionOf(sender)).toMatchObject({
        planId: free?.id,
        proposalsSent: freeLimit,
        endDate: null,
        startDate: ended,
      });
    });

    it("a running paid plan keeps its own limit and count", async () => {
      const sender = await memberWithProfile(app);
      await onPlan(sender, { proposalsLimit: 2 }, { proposalsSent: 1 });
      const [r1, r2] = [await memberWithProfile(app), await memberWithProfile(app)];
      expect((await propose(sender, pid(r1))).status).toBe(200);
      const over = await propose(sender, pid(r2));
      expect(over.status).toBe(403);
      expect(over.body.error).toBe(PLAN_LIMIT_REACHED);
      expect((await subscriptionOf(sender))?.proposalsSent).toBe(2);
    });

    it("a member without a subscription row starts on Free", async () => {
      const [free] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isFree, true));
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      await app.db.delete(profileSubscriptions).where(eq(profileSubscriptions.profileId, pid(sender)));
      await app.settle();
      expect((await propose(sender, pid(receiver))).status).toBe(200);
      expect(await subscriptionOf(sender)).toMatchObject({ planId: free?.id, proposalsSent: 1 });
    });

    it("Free counters start over every 30 days", async () => {
      const [free] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isFree, true));
      const limit = free?.proposalsLimit ?? 0;
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);

      const tenDaysAgo = new Date(Date.now() - 10 * DAY);
      await app.db
        .update(profileSubscriptions)
        .set({ proposalsSent: limit, startDate: tenDaysAgo })
        .where(eq(profileSubscriptions.profileId, pid(sender)));
      await app.settle();
      const within = await propose(sender, pid(receiver));
      expect(within.status).toBe(403);
      expect(within.body.error).toBe(PLAN_LIMIT_REACHED);

      const start = new Date(Date.now() - 65 * DAY);
      await app.db
        .update(profileSubscriptions)
        .set({ proposalsSent: limit, messagesSent: 4, startDate: start })
        .where(eq(profileSubscriptions.profileId, pid(sender)));
      await app.settle();
      expect((await propose(sender, pid(receiver))).status).toBe(200);
      expect(await subscriptionOf(sender)).toMatchObject({
        planId: free?.id,
        proposalsSent: 1,
        messagesSent: 0,
        // The third period began 60 days after the first.
        startDate: new Date(start.getTime() + 60 * DAY),
      });
    });
  });

  describe("answering", () => {
    it("accepting makes one connection, notifies the sender and clears the badge", async () => {
      const sender = await named("Omar");
      const receiver = await named("Hina");
      const id = await sent(sender, receiver);
      const badges = () =>
        app.request<{ pendingProposals: number }>("GET", "/api/dashboard/badges", {
          cookie: receiver.cookie,
        });
      expect((await badges()).body.data?.pendingProposals).toBe(1);

      const res = await answer(receiver, id, "accepted");
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe("Proposal accepted successfully!");
      const connectionId = res.body.data?.connection_id;
      expect(connectionId).toEqual(expect.any(String));
      expect(res.body.data?.proposal).toMatchObject({
        id,
        status: "accepted",
        direction: "received",
        connection_id: connectionId,
        other: { id: pid(sender) },
      });
      expect((await badges()).body.data?.pendingProposals).toBe(0);

      const [low, high] = orderedPair(pid(sender), pid(receiver));
      expect(await app.db.select().from(connections).where(eq(connections.proposalId, id))).toEqual([
        expect.objectContaining({ id: connectionId, profileAId: low, profileBId: high }),
      ]);
      const notes = await app.db.select().from(notifications).where(eq(notifications.userId, sender.user.id));
      expect(notes).toEqual([
        expect.objectContaining({
          type: "proposal_accepted",
          title: "Hina Test accepted your proposal",
          link: `/dashboard/connections/${connectionId}`,
        }),
      ]);

      for (const member of [sender, receiver]) {
        const accepted = await app.request<Accepted>("GET", "/api/proposal/get/accepted", {
          cookie: member.cookie,
          query: { user_id: member.user.id },
        });
        expect(accepted.status).toBe(200);
        expect(accepted.body.data).toEqual({
          proposals: [{ id, sender_id: pid(sender), receiver_id: pid(receiver) }],
        });
      }
    });

    it("only the receiver accepts or declines, only the sender withdraws (403)", async () => {
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      const id = await sent(sender, receiver);
      for (const status of ["accepted", "declined"]) {
        const res = await answer(sender, id, status);
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(RECEIVER_ONLY);
      }
      const withdraw = await answer(receiver, id, "withdrawn");
      expect(withdraw.status).toBe(403);
      expect(withdraw.body.error).toBe(SENDER_ONLY);
      const [row] = await app.db.select().from(proposals).where(eq(proposals.id, id));
      expect(row?.status).toBe("pending");
      expect(await app.db.select().from(connections).where(eq(connections.proposalId, id))).toEqual([]);
    });

    it("is not found for anyone else, or an unknown id (404); a bad status is 422", async () => {
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      const stranger = await memberWithProfile(app);
      const id = await sent(sender, receiver);
      for (const [by, proposalId] of [
        [stranger, id],
        [receiver, randomUUID()],
      ] as const) {
        const res = await answer(by, proposalId, "accepted");
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(PROPOSAL_NOT_FOUND);
      }
      const bad = await answer(receiver, id, "maybe");
      expect(bad.status).toBe(422);
      expect(bad.body.fields?.status).toBe("Status must be accepted, declined or withdrawn");
    });

    it("declines and withdraws without a connection; an answered proposal is 409", async () => {
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      const declined = await sent(sender, receiver);
      const res = await answer(receiver, declined, "declined");
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Proposal declined");
      expect(res.body.data).toMatchObject({ connection_id: null, proposal: { status: "declined" } });
      for (const [by, status] of [
        [receiver, "accepted"],
        [receiver, "declined"],
        [sender, "withdrawn"],
      ] as const) {
        const again = await answer(by, declined, status);
        expect(again.status).toBe(409);
        expect(again.body.error).toBe(ALREADY_ANSWERED);
      }

      const withdrawn = await sent(sender, receiver);
      const w = await answer(sender, withdrawn, "withdrawn");
      expect(w.status).toBe(200);
      expect(w.body.message).toBe("Proposal withdrawn");
      expect(w.body.data?.proposal.status).toBe("withdrawn");
      expect(
        await app.db
          .select()
          .from(connections)
          .where(inArray(connections.proposalId, [declined, withdrawn])),
      ).toEqual([]);
      // The decline is announced to its sender (issue 16); the sender's own withdrawal is not.
      const sendersNotifications = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, sender.user.id));
      expect(sendersNotifications.map((n) => [n.type, n.link])).toEqual([
        ["proposal_declined", `/dashboard/proposals/${declined}`],
      ]);
    });

    it("of parallel answers exactly one wins, and a pair gets one connection", async () => {
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      const id = await sent(sender, receiver);
      const results = await Promise.all([
        answer(receiver, id, "accepted"),
        answer(receiver, id, "accepted"),
        answer(receiver, id, "declined"),
        answer(sender, id, "withdrawn"),
      ]);
      const wins = results.filter((res) => res.status === 200);
      expect(wins).toHaveLength(1);
      for (const res of results.filter((r) => r.status !== 200)) {
        expect(res.status).toBe(409);
        expect(res.body.error).toBe(ALREADY_ANSWERED);
      }
      const [row] = await app.db.select().from(proposals).where(eq(proposals.id, id));
      expect(row?.status).toBe(wins[0]?.body.data?.proposal.status);
      const made = await app.db.select().from(connections).where(eq(connections.proposalId, id));
      expect(made).toHaveLength(row?.status === "accepted" ? 1 : 0);

      const second = await sent(await memberWithProfile(app), receiver);
      const accepts = await Promise.all([
        answer(receiver, second, "accepted"),
        answer(receiver, second, "accepted"),
      ]);
      expect(accepts.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(await app.db.select().from(connections).where(eq(connections.proposalId, second))).toHaveLength(
        1,
      );
    });
  });

  describe("reading", () => {
    it("lists sent and received, pending first then newest, each from the member's side", async () => {
      const me = await named("Zara");
      const [a, b, c] = [await named("Asad"), await named("Bilal"), await named("Chand")];
      const toA = await sent(me, a);
      const fromB = await sent(b, me);
      const toC = await sent(me, c);
      expect((await answer(me, fromB, "accepted")).status).toBe(200);

      const res = await listOf(me, { user_id: me.user.id });
      expect(res.status).toBe(200);
      const items = res.body.data?.proposals ?? [];
      expect(items.map((item) => item.id)).toEqual([toC, toA, fromB]);
      expect(items.map((item) => [item.direction, item.other?.display_name])).toEqual([
        ["sent", "Chand Test"],
        ["sent", "Asad Test"],
        ["received", "Bilal Test"],
      ]);
      expect(items[2]?.connection_id).toEqual(expect.any(String));
      expect(items[0]?.connection_id).toBeNull();
      for (const member of [a, b, c]) {
        expect(res.text).not.toContain(member.email);
      }

      const theirs = await listOf(b);
      expect(theirs.body.data?.proposals).toEqual([
        expect.objectContaining({
          id: fromB,
          direction: "sent",
          other: expect.objectContaining({ id: pid(me) }),
        }),
      ]);
    });

    it("reads one proposal for its parties and admins; others get 404", async () => {
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      const stranger = await memberWithProfile(app);
      const admin = await app.makeAdmin();
      const id = await sent(sender, receiver);
      const one = (by: SignedUpUser) =>
        app.request<{ proposal: ProposalItem }>("GET", "/api/proposal/get", {
          cookie: by.cookie,
          query: { proposal_id: id },
        });
      expect((await one(sender)).body.data?.proposal).toMatchObject({ id, direction: "sent" });
      expect((await one(receiver)).body.data?.proposal).toMatchObject({
        id,
        direction: "received",
        other: { id: pid(sender) },
      });
      const refused = await one(stranger);
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe(PROPOSAL_NOT_FOUND);
      const byAdmin = await one(admin);
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.data?.proposal).toMatchObject({ id, sender_id: pid(sender) });
    });

    it("is the member's own: another user_id is 403, an admin may read anyone's", async () => {
      const member = await memberWithProfile(app);
      const other = await memberWithProfile(app);
      const id = await sent(other, member);
      for (const path of ["/api/proposal/get", "/api/proposal/get/accepted"]) {
        const res = await app.request("GET", path, {
          cookie: member.cookie,
          query: { user_id: other.user.id },
        });
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(NOT_ALLOWED);
      }
      const admin = await app.makeAdmin();
      const byAdmin = await listOf(admin, { user_id: other.user.id });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.data?.proposals.map((p) => [p.id, p.direction])).toEqual([[id, "sent"]]);
      expect((await listOf(admin)).body.data).toEqual({ proposals: [] });
      const unknown = await listOf(admin, { user_id: randomUUID() });
      expect(unknown.status).toBe(404);
      const bad = await listOf(member, { user_id: "x" });
      expect(bad.status).toBe(422);
      const trpc = await app.trpc.query<Listed>("proposal.get", {}, { cookie: member.cookie });
      expect(trpc.data?.proposals.map((p) => p.id)).toEqual([id]);
    });

    it("leaves out a blocked sender's pending proposal while blocked; by its id it can only be declined", async () => {
      const me = await memberWithProfile(app);
      const blocked = await memberWithProfile(app);
      const other = await memberWithProfile(app);
      const fromBlocked = await sent(blocked, me);
      const fromOther = await sent(other, me);
      const block = async (status: "active" | "disabled") => {
        await app.db.update(users).set({ status }).where(eq(users.id, blocked.user.id));
        await app.settle();
      };
      await block("disabled");

      // Not listed (the sidebar's count leaves it out too), the other one is.
      const listed = (await listOf(me)).body.data?.proposals ?? [];
      expect(listed.map((item) => item.id)).toEqual([fromOther]);
      // The notification's link still opens it, without the sender's card.
      const one = await app.request<{ proposal: ProposalItem }>("GET", "/api/proposal/get", {
        cookie: me.cookie,
        query: { proposal_id: fromBlocked },
      });
      expect(one.status).toBe(200);
      expect(one.body.data?.proposal).toMatchObject({ id: fromBlocked, status: "pending", other: null });
      // The sender's own list (an admin reads it) still has it.
      const admin = await app.makeAdmin();
      const theirs = await listOf(admin, { user_id: blocked.user.id });
      expect(theirs.body.data?.proposals.map((item) => item.id)).toEqual([fromBlocked]);

      // Unblocked, it is back and can be accepted.
      await block("active");
      const again = (await listOf(me)).body.data?.proposals ?? [];
      expect(again.map((item) => item.id).sort()).toEqual([fromBlocked, fromOther].sort());
      await block("disabled");
      const accept = await answer(me, fromBlocked, "accepted");
      expect(accept.status).toBe(409);
      expect(accept.body.error).toBe(PROFILE_NOT_AVAILABLE);
      expect((await answer(me, fromBlocked, "declined")).status).toBe(200);
      // Answered, it is history: listed again, without the card.
      const history = (await listOf(me)).body.data?.proposals ?? [];
      expect(history.find((item) => item.id === fromBlocked)).toMatchObject({
        status: "declined",
        other: null,
      });
    });

    it("gives a card only for a profile its View can open", async () => {
      const me = await memberWithProfile(app);
      const privateSuitor = await memberWithProfile(app);
      const goneShy = await memberWithProfile(app);
      const forVerified = await memberWithProfile(app);
      const open = await memberWithProfile(app);
      const connected = await memberWithProfile(app);
      await setProfileColumns(app, privateSuitor, { profileVisibility: "private" });
      await setProfileColumns(app, forVerified, { profileVisibility: "verified_users" });
      await sent(privateSuitor, me);
      await sent(me, goneShy);
      await sent(me, open);
      expect((await answer(connected, await sent(me, connected), "accepted")).status).toBe(200);
      await setProfileColumns(app, goneShy, { profileVisibility: "private" });
      await setProfileColumns(app, connected, { profileVisibility: "private" });
      // Proposed to while visible to me (I was verified), then I am no longer verified.
      await setProfileColumns(app, me, { verified: true });
      await sent(me, forVerified);
      await setProfileColumns(app, me, { verified: false });

      const items = (await listOf(me)).body.data?.proposals ?? [];
      expect(items).toHaveLength(5);
      const withCard = items.filter((item) => item.other !== null);
      expect(new Set(withCard.map((item) => item.other?.id))).toEqual(
        new Set([pid(privateSuitor), pid(open), pid(connected)]),
      );
      for (const item of items) {
        const otherId = item.direction === "sent" ? item.receiver_id : item.sender_id;
        const view = await app.request("GET", "/api/profile/get/user-profile", {
          query: { profileId: otherId },
          cookie: me.cookie,
        });
        // The card's View link leads to the profile page exactly when there is a card.
        expect({ otherId, status: view.status }).toEqual({ otherId, status: item.other ? 200 : 404 });
      }
    });

    it("applies the other member's privacy to their card", async () => {
      const me = await memberWithProfile(app);
      const suitor = await memberWithProfile(app);
      const target = await memberWithProfile(app);
      const deleted = await memberWithProfile(app);
      await sent(suitor, me);
      await sent(me, target);
      await sent(me, deleted);
      // After the proposals: the suitor and the target hide their profiles, the last one leaves.
      await setProfileColumns(app, suitor, { profileVisibility: "private", showProfilePicture: "private" });
      await setProfileColumns(app, target, { profileVisibility: "private" });
      await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { password: deleted.password },
        cookie: deleted.cookie,
      });

      const items = (await listOf(me)).body.data?.proposals ?? [];
      const byOther = new Map(
        items.map((item) => [item.direction === "sent" ? item.receiver_id : item.sender_id, item.other]),
      );
      // Who proposed showed themselves to me; the photo still follows show_profile_picture.
      expect(byOther.get(pid(suitor))).toMatchObject({ id: pid(suitor), photo: "blurred" });
      expect(byOther.get(pid(target))).toBeNull();
      expect(byOther.get(pid(deleted))).toBeNull();
      const deletedItem = items.find((item) => item.receiver_id === pid(deleted));
      expect(deletedItem?.status).toBe("declined");

      const card = byOther.get(pid(suitor)) as ProfileCard;
      expect(card).not.toHaveProperty("email");
      expect(card).not.toHaveProperty("phone");
    });
  });
});
