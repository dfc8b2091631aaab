import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SearchInput } from "@/lib/discovery/search-filters";
import { FAMILY_STATUSES, MONTHLY_INCOMES } from "@/lib/options/profile";
import type { CreateProfileInput } from "@/lib/validation/profile";
import {
  partnerRequirements,
  profileSearch,
  profileSubscriptions,
  profiles,
  proposals,
  subscriptionPlans,
  users,
} from "@/server/db/schema";
import type { MatchDetail } from "@/server/discovery/match-detail";
import { withoutJit } from "@/server/discovery/queries";
import type { DiscoveryCard } from "@/server/discovery/search-profiles";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { connectMembers, memberWithProfile, profileInput, setProfileColumns } from "../support/profiles";

type Listing = {
  profiles: DiscoveryCard[];
  total: number;
  total_capped: boolean;
  page: number;
  pageSize: number;
  sort: string;
};

const DAY = 86_400_000;

/** A date of birth that makes someone `age` today and for the next two months (UTC). */
function dobForAge(age: number): string {
  const now = new Date();
  const birthday = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  return new Date(birthday.getTime() - 100 * DAY).toISOString().slice(0, 10);
}

type Person = {
  gender?: "male" | "female";
  age?: number;
  height?: number;
  marital_status?: string;
  mother_tongue?: string;
  nationality?: string;
  education?: string;
  profession?: string;
  income?: string;
  religion?: [string, string, string];
  place?: [string, string, string];
  family_status?: string;
  wants?: Partial<CreateProfileInput["partner_requirements"]>;
};

/** A wizard payload from the few facts a test cares about (the rest: profileInput's defaults). */
function person(p: Person): Partial<CreateProfileInput> {
  const base = profileInput();
  const [religion, maslak, caste] = p.religion ?? ["islam", "sunni", "rajput"];
  const [country, state, city] = p.place ?? ["PK", "PK-PB", "PK-PB-Lahore"];
  return {
    personal_info: {
      ...base.personal_info,
      gender: p.gender ?? "female",
      dob: dobForAge(p.age ?? 30),
      height: p.height ?? 5.4,
      marital_status: (p.marital_status ?? "single") as CreateProfileInput["personal_info"]["marital_status"],
      mother_tongue: p.mother_tongue ?? "ur",
      nationality: p.nationality ?? "PK",
      second_marriage_info:
        (p.marital_status ?? "single") === "single"
          ? null
          : {
              kids_from_first_marriage: 0,
              reason_for_second_marriage: "other",
              family_approval: "yes",
              provide_separate_house: "yes",
              accept_partner_kids: "yes",
            },
    },
    career_info: {
      ...base.career_info,
      education: (p.education ?? "master") as CreateProfileInput["career_info"]["education"],
      profession: (p.profession ?? "employed") as CreateProfileInput["career_info"]["profession"],
      monthly_income: (p.income ?? "50k_to_100k") as CreateProfileInput["career_info"]["monthly_income"],
    },
    religion_info: {
      ...base.religion_info,
      religion: religion as CreateProfileInput["religion_info"]["religion"],
      maslak,
      caste,
    },
    residential_info: {
      ...base.residential_info,
      country,
      residence_state: state,
      residence_city: city,
      family_status: (p.family_status ?? "middle") as CreateProfileInput["residential_info"]["family_status"],
    },
    partner_requirements: { ...base.partner_requirements, ...p.wants },
  };
}

describeApi("discovery: search, match score, featured, privacy (issue 5)", () => {
  let app: TestApp;
  const member = (p: Person) => memberWithProfile(app, person(p));
  const pid = (m: SignedUpUser) => m.user.profileId ?? "";

  async function list(query: SearchInput | Record<string, string | number | boolean>, cookie?: string) {
    const q: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      q[key] = Array.isArray(value) ? value.join(",") : (value as string | number | boolean);
    }
    const res = await app.request<Listing>("GET", "/api/profile/get/all-profiles", { query: q, cookie });
    expect(res.status, res.text).toBe(200);
    return res.body.data as Listing;
  }
  const ids = async (query: SearchInput | Record<string, string | number | boolean>, cookie?: string) =>
    (await list(query, cookie)).profiles.map((card) => card.id);

  async function userProfile(viewer: SignedUpUser, of: SignedUpUser) {
    const res = await app.request<{
      profile: {
        match: MatchDetail | null;
        connection_id: string | null;
        proposal: DiscoveryCard["proposal"];
      };
    }>("GET", "/api/profile/get/user-profile", { cookie: viewer.cookie, query: { profileId: pid(of) } });
    expect(res.status, res.text).toBe(200);
    return res.body.data?.profile;
  }

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps the income and family-status order of the options in the database's ranks", async () => {
    for (const [kind, list] of [
      ["income", MONTHLY_INCOMES],
      ["family", FAMILY_STATUSES],
    ] as const) {
      for (const [i, option] of list.entries()) {
        const [row] = await app.db
          .select({ rank: sql<number>`profile_search_rank(${kind}, ${option.value})`.mapWith(Number) })
          .from(sql`(select 1) as one`);
        expect(row?.rank, `${kind} ${option.value}`).toBe(i + 1);
      }
    }
  });

  it("runs a heavy slice with JIT off inside a transaction, on either driver", async () => {
    const jit = await withoutJit(app.db, async (tx) => {
      const [row] = await tx
        .select({ value: sql<string>`current_setting('jit')` })
        .from(sql`(select 1) as one`);
      return row?.value;
    });
    expect(jit).toBe("off");
  });

  it("filters by every field, each alone, on the age band of this test", async () => {
    const AGE = 41;
    const a = await member({ age: AGE, height: 5.0, education: "bachelor", income: "less_than_50k" });
    const b = await member({
      age: AGE,
      height: 5.8,
      religion: ["christianity", "catholic", "punjabi"],
      marital_status: "divorced",
      profession: "business",
      mother_tongue: "pa",
      family_status: "high",
      income: "200k_to_500k",
    });
    const c = await member({
      age: AGE,
      height: 6.2,
      religion: ["islam", "shia", "syed"],
      place: ["AE", "AE-DU", "AE-DU-Dubai"],
      nationality: "AE",
      education: "phd",
      family_status: "low",
    });
    const d = await member({ age: AGE, gender: "male", place: ["PK", "PK-SD", "PK-SD-Karachi"] });
    const e = await member({ age: AGE + 1 });
    await setProfileColumns(app, c, { verified: true });
    await app.db
      .update(profiles)
      .set({ imageId: null, imageUrl: null })
      .where(eq(profiles.id, pid(b)));
    await app.settle();

    const band = { age_min: AGE, age_max: AGE, gender: "any" as const };
    const sorted = (list: SignedUpUser[]) => list.map(pid).sort();
    const expectIds = async (query: SearchInput, expected: SignedUpUser[]) =>
      expect((await ids({ ...band, pageSize: 50, ...query })).sort(), JSON.stringify(query)).toEqual(
        sorted(expected),
      );

    await expectIds({}, [a, b, c, d]);
    await expectIds({ age_min: AGE, age_max: AGE + 1 }, [a, b, c, d, e]);
    await expectIds({ gender: "male" }, [d]);
    await expectIds({ gender: "female" }, [a, b, c]);
    await expectIds({ height_min: 5.5 }, [b, c]);
    await expectIds({ height_max: 5.8 }, [a, b, d]);
    await expectIds({ height_min: 5.5, height_max: 6 }, [b]);
    await expectIds({ religion: ["christianity"] }, [b]);
    await expectIds({ religion: ["islam", "christianity"] }, [a, b, c, d]);
    await expectIds({ maslak: ["shia"] }, [c]);
    await expectIds({ caste: ["syed", "punjabi"] }, [b, c]);
    await expectIds({ marital_status: ["divorced"] }, [b]);
    await expectIds({ education: ["bachelor", "phd"] }, [a, c]);
    await expectIds({ profession: ["business"] }, [b]);
    await expectIds({ income: ["less_than_50k"] }, [a]);
    await expectIds({ income: ["200k_to_500k", "more_than_500k"] }, [b]);
    await expectIds({ mother_tongue: ["pa"] }, [b]);
    await expectIds({ country: ["AE"] }, [c]);
    await expectIds({ country: ["PK"] }, [a, b, d]);
    await expectIds({ state: ["PK-SD"] }, [d]);
    await expectIds({ city: ["PK-PB-Lahore"] }, [a, b]);
    await expectIds({ city: ["PK-PB-Lahore", "AE-DU-Dubai"] }, [a, b, c]);
    await expectIds({ family_status: ["low", "high"] }, [b, c]);
    await expectIds({ verified_only: true }, [c]);
    await expectIds({ with_photo: true }, [a, c, d]);
    await expectIds({ religion: ["islam"], city: ["PK-PB-Lahore"] }, [a]);

    // The default gender is the opposite of the viewer's; visitors see both.
    const { gender: _any, ...noGender } = band;
    const viewer = await member({ age: 60, gender: "male" });
    expect((await ids({ ...noGender, pageSize: 50 }, viewer.cookie)).sort()).toEqual(sorted([a, b, c]));
    const she = await member({ age: 60, gender: "female" });
    expect(await ids({ ...noGender, pageSize: 50 }, she.cookie)).toEqual([pid(d)]);
    expect((await ids({ ...noGender, pageSize: 50 })).sort()).toEqual(sorted([a, b, c, d]));
  });

  it("scores a known pair exactly, the same both ways, in the listing and the detail view", async () => {
    const AGE = 44;
    // Her requirements (profileInput's) want 28-32: he is 46, so he misses only her age.
    const her = await member({ age: AGE, height: 5.4, education: "master", income: "50k_to_100k" });
    const him = await member({
      gender: "male",
      age: AGE + 2,
      height: 5.9,
      education: "master",
      income: "100k_to_200k",
      family_status: "high",
      wants: {
        age_min: AGE - 1,
        age_max: AGE + 1,
        height_range: 5,
        education: "phd",
        income_range: "100k_to_200k",
        residence_state: ["PK-SD"],
        residence_city: ["PK-SD-Karachi"],
      },
    });
    // She meets 10 of his 14 (not education, income, state, city); he meets 13 of her 14 (not age).
    const expected = { score: Math.round((100 * 23) / 28), met: 23, total: 28 };
    const hisView = await list({ age_min: AGE, age_max: AGE }, him.cookie);
    expect(hisView.profiles.find((card) => card.id === pid(her))?.match).toEqual(expected);
    const herView = await list({ age_min: AGE + 2, age_max: AGE + 2 }, her.cookie);
    expect(herView.profiles.find((card) => card.id === pid(him))?.match).toEqual(expected);
    expect(expected.score).toBe(82);

    const detail = (await userProfile(him, her))?.match;
    expect(detail).toMatchObject(expected);
    expect(detail?.criteria).toHaveLength(28);
    const unmet = detail?.criteria.filter((c) => !c.met).map((c) => `${c.side}:${c.key}`);
    expect(unmet?.sort()).toEqual(
      [
        "theirs_for_me:education",
        "theirs_for_me:income",
        "theirs_for_me:residence_state",
        "theirs_for_me:residence_city",
        "mine_for_them:age",
      ].sort(),
    );
    const fromHer = (await userProfile(her, him))?.match;
    expect(fromHer).toMatchObject(expected);
    expect(fromHer?.criteria.filter((c) => !c.met).map((c) => `${c.side}:${c.key}`)).toEqual([
      "theirs_for_me:age",
      "mine_for_them:education",
      "mine_for_them:income",
      "mine_for_them:residence_state",
      "mine_for_them:residence_city",
    ]);

    // A requirement that cannot be compared (an empty list) counts neither way.
    await app.db
      .update(partnerRequirements)
      .set({ residenceCity: [] })
      .where(eq(partnerRequirements.profileId, pid(him)));
    const after = { score: Math.round((100 * 23) / 27), met: 23, total: 27 };
    expect(
      (await list({ age_min: AGE, age_max: AGE }, him.cookie)).profiles.find((c) => c.id === pid(her))?.match,
    ).toEqual(after);
    expect((await userProfile(her, him))?.match).toMatchObject(after);
    expect((await userProfile(her, him))?.match?.criteria).toHaveLength(27);

    // Edits reach the score through the triggers: she moves to Karachi.
    await app.db
      .update(profiles)
      .set({ residenceState: "PK-SD", residenceCity: "PK-SD-Karachi" })
      .where(eq(profiles.id, pid(her)));
    await app.settle();
    expect((await userProfile(him, her))?.match).toMatchObject({ met: 24, total: 27, score: 89 });

    // Visitors get no score; nor does a member without partner requirements.
    const visitor = await list({ age_min: AGE, age_max: AGE, gender: "female" });
    expect(visitor.profiles.find((card) => card.id === pid(her))?.match).toBeNull();
    // Nor any account id: the public listing names profiles only.
    expect(visitor.profiles.length).toBeGreaterThan(0);
    for (const card of visitor.profiles) expect(card).not.toHaveProperty("user_id");
    const seenByHim = (await list({ age_min: AGE, age_max: AGE }, him.cookie)).profiles;
    expect(seenByHim.find((c) => c.id === pid(her))).toHaveProperty("user_id", her.user.id);
    const loner = await member({ gender: "male", age: 50 });
    await app.db.delete(partnerRequirements).where(eq(partnerRequirements.profileId, pid(loner)));
    // Without requirements a profile is not complete: not listed.
    expect(
      await app.db
        .select()
        .from(profileSearch)
        .where(eq(profileSearch.profileId, pid(loner))),
    ).toEqual([]);
    const lonerView = await list({ age_min: AGE, age_max: AGE }, loner.cookie);
    expect(lonerView.profiles.find((card) => card.id === pid(her))?.match).toBeNull();
    expect(lonerView.sort).toBe("newest");
    expect((await userProfile(loner, her))?.match).toBeNull();
  });

  it("sorts by best match, newest and recently active, and pages without gaps", async () => {
    const AGE = 48;
    const viewer = await member({
      gender: "male",
      age: 50,
      wants: { age_min: AGE, age_max: AGE, education: "phd", income_range: "less_than_50k", height_range: 5 },
    });
    // Scores differ by education (phd wanted) and height (5 ft minimum).
    const best = await member({ age: AGE, education: "phd", height: 5.5 });
    const middle = await member({ age: AGE, education: "master", height: 5.5 });
    const worst = await member({ age: AGE, education: "master", height: 4.8 });
    const band = { age_min: AGE, age_max: AGE };
    const order = await list({ ...band, sort: "best_match" }, viewer.cookie);
    expect(order.profiles.map((c) => c.id)).toEqual([pid(best), pid(middle), pid(worst)]);
    const scores = order.profiles.map((c) => c.match?.met ?? 0);
    expect(scores[0]).toBeGreaterThan(scores[1] ?? 0);
    expect(scores[1]).toBeGreaterThan(scores[2] ?? 0);
    // Members sort by best match unless they ask otherwise.
    expect((await list(band, viewer.cookie)).sort).toBe("best_match");

    const at = (days: number) => new Date(Date.now() - days * DAY);
    await setProfileColumns(app, best, { submittedAt: at(30) });
    await setProfileColumns(app, middle, { submittedAt: at(1) });
    await setProfileColumns(app, worst, { submittedAt: at(10) });
    expect(await ids({ ...band, sort: "newest" }, viewer.cookie)).toEqual([
      pid(middle),
      pid(worst),
      pid(best),
    ]);
    // Visitors get newest by default.
    const visitor = await list({ ...band, gender: "female" });
    expect(visitor.sort).toBe("newest");
    expect(visitor.profiles.map((c) => c.id)).toEqual([pid(middle), pid(worst), pid(best)]);

    await app.db
      .update(users)
      .set({ lastActiveAt: at(2) })
      .where(eq(users.id, best.user.id));
    await app.settle();
    await app.db
      .update(users)
      .set({ lastActiveAt: at(5) })
      .where(eq(users.id, worst.user.id));
    await app.settle();
    await app.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, middle.user.id));
    await app.settle();
    expect(await ids({ ...band, sort: "recently_active" }, viewer.cookie)).toEqual([
      pid(best),
      pid(worst),
      pid(middle),
    ]);

    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list({ ...band, sort: "best_match", page, pageSize: 1 }, viewer.cookie);
      expect(res).toMatchObject({ total: 3, total_capped: false, page, pageSize: 1 });
      pages.push(...res.profiles.map((c) => c.id));
    }
    expect(pages).toEqual(order.profiles.map((c) => c.id));
    expect((await list({ ...band, page: 4, pageSize: 1 }, viewer.cookie)).profiles).toEqual([]);
  });

  it("puts profiles with a running featured plan first, whatever the sort", async () => {
    const AGE = 52;
    const viewer = await member({ gender: "male", age: 50, wants: { age_min: AGE, age_max: AGE } });
    const good = await member({ age: AGE });
    const poor = await member({
      age: AGE,
      religion: ["christianity", "catholic", "punjabi"],
      education: "matric",
    });
    const expired = await member({ age: AGE, religion: ["hinduism", "other", "other"] });
    const [platinum] = await app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "Platinum"));
    if (!platinum) throw new Error("no Platinum plan");
    const subscribe = (m: SignedUpUser, endDate: Date) =>
      app.db
        .update(profileSubscriptions)
        .set({ planId: platinum.id, endDate })
        .where(eq(profileSubscriptions.profileId, pid(m)));
    await subscribe(poor, new Date(Date.now() + 30 * DAY));
    await subscribe(expired, new Date(Date.now() - DAY));
    const band = { age_min: AGE, age_max: AGE };
    const res = await list({ ...band, sort: "best_match" }, viewer.cookie);
    expect(res.profiles.map((c) => [c.id, c.featured])).toEqual([
      [pid(poor), true],
      [pid(good), false],
      [pid(expired), false],
    ]);
    expect((await ids({ ...band, sort: "newest" }, viewer.cookie))[0]).toBe(pid(poor));
    // Paging crosses from the featured rows to the others.
    expect(await ids({ ...band, pageSize: 1, page: 2 }, viewer.cookie)).toEqual([pid(good)]);
    // An admin turning featured_profile off reaches the listing too.
    await app.db
      .update(subscriptionPlans)
      .set({ featuredProfile: false })
      .where(eq(subscriptionPlans.id, platinum.id));
    await app.settle();
    expect((await list({ ...band, sort: "best_match" }, viewer.cookie)).profiles[0]?.id).toBe(pid(good));
    await app.db
      .update(subscriptionPlans)
      .set({ featuredProfile: true })
      .where(eq(subscriptionPlans.id, platinum.id));
    await app.settle();
  });

  it("never lists the viewer, disabled, deleted or blocked members, nor profiles their visibility hides", async () => {
    const AGE = 55;
    const viewer = await member({ gender: "female", age: AGE });
    const open = await member({ age: AGE });
    const verifiedOnly = await member({ age: AGE });
    const privateOne = await member({ age: AGE });
    const disabled = await member({ age: AGE });
    const blocked = await member({ age: AGE });
    const deleted = await member({ age: AGE });
    await setProfileColumns(app, verifiedOnly, { profileVisibility: "verified_users" });
    await setProfileColumns(app, privateOne, { profileVisibility: "private" });
    await setProfileColumns(app, disabled, { status: "disabled" });
    await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, blocked.user.id));
    await app.settle();
    const gone = await app.request("PUT", "/api/profile/update/disable-profile", {
      cookie: deleted.cookie,
      body: { password: deleted.password },
    });
    expect(gone.status, gone.text).toBe(200);
    const q = { age_min: AGE, age_max: AGE, gender: "female" as const, pageSize: 50 };

    const visitorIds = await ids(q);
    expect(visitorIds.sort()).toEqual([pid(viewer), pid(open)].sort());
    const memberIds = await ids(q, viewer.cookie);
    expect(memberIds).toEqual([pid(open)]);
    await setProfileColumns(app, viewer, { verified: true });
    expect((await ids(q, viewer.cookie)).sort()).toEqual([pid(open), pid(verifiedOnly)].sort());
    await connectMembers(app, viewer, privateOne);
    const withConnection = await list(q, viewer.cookie);
    expect(withConnection.profiles.map((c) => c.id).sort()).toEqual(
      [pid(open), pid(verifiedOnly), pid(privateOne)].sort(),
    );
    expect(withConnection.profiles.find((c) => c.id === pid(privateOne))?.connection_id).toEqual(
      expect.any(String),
    );
    expect(withConnection.profiles.find((c) => c.id === pid(open))?.connection_id).toBeNull();

    // An admin's block lifted: listed again.
    await app.db.update(users).set({ status: "active" }).where(eq(users.id, blocked.user.id));
    await app.settle();
    expect(await ids(q, viewer.cookie)).toContain(pid(blocked));
    expect(
      await app.db
        .select()
        .from(profileSearch)
        .where(eq(profileSearch.profileId, pid(disabled))),
    ).toEqual([]);
  });

  it("tells the viewer about connections, pending proposals and who may propose", async () => {
    const AGE = 58;
    const viewer = await member({ gender: "male", age: 60 });
    const asked = await member({ age: AGE });
    const asker = await member({ age: AGE });
    const picky = await member({ age: AGE });
    await setProfileColumns(app, picky, { proposalsPrivacy: "verified_users" });
    await app.db
      .insert(proposals)
      .values({ senderId: pid(viewer), receiverId: pid(asked), status: "pending" });
    const [incoming] = await app.db
      .insert(proposals)
      .values({ senderId: pid(asker), receiverId: pid(viewer), status: "pending" })
      .returning({ id: proposals.id });
    const res = await list({ age_min: AGE, age_max: AGE }, viewer.cookie);
    const card = (m: SignedUpUser) => res.profiles.find((c) => c.id === pid(m));
    expect(card(asked)?.proposal).toMatchObject({ status: "pending", direction: "sent" });
    expect(card(asker)?.proposal).toEqual({ id: incoming?.id, status: "pending", direction: "received" });
    expect(card(picky)?.proposal).toBeNull();
    expect(card(asked)?.proposal_privacy).toBe(true);
    expect(card(picky)?.proposal_privacy).toBe(false);
    expect(await userProfile(viewer, asker)).toMatchObject({
      proposal: { id: incoming?.id, direction: "received" },
      connection_id: null,
    });
    // Visitors may not propose.
    const visitor = await list({ age_min: AGE, age_max: AGE, gender: "female" });
    expect(visitor.profiles.every((c) => c.proposal_privacy === false && c.proposal === null)).toBe(true);
  });

  it("answers 422 with the field's message for a bad query, and 403 for someone else's ids", async () => {
    const bad = async (query: Record<string, string>) =>
      app.request("GET", "/api/profile/get/all-profiles", { query });
    for (const [query, field, message] of [
      [{ age_min: "abc" }, "age_min", "age_min must be a number"],
      [{ age_max: "99" }, "age_max", "age_max must be between 18 and 75"],
      [{ religion: "islam,jedi" }, "religion.1", "religion: unknown religion"],
      [{ city: "Lahore" }, "city.0", "city: not a city code"],
      [{ sort: "random" }, "sort", "sort must be best_match, newest or recently_active"],
      [{ gender: "robot" }, "gender", "gender must be male, female or any"],
      [{ verified_only: "maybe" }, "verified_only", "verified_only must be true or false"],
      [{ pageSize: "500" }, "pageSize", "pageSize must be between 1 and 50"],
      [
        { page: "51" },
        "page",
        "Only the first 1,000 profiles of a search can be paged through: narrow the filters to see others.",
      ],
      [
        { page: "21", pageSize: "50" },
        "page",
        "Only the first 1,000 profiles of a search can be paged through: narrow the filters to see others.",
      ],
    ] as const) {
      const res = await bad(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    }
    // The same names through tRPC, lists as arrays.
    const trpc = await app.trpc.query<Listing>("profile.getAll", { city: ["PK-PB-Lahore"], sort: "newest" });
    expect(trpc.status).toBe(200);
    // A visitor's cards carry no account id on this path either.
    expect(trpc.data?.profiles.length).toBeGreaterThan(0);
    for (const card of trpc.data?.profiles ?? []) expect(card).not.toHaveProperty("user_id");
    expect(trpc.text).not.toContain("user_id");
    // A page past the first 1,000 is refused there too, before any query runs.
    const deep = await app.trpc.query("profile.getAll", { page: 21, pageSize: 50 });
    expect(deep.status).toBe(400);
    expect(deep.text).toContain("Only the first 1,000 profiles of a search can be paged through");

    const a = await member({ age: 70 });
    const b = await member({ age: 70 });
    for (const query of [{ userId: b.user.id }, { profileId: pid(b) }]) {
      const res = await app.request("GET", "/api/profile/get/all-profiles", { cookie: a.cookie, query });
      expect(res.status).toBe(403);
    }
    const visitor = await app.request("GET", "/api/profile/get/all-profiles", {
      query: { userId: a.user.id },
    });
    expect(visitor.status).toBe(403);
    const own = await app.request<Listing>("GET", "/api/profile/get/all-profiles", {
      cookie: a.cookie,
      query: { userId: a.user.id, profileId: pid(a), age_min: 70, age_max: 70, gender: "any" },
    });
    expect(own.status).toBe(200);
    expect(own.body.data?.profiles.map((c) => c.id)).toEqual([pid(b)]);
  });
});
