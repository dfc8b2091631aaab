import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCK_SELF, MEMBER_BLOCKED } from "@/server/blocks/block-member";
import type { BlockedMember } from "@/server/blocks/present";
import { MEMBER_UNBLOCKED } from "@/server/blocks/unblock-member";
import { connections, memberEvents, profileBlocks } from "@/server/db/schema";
import { PROFILE_NOT_AVAILABLE } from "@/server/proposals/create-proposal";
import type { ProposalItem } from "@/server/proposals/present";
import { PROPOSAL_NOT_FOUND } from "@/server/proposals/update-proposal";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { connectMembers, memberWithProfile, profileInput, uploadRealPhoto } from "../support/profiles";

type Listing = { profiles: { id: string }[]; total: number };
type BlockedList = { blocked_members: BlockedMember[] };

/** Member blocking (issue 16, docs/decisions/0024): a block hides the two from each other everywhere. */
describeApi("member blocking", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (m: SignedUpUser) => m.user.profileId ?? "";
  const woman = () => memberWithProfile(app);
  const man = () => {
    const base = profileInput();
    return memberWithProfile(app, {
      personal_info: { ...base.personal_info, first_name: "Omar", last_name: "Farooq", gender: "male" },
    });
  };
  const block = (by: SignedUpUser, profileId: string) =>
    app.request<{ profile_id: string }>("POST", "/api/blocks/create", {
      body: { profile_id: profileId },
      cookie: by.cookie,
    });
  const unblock = (by: SignedUpUser, profileId: string) =>
    app.request<{ profile_id: string }>("DELETE", "/api/blocks/delete", {
      body: { profile_id: profileId },
      cookie: by.cookie,
    });
  const blockedOf = async (by: SignedUpUser) => {
    const res = await app.request<BlockedList>("GET", "/api/blocks/get", { cookie: by.cookie });
    expect(res.status, res.text).toBe(200);
    return res.body.data?.blocked_members ?? [];
  };
  /** The ids a viewer's search lists among members of the given gender, and the total. */
  const listed = async (viewer: SignedUpUser, gender: "male" | "female") => {
    const res = await app.request<Listing>("GET", "/api/profile/get/all-profiles", {
      query: { gender, sort: "newest", pageSize: 50 },
      cookie: viewer.cookie,
    });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data as Listing;
    return { ids: data.profiles.map((card) => card.id), total: data.total };
  };
  const profileStatus = async (viewer: SignedUpUser, of: SignedUpUser) =>
    (
      await app.request("GET", "/api/profile/get/user-profile", {
        query: { profileId: pid(of) },
        cookie: viewer.cookie,
      })
    ).status;
  const uploadPhoto = (member: SignedUpUser) => uploadRealPhoto(app, member);
  const propose = (from: SignedUpUser, to: SignedUpUser) =>
    app.request<{ proposal: ProposalItem }>("POST", "/api/proposal/create", {
      body: { receiver_id: pid(to) },
      cookie: from.cookie,
    });
  const proposalsOf = async (member: SignedUpUser) => {
    const res = await app.request<{ proposals: ProposalItem[] }>("GET", "/api/proposal/get", {
      cookie: member.cookie,
    });
    expect(res.status, res.text).toBe(200);
    return (res.body.data?.proposals ?? []).map((item) => item.id);
  };
  const connectionsOf = async (member: SignedUpUser) => {
    const res = await app.request<{ connections: { id: string }[] }>("GET", "/api/connections/get", {
      cookie: member.cookie,
    });
    expect(res.status, res.text).toBe(200);
    return (res.body.data?.connections ?? []).map((item) => item.id);
  };
  const badgeOf = async (member: SignedUpUser) => {
    const res = await app.request<{ pendingProposals: number }>("GET", "/api/dashboard/badges", {
      cookie: member.cookie,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data?.pendingProposals ?? -1;
  };

  it("hides the two from each other's listings and counts, profile pages and photos, both ways, until the blocker unblocks", async () => {
    const ayesha = await woman();
    const omar = await man();
    const bystander = await man();
    const photoUrl = await uploadPhoto(omar);
    const herPhotoUrl = await uploadPhoto(ayesha);
    const before = await listed(ayesha, "male");
    expect(before.ids).toContain(pid(omar));
    expect((await listed(omar, "female")).ids).toContain(pid(ayesha));
    expect(await profileStatus(ayesha, omar)).toBe(200);
    expect((await app.request("GET", photoUrl, { cookie: ayesha.cookie })).status).toBe(200);

    const blocked = await block(ayesha, pid(omar));
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body.message).toBe(MEMBER_BLOCKED);

    // Both directions: the blocker does not see him, and he does not see the blocker.
    const after = await listed(ayesha, "male");
    expect(after.ids).not.toContain(pid(omar));
    expect(after.ids).toContain(pid(bystander));
    expect(after.total).toBe(before.total - 1);
    expect((await listed(omar, "female")).ids).not.toContain(pid(ayesha));
    expect(await profileStatus(ayesha, omar)).toBe(404);
    expect(await profileStatus(omar, ayesha)).toBe(404);
    const page = await app.request("GET", "/api/profile/get/user-profile", {
      query: { profileId: pid(ayesha) },
      cookie: omar.cookie,
    });
    expect(page.body).toMatchObject({ error: "Profile not found" });
    expect((await app.request("GET", photoUrl, { cookie: ayesha.cookie })).status).toBe(404);
    expect((await app.request("GET", herPhotoUrl, { cookie: omar.cookie })).status).toBe(404);
    // A third member sees both as before.
    expect(await profileStatus(bystander, omar)).toBe(200);
    expect((await app.request("GET", photoUrl, { cookie: bystander.cookie })).status).toBe(200);

    // He cannot lift her block: unblocking acts on the caller's own blocks only.
    const his = await unblock(omar, pid(ayesha));
    expect(his.status, his.text).toBe(200);
    expect(await profileStatus(omar, ayesha)).toBe(404);
    expect(
      await app.db
        .select()
        .from(profileBlocks)
        .where(eq(profileBlocks.blockedId, pid(omar))),
    ).toHaveLength(1);

    const lifted = await unblock(ayesha, pid(omar));
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body.message).toBe(MEMBER_UNBLOCKED);
    expect((await listed(ayesha, "male")).ids).toContain(pid(omar));
    expect((await listed(omar, "female")).ids).toContain(pid(ayesha));
    expect(await profileStatus(omar, ayesha)).toBe(200);
    expect((await app.request("GET", herPhotoUrl, { cookie: omar.cookie })).status).toBe(200);
  });

  it("refuses proposals both ways as to an unavailable profile, and hides the pair's proposals and connection until unblocked", async () => {
    const ayesha = await woman();
    const omar = await man();
    const bilal = await man();
    const pending = await propose(omar, ayesha);
    expect(pending.status, pending.text).toBe(200);
    const pendingId = pending.body.data?.proposal.id ?? "";
    await connectMembers(app, bilal, ayesha);
    const [connection] = await app.db
      .select({ id: connections.id })
      .from(connections)
      .where(inArray(connections.profileAId, [pid(bilal), pid(ayesha)]));
    const connectionId = connection?.id ?? "";
    expect(await proposalsOf(ayesha)).toContain(pendingId);
    expect(await badgeOf(ayesha)).toBe(1);
    expect(await connectionsOf(ayesha)).toContain(connectionId);

    expect((await block(ayesha, pid(omar))).status).toBe(200);
    expect((await block(bilal, pid(ayesha))).status).toBe(200);

    // New proposals: refused either way, as to a profile that is not there (before the pending
    // one between them would refuse it as a conflict, which would tell them it exists).
    for (const [from, to] of [
      [ayesha, omar],
      [omar, ayesha],
      [ayesha, bilal],
      [bilal, ayesha],
    ] as const) {
      const refused = await propose(from, to);
      expect(refused.status, refused.text).toBe(404);
      expect(refused.body.error).toBe(PROFILE_NOT_AVAILABLE);
    }

    // The pending proposal: out of both lists and the badge, not there by id, cannot be answered.
    expect(await proposalsOf(ayesha)).not.toContain(pendingId);
    expect(await proposalsOf(omar)).not.toContain(pendingId);
    expect(await badgeOf(ayesha)).toBe(0);
    const byId = await app.request("GET", "/api/proposal/get", {
      query: { proposal_id: pendingId },
      cookie: ayesha.cookie,
    });
    expect(byId.status).toBe(404);
    const accept = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: pendingId, status: "accepted" },
      cookie: ayesha.cookie,
    });
    expect(accept.status).toBe(404);
    expect(accept.body).toMatchObject({ error: PROPOSAL_NOT_FOUND });
    // The connection: out of both lists, not there by id.
    expect(await connectionsOf(ayesha)).not.toContain(connectionId);
    expect(await connectionsOf(bilal)).not.toContain(connectionId);
    const detail = await app.request("GET", "/api/connections/get", {
      query: { connection_id: connectionId },
      cookie: ayesha.cookie,
    });
    expect(detail.status).toBe(404);

    // Unblocked: everything comes back as it was.
    expect((await unblock(ayesha, pid(omar))).status).toBe(200);
    expect((await unblock(bilal, pid(ayesha))).status).toBe(200);
    expect(await proposalsOf(ayesha)).toContain(pendingId);
    expect(await badgeOf(ayesha)).toBe(1);
    expect(await connectionsOf(ayesha)).toContain(connectionId);
    expect(await connectionsOf(bilal)).toContain(connectionId);
    const answered = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: pendingId, status: "declined" },
      cookie: ayesha.cookie,
    });
    expect(answered.status, answered.text).toBe(200);
  });

  describe("the blocker's own list", () => {
    it("lists whom the member blocked, once however often, never who blocked them, and tells both of them", async () => {
      const ayesha = await woman();
      const omar = await man();
      const bilal = await man();
      for (let i = 0; i < 2; i++) {
        const again = await block(ayesha, pid(omar));
        expect(again.status, again.text).toBe(200);
        expect(again.body.message).toBe(MEMBER_BLOCKED);
      }
      expect((await block(bilal, pid(ayesha))).status).toBe(200);
      const list = await blockedOf(ayesha);
      expect(list.map((item) => item.profile_id)).toEqual([pid(omar)]);
      expect(list[0]).toMatchObject({ name: "Omar Farooq", image_url: "/placeholders/male.svg" });
      expect(Number.isNaN(Date.parse(String(list[0]?.blocked_at)))).toBe(false);
      expect((await blockedOf(omar)).map((item) => item.profile_id)).toEqual([]);
      expect((await blockedOf(bilal)).map((item) => item.profile_id)).toEqual([pid(ayesha)]);

      // One event each for the one block that happened (the second changed nothing).
      const events = await app.db
        .select({ userId: memberEvents.userId, payload: memberEvents.payload })
        .from(memberEvents)
        .where(inArray(memberEvents.userId, [ayesha.user.id, omar.user.id]))
        .orderBy(memberEvents.id);
      // Bilal's block of her tells her too: an event names the other member of the pair.
      expect(events.filter((event) => event.userId === ayesha.user.id).map((event) => event.payload)).toEqual(
        [
          { type: "block", profileId: pid(omar), blocked: true },
          { type: "block", profileId: pid(bilal), blocked: true },
        ],
      );
      expect(events.filter((event) => event.userId === omar.user.id).map((event) => event.payload)).toEqual([
        { type: "block", profileId: pid(ayesha), blocked: true },
      ]);
      expect((await unblock(ayesha, pid(omar))).status).toBe(200);
      expect((await unblock(ayesha, pid(omar))).status).toBe(200);
      const afterUnblock = await app.db
        .select({ payload: memberEvents.payload })
        .from(memberEvents)
        .where(eq(memberEvents.userId, omar.user.id));
      expect(afterUnblock.map((event) => event.payload)).toContainEqual({
        type: "block",
        profileId: pid(ayesha),
        blocked: false,
      });
      expect(afterUnblock).toHaveLength(2);
      expect(await blockedOf(ayesha)).toEqual([]);
    });

    it("refuses blocking oneself with words, an unknown member with 404, and a visitor with 401", async () => {
      const ayesha = await woman();
      const self = await block(ayesha, pid(ayesha));
      expect(self.status).toBe(422);
      expect(self.body.error).toBe(BLOCK_SELF);
      const selfTrpc = await app.trpc.mutation(
        "blocks.create",
        { profile_id: pid(ayesha) },
        { cookie: ayesha.cookie },
      );
      expect(selfTrpc.status).toBe(422);
      const unknown = await block(ayesha, "00000000-0000-4000-8000-000000000000");
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(PROFILE_NOT_AVAILABLE);
      const malformed = await block(ayesha, "someone");
      expect(malformed.status).toBe(422);
      expect(malformed.body.error).toBe("profile_id must be a valid id");
      const visitor = await app.request("POST", "/api/blocks/create", { body: { profile_id: pid(ayesha) } });
      expect(visitor.status).toBe(401);
      expect(
        await app.db
          .select()
          .from(profileBlocks)
          .where(eq(profileBlocks.blockerId, pid(ayesha))),
      ).toEqual([]);
    });
  });
});
