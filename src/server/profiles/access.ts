import { and, eq, or } from "drizzle-orm";
import type { VisibilityLevel } from "@/lib/options/profile";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { profiles, proposals } from "../db/schema";

/**
 * Who is looking, as privacy rules need it (DESIGN.md §3): a visitor, a member (verified or not),
 * or an admin. Built from the session, never from request input.
 */
export type Viewer =
  | { kind: "visitor" }
  | { kind: "member" | "admin"; userId: string; profileId: string | null; verified: boolean };

/** The viewer's relation to one profile. */
export type Relation = { viewer: Viewer; isOwner: boolean; isConnection: boolean };

export async function viewerFrom(ctx: RequestContext): Promise<Viewer> {
  const user = ctx.user;
  if (!user) return { kind: "visitor" };
  let verified = false;
  if (user.profileId) {
    const [row] = await ctx.db
      .select({ verified: profiles.verified })
      .from(profiles)
      .where(eq(profiles.id, user.profileId));
    verified = row?.verified ?? false;
  }
  return { kind: user.role, userId: user.id, profileId: user.profileId, verified };
}

/**
 * Connections are the two ends of an accepted proposal (DESIGN.md §3). The proposals issue may
 * keep them in a table of their own; this is the one place that asks.
 */
export async function areConnected(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        eq(proposals.status, "accepted"),
        or(
          and(eq(proposals.senderId, a), eq(proposals.receiverId, b)),
          and(eq(proposals.senderId, b), eq(proposals.receiverId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
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
