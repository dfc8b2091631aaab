import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { ApiTokenScope } from "@/lib/validation/api-tokens";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { apiTokens, profileSubscriptions, profiles, subscriptionPlans, users } from "../db/schema";
import { accountColumns } from "../users/queries";
import { LAST_USED_RESOLUTION_MS } from "./limits";

/** What the owner's list shows of a token: never its hash. */
const listedColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

export type ListedApiToken = {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
};

export async function insertApiToken(
  db: Db,
  values: { userId: string; name: string; tokenHash: string; scope: ApiTokenScope; expiresAt: Date },
): Promise<ListedApiToken> {
  const [row] = await db.insert(apiTokens).values(values).returning(listedColumns);
  if (!row) throw new Error("the api token insert returned no row");
  return row;
}

/** Tokens of the user that still work: not revoked, not expired. */
function live(userId: string) {
  return and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`));
}

export async function countLiveApiTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(apiTokens).where(live(userId));
  return row?.value ?? 0;
}

/** The user's tokens that have not been revoked, newest first (expired ones included, until purged). */
export function listApiTokens(db: Db, userId: string): Promise<ListedApiToken[]> {
  return db
    .select(listedColumns)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes one token of the user's own; null when they have no such token (or it was revoked already). */
export async function revokeApiTokenRow(db: Db, userId: string, tokenId: string) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, name: apiTokens.name, scope: apiTokens.scope });
  return row ?? null;
}

/**
 * Every token of the user stops working (the account was blocked or deleted, its password changed
 * or reset): a token made by someone who knew the old password must not outlive it.
 */
export async function revokeUserApiTokens(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

/**
 * A token by its hash, with its owner's account as the session lookup reads it (one indexed query):
 * whether it is revoked or expired is read too, so a refusal can say why in the log.
 */
export const apiTokenLookup = preparedQuery((db) =>
  db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      revoked: sql<boolean>`${apiTokens.revokedAt} is not null`,
      expired: sql<boolean>`${apiTokens.expiresAt} <= now()`,
      lastUsedAt: apiTokens.lastUsedAt,
      user: accountColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileSubscriptions, eq(profileSubscriptions.profileId, profiles.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
    .where(eq(apiTokens.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("api_token_lookup"),
);

/**
 * Marks the token used now, unless it was marked within the last minute (by this call's read, or
 * by a parallel one: the condition is in the statement).
 */
export async function touchApiToken(db: Db, tokenId: string): Promise<void> {
  const stale = sql`now() - ${sql.raw(`interval '${LAST_USED_RESOLUTION_MS / 1000} seconds'`)}`;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
}

/** Rows nothing reads any more: revoked, or expired, more than `keepMs` ago. */
export function deadApiTokens(now: Date, keepMs: number) {
  const before = new Date(now.getTime() - keepMs);
  return or(lt(apiTokens.revokedAt, before), lt(apiTokens.expiresAt, before));
}
