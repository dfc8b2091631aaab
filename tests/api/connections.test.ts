import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTION_NOT_FOUND } from "@/server/connections/get-connections";
import { users } from "@/server/db/schema";
import { NOT_ALLOWED } from "@/server/errors";
import type { ProfileCard, ProfileView } from "@/server/profiles/present";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile, profileInput, setProfileColumns } from "../support/profiles";

type ConnectionItem = { id: string; proposal_id: string; created_at: string; other: ProfileCard };
type ConnectionDetail = {
  id: string;
  proposal_id: string;
  created_at: string;
  profile: ProfileView;
  contact: { email: string; phone: string };
};

describeApi("connections (issue 5, docs/dev/discovery-contract.md)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (m: SignedUpUser) => m.user.profileId ?? "";
  let phoneNumber = 0;
  /** A member with a phone number of their own, so a leak of it can be searched for. */
  const member = async (first_name: string) => {
    phoneNumber += 1;
    const base = profileInput();
    const m = await memberWithProfile(app, {
      personal_info: { ...base.personal_info, first_name, last_name: "Test" },
    });
    const phone = `+9230077${String(phoneNumber).padStart(5, "0")}`;
    await app.db.update(users).set({ phone }).where(eq(users.id, m.user.id));
    await app.settle();
    return { ...m, phone };
  };
  /** Connects two members through the real flow: a proposal, then its acceptance. */
  const connect = async (sender: SignedUpUser, receiver: SignedUpUser) => {
    const sent = await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
      body: { receiver_id: pid(receiver) },
      cookie: sender.cookie,
    });
    expect(sent.status, sent.text).toBe(200);
    const accepted = await app.request<{ connection_id: string }>("PUT", "/api/proposal/update", {
      body: { proposal_id: sent.body.data?.proposal.id, status: "accepted" },
      cookie: receiver.cookie,
    });
    expect(accepted.status, accepted.text).toBe(200);
    return {
      proposalId: sent.body.data?.proposal.id ?? "",
      connectionId: accepted.body.data?.connection_id ?? "",
    };
  };
  const listOf = (by: SignedUpUser, query: Record<string, string> = {}) =>
    app.request<{ connections: ConnectionItem[] }>("GET", "/api/connections/get", {
      cookie: by.cookie,
      query,
    });
  const detail = (by: SignedUpUser, connectionId: string) =>
    app.request<{ connection: ConnectionDetail }>("GET", "/api/connections/get", {
      cookie: by.cookie,
      query: { connection_id: connectionId },
    });

  describe("the list", () => {
    it("shows both sides their connections, newest first, as cards without contact details", async () => {
      const me = await member("Maryam");
      const first = await member("Faisal");
      const second = await member("Saad");
      const stranger = await member("Imran");
      const one = await connect(first, me);
      const two = await connect(me, second);
      // Only a proposal: not a connection.
      await app.request("POST", "/api/proposal/create", {
        body: { receiver_id: pid(stranger) },
        cookie: me.cookie,
      });

      const res = await listOf(me, { user_id: me.user.id });
      expect(res.status).toBe(200);
      expect(res.body.data?.connections.map((c) => [c.id, c.proposal_id, c.other.display_name])).toEqual([
        [two.connectionId, two.proposalId, "Saad Test"],
        [one.connectionId, one.proposalId, "Faisal Test"],
      ]);
      for (const other of [first, second, stranger]) {
        expect(res.text).not.toContain(other.email);
        expect(res.text).not.toContain(other.phone);
      }
      const theirs = await listOf(first);
      expect(theirs.body.data?.connections.map((c) => c.other.id)).toEqual([pid(me)]);
      expect((await listOf(stranger)).body.data).toEqual({ connections: [] });
    });

    it("is the member's own: another user_id is 403; an admin may read anyone's", async () => {
      const a = await member("Adeel");
      const b = await member("Bushra");
      const { connectionId } = await connect(a, b);
      const refused = await listOf(a, { user_id: b.user.id });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(NOT_ALLOWED);
      const admin = await app.makeAdmin();
      const byAdmin = await listOf(admin, { user_id: b.user.id });
      expect(byAdmin.body.data?.connections.map((c) => [c.id, c.other.id])).toEqual([[connectionId, pid(a)]]);
      expect((await listOf(a, { user_id: "nope" })).status).toBe(422);
      expect((await app.request("GET", "/api/connections/get")).status).toBe(401);
    });

    it("drops a connection whose other member deleted the account or was blocked", async () => {
      const me = await member("Rabia");
      const leaver = await member("Kamran");
      const blocked = await member("Tariq");
      const gone = await connect(leaver, me);
      const barred = await connect(me, blocked);
      await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { password: leaver.password },
        cookie: leaver.cookie,
      });
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, blocked.user.id));
      await app.settle();
      expect((await listOf(me)).body.data).toEqual({ connections: [] });
      for (const id of [gone.connectionId, barred.connectionId]) {
        const res = await detail(me, id);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(CONNECTION_NOT_FOUND);
      }
    });
  });

  describe("the detail", () => {
    it("shows the full profile with the original photo and the Contact Details, to both sides", async () => {
      const a = await member("Nadia");
      const b = await member("Usman");
      const { connectionId, proposalId } = await connect(a, b);
      // Neither shows a stranger their profile or photo any more: connections still see both.
      await setProfileColumns(app, a, { showProfilePicture: "private", profileVisibility: "private" });
      await setProfileColumns(app, b, { showProfilePicture: "private", profileVisibility: "private" });

      for (const [viewer, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const res = await detail(viewer, connectionId);
        expect(res.status, res.text).toBe(200);
        expect(res.body.data?.connection).toMatchObject({
          id: connectionId,
          proposal_id: proposalId,
          profile: {
            id: pid(other),
            user_id: other.user.id,
            photo: "original",
            is_connection: true,
            career_info: expect.any(Object),
            partner_requirements: expect.any(Object),
          },
          contact: { email: other.email, phone: other.phone },
        });
        expect(res.body.data?.connection.profile.image_url).toMatch(/^\/api\/profile\/images\/[0-9a-f]{32}$/);
      }
    });

    it("is not found for anyone outside the pair or an unknown id; an admin may read it", async () => {
      const a = await member("Hamza");
      const b = await member("Iqra");
      const stranger = await member("Junaid");
      const { connectionId } = await connect(a, b);
      for (const id of [connectionId, randomUUID()]) {
        const res = await detail(stranger, id);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(CONNECTION_NOT_FOUND);
      }
      const admin = await app.makeAdmin();
      const byAdmin = await detail(admin, connectionId);
      expect(byAdmin.status).toBe(200);
      // The administrators' view (issue 18): both members, tested in admin-connections.test.ts.
      const seen = byAdmin.body.data?.connection as unknown as { members: { profile_id: string }[] };
      expect(seen.members.map((m) => m.profile_id).sort()).toEqual([pid(a), pid(b)].sort());
      expect((await detail(a, "not-an-id")).status).toBe(422);
    });

    it("answers the same through tRPC", async () => {
      const a = await member("Kashif");
      const b = await member("Laiba");
      const { connectionId } = await connect(a, b);
      const res = await app.trpc.query<{ connection: ConnectionDetail & { created_at: Date } }>(
        "connection.get",
        { connection_id: connectionId },
        { cookie: a.cookie },
      );
      expect(res.status, res.text).toBe(200);
      expect(res.data?.connection.contact).toEqual({ email: b.email, phone: b.phone });
      expect(res.data?.connection.created_at).toBeInstanceOf(Date);
    });
  });

  describe("contact details appear nowhere else", () => {
    it("not in search cards, profile views or proposals, even between connections", async () => {
      const a = await member("Mahnoor");
      const b = await member("Nabeel");
      const c = await member("Osama");
      await connect(a, b);
      await app.request("POST", "/api/proposal/create", { body: { receiver_id: pid(c) }, cookie: a.cookie });
      const responses = await Promise.all([
        app.request("GET", "/api/profile/get/all-profiles", {
          cookie: a.cookie,
          query: { gender: "any", pageSize: 50 },
        }),
        app.request("GET", "/api/profile/get/all-profiles", { query: { pageSize: 50 } }),
        app.request("GET", "/api/profile/get/user-profile", {
          cookie: a.cookie,
          query: { profileId: pid(b) },
        }),
        app.request("GET", "/api/profile/get/user-profile", {
          cookie: c.cookie,
          query: { profileId: pid(a) },
        }),
        app.request("GET", "/api/proposal/get", { cookie: a.cookie }),
        app.request("GET", "/api/proposal/get", { cookie: c.cookie }),
        app.request("GET", "/api/connections/get", { cookie: a.cookie }),
      ]);
      const listing = responses[0];
      expect(listing?.status).toBe(200);
      expect(listing?.text).toContain(pid(b));
      for (const res of responses) {
        expect(res.status, res.text).toBe(200);
        for (const other of [a, b, c]) {
          expect(res.text).not.toContain(other.email);
          expect(res.text).not.toContain(other.phone);
        }
      }
    });
  });
});
