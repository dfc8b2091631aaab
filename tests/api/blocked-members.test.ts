import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile, uploadRealPhoto } from "../support/profiles";

/**
 * A member an admin blocks (users.status 'disabled', the spec's "blocked") disappears for other
 * members everywhere a profile is shown, counted or acted on, and comes back when unblocked.
 * Discovery's listing has its own test (discovery.test.ts); these are the other places.
 */
describeApi("a member blocked by an admin", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
  });
  afterAll(() => app?.close());

  const pid = (member: SignedUpUser) => member.user.profileId ?? "";

  const withRealPhoto = (member: SignedUpUser) => uploadRealPhoto(app, member);

  const setStatus = async (member: SignedUpUser, status: "active" | "disabled") => {
    const res = await app.request("PUT", "/api/users/update", {
      body: { user_id: member.user.id, status },
      cookie: admin.cookie,
    });
    expect(res.status, res.text).toBe(200);
  };

  const badge = async (member: SignedUpUser) =>
    (
      await app.request<{ pendingProposals: number }>("GET", "/api/dashboard/badges", {
        cookie: member.cookie,
      })
    ).body.data?.pendingProposals;

  const profileView = (viewer: SignedUpUser, of: SignedUpUser) =>
    app.request("GET", "/api/profile/get/user-profile", {
      query: { profileId: pid(of) },
      cookie: viewer.cookie,
    });

  it("is not shown, counted or accepted while blocked, and is again once unblocked", async () => {
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    const photoUrl = await withRealPhoto(sender);
    const proposed = await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
      body: { sender_id: pid(sender), receiver_id: pid(receiver) },
      cookie: sender.cookie,
    });
    expect(proposed.status, proposed.text).toBe(200);
    const proposalId = proposed.body.data?.proposal.id ?? "";

    // Before: she sees his profile, his photo, and his proposal in her badge.
    expect((await profileView(receiver, sender)).status).toBe(200);
    expect((await app.request("GET", photoUrl, { cookie: receiver.cookie })).status).toBe(200);
    expect(await badge(receiver)).toBe(1);

    await setStatus(sender, "disabled");

    // Blocked: no profile, no photo (for her and for visitors), no badge, no acceptance.
    expect((await profileView(receiver, sender)).status).toBe(404);
    expect((await app.request("GET", photoUrl, { cookie: receiver.cookie })).status).toBe(404);
    expect((await app.request("GET", photoUrl)).status).toBe(404);
    expect(await badge(receiver)).toBe(0);
    const accept = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: proposalId, status: "accepted" },
      cookie: receiver.cookie,
    });
    expect(accept.status).toBe(409);
    expect(accept.body.error).toBe("This profile is not available");
    // The admin, who blocked him, still sees his profile.
    expect((await profileView(admin, sender)).status).toBe(200);

    await setStatus(sender, "active");

    expect((await profileView(receiver, sender)).status).toBe(200);
    expect(await badge(receiver)).toBe(1);
    const acceptedNow = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: proposalId, status: "accepted" },
      cookie: receiver.cookie,
    });
    expect(acceptedNow.status, acceptedNow.text).toBe(200);
  });

  it("can still be declined while blocked, so the receiver can clear it", async () => {
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    const proposed = await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
      body: { sender_id: pid(sender), receiver_id: pid(receiver) },
      cookie: sender.cookie,
    });
    expect(proposed.status, proposed.text).toBe(200);
    await setStatus(sender, "disabled");
    const decline = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: proposed.body.data?.proposal.id, status: "declined" },
      cookie: receiver.cookie,
    });
    expect(decline.status, decline.text).toBe(200);
  });

  it("an account marked deleted is held to the same rule, whatever its profile says", async () => {
    // Deletion also disables the profile; the account's status alone must be enough.
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    const photoUrl = await withRealPhoto(sender);
    const proposed = await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
      body: { sender_id: pid(sender), receiver_id: pid(receiver) },
      cookie: sender.cookie,
    });
    expect(proposed.status, proposed.text).toBe(200);
    expect(await badge(receiver)).toBe(1);
    await app.db.update(users).set({ status: "deleted" }).where(eq(users.id, sender.user.id));
    await app.settle();

    expect((await profileView(receiver, sender)).status).toBe(404);
    const byTrpc = await app.trpc.query(
      "profile.getUserProfile",
      { profileId: pid(sender) },
      {
        cookie: receiver.cookie,
      },
    );
    expect(byTrpc.status).toBe(404);
    expect((await app.request("GET", photoUrl, { cookie: receiver.cookie })).status).toBe(404);
    expect(await badge(receiver)).toBe(0);
    const accept = await app.request("PUT", "/api/proposal/update", {
      body: { proposal_id: proposed.body.data?.proposal.id, status: "accepted" },
      cookie: receiver.cookie,
    });
    expect(accept.status).toBe(409);
  });
});
