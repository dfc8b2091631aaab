import { type AnyColumn, and, eq, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { connections, profileBlocks, profileSearch, profiles, proposals } from "../db/schema";
import type { SearchRow } from "./criteria";

/** Queries of discovery; each takes the database first. */

export async function findSearchRow(db: Db, profileId: string): Promise<SearchRow | null> {
  const [row] = await db.select().from(profileSearch).where(eq(profileSearch.profileId, profileId)).limit(1);
  return row ?? null;
}

/**
 * Runs `work` in a transaction with PostgreSQL's JIT off: a search over tens of thousands of index
 * entries is costed high enough to be JIT-compiled, which takes longer than running it (measured:
 * 8 ms of compilation, the query 50% slower; docs/decisions/0010).
 */
export function withoutJit<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return work(tx);
  });
}

export type PageRow = {
  profile: typeof profiles.$inferSelect;
  met: number | null;
  total: number | null;
  connectionId: string | null;
  proposal: PendingProposal | null;
};

/**
 * One slice of the search, in the given order, with the score's parts when `match` is given, and
 * in the same statement what the cards need of the page's rows only: the profile, the viewer's
 * connection with it and a pending proposal between the two.
 */
export async function searchSlice(
  db: Db,
  options: {
    where: SQL | undefined;
    match: { met: SQL<number>; total: SQL<number> } | null;
    orderBy: SQL[];
    limit: number;
    offset: number;
    viewerProfileId: string | null;
    /** Scores every matching row (best_match): run with JIT off. */
    heavy: boolean;
  },
): Promise<PageRow[]> {
  if (options.limit <= 0) return [];
  const v = options.viewerProfileId;
  const run = async (tx: Db) => {
    const slice = tx
      .select({
        hitId: sql<string>`${profileSearch.profileId}`.as("hit_id"),
        met: (options.match ? options.match.met : sql<null>`null::int`).as("met"),
        total: (options.match ? options.match.total : sql<null>`null::int`).as("total"),
      })
      .from(profileSearch)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset(options.offset)
      .as("slice");
    // row_number() over the slice's own output keeps its order through the join below.
    const page = tx
      .select({
        hitId: slice.hitId,
        met: slice.met,
        total: slice.total,
        ord: sql<number>`row_number() over ()`.as("ord"),
      })
      .from(slice)
      .as("page");
    const rows = await tx
      .select({
        ord: page.ord,
        met: page.met,
        total: page.total,
        profile: profiles,
        ...pageFacts(v, page.hitId),
      })
      .from(page)
      .innerJoin(profiles, eq(profiles.id, page.hitId))
      .orderBy(page.ord);
    return rows.map((row) => pageRow(row, v));
  };
  return options.heavy ? withoutJit(db, run) : run(db);
}

/**
 * What a card needs besides its profile: the viewer's connection with it and a pending proposal.
 * `v` is the viewer's profile id, or the placeholder a prepared query fills with it.
 */
function pageFacts(v: string | Placeholder | null, hitId: SQL | SQL.Aliased | AnyColumn) {
  return {
    connectionId: v
      ? sql<string | null>`(select ${connections.id} from ${connections}
          where (${connections.profileAId} = ${v} and ${connections.profileBId} = ${hitId})
             or (${connections.profileBId} = ${v} and ${connections.profileAId} = ${hitId}))`
      : sql<null>`null`,
    proposalId: v
      ? sql<string | null>`(select ${proposals.id} from ${proposals}
          where ${proposals.status} = 'pending'
            and ((${proposals.senderId} = ${v} and ${proposals.receiverId} = ${hitId})
              or (${proposals.receiverId} = ${v} and ${proposals.senderId} = ${hitId})) limit 1)`
      : sql<null>`null`,
    proposalSender: v
      ? sql<string | null>`(select ${proposals.senderId} from ${proposals}
          where ${proposals.status} = 'pending'
            and ((${proposals.senderId} = ${v} and ${proposals.receiverId} = ${hitId})
              or (${proposals.receiverId} = ${v} and ${proposals.senderId} = ${hitId})) limit 1)`
      : sql<null>`null`,
  };
}

function pageRow(
  row: {
    profile: typeof profiles.$inferSelect;
    met: number | null;
    total: number | null;
    connectionId: string | null;
    proposalId: string | null;
    proposalSender: string | null;
  },
  v: string | null,
): PageRow {
  return {
    profile: row.profile,
    met: row.met === null ? null : Number(row.met),
    total: row.total === null ? null : Number(row.total),
    connectionId: row.connectionId,
    proposal:
      row.proposalId && row.proposalSender
        ? {
            id: row.proposalId,
            status: "pending" as const,
            direction: row.proposalSender === v ? ("sent" as const) : ("received" as const),
          }
        : null,
  };
}

/**
 * The page query for ids the browse index chose, prepared once per database and viewer kind: the
 * ids travel as one uuid[] parameter, so the statement's text never changes and Drizzle builds it
 * once (building it was a fifth of a listing request's CPU, issue 20).
 */
function pageRowsQuery(db: Db, forMember: boolean) {
  const page = sql`unnest(${sql.placeholder("ids")}::uuid[]) with ordinality as page(hit_id, ord)`;
  return db
    .select({
      ord: sql<number>`page.ord`,
      profile: profiles,
      ...pageFacts(forMember ? sql.placeholder("viewer") : null, sql`page.hit_id`),
    })
    .from(page)
    .innerJoin(profiles, sql`${profiles.id} = page.hit_id`)
    .orderBy(sql`page.ord`);
}
const memberPageRows = preparedQuery((db) => pageRowsQuery(db, true).prepare("browse_page_rows_member"));
const visitorPageRows = preparedQuery((db) => pageRowsQuery(db, false).prepare("browse_page_rows_visitor"));

/**
 * The page's rows for ids the browse index chose (browse-index.ts), in their order, with what the
 * cards need: the same as searchSlice gives for a slice it chose in SQL.
 */
export async function findPageRows(
  db: Db,
  hits: readonly { id: string; met: number | null; total: number | null }[],
  viewerProfileId: string | null,
): Promise<PageRow[]> {
  if (hits.length === 0) return [];
  const ids = hits.map((hit) => hit.id);
  const rows = viewerProfileId
    ? await memberPageRows(db).execute({ ids, viewer: viewerProfileId })
    : await visitorPageRows(db).execute({ ids });
  return rows.map((row) => {
    const hit = hits[Number(row.ord) - 1];
    return pageRow({ ...row, met: hit?.met ?? null, total: hit?.total ?? null }, viewerProfileId);
  });
}

const viewerStanding = preparedQuery((db) => {
  const me = sql.placeholder("profileId");
  const c = connections;
  const b = profileBlocks;
  return db
    .select({
      row: profileSearch,
      connections: sql<string[] | null>`(select array_agg(
          case when ${c.profileAId} = ${me} then ${c.profileBId} else ${c.profileAId} end::text)
        from ${c} where ${c.profileAId} = ${me} or ${c.profileBId} = ${me})`,
      blocked: sql<string[] | null>`(select array_agg(
          case when ${b.blockerId} = ${me} then ${b.blockedId} else ${b.blockerId} end::text)
        from ${b} where ${b.blockerId} = ${me} or ${b.blockedId} = ${me})`,
    })
    .from(profiles)
    .leftJoin(profileSearch, eq(profileSearch.profileId, profiles.id))
    .where(eq(profiles.id, me))
    .prepare("browse_viewer_standing");
});

/**
 * The searching member's own search row (their requirements score the results), with their
 * connections and everyone blocked either way (profile ids, the browse index's filters): one round
 * trip for all three.
 */
export async function findViewerStanding(
  db: Db,
  profileId: string,
): Promise<{ row: SearchRow | null; connections: Set<string>; blocked: Set<string> }> {
  const [found] = await viewerStanding(db).execute({ profileId });
  return {
    row: found?.row ?? null,
    connections: new Set(found?.connections ?? []),
    blocked: new Set(found?.blocked ?? []),
  };
}

/**
 * How many rows match, featured and others, each counted up to `cap` + 1 (counting a few hundred
 * thousand index entries costs more than the page itself).
 */
export async function countMatches(
  db: Db,
  where: { featured: SQL | undefined; others: SQL | undefined },
  cap: number,
): Promise<{ featured: number; others: number }> {
  const [row] = await db
    .select({
      featured: sql<number>`(select count(*) from (
        select 1 from ${profileSearch} where ${where.featured} limit ${cap + 1}
      ) as capped)`.mapWith(Number),
      others: sql<number>`(select count(*) from (
        select 1 from ${profileSearch} where ${where.others} limit ${cap + 1}
      ) as capped)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { featured: row?.featured ?? 0, others: row?.others ?? 0 };
}

/** The viewer's connections among `ids`: other profile id → connection id. */
export async function findConnectionsWith(
  db: Db,
  viewerProfileId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: connections.id, a: connections.profileAId, b: connections.profileBId })
    .from(connections)
    .where(
      or(
        and(eq(connections.profileAId, viewerProfileId), inArray(connections.profileBId, [...ids])),
        and(eq(connections.profileBId, viewerProfileId), inArray(connections.profileAId, [...ids])),
      ),
    );
  return new Map(rows.map((row) => [row.a === viewerProfileId ? row.b : row.a, row.id]));
}

export const pendingProposalSchema = z
  .object({
    id: z.guid().describe("The proposal's id (answer it with `PUT /api/proposal/update`)."),
    status: z.literal("pending").describe("Always pending: answered proposals are not given here."),
    direction: z
      .enum(["sent", "received"])
      .describe(
        "`sent`: the viewer proposed to this member; `received`: this member proposed to the viewer.",
      ),
  })
  .meta({
    id: "PendingProposal",
    description: "A proposal between the viewer and this member still waiting for an answer, either way.",
  });

export type PendingProposal = z.output<typeof pendingProposalSchema>;

/** Pending proposals between the viewer and each of `ids`, either way: other profile id → proposal. */
export async function findPendingProposalsWith(
  db: Db,
  viewerProfileId: string,
  ids: readonly string[],
): Promise<Map<string, PendingProposal>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: proposals.id, senderId: proposals.senderId, receiverId: proposals.receiverId })
    .from(proposals)
    .where(
      and(
        eq(proposals.status, "pending"),
        or(
          and(eq(proposals.senderId, viewerProfileId), inArray(proposals.receiverId, [...ids])),
          and(eq(proposals.receiverId, viewerProfileId), inArray(proposals.senderId, [...ids])),
        ),
      ),
    );
  const found = new Map<string, PendingProposal>();
  for (const row of rows) {
    const sent = row.senderId === viewerProfileId;
    found.set(sent ? row.receiverId : row.senderId, {
      id: row.id,
      status: "pending",
      direction: sent ? "sent" : "received",
    });
  }
  return found;
}
