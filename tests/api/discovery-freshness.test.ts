import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AGE_MAX, AGE_MIN } from "@/lib/options/profile";
import type { CreateProfileInput } from "@/lib/validation/profile";
import { subscriptionPlans } from "@/server/db/schema";
import type { DiscoveryCard } from "@/server/discovery/search-profiles";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile, profileInput } from "../support/profiles";

type Listing = { profiles: DiscoveryCard[]; total: number };

/**
 * Issue 20: whatever makes browsing fast must not make it stale. A change to a profile, to partner
 * requirements, to privacy, a block or a plan shows in the very next search, each made through the
 * route a member or an admin uses.
 */
describeApi("discovery: a change reaches the next search (issue 20)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let year = 1960;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
  });
  afterAll(() => app?.close());

  const pid = (m: SignedUpUser) => m.user.profileId ?? "";

  /** A man looking for women, and a woman born in a year of this test's own: the search's band. */
  async function pair(wants: Partial<CreateProfileInput["partner_requirements"]> = {}) {
    year += 1;
    const base = profileInput();
    const viewer = await memberWithProfile(app, {
      personal_info: { ...base.personal_info, first_name: "Bilal", gender: "male", dob: "1990-03-01" },
      partner_requirements: { ...base.partner_requirements, age_min: AGE_MIN, age_max: AGE_MAX, ...wants },
    });
    const her = await memberWithProfile(app, {
      personal_info: { ...base.personal_info, dob: `${year}-01-15` },
    });
    const today = new Date();
    const age =
      today.getUTCFullYear() - year - (today.getUTCMonth() === 0 && today.getUTCDate() < 15 ? 1 : 0);
    return { viewer, her, band: { age_min: age, age_max: age } };
  }

  async function search(viewer: SignedUpUser, query: Record<string, string | number>) {
    const res = await app.request<Listing>("GET", "/api/profile/get/all-profiles", {
      cookie: viewer.cookie,
      query: { sort: "best_match", pageSize: 50, ...query },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data as Listing;
  }
  const cardOf = async (viewer: SignedUpUser, her: SignedUpUser, query: Record<string, string | number>) =>
    (await search(viewer, query)).profiles.find((card) => card.id === pid(her)) ?? null;

  const ok = <T extends { status: number; text: string }>(res: T) => {
    expect(res.status, res.text).toBe(200);
    return res;
  };

  it("shows her changed profile: the filters and the score follow at once", async () => {
    const { viewer, her, band } = await pair({ maslak: "sunni" });
    const before = await cardOf(viewer, her, band);
    expect(before?.match).not.toBeNull();
    expect(await cardOf(viewer, her, { ...band, maslak: "shia" })).toBeNull();

    ok(
      await app.request("PUT", "/api/profile/update/religion-info", {
        cookie: her.cookie,
        body: { data: { ...profileInput().religion_info, maslak: "shia" } },
      }),
    );
    const after = await cardOf(viewer, her, band);
    expect(await cardOf(viewer, her, { ...band, maslak: "shia" })).not.toBeNull();
    expect(await cardOf(viewer, her, { ...band, maslak: "sunni" })).toBeNull();
    // His wanted Sunni maslak is no longer met by her: one criterion less, same total.
    expect(after?.match?.total).toBe(before?.match?.total);
    expect(after?.match?.met).toBe((before?.match?.met ?? 0) - 1);
  });

  it("shows his changed requirements in her score at once", async () => {
    const { viewer, her, band } = await pair({ maslak: "shia" });
    const before = await cardOf(viewer, her, band);
    ok(
      await app.request("PUT", "/api/profile/update/partner-requirements", {
        cookie: viewer.cookie,
        body: {
          data: {
            ...profileInput().partner_requirements,
            age_min: AGE_MIN,
            age_max: AGE_MAX,
            maslak: "sunni",
          },
        },
      }),
    );
    const after = await cardOf(viewer, her, band);
    expect(after?.match?.met).toBe((before?.match?.met ?? 0) + 1);
    expect(after?.match?.total).toBe(before?.match?.total);
  });

  it("hides her the moment she makes her profile private, and shows her again when she opens it", async () => {
    const { viewer, her, band } = await pair();
    expect(await cardOf(viewer, her, band)).not.toBeNull();
    const privacy = (profile_visibility: string) =>
      app.request("PUT", "/api/profile/update/privacy-settings", {
        cookie: her.cookie,
        body: {
          data: {
            profile_visibility,
            show_profile_picture: "everyone",
            messages_privacy: "everyone",
            proposals_privacy: "everyone",
          },
        },
      });
    ok(await privacy("private"));
    expect(await cardOf(viewer, her, band)).toBeNull();
    ok(await privacy("everyone"));
    expect(await cardOf(viewer, her, band)).not.toBeNull();
  });

  it("hides the two from each other the moment either blocks, and lists them again when unblocked", async () => {
    const { viewer, her, band } = await pair();
    ok(
      await app.request("POST", "/api/blocks/create", {
        cookie: her.cookie,
        body: { profile_id: pid(viewer) },
      }),
    );
    expect(await cardOf(viewer, her, band)).toBeNull();
    ok(
      await app.request("DELETE", "/api/blocks/delete", {
        cookie: her.cookie,
        body: { profile_id: pid(viewer) },
      }),
    );
    expect(await cardOf(viewer, her, band)).not.toBeNull();
    ok(
      await app.request("POST", "/api/blocks/create", {
        cookie: viewer.cookie,
        body: { profile_id: pid(her) },
      }),
    );
    expect(await cardOf(viewer, her, band)).toBeNull();
  });

  it("puts her first the moment an admin grants her a featured plan, and not once it is ended", async () => {
    const { viewer, her, band } = await pair();
    // A second woman of the band, her twin: equal scores, so the higher profile id comes first.
    // Featuring puts her first whichever that is; ending the plan puts the tie-break back.
    const base = profileInput();
    const rival = await memberWithProfile(app, {
      personal_info: { ...base.personal_info, dob: `${year}-01-15`, first_name: "Sana" },
    });
    const plan = async (name: string) => {
      const [row] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
      if (!row) throw new Error(`no ${name} plan`);
      return row.id;
    };
    const grant = async (name: string) =>
      ok(
        await app.request("PUT", "/api/users/update/subscription", {
          cookie: admin.cookie,
          body: { user_id: her.user.id, plan_id: await plan(name), reason: "Freshness test" },
        }),
      );
    const firstOf = async () => (await search(viewer, band)).profiles.map((card) => [card.id, card.featured]);
    // A uuid's order is its lowercase text's.
    const unfeatured = [pid(her), pid(rival)]
      .sort()
      .reverse()
      .map((id) => [id, false]);
    expect(await firstOf()).toEqual(unfeatured);

    await grant("Platinum");
    expect(await firstOf()).toEqual([
      [pid(her), true],
      [pid(rival), false],
    ]);
    await grant("Free");
    expect(await firstOf()).toEqual(unfeatured);
  });
});
