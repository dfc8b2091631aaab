import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { updateUserSchema } from "@/lib/validation/users";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { RequestContext } from "../context";
import { type Db, isUniqueViolation } from "../db/client";
import { profiles, users } from "../db/schema";
import { AppError } from "../errors";
import { setVerifiedBadge } from "../verifications/badge";
import { endBlockedAccountAccess } from "./account-status";
import { EMAIL_TAKEN } from "./create-user";
import { USER_NOT_FOUND } from "./get-users";
import { presentUserRow } from "./present";
import { findUserById, normalizeEmail, updateUserRow } from "./queries";

export const USER_UPDATED = "User updated successfully";
export const CANNOT_BLOCK_SELF = "You cannot disable your own account.";
export const CANNOT_DEMOTE_SELF = "You cannot take away your own administrator role.";
export const LAST_ADMIN = "This is the last active administrator: make someone else an administrator first.";
export const DELETED_ACCOUNT = "This account was deleted by its owner: it cannot be changed.";
export const PROMOTE_SUBMITTED_PROFILE =
  "This member has a submitted profile: an administrator needs an account of their own, without a profile in the listings.";
export const PROMOTE_BLOCKED = "Unblock this account before making it an administrator.";

type Input = z.output<typeof updateUserSchema>;

/**
 * PUT /api/users/update: an administrator edits a user's name, e-mail or phone, blocks or unblocks
 * them, grants or takes away the verified badge, or makes or unmakes an administrator (decision
 * 0032). Every change is one trail entry with what it was before and after, written in the same
 * transaction; a change to what it already is writes nothing.
 */
export async function updateUser(ctx: RequestContext, input: Input) {
  const admin = requireAdmin(ctx);
  const userId = input.user_id;
  if (userId === admin.user.id && input.status === "disabled") {
    throw new AppError("UNPROCESSABLE_CONTENT", CANNOT_BLOCK_SELF);
  }
  if (userId === admin.user.id && input.role === "member") {
    throw new AppError("UNPROCESSABLE_CONTENT", CANNOT_DEMOTE_SELF);
  }
  const email = input.email ? normalizeEmail(input.email) : undefined;
  if (email) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw new AppError("CONFLICT", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
  }
  const found = await ctx.db
    .transaction((tx) => applyChanges(tx, ctx, admin.user.id, { ...input, email }))
    .catch((error: unknown) => {
      // Two admins giving the same email at once: the unique index decides, the loser gets a 409.
      if (isUniqueViolation(error))
        throw new AppError("CONFLICT", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      throw error;
    });
  if (!found) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  // The user's next request, in this process, reads the new name, role or status.
  sessionCache().forgetUser(userId);
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return { message: USER_UPDATED, user: presentUserRow(row) };
}

/**
 * Locks the active administrators (in id order, so two such changes queue instead of deadlocking)
 * and refuses when `userId` is the only one: two admins demoting or blocking each other at the same
 * moment cannot leave the service without one.
 */
async function requireAnotherActiveAdmin(tx: Db, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    .orderBy(asc(users.id))
    .for("update");
  if (!admins.some((row) => row.id !== userId)) throw new AppError("CONFLICT", LAST_ADMIN);
}

async function applyChanges(
  tx: Db,
  ctx: RequestContext,
  adminUserId: string,
  input: Omit<Input, "email"> & { email?: string },
): Promise<boolean> {
  const userId = input.user_id;
  const reason = input.reason ?? null;
  // A change that may remove an administrator takes the administrators' lock before the account's.
  if (input.role === "member" || input.status === "disabled") {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (target?.role === "admin") await requireAnotherActiveAdmin(tx, userId);
  }
  const [before] = await tx
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      status: users.status,
      profileId: profiles.id,
      profileStatus: profiles.status,
      verified: profiles.verified,
      verifiedPhoto: profiles.verifiedPhoto,
      verifiedIdentity: profiles.verifiedIdentity,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .for("update", { of: users });
  if (!before) return false;
  const record = (
    action: Parameters<typeof recordAdminAction>[1]["action"],
    detail: Record<string, unknown>,
  ) => recordAdminAction(tx, { adminUserId, action, targetType: "user", targetId: userId, reason, detail });

  const touchesState = input.status !== undefined || input.role !== undefined || input.verified !== undefined;
  if (before.status === "deleted" && touchesState) throw new AppError("CONFLICT", DELETED_ACCOUNT);

  // The account's own fields: one user.update entry with those that changed.
  const fields = { name: input.name, email: input.email, phone: input.phone };
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
    (key) => fields[key] !== undefined && fields[key] !== before[key],
  );
  if (changed.length) {
    await updateUserRow(tx, userId, Object.fromEntries(changed.map((key) => [key, fields[key]])));
    await record("user.update", {
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, fields[key]])),
    });
  }

  if (input.status !== undefined && input.status !== before.status) {
    await updateUserRow(tx, userId, { status: input.status });
    if (input.status === "disabled") await endBlockedAccountAccess(tx, userId, ctx.requestId);
    await record(input.status === "disabled" ? "user.block" : "user.unblock", {
      before: { status: before.status },
      after: { status: input.status },
    });
  }

  if (input.role !== undefined && input.role !== before.role) {
    if (input.role === "admin") {
      if ((input.status ?? before.status) !== "active") throw new AppError("CONFLICT", PROMOTE_BLOCKED);
      if (before.profileStatus === "active") throw new AppError("CONFLICT", PROMOTE_SUBMITTED_PROFILE);
    }
    await tx.update(users).set({ role: input.role }).where(eq(users.id, userId));
    await record(input.role === "admin" ? "user.promote" : "user.demote", {
      before: { role: before.role },
      after: { role: input.role },
    });
  }

  if (input.verified !== undefined && before.profileId) {
    const was = {
      verified: before.verified,
      photo_matches: before.verifiedPhoto,
      identity_checked: before.verifiedIdentity,
    };
    const now = input.verified
      ? {
          verified: true,
          photo_matches: input.photo_matches ?? false,
          identity_checked: input.identity_checked ?? false,
        }
      : { verified: false, photo_matches: false, identity_checked: false };
    if (JSON.stringify(was) !== JSON.stringify(now)) {
      await setVerifiedBadge(
        tx,
        before.profileId,
        now.verified
          ? {
              adminUserId,
              checks: { photoMatches: now.photo_matches, identityChecked: now.identity_checked },
            }
          : null,
      );
      await record(now.verified ? "user.verify" : "user.unverify", { before: was, after: now });
    }
  }
  return true;
}
