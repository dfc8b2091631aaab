import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { recordAdminAction } from "../audit/record-admin-action";
import type { MemberContext } from "../context";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { connections, profiles, proposals, users } from "../db/schema";

/** One side of a connection as the administrators see it. */
const partySchema = z.object({
  user_id: z.guid().describe("The member's user id."),
  profile_id: z.guid().describe("The member's profile id."),
  name: z.string().describe("The member's account name."),
  email: z.string().describe("The member's e-mail address."),
  account_status: z
    .enum(["active", "disabled", "deleted"])
    .describe("Their account: active, disabled (blocked) or deleted."),
  proposed: z.boolean().describe("True for the member who sent the proposal that made the connection."),
});

const adminConnectionFields = {
  id: z.guid().describe("The connection's id."),
  proposal_id: z.guid().describe("The accepted proposal that made it."),
  proposed_at: z.date().describe("When that proposal was sent."),
  created_at: z.date().describe("When the proposal was accepted: connected since."),
  members: z.array(partySchema).describe("The two members, the one who proposed first."),
};

/** A connection in the administrators' list. */
export const adminConnectionSchema = z.object(adminConnectionFields).meta({
  id: "AdminConnection",
  description: "Two connected members, as the administrators' list shows them.",
});

/** The administrators' list of every connection (GET /api/connections/get without ids). */
export const adminConnectionsPage = z.object({
  connections: z.array(adminConnectionSchema).describe("Newest first."),
  total: z
    .number()
    .int()
    .describe('How many connections match, counted up to 10,000: that number means "10,000 or more".'),
  page: z.number().int().describe("The page answered (from 1)."),
  pageSize: z.number().int().describe("Connections per page."),
});

/** Past this many matches the list says "10,000 or more" instead of counting every row. */
const CONNECTIONS_COUNT_CAP = 10_000;

const profileA = alias(profiles, "profile_a");
const profileB = alias(profiles, "profile_b");
const userA = alias(users, "user_a");
const userB = alias(users, "user_b");

type Row = {
  connection: typeof connections.$inferSelect;
  proposal: { senderId: string; createdAt: Date };
  a: { id: string; name: string; email: string; status: "active" | "disabled" | "deleted" };
  b: { id: string; name: string; email: string; status: "active" | "disabled" | "deleted" };
};

function baseQuery(db: Db) {
  return db
    .select({
      connection: connections,
      proposal: { senderId: proposals.senderId, createdAt: proposals.createdAt },
      a: { id: userA.id, name: userA.name, email: userA.email, status: userA.status },
      b: { id: userB.id, name: userB.name, email: userB.email, status: userB.status },
    })
    .from(connections)
    .innerJoin(proposals, eq(proposals.id, connections.proposalId))
    .innerJoin(profileA, eq(profileA.id, connections.profileAId))
    .innerJoin(userA, eq(userA.id, profileA.userId))
    .innerJoin(profileB, eq(profileB.id, connections.profileBId))
    .innerJoin(userB, eq(userB.id, profileB.userId));
}

function present(row: Row): z.output<typeof adminConnectionSchema> {
  const a = { ...row.a, profileId: row.connection.profileAId };
  const b = { ...row.b, profileId: row.connection.profileBId };
  const [first, second] = row.proposal.senderId === b.profileId ? [b, a] : [a, b];
  const party = (side: typeof a, proposed: boolean) => ({
    user_id: side.id,
    profile_id: side.profileId,
    name: side.name,
    email: side.email,
    account_status: side.status,
    proposed,
  });
  return {
    id: row.connection.id,
    proposal_id: row.connection.proposalId,
    proposed_at: row.proposal.createdAt,
    created_at: row.connection.createdAt,
    members: [party(first, true), party(second, false)],
  };
}

/**
 * Every connection for the administrators (support cases), newest first, searched by either
 * member's name or e-mail. Read only; blocked and deleted members stay listed, with their status.
 */
export async function listAllConnections(
  db: Db,
  input: { search?: string; page: number; pageSize: number },
): Promise<z.output<typeof adminConnectionsPage>> {
  let where: SQL | undefined;
  if (input.search) {
    const pattern = containsPattern(input.search);
    where = or(
      ilike(userA.name, pattern),
      ilike(userA.email, pattern),
      ilike(userB.name, pattern),
      ilike(userB.email, pattern),
    );
  }
  const [rows, counted] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(connections.createdAt), desc(connections.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    // A capped count: the first page of a million connections costs no full scan.
    db.select({ count: count() }).from(baseQuery(db).where(where).limit(CONNECTIONS_COUNT_CAP).as("matches")),
  ]);
  return {
    connections: rows.map(present),
    total: counted[0]?.count ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** One connection as the administrators see it, or null; the view is recorded in the trail. */
export async function viewConnectionAsAdmin(
  admin: MemberContext,
  connectionId: string,
): Promise<z.output<typeof adminConnectionSchema> | null> {
  const [row] = await baseQuery(admin.db).where(eq(connections.id, connectionId)).limit(1);
  if (!row) return null;
  const view = present(row);
  await recordAdminAction(admin.db, {
    adminUserId: admin.user.id,
    action: "connection.view",
    targetType: "connection",
    targetId: connectionId,
    // Who it concerned, for the trail's reader (the member filter finds it from the connection).
    detail: { members: view.members.map((m) => m.user_id) },
  });
  return view;
}
