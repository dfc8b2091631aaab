import { type AnyColumn, and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { VisibilityLevel } from "@/lib/options/profile";
import { isBlockedBetween } from "../blocks/queries";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { connections, LIVE_PROPOSAL_STATUSES, proposals } from "../db/schema";
import { isAccountActive } from "./queries";

/**
 * Who is looking, as privacy rules need it (DESIGN.md §3): a visitor, a member (verified or not),
 * or an admin. Built from the session, never from request input.
 */
export type Viewer =
  | { kind: "visitor" }
  | { kind: "member" | "admin"; userId: string; profileId: string | null; verified: boolean };

/** The viewer's relation to one profile. */
export type Relation = { viewer: Viewer; isOwner: boolean; isConnection: boolean };

/**
 * The viewer from the session alone: the verified badge comes with the signed-in account (the
 * session cache drops it when the badge changes, migration 0015), so no request reads it again.
 */
export function viewerFrom(ctx: RequestContext): Viewer {
  const user = ctx.user;
  if (!user) return { kind: "visitor" };
  return { kind: user.role, userId: user.id, profileId: user.profileId, verified: user.verified ?? false };
}

/** The pair as the connections table stores it: the smaller id first. */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** Connections are made once, when a proposal is accepted (DESIGN.md §3); the one place that asks. */
export async function areConnected(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [low, high] = orderedPair(a, b);
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.profileAId, low), eq(connections.profileBId, high)))
    .limit(1);
  return row !== undefined;
}

/** `areConnected` in SQL, for a whole page of rows: is `other` (a column) connected to the viewer. */
export function connectedSql(viewerProfileId: string, other: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${connections}
    where (${connections.profileAId} = ${viewerProfileId} and ${connections.profileBId} = ${other})
       or (${connections.profileBId} = ${viewerProfileId} and ${connections.profileAId} = ${other})
  )`;
}

export async function relationTo(db: Db, viewer: Viewer, profileId: string): Promise<Relation> {
  if (viewer.kind === "visitor" || !viewer.profileId) {
    return { viewer, isOwner: false, isConnection: false };
  }
  const isOwner = viewer.profileId === profileId;
  const isConnection = !isOwner && (await areConnected(db, viewer.profileId, profileId));
  return { viewer, isOwner, isConnection };
}

/**
 * One rule for profile_visibility and show_profile_picture: everyone = anyone, visitors included;
 * verified_users = verified members (and connections); private = connections only. The owner and
 * admins always pass.
 */
export function allows(level: VisibilityLevel | string, relation: Relation): boolean {
  const { viewer, isOwner, isConnection } = relation;
  if (isOwner || viewer.kind === "admin") return true;
  if (level === "everyone") return true;
  if (viewer.kind === "visitor") return false;
  if (isConnection) return true;
  if (level === "verified_users") return viewer.verified;
  return false;
}

/**
 * Whether this viewer may see the profile at all (its page, its photo): never a disabled (hidden)
 * profile; otherwise an active profile of an active account (not blocked by an admin, not deleted)
 * that profile_visibility allows, between two members neither of whom blocked the other
 * (docs/decisions/0024). The owner and admins also see an unfinished profile, and admins a blocked
 * member's. Anything refused is answered as not found, so its existence is not revealed.
 */
export async function mayBeShown(
  db: Db,
  profile: { id: string; userId: string; status: string; profileVisibility: VisibilityLevel | string },
  relation: Relation,
  known: KnownShownFacts = {},
): Promise<boolean> {
  if (profile.status === "disabled") return false;
  const { viewer, isOwner } = relation;
  if (viewer.kind === "admin" || isOwner) return true;
  if (profile.status !== "active") return false;
  if (
    viewer.kind === "member" &&
    viewer.profileId &&
    (known.blocked ?? (await isBlockedBetween(db, viewer.profileId, profile.id)))
  )
    return false;
  if (
    !allows(profile.profileVisibility, relation) &&
    !(known.proposedToViewer ?? (await proposedTo(db, profile.id, viewer)))
  )
    return false;
  return known.accountActive ?? isAccountActive(db, profile.userId);
}

/**
 * What `mayBeShown` would otherwise ask the database, when the caller has read it already (a list
 * query reads it for every row in one statement): each one given is used instead of a query.
 */
export type KnownShownFacts = {
  /** Either of the two blocked the other. */
  blocked?: boolean;
  /** The profile's owner has a pending or accepted proposal to the viewer. */
  proposedToViewer?: boolean;
  /** The profile's account is active (not blocked by an admin, not deleted). */
  accountActive?: boolean;
};

/**
 * A member whose proposal to the viewer is pending or accepted has shown themselves to them,
 * whatever their visibility (the proposals list shows them too): the viewer may open their profile
 * and see their photo as show_profile_picture allows. Withdrawing the proposal, or having it
 * declined, takes that back: the sender is private again.
 */
async function proposedTo(db: Db, senderProfileId: string, viewer: Viewer): Promise<boolean> {
  if (viewer.kind === "visitor" || !viewer.profileId) return false;
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        eq(proposals.senderId, senderProfileId),
        eq(proposals.receiverId, viewer.profileId),
        inArray(proposals.status, LIVE_PROPOSAL_STATUSES),
      ),
    )
    .limit(1);
  return row !== undefined;
}
