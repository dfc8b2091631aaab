import { type AnyColumn, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { RESULTS_MAX, type SearchQuery, type SearchSort, SORTS } from "@/lib/discovery/search-filters";
import { notBlockedSql } from "../blocks/queries";
import type { RequestContext } from "../context";
import { connections, profileSearch } from "../db/schema";
import { AppError, NOT_ALLOWED } from "../errors";
import type { Relation, Viewer } from "../profiles/access";
import { viewerFrom } from "../profiles/access";
import { mayPropose, presentProfileCard, profileCardSchema } from "../profiles/present";
import type { BrowseIndex } from "./browse-index";
import {
  ageBetweenSql,
  familyRank,
  hasRequirements,
  incomeRank,
  inList,
  matchSql,
  matchSummarySchema,
  SEARCH_FLAGS,
  type SearchRow,
  summary,
  todayUtc,
} from "./criteria";
import {
  countMatches,
  findPageRows,
  findViewerStanding,
  type PageRow,
  pendingProposalSchema,
  searchSlice,
} from "./queries";

/**
 * profile.getAll, GET /api/profile/get/all-profiles (issue 5, docs/dev/discovery-contract.md,
 * docs/decisions/0010): the listed profiles this viewer may see, filtered, featured first, then
 * by the sort, paged, each with the mutual match score, all decided in SQL over `profile_search`.
 */

/**
 * Totals past this are reported as this, with `total_capped: true` ('1,000+ profiles'): counting a
 * broad search's hundreds of thousands of rows costs more than finding its page. It is also as deep
 * as a search pages (the input schema refuses more).
 */
export const TOTAL_CAP = RESULTS_MAX;

const s = profileSearch;

/** A card of the search: the profile card and how the viewer stands to the member. */
export const discoveryCardSchema = profileCardSchema
  .extend({
    match: matchSummarySchema
      .nullable()
      .describe(
        "The mutual match score; null for visitors, for a viewer without partner requirements, and when nothing can be compared.",
      ),
    proposal_privacy: z
      .boolean()
      .describe(
        "Whether this viewer may send the member a proposal now (their `proposals_privacy`); false for visitors and administrators.",
      ),
    connection_id: z
      .guid()
      .nullable()
      .describe("The viewer's connection with this member, or null when they are not connected."),
    proposal: pendingProposalSchema
      .nullable()
      .describe("A pending proposal between the viewer and this member, either way, or null."),
  })
  .meta({
    id: "DiscoveryCard",
    description:
      "A profile of the search as a card, with the match score and the viewer's standing with the member.",
  });

export type DiscoveryCard = z.output<typeof discoveryCardSchema>;

/** GET /api/profile/get/all-profiles: a page of the search. */
export const searchResultSchema = z.object({
  profiles: z
    .array(discoveryCardSchema)
    .describe("This page's profiles: featured ones first, then in the order of `sort`."),
  total: z
    .number()
    .int()
    .describe(`How many profiles match the search, counted up to ${RESULTS_MAX.toLocaleString("en-US")}.`),
  total_capped: z
    .boolean()
    .describe(
      `True when more than ${RESULTS_MAX.toLocaleString("en-US")} profiles match: \`total\` stops there ('1,000+'), and so does paging.`,
    ),
  page: z.number().int().describe("The page given, from 1."),
  pageSize: z.number().int().describe("Profiles per page, 1 to 50."),
  sort: z
    .enum(SORTS)
    .describe(
      "The order applied: best_match (by match score; members with partner requirements only, else newest), newest (by submission), recently_active.",
    ),
});

export type SearchResult = z.output<typeof searchResultSchema>;

/**
 * The profile_visibility levels (profile_search.flags bits) hidden from this viewer unless the
 * member is their connection: the rule of `allows` (access.ts), for the SQL search and the browse
 * index alike. Admins see every level.
 */
function hiddenFlagsFor(viewer: Viewer): number {
  if (viewer.kind === "admin") return 0;
  const verifiedOnlyOrPrivate = SEARCH_FLAGS.verifiedUsersOnly | SEARCH_FLAGS.private;
  if (viewer.kind === "visitor" || !viewer.profileId) return verifiedOnlyOrPrivate;
  return viewer.verified ? SEARCH_FLAGS.private : verifiedOnlyOrPrivate;
}

/** profile_visibility in SQL: the hidden levels, unless the viewer is connected with the member. */
function visibleTo(viewer: Viewer): SQL | undefined {
  const hidden = hiddenFlagsFor(viewer);
  if (hidden === 0) return undefined;
  const open = sql`(${s.flags} & ${hidden}::smallint) = 0`;
  if (viewer.kind === "visitor" || !viewer.profileId) return open;
  // The viewer's connections see every level: one uncorrelated (hashed) subquery, not one per row.
  const connected = sql`${s.profileId} in (
    select ${connections.profileBId} from ${connections} where ${connections.profileAId} = ${viewer.profileId}
    union all
    select ${connections.profileAId} from ${connections} where ${connections.profileBId} = ${viewer.profileId}
  )`;
  return sql`(${open} or ${connected})`;
}

function filtersSql(input: SearchQuery, gender: "male" | "female" | null, today: string): SQL[] {
  const where: SQL[] = [];
  if (gender) where.push(eq(s.gender, gender));
  const age = ageBetweenSql(today, input.age_min ?? null, input.age_max ?? null);
  if (age) where.push(age);
  if (input.height_min !== undefined) where.push(sql`${s.height} >= ${input.height_min}`);
  if (input.height_max !== undefined) where.push(sql`${s.height} <= ${input.height_max}`);
  const lists: [readonly string[] | undefined, AnyColumn][] = [
    [input.religion, s.religion],
    [input.maslak, s.maslak],
    [input.caste, s.caste],
    [input.marital_status, s.maritalStatus],
    [input.education, s.education],
    [input.profession, s.profession],
    [input.mother_tongue, s.motherTongue],
    [input.state, s.state],
    [input.city, s.city],
  ];
  for (const [values, column] of lists) if (values?.length) where.push(inList(column, values));
  if (input.income?.length) where.push(inList(s.income, input.income.map(incomeRank)));
  if (input.family_status?.length) where.push(inList(s.family, input.family_status.map(familyRank)));
  if (input.country?.length) {
    // State codes start with their country's ('PK-PB'), so a country is a key range of the index.
    const ranges = input.country.map(
      (code) => sql`(${s.state} >= ${`${code}-`} and ${s.state} < ${`${code}.`})`,
    );
    where.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (input.city?.length && !input.state?.length) {
    // A city's code starts with its state's ('PK-PB-Lahore'): lets the index seek by state first.
    const states = [...new Set(input.city.map((code) => code.split("-").slice(0, 2).join("-")))];
    where.push(inList(s.state, states));
  }
  if (input.verified_only) where.push(sql`(${s.flags} & ${SEARCH_FLAGS.verified}::smallint) <> 0`);
  if (input.with_photo) where.push(sql`(${s.flags} & ${SEARCH_FLAGS.photo}::smallint) <> 0`);
  return where;
}

function orderFor(sort: SearchSort, match: { met: SQL<number>; total: SQL<number> } | null): SQL[] {
  if (sort === "best_match" && match) {
    return [sql`(${match.met})::float8 / nullif(${match.total}, 0) desc nulls last`, desc(s.profileId)];
  }
  if (sort === "recently_active") return [sql`${s.lastActiveAt} desc nulls last`, desc(s.profileId)];
  return [desc(s.submittedAt), desc(s.profileId)];
}

export async function searchProfiles(ctx: RequestContext, input: SearchQuery): Promise<SearchResult> {
  const viewer = viewerFrom(ctx);
  const own = viewer.kind === "visitor" ? null : viewer;
  if (
    (input.userId && input.userId !== own?.userId) ||
    (input.profileId && input.profileId !== own?.profileId)
  ) {
    throw new AppError("FORBIDDEN", NOT_ALLOWED);
  }
  const ownProfileId = own?.profileId ?? null;
  // Both reads at once: the browse index's change log, and the member's own row with their
  // connections and blocks.
  const current = ctx.browse ? ctx.browse.catchUp(ctx.db) : Promise.resolve(false);
  // A search that fails before it awaits the change log must not leave a rejection unhandled.
  current.catch(() => {});
  const standing = ownProfileId ? await findViewerStanding(ctx.db, ownProfileId) : null;
  const me = standing?.row ?? null;
  const scoring = viewer.kind === "member" && hasRequirements(me) ? me : null;
  const today = todayUtc();

  let gender: "male" | "female" | null = null;
  if (input.gender === "male" || input.gender === "female") gender = input.gender;
  else if (input.gender === undefined && ownProfileId) {
    const mine = me?.gender ?? ctx.user?.gender ?? null;
    gender = mine === "male" ? "female" : mine === "female" ? "male" : null;
  }

  const requested: SearchSort = input.sort ?? (viewer.kind === "visitor" ? "newest" : "best_match");
  const sort: SearchSort = requested === "best_match" && !scoring ? "newest" : requested;
  const plan = { viewer, ownProfileId, gender, today, sort, scoring };
  // An admin's listing hides nobody for a block (as in SQL): only a member's relations narrow it.
  const relations = viewer.kind === "member" && standing ? standing : NO_RELATIONS;
  const found =
    ctx.browse && (await current)
      ? await searchInMemory(ctx, input, plan, ctx.browse, relations)
      : await searchInSql(ctx, input, plan);
  const { counts, rows } = found;
  const cards: DiscoveryCard[] = rows.map((row) => {
    const relation: Relation = { viewer, isOwner: false, isConnection: row.connectionId !== null };
    return {
      ...presentProfileCard(row.profile, relation, row.featured),
      match: row.met !== null && row.total !== null ? summary(row.met, row.total) : null,
      proposal_privacy: mayPropose(row.profile, relation),
      connection_id: row.connectionId,
      proposal: row.proposal,
    };
  });

  const counted = counts.featured + counts.others;
  const capped = counts.featured > TOTAL_CAP || counted > TOTAL_CAP;
  return {
    profiles: cards,
    total: capped ? TOTAL_CAP : counted,
    /** More than `total` match: the count stops at TOTAL_CAP (counting costs more than the page). */
    total_capped: capped,
    page: input.page,
    pageSize: input.pageSize,
    sort,
  };
}

type Plan = {
  viewer: Viewer;
  ownProfileId: string | null;
  gender: "male" | "female" | null;
  today: string;
  sort: SearchSort;
  /** The viewer's own row when the search is scored (a member with partner requirements). */
  scoring: SearchRow | null;
};
type Found = { counts: { featured: number; others: number }; rows: (PageRow & { featured: boolean })[] };

type Relations = { connections: Set<string>; blocked: Set<string> };
const NO_RELATIONS: Relations = { connections: new Set(), blocked: new Set() };

/**
 * The counts and the page from the browse index (decision 0040), once it has read every change
 * committed so far (the caller waits for that; while the index loads, the search runs in SQL).
 */
async function searchInMemory(
  ctx: RequestContext,
  input: SearchQuery,
  plan: Plan,
  browse: BrowseIndex,
  relations: Relations,
): Promise<Found> {
  const { viewer, ownProfileId } = plan;
  const excluded = new Set(relations.blocked);
  if (ownProfileId) excluded.add(ownProfileId);
  const result = browse.search({
    gender: plan.gender,
    today: plan.today,
    ageMin: input.age_min ?? null,
    ageMax: input.age_max ?? null,
    heightMin: input.height_min,
    heightMax: input.height_max,
    religion: input.religion,
    maslak: input.maslak,
    caste: input.caste,
    maritalStatus: input.marital_status,
    education: input.education,
    profession: input.profession,
    motherTongue: input.mother_tongue,
    state: input.state,
    city: input.city,
    country: input.country,
    income: input.income,
    familyStatus: input.family_status,
    verifiedOnly: input.verified_only,
    withPhoto: input.with_photo,
    hiddenFlags: hiddenFlagsFor(viewer),
    connections: relations.connections,
    excluded,
    sort: plan.sort,
    scoring: plan.scoring,
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
    cap: TOTAL_CAP,
  });
  const pageRows = await findPageRows(ctx.db, result.hits, ownProfileId);
  const featuredIds = new Set(result.hits.filter((hit) => hit.featured).map((hit) => hit.id));
  return {
    counts: { featured: result.featuredCount, others: result.othersCount },
    rows: pageRows.map((row) => ({ ...row, featured: featuredIds.has(row.profile.id) })),
  };
}

/** The counts and the page in SQL, over profile_search's indexes (decision 0010). */
async function searchInSql(ctx: RequestContext, input: SearchQuery, plan: Plan): Promise<Found> {
  const { viewer, ownProfileId, gender, today, sort, scoring } = plan;
  const match = scoring ? matchSql(scoring, today) : null;
  const base = [
    sql`true`,
    ...filtersSql(input, gender, today),
    visibleTo(viewer),
    ownProfileId ? sql`${s.profileId} <> ${ownProfileId}` : undefined,
    // A block hides the two from each other's listings and counts, both ways (decision 0024).
    ownProfileId && viewer.kind === "member" ? notBlockedSql(ownProfileId, s.profileId) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  const featured = sql.join([...base, sql`${s.featuredUntil} > now()`], sql` and `);
  const others = sql.join(
    [...base, sql`(${s.featuredUntil} is null or ${s.featuredUntil} <= now())`],
    sql` and `,
  );

  const limit = input.pageSize;
  const offset = (input.page - 1) * input.pageSize;
  const orderBy = orderFor(sort, match);
  // Scoring every row of a broad search is costed high enough for PostgreSQL to JIT-compile it,
  // which is slower than running it: a best-match slice over more rows than TOTAL_CAP runs with JIT
  // off (queries.ts, withoutJit; a transaction, so two more round trips, only when it pays). The
  // featured rows are a few percent of any search: never that many.
  const slice = (where: SQL, sliceLimit: number, sliceOffset: number, heavy: boolean) =>
    searchSlice(ctx.db, {
      where,
      match,
      orderBy,
      limit: sliceLimit,
      offset: sliceOffset,
      viewerProfileId: ownProfileId,
      heavy,
    });

  // Featured first: their slice and the counts together; the others only when the page reaches
  // past the featured rows.
  const [counts, featuredRows] = await Promise.all([
    countMatches(ctx.db, { featured, others }, TOTAL_CAP),
    slice(featured, limit, offset, false),
  ]);
  let otherRows: PageRow[] = [];
  // The page reaches past the featured rows: where the others start needs their exact count, and
  // the capped one is exact here, since no page reaches past the first TOTAL_CAP rows of a search
  // (the input schema refuses deeper pages), so fewer featured rows than that match. No count is
  // ever unbounded.
  const featuredCount = counts.featured;
  if (featuredRows.length < limit && offset + limit > featuredCount) {
    const heavy = sort === "best_match" && counts.others > TOTAL_CAP;
    otherRows = await slice(others, limit - featuredRows.length, Math.max(0, offset - featuredCount), heavy);
  }

  const rows = [
    ...featuredRows.map((row) => ({ ...row, featured: true })),
    ...otherRows.map((row) => ({ ...row, featured: false })),
  ];
  return { counts, rows };
}
