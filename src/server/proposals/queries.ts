import { type AnyColumn, and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { notBlockedSql } from "../blocks/queries";
import type { Db } from "../db/client";
import {
  connections,
  LIVE_PROPOSAL_STATUSES,
  profileSubscriptions,
  profiles,
  proposals,
  subscriptionPlans,
  users,
} from "../db/schema";
import { findFreePlan } from "../plans/effective-plan";
import { syncCurrentSubscription } from "../plans/periods";
import { orderedPair } from "../profiles/access";
import { featuredSql } from "../profiles/queries";

/** Queries of proposals and connections; each takes the database (or a transaction) first. */

export type ProposalRow = typeof proposals.$inferSelect & { connectionId: string | null };

const proposalColumns = {
  id: proposals.id,
  senderId: proposals.senderId,
  receiverId: proposals.receiverId,
  status: proposals.status,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
  connectionId: connections.id,
};

export async function findProposal(db: Db, proposalId: string): Promise<ProposalRow | null> {
  const [row] = await db
    .select(proposalColumns)
    .from(proposals)
    .leftJoin(connections, eq(connections.proposalId, proposals.id))
    .where(eq(proposals.id, proposalId))
    .limit(1);
  return row ?? null;
}

/** The other party of a proposal or connection row, seen from `profileId`'s side, in SQL. */
export function otherParty(profileId: string, a: AnyColumn, b: AnyColumn): SQL {
  return sql`case when ${a} = ${profileId} then ${b} else ${a} end`;
}

/**
 * A member's proposals, sent and received: pending first, then newest. Those with a member either
 * of the two blocked are left out while the block lasts (docs/decisions/0024).
 */
export function listProposalsOf(db: Db, profileId: string): Promise<ProposalRow[]> {
  return db
    .select(proposalColumns)
    .from(proposals)
    .leftJoin(connections, eq(connections.proposalId, proposals.id))
    .where(
      and(
        or(eq(proposals.senderId, profileId), eq(proposals.receiverId, profileId)),
        notBlockedSql(profileId, otherParty(profileId, proposals.senderId, proposals.receiverId)),
      ),
    )
    .orderBy(sql`(${proposals.status} = 'pending') desc`, desc(proposals.createdAt), desc(proposals.id));
}

export function listAcceptedOf(db: Db, profileId: string) {
  return db
    .select({ id: proposals.id, sender_id: proposals.senderId, receiver_id: proposals.receiverId })
    .from(proposals)
    .where(
      and(
        eq(proposals.status, "accepted"),
        or(eq(proposals.senderId, profileId), eq(proposals.receiverId, profileId)),
        notBlockedSql(profileId, otherParty(profileId, proposals.senderId, proposals.receiverId)),
      ),
    )
    .orderBy(desc(proposals.updatedAt), desc(proposals.id));
}

/** What cards and contact details need of a member: the profile, the account, featured. */
const memberColumns = {
  profile: profiles,
  account: { name: users.name, email: users.email, phone: users.phone, status: users.status },
  featured: featuredSql,
};

/** Profiles with what cards and contact details need: the account's status, email and phone, featured. */
export async function findMembers(db: Db, profileIds: readonly string[]) {
  if (profileIds.length === 0) return new Map<string, MemberRow>();
  const rows = await db
    .select(memberColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.id, [...new Set(profileIds)]));
  return new Map(rows.map((row) => [row.profile.id, row]));
}

/**
 * The two parties of a new proposal (findMembers' rows, with the language the receiver's mail is
 * written in) and what lies between them, seen from the sender: one statement for every check
 * createProposal makes before its transaction.
 */
export async function findProposalParties(db: Db, senderId: string, receiverId: string) {
  const [low, high] = orderedPair(senderId, receiverId);
  const rows = await db
    .select({
      ...memberColumns,
      account: { ...memberColumns.account, locale: users.locale },
      connected: sql<boolean>`exists (select 1 from ${connections}
        where ${connections.profileAId} = ${low} and ${connections.profileBId} = ${high})`,
      blocked: sql<boolean>`not ${notBlockedSql(senderId, sql`${receiverId}::uuid`)}`,
      proposedToSender: sql<boolean>`exists (select 1 from ${proposals}
        where ${proposals.senderId} = ${receiverId} and ${proposals.receiverId} = ${senderId}
          and ${inArray(proposals.status, [...LIVE_PROPOSAL_STATUSES])})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.id, [senderId, receiverId]));
  const sender = rows.find((row) => row.profile.id === senderId);
  const receiver = rows.find((row) => row.profile.id === receiverId);
  const between = rows[0] ?? { connected: false, blocked: false, proposedToSender: false };
  return {
    sender,
    receiver,
    connected: between.connected,
    blocked: between.blocked,
    proposedToSender: between.proposedToSender,
  };
}

export type MemberRow = {
  profile: typeof profiles.$inferSelect;
  account: { name: string; email: string; phone: string; status: "active" | "disabled" | "deleted" };
  featured: boolean;
};

/** Shown to others at all: a submitted profile of an account that is neither deleted nor disabled by an admin. */
export function isAvailable(member: MemberRow | undefined): member is MemberRow {
  return member?.profile.status === "active" && member.account.status === "active";
}

/**
 * `isAvailable`, read with the profile's and the account's rows locked (FOR SHARE) until the
 * transaction ends: an admin's block or an account deletion cannot commit in between. Deletion locks
 * the profile before the proposals too, so the two never wait on each other in a circle.
 */
export async function isAvailableLocked(tx: Db, profileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ profileStatus: profiles.status, accountStatus: users.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .for("share");
  return row?.profileStatus === "active" && row.accountStatus === "active";
}

/**
 * The member's subscription row and plan, locked until the transaction ends: concurrent sends of
 * one member wait here, so the count they check is the count they raise (DESIGN.md §3 "Plans").
 * The Free plan comes in the same statement: an expired plan falls back to it.
 */
export async function lockSubscription(tx: Db, profileId: string) {
  const freePlan = alias(subscriptionPlans, "free_plan");
  const freePlanId = tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isFree, true))
    .limit(1);
  const lock = () =>
    tx
      .select({ subscription: profileSubscriptions, plan: subscriptionPlans, freePlan })
      .from(profileSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
      .innerJoin(freePlan, eq(freePlan.id, sql`(${freePlanId})`))
      .where(eq(profileSubscriptions.profileId, profileId))
      .for("update", { of: profileSubscriptions });
  let [row] = await lock();
  if (!row) {
    // Every member gets a row at sign-up; one made some other way starts on Free rather than failing.
    const free = await findFreePlan(tx);
    await tx.insert(profileSubscriptions).values({ profileId, planId: free.id }).onConflictDoNothing();
    [row] = await lock();
  }
  if (!row) throw new Error(`no subscription row for profile ${profileId}`);
  const next = row.subscription.nextPeriodStart;
  if (next && next <= new Date()) {
    // A queued plan has begun: move onto it first, so the limits checked are its limits.
    await syncCurrentSubscription(tx, profileId);
    [row] = await lock();
    if (!row) throw new Error(`no subscription row for profile ${profileId}`);
  }
  return row;
}
