import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  connections,
  profileBlocks,
  profileSearch,
  profileSubscriptions,
  profiles,
  proposals,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import { DEMO_PASSWORD, seedDemoProfiles } from "@/server/demo/seed-demo-profiles";
import { orderedPair } from "@/server/profiles/access";
import { createTestApp, describeApi, type TestApp } from "../support/app";

type Listing = {
  profiles: { id: string; featured: boolean; match: unknown; connection_id: string | null }[];
  total: number;
  total_capped: boolean;
  sort: string;
};

/**
 * Issue 20, decision 0040: the in-memory browse index answers every search exactly as the SQL
 * search does: the same profiles in the same order with the same scores, the same totals, for
 * members, a verified member with connections and blocks, an admin and a visitor, over every sort,
 * the bench's filter sets and deep pages, on the demo generator's fixed seed.
 */
describeApi("the browse index answers as the SQL search (issue 20)", () => {
  let app: TestApp;
  const viewers: { label: string; cookie: string | null; row: typeof profileSearch.$inferSelect | null }[] =
    [];

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoProfiles(app.database, { count: 1200, photos: false });
    // Members of each gender with partner requirements, one of them verified, with a connection and
    // blocks both ways, so visibility, connections and blocks all take part.
    const rows = await app.db
      .select({ search: profileSearch, email: users.email, userId: users.id })
      .from(profileSearch)
      .innerJoin(profiles, eq(profiles.id, profileSearch.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(isNotNull(profileSearch.wantReligion)))
      .orderBy(profileSearch.profileId)
      .limit(400);
    const man = rows.find((r) => r.search.gender === "male");
    const woman = rows.find((r) => r.search.gender === "female" && (r.search.flags & 1) === 0);
    const others = rows.filter((r) => r !== man && r !== woman);
    if (!man || !woman || others.length < 26) throw new Error("the demo seed has too few members");
    await app.db.update(profiles).set({ verified: true }).where(eq(profiles.id, woman.search.profileId));
    const connect = async (a: string, b: string) => {
      const [low, high] = orderedPair(a, b);
      const [proposal] = await app.db
        .insert(proposals)
        .values({ senderId: a, receiverId: b, status: "accepted" })
        .returning({ id: proposals.id });
      if (proposal)
        await app.db
          .insert(connections)
          .values({ proposalId: proposal.id, profileAId: low, profileBId: high });
    };
    const men = others.filter((r) => r.search.gender === "male");
    for (const other of men.slice(0, 2)) await connect(woman.search.profileId, other.search.profileId);
    const [blocked, blocker] = men.slice(2, 4);
    if (blocked && blocker) {
      await app.db.insert(profileBlocks).values([
        { blockerId: woman.search.profileId, blockedId: blocked.search.profileId },
        { blockerId: blocker.search.profileId, blockedId: woman.search.profileId },
      ]);
    }
    // Featuring that has ended and featuring that runs, beside whatever the seed gave.
    const [platinum] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "Platinum"));
    if (!platinum) throw new Error("no Platinum plan");
    for (const [index, other] of others.slice(6, 26).entries()) {
      const endDate = new Date(Date.now() + (index % 2 === 0 ? -1 : 1) * 10 * 86_400_000);
      await app.db
        .update(profileSubscriptions)
        .set({ planId: platinum.id, endDate })
        .where(eq(profileSubscriptions.profileId, other.search.profileId));
    }
    const admin = await app.makeAdmin();
    for (const [label, who] of [
      ["man", man],
      ["verified woman", woman],
    ] as const) {
      const signedIn = await app.signIn(who.email, DEMO_PASSWORD);
      const [row] = await app.db
        .select()
        .from(profileSearch)
        .where(eq(profileSearch.profileId, who.search.profileId));
      viewers.push({ label, cookie: signedIn.cookie, row: row ?? null });
    }
    viewers.push({ label: "admin", cookie: admin.cookie, row: null });
    viewers.push({ label: "visitor", cookie: null, row: null });
    await app.settle();
  }, 120_000);
  afterAll(() => app?.close());

  async function both(cookie: string | null, query: Record<string, string | number>) {
    const ask = async () => {
      const res = await app.request<Listing>("GET", "/api/profile/get/all-profiles", { cookie, query });
      expect(res.status, res.text).toBe(200);
      return res.body.data as Listing;
    };
    const index = app.services.browse;
    if (!index) throw new Error("the test app has no browse index");
    expect(await index.catchUp()).toBe(true);
    const fromMemory = await ask();
    app.services.browse = null;
    try {
      return { fromMemory, fromSql: await ask() };
    } finally {
      app.services.browse = index;
    }
  }

  /** Compares every viewer × filter set × sort × depth; answers how many pages were compared and scored. */
  async function compareAll(): Promise<{ compared: number; scored: number }> {
    let compared = 0;
    let scored = 0;
    for (const viewer of viewers) {
      const row = viewer.row;
      const ages = row
        ? { age_min: row.wantAgeMin ?? 18, age_max: row.wantAgeMax ?? 75 }
        : { age_min: 22, age_max: 40 };
      const sets: Record<string, string | number>[] = [
        {},
        ages,
        { ...ages, city: row?.city ?? "PK-PB-Lahore" },
        { ...ages, state: row?.state ?? "PK-PB", religion: "islam" },
        { ...ages, country: "PK", education: "bachelor,master,phd", marital_status: "single" },
        { income: "50k_to_100k,100k_to_200k", verified_only: "true" },
        { gender: "female", with_photo: "false", height_min: 5 },
      ];
      for (const filters of sets) {
        for (const sort of ["best_match", "newest", "recently_active"]) {
          for (const [page, pageSize] of [
            [1, 20],
            [2, 20],
            [5, 7],
            [50, 20],
          ] as const) {
            const query = { ...filters, sort, page, pageSize };
            const { fromMemory, fromSql } = await both(viewer.cookie, query);
            expect(fromMemory, `${viewer.label} ${JSON.stringify(query)}`).toEqual(fromSql);
            compared++;
            if (fromSql.profiles.some((card) => card.match !== null)) scored++;
          }
        }
      }
    }
    return { compared, scored };
  }

  it("gives the same pages, scores and totals for rows it read from the change log", async () => {
    // The index loaded when the app started, before the seed: every seeded row came from the log.
    const { compared, scored } = await compareAll();
    // The comparisons covered scored pages, not only empty or unscored ones.
    expect(compared).toBe(viewers.length * 7 * 3 * 4);
    expect(scored).toBeGreaterThan(50);
  }, 300_000);

  it("gives the same pages, scores and totals after a full load (rows renumbered in dob order)", async () => {
    await app.services.browse?.load();
    expect(app.services.browse?.rows).toBeGreaterThanOrEqual(1200);
    const { compared, scored } = await compareAll();
    expect(compared).toBe(viewers.length * 7 * 3 * 4);
    expect(scored).toBeGreaterThan(50);
  }, 300_000);

  it("sees a change in the next search, as the SQL search does", async () => {
    const viewer = viewers[1];
    if (!viewer?.cookie) throw new Error("no member viewer");
    const query = { sort: "newest", pageSize: 5 };
    const before = await both(viewer.cookie, query);
    const first = before.fromMemory.profiles[0];
    if (!first) throw new Error("nothing listed");
    await app.db.update(profiles).set({ profileVisibility: "private" }).where(eq(profiles.id, first.id));
    const after = await both(viewer.cookie, query);
    expect(after.fromMemory).toEqual(after.fromSql);
    expect(after.fromMemory.profiles.map((card) => card.id)).not.toContain(first.id);
  });
});
