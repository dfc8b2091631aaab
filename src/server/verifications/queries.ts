import { and, asc, count, desc, eq } from "drizzle-orm";
import type { VerificationStatus } from "@/lib/validation/verifications";
import type { Db } from "../db/client";
import { profiles, users, verificationRequests } from "../db/schema";

export type VerificationRow = typeof verificationRequests.$inferSelect;

/** A request with the member it is about, as the review screens show it. */
export type ReviewRow = VerificationRow & {
  userId: string;
  memberName: string;
  imageUrl: string | null;
  profileVerified: boolean;
};

const reviewColumns = {
  request: verificationRequests,
  userId: profiles.userId,
  memberName: users.name,
  imageUrl: profiles.imageUrl,
  profileVerified: profiles.verified,
};

function toReview(row: {
  request: VerificationRow;
  userId: string;
  memberName: string;
  imageUrl: string | null;
  profileVerified: boolean;
}): ReviewRow {
  const { request, ...member } = row;
  return { ...request, ...member };
}

function reviewQuery(db: Db) {
  return db
    .select(reviewColumns)
    .from(verificationRequests)
    .innerJoin(profiles, eq(profiles.id, verificationRequests.profileId))
    .innerJoin(users, eq(users.id, profiles.userId));
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await reviewQuery(db).where(eq(verificationRequests.id, id));
  return row ? toReview(row) : null;
}

/**
 * A page of requests in one status: pending ones oldest first (the queue: who waited longest is
 * seen first), decided ones newest decision first.
 */
export async function listReviews(
  db: Db,
  status: VerificationStatus,
  page: number,
  pageSize: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = eq(verificationRequests.status, status);
  const order =
    status === "pending"
      ? [asc(verificationRequests.createdAt), asc(verificationRequests.id)]
      : [
          desc(verificationRequests.decidedAt),
          desc(verificationRequests.createdAt),
          asc(verificationRequests.id),
        ];
  const [rows, [total]] = await Promise.all([
    reviewQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(verificationRequests).where(where),
  ]);
  return { rows: rows.map(toReview), total: total?.value ?? 0 };
}

/** The member's latest request, whatever its state: what their panel shows. */
export async function findLatestRequest(db: Db, profileId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.profileId, profileId))
    .orderBy(desc(verificationRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findPendingRequest(db: Db, profileId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.profileId, profileId), eq(verificationRequests.status, "pending")));
  return row ?? null;
}

/**
 * Ends a request: its new state and what is kept of it; the image keys are cleared in the same
 * statement, so from the commit on nothing can be served. Only a pending request changes: answers
 * null when it was decided or withdrawn meanwhile.
 */
export async function closeRequest(
  tx: Db,
  id: string,
  outcome: {
    status: Exclude<VerificationStatus, "pending">;
    reason?: string | null;
    photoMatches?: boolean | null;
    identityChecked?: boolean | null;
    decidedBy?: string | null;
  },
): Promise<VerificationRow | null> {
  const [row] = await tx
    .update(verificationRequests)
    .set({
      status: outcome.status,
      reason: outcome.reason ?? null,
      photoMatches: outcome.photoMatches ?? null,
      identityChecked: outcome.identityChecked ?? null,
      decidedBy: outcome.decidedBy ?? null,
      decidedAt: new Date(),
      selfieKey: null,
      documentKey: null,
    })
    .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, "pending")))
    .returning();
  return row ?? null;
}

/**
 * For account deletion: a pending request becomes withdrawn and every request loses its keys.
 * Answers every request id of the profile: all their folders are erased (a write that failed
 * half-way may have left one behind a request without keys).
 */
export async function closeAllRequests(tx: Db, profileId: string): Promise<string[]> {
  await tx
    .update(verificationRequests)
    .set({ status: "withdrawn", decidedAt: new Date(), reason: "Account deleted" })
    .where(and(eq(verificationRequests.profileId, profileId), eq(verificationRequests.status, "pending")));
  const rows = await tx
    .update(verificationRequests)
    .set({ selfieKey: null, documentKey: null })
    .where(eq(verificationRequests.profileId, profileId))
    .returning({ id: verificationRequests.id });
  return rows.map((row) => row.id);
}
