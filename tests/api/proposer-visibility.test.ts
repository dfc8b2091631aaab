import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile, setProfileColumns } from "../support/profiles";

/**
 * Proposing is showing oneself to the member proposed to: a sender whose profile is private (or for
 * verified members only) can be opened, photo included, by the receiver of their proposal, as the
 * received-proposals list already shows them. Nobody else gains anything.
 */
describeApi("a private member who proposes", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (member: SignedUpUser) => member.user.profileId ?? "";
  const view = (viewer: SignedUpUser, of: SignedUpUser) =>
    app.request("GET", "/api/profile/get/user-profile", {
      query: { profileId: pid(of) },
      cookie: viewer.cookie,
    });

  it("is seen by the receiver of the proposal, and by nobody else", async () => {
    const sender = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    const bystander = await memberWithProfile(app);
    const raw = Buffer.alloc(320 * 240 * 3, 80);
    const bytes = await sharp(raw, { raw: { width: 320, height: 240, channels: 3 } })
      .jpeg()
      .toBuffer();
    const data = new FormData();
    data.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "me.jpg");
    const uploaded = await app.request<{ image_url: string }>("PUT", "/api/profile/update/profile-image", {
      form: data,
      cookie: sender.cookie,
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const photoUrl = uploaded.body.data?.image_url ?? "";
    await setProfileColumns(app, sender, { profileVisibility: "private", showProfilePicture: "private" });

    // Before proposing, private means private to her too.
    expect((await view(receiver, sender)).status).toBe(404);
    expect((await app.request("GET", photoUrl, { cookie: receiver.cookie })).status).toBe(404);

    const proposed = await app.request("POST", "/api/proposal/create", {
      body: { sender_id: pid(sender), receiver_id: pid(receiver) },
      cookie: sender.cookie,
    });
    expect(proposed.status, proposed.text).toBe(200);

    // The proposal's "View" now opens his profile for her, and his photo as his picture setting
    // allows (private: the blurred variant, the same one strangers would get).
    const seen = await view(receiver, sender);
    expect(seen.status, seen.text).toBe(200);
    const photo = await app.request("GET", photoUrl, { cookie: receiver.cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("etag")).toContain(".blurred");

    // Someone he did not propose to still sees nothing.
    expect((await view(bystander, sender)).status).toBe(404);
    expect((await app.request("GET", photoUrl, { cookie: bystander.cookie })).status).toBe(404);
    expect((await app.request("GET", photoUrl)).status).toBe(404);
  });
});

/**
 * Only a live proposal (pending or accepted) shows its sender: withdrawn or declined, the private
 * sender is private again to the one they proposed to, who then cannot open them or propose back.
 */
describeApi("a private member whose proposal ended", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (member: SignedUpUser) => member.user.profileId ?? "";

  for (const ending of ["withdrawn", "declined"] as const) {
    it(`is hidden again from the receiver once the proposal is ${ending}`, async () => {
      const sender = await memberWithProfile(app);
      const receiver = await memberWithProfile(app);
      await setProfileColumns(app, sender, { profileVisibility: "private", showProfilePicture: "private" });
      const proposed = await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
        body: { receiver_id: pid(receiver) },
        cookie: sender.cookie,
      });
      expect(proposed.status, proposed.text).toBe(200);
      const proposalId = proposed.body.data?.proposal.id ?? "";
      const view = () =>
        app.request("GET", "/api/profile/get/user-profile", {
          query: { profileId: pid(sender) },
          cookie: receiver.cookie,
        });
      const receivedCard = async () => {
        const res = await app.request<{ proposal: { other: unknown } }>("GET", "/api/proposal/get", {
          query: { proposal_id: proposalId },
          cookie: receiver.cookie,
        });
        expect(res.status, res.text).toBe(200);
        return res.body.data?.proposal.other;
      };
      expect((await view()).status).toBe(200);
      expect(await receivedCard()).not.toBeNull();

      const ended = await app.request("PUT", "/api/proposal/update", {
        body: { proposal_id: proposalId, status: ending },
        cookie: ending === "withdrawn" ? sender.cookie : receiver.cookie,
      });
      expect(ended.status, ended.text).toBe(200);

      expect((await view()).status).toBe(404);
      expect(await receivedCard()).toBeNull();
      const back = await app.request("POST", "/api/proposal/create", {
        body: { receiver_id: pid(sender) },
        cookie: receiver.cookie,
      });
      expect(back.status, back.text).toBe(404);
    });
  }
});
