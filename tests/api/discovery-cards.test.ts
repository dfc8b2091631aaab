import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoProfiles } from "@/server/demo/seed-demo-profiles";
import type { DiscoveryCard } from "@/server/discovery/search-profiles";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { connectMembers, memberWithProfile, setProfileColumns } from "../support/profiles";

type Listing = { profiles: DiscoveryCard[]; total: number; total_capped: boolean };

/** What a listing card says about the photo, and how far a listing counts and pages. */
describeApi("discovery cards and totals", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (member: SignedUpUser) => member.user.profileId ?? "";

  async function list(cookie?: string, query: Record<string, string | number> = {}): Promise<Listing> {
    const res = await app.request<Listing>("GET", "/api/profile/get/all-profiles", {
      query: { gender: "any", pageSize: 50, ...query },
      cookie,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data as Listing;
  }
  const cardOf = async (of: SignedUpUser, cookie?: string) =>
    (await list(cookie)).profiles.find((card) => card.id === pid(of));

  it("gives each viewer the photo show_profile_picture allows them: original, blurred, or none", async () => {
    const her = await memberWithProfile(app);
    const stranger = await memberWithProfile(app);
    const connection = await memberWithProfile(app);
    await connectMembers(app, her, connection);

    const expectPhoto = async (visitor: string, member: string, connected: string) => {
      expect((await cardOf(her))?.photo, "visitor").toBe(visitor);
      expect((await cardOf(her, stranger.cookie))?.photo, "another member").toBe(member);
      expect((await cardOf(her, connection.cookie))?.photo, "a connection").toBe(connected);
    };
    await setProfileColumns(app, her, { showProfilePicture: "everyone" });
    await expectPhoto("original", "original", "original");
    await setProfileColumns(app, her, { showProfilePicture: "verified_users" });
    await expectPhoto("blurred", "blurred", "original");
    await setProfileColumns(app, stranger, { verified: true });
    expect((await cardOf(her, stranger.cookie))?.photo, "a verified member").toBe("original");
    await setProfileColumns(app, her, { showProfilePicture: "private" });
    await expectPhoto("blurred", "blurred", "original");

    // The card's image is always the access-checked route (which serves the blurred variant where
    // the card says so), or the placeholder when there is no photo.
    expect((await cardOf(her))?.image_url).toMatch(/^\/api\/profile\/images\/[0-9a-f]+\?size=thumb$/);
    await setProfileColumns(app, her, { imageId: null, imageUrl: null });
    const without = await cardOf(her);
    expect(without?.photo).toBe("none");
    expect(without?.image_url).toMatch(/^\/placeholders\/(female|male|user)\.svg$/);
  });

  it("counts to 1,000 then says '1,000+' (total_capped), and pages through exactly those", async () => {
    await seedDemoProfiles(app.database, { count: 1001, photos: false });
    const admin = await app.makeAdmin();
    const first = await list(admin.cookie, { sort: "newest" });
    expect(first).toMatchObject({ total: 1000, total_capped: true });
    expect(first.profiles).toHaveLength(50);
    const last = await list(admin.cookie, { sort: "newest", page: 20 });
    expect(last.profiles).toHaveLength(50);
    const tooDeep = await app.request("GET", "/api/profile/get/all-profiles", {
      query: { gender: "any", pageSize: 50, page: 21 },
      cookie: admin.cookie,
    });
    expect(tooDeep.status).toBe(422);

    // A narrower search is counted exactly.
    const narrow = await list(admin.cookie, { religion: "hinduism" });
    expect(narrow.total_capped).toBe(false);
    expect(narrow.total).toBeGreaterThan(0);
    expect(narrow.total).toBeLessThan(1000);
    expect(narrow.profiles).toHaveLength(Math.min(narrow.total, 50));
  }, 60_000);
});
