import { eq, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../auth/password";
import { sessionCache } from "../auth/session-cache";
import { insertAccount, normalizeEmail } from "../users/queries";
import type { Db } from "./client";
import { sessions, subscriptionPlans, users } from "./schema";

/** The four plans of DESIGN.md §3. Prices in whole rupees; admins edit them later. */
export const defaultPlans = [
  {
    name: "Free",
    price: 0,
    messagesLimit: 5,
    proposalsLimit: 5,
    duration: null,
    profileStatus: false,
    featuredProfile: false,
    isFree: true,
  },
  {
    name: "Silver",
    price: 2500,
    messagesLimit: 50,
    proposalsLimit: 20,
    duration: 30,
    profileStatus: false,
    featuredProfile: false,
    isFree: false,
  },
  {
    name: "Gold",
    price: 5000,
    messagesLimit: 150,
    proposalsLimit: 60,
    duration: 90,
    profileStatus: true,
    featuredProfile: false,
    isFree: false,
  },
  {
    name: "Platinum",
    price: 10000,
    messagesLimit: 500,
    proposalsLimit: 200,
    duration: 180,
    profileStatus: true,
    featuredProfile: true,
    isFree: false,
  },
] as const;

/** Adds any missing default plan; existing plans (perhaps edited by an admin) stay as they are. */
export async function seedPlans(db: Db): Promise<void> {
  await db
    .insert(subscriptionPlans)
    .values(defaultPlans.map((plan) => ({ ...plan })))
    .onConflictDoNothing({ target: subscriptionPlans.name });
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return Boolean(row);
}

/**
 * Makes `email` an admin with `password`: creates the account, or promotes and re-keys an existing
 * one. The only ways in are the CLI and the ADMIN_EMAIL/ADMIN_PASSWORD bootstrap: no request can.
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string; name?: string; phone?: string },
): Promise<"created" | "updated"> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    const samePassword = await verifyPassword(existing.passwordHash, input.password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: "admin", status: "active", passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, existing.id));
      // A new password is a re-key: whoever held the old one is signed out, as after a reset.
      if (!samePassword) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    });
    sessionCache().forgetUser(existing.id);
    return "updated";
  }
  const account = await insertAccount(db, {
    name: input.name ?? "Rishta Admin",
    email,
    phone: input.phone ?? "+923000000000",
    passwordHash,
    role: "admin",
  });
  if (!account) return ensureAdmin(db, input);
  return "created";
}
