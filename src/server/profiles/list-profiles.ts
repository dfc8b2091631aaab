import { and, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { RequestContext } from "../context";
import { profiles } from "../db/schema";
import { AppError, NOT_ALLOWED } from "../errors";
import type { Relation, Viewer } from "./access";
import { connectedSql, viewerFrom } from "./access";
import { presentProfileCard } from "./present";
import { featuredSql } from "./queries";

export const listProfilesSchema = z.object({
  /** The spec's optional ids name the viewer (their own card is left out); never someone else. */
  userId: z.uuid({ error: "userId must be a valid id" }).optional(),
  profileId: z.uuid({ error: "profileId must be a valid id" }).optional(),
  page: z
    .number()
    .int()
    .min(1, "page must be 1 or more")
    .max(10_000, "page must be at most 10000")
    .default(1),
  pageSize: z
    .number()
    .int()
    .min(1, "pageSize must be between 1 and 50")
    .max(50, "pageSize must be between 1 and 50")
    .default(20),
});

/** profile_visibility in SQL: the same rule as `allows` in access.ts, for a whole page at once. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.kind === "admin") return undefined;
  if (viewer.kind === "visitor" || !viewer.profileId) return eq(profiles.profileVisibility, "everyone");
  return or(
    eq(profiles.profileVisibility, "everyone"),
    viewer.verified ? eq(profiles.profileVisibility, "verified_users") : undefined,
    connectedSql(viewer.profileId, profiles.id),
  );
}

/**
 * GET /api/profile/get/all-profiles: active profiles this viewer may see, featured first, newest
 * next. The discovery issue adds filters and the match score on top.
 */
export async function listProfiles(ctx: RequestContext, input: z.output<typeof listProfilesSchema>) {
  const viewer = await viewerFrom(ctx);
  const own = viewer.kind === "visitor" ? null : viewer;
  if (
    (input.userId && input.userId !== own?.userId) ||
    (input.profileId && input.profileId !== own?.profileId)
  ) {
    throw new AppError("FORBIDDEN", NOT_ALLOWED);
  }
  const where = and(
    eq(profiles.status, "active"),
    own?.profileId ? ne(profiles.id, own.profileId) : undefined,
    visibleTo(viewer),
  );
  const connected = own?.profileId ? connectedSql(own.profileId, profiles.id) : sql<boolean>`false`;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ profile: profiles, featured: featuredSql, connected })
      .from(profiles)
      .where(where)
      .orderBy(desc(featuredSql), desc(profiles.submittedAt), desc(profiles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ value: count() }).from(profiles).where(where),
  ]);
  return {
    profiles: rows.map((row) => {
      const relation: Relation = { viewer, isOwner: false, isConnection: row.connected };
      return presentProfileCard(row.profile, relation, row.featured);
    }),
    total: total?.value ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
