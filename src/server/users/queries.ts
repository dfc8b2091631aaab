import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
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
  profileId: profiles.id,
  profileInfoStatus: profiles.profileInfoStatus,
  profileStatus: profiles.status,
  gender: profiles.gender,
  imageUrl: profiles.imageUrl,
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

/** Users matching `search`, newest first: one page of them, or (`"all"`) every one. */
export async function listUsers(
  db: Db,
  options: { search?: string; paging: { page: number; pageSize: number } | "all" },
) {
  const filters: SQL[] = [];
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const ordered = userRows(db).where(where).orderBy(desc(users.createdAt), desc(users.id));
  const { paging } = options;
  if (paging === "all") {
    const items = await ordered;
    return { items, total: items.length };
  }
  const [items, [total]] = await Promise.all([
    ordered.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
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
