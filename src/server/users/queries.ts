import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { preparedQuery } from "../db/prepared";
import { profileSubscriptions, profiles, subscriptionPlans, users } from "../db/schema";

export type AccountInput = {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  role?: "member" | "admin";
  /** Set when the owner has just proved they read the address (a sign-up code). */
  emailVerifiedAt?: Date;
  /** The language the visitor was using at sign-up (issue 19); English when none. */
  locale?: "en" | "ur";
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findFreePlanId(db: Db): Promise<string | null> {
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isFree, true))
    .limit(1);
  return plan?.id ?? null;
}

/**
 * A user with their draft profile and the Free plan, in one transaction. Returns null when the
 * email is taken (checked by the unique index, so two parallel sign-ups cannot both win).
 */
export async function insertAccount(
  db: Db,
  input: AccountInput,
): Promise<{ userId: string; profileId: string } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...input, email: normalizeEmail(input.email) })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return null;
    const [profile] = await tx.insert(profiles).values({ userId: user.id }).returning({ id: profiles.id });
    if (!profile) throw new Error("profile insert returned nothing");
    const freePlanId = await findFreePlanId(tx);
    if (freePlanId)
      await tx.insert(profileSubscriptions).values({ profileId: profile.id, planId: freePlanId });
    return { userId: user.id, profileId: profile.id };
  });
}

/**
 * A user as the Users screens and the session show them: the account, its profile's state and
 * photo, and its plan. The session lookup reads the same columns (auth/session.ts).
 */
export const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  locale: users.locale,
  profileId: profiles.id,
  profileInfoStatus: profiles.profileInfoStatus,
  profileStatus: profiles.status,
  gender: profiles.gender,
  imageUrl: profiles.imageUrl,
  /** The verified badge: decides which profile_visibility levels the member sees (profiles/access.ts). */
  verified: profiles.verified,
  planId: subscriptionPlans.id,
  planName: subscriptionPlans.name,
};

function userRows(db: Db) {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileSubscriptions, eq(profileSubscriptions.profileId, profiles.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId));
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

const userById = preparedQuery((db) =>
  userRows(db)
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("user_by_id"),
);

export async function findUserById(db: Db, userId: string) {
  const [row] = await userById(db).execute({ userId });
  return row ?? null;
}

/** What the Users list narrows by (spec §7's search plus issue 18's filters). */
export type UserListFilters = {
  search?: string;
  role?: "member" | "admin";
  status?: "active" | "disabled" | "deleted";
  gender?: "male" | "female";
  planId?: string;
  verified?: boolean;
};

/**
 * The most matches a list counts: past it the answer says "at least this many" (`capped`), so a
 * search at 1,000,000 accounts never counts them all on every keystroke (decision 0032).
 */
export const USER_COUNT_CAP = 200;

/** A search that is a whole e-mail address (something@domain.tld), not a fragment of one. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function userListWhere(filters: UserListFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.search && EMAIL_SHAPE.test(filters.search)) {
    // A whole address finds its account through the unique index: as trigrams, the part every
    // address shares ("@gmail.com") would make the GIN index read most of its entries.
    where.push(eq(users.email, normalizeEmail(filters.search)));
  } else if (filters.search) {
    const pattern = containsPattern(filters.search);
    // The trigram GIN indexes on the three columns (migration 0010) answer each ILIKE.
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
    if (match) where.push(match);
  }
  if (filters.role) where.push(eq(users.role, filters.role));
  if (filters.status) where.push(eq(users.status, filters.status));
  if (filters.gender) where.push(eq(profiles.gender, filters.gender));
  if (filters.planId) where.push(eq(profileSubscriptions.planId, filters.planId));
  if (filters.verified !== undefined) where.push(eq(profiles.verified, filters.verified));
  return where.length ? and(...where) : undefined;
}

/** The row (created_at, id) after which a keyset page starts, read from the id the client holds. */
function afterUser(userId: string): SQL {
  return sql`(${users.createdAt}, ${users.id}) < (select u2.created_at, u2.id from users u2 where u2.id = ${userId})`;
}

/**
 * Users matching the filters, newest first: one page of them (by page number, or by keyset after
 * a user's id), or (`"all"`) every one. `total` is exact up to USER_COUNT_CAP; past it `capped`
 * is true and `total` is the cap. The count reads at most the cap + 1 matching rows.
 */
export async function listUsers(
  db: Db,
  options: {
    filters: UserListFilters;
    paging: { page: number; pageSize: number; after?: string } | "all";
  },
) {
  const where = userListWhere(options.filters);
  const { paging } = options;
  if (paging === "all") {
    const items = await userRows(db).where(where).orderBy(desc(users.createdAt), desc(users.id));
    return { items, total: items.length, capped: false, hasMore: false };
  }
  const pageWhere = paging.after ? and(where, afterUser(paging.after)) : where;
  const page = userRows(db)
    .where(pageWhere)
    .orderBy(desc(users.createdAt), desc(users.id))
    // One more than the page tells whether a next page exists, without counting.
    .limit(paging.pageSize + 1)
    .offset(paging.after ? 0 : (paging.page - 1) * paging.pageSize);
  // Unordered: any cap + 1 matches will do, so PostgreSQL stops at the first ones it finds.
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileSubscriptions, eq(profileSubscriptions.profileId, profiles.id))
    .where(where)
    .limit(USER_COUNT_CAP + 1)
    .as("matching");
  const [rows, [counted]] = await Promise.all([page, db.select({ value: count() }).from(matching)]);
  const total = counted?.value ?? 0;
  return {
    items: rows.slice(0, paging.pageSize),
    total: Math.min(total, USER_COUNT_CAP),
    capped: total > USER_COUNT_CAP,
    hasMore: rows.length > paging.pageSize,
  };
}

export async function updateUserRow(
  db: Db,
  userId: string,
  changes: Partial<{
    name: string;
    email: string;
    phone: string;
    status: "active" | "disabled";
    passwordHash: string;
  }>,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row ?? null;
}
