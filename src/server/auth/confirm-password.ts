import { eq } from "drizzle-orm";
import type { MemberContext } from "../context";
import { users } from "../db/schema";
import { AppError } from "../errors";
import { admitAttempt, recordFailure, recordSuccess } from "./attempts";
import { decoyPasswordHash, verifyPassword } from "./password";

export const PASSWORD_NOT_CONFIRMED = "The password is not correct. Please enter your current password.";

/**
 * Asks the signed-in member for their password again before a destructive or security change
 * (deleting the account, a new password): a session left open on a shared phone must not be enough.
 * A wrong or missing password is a failed attempt on the account, limited like a sign-in's.
 */
export async function confirmPassword(
  ctx: MemberContext,
  password: string | undefined,
  field = "password",
): Promise<void> {
  const [account] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  const attempt = await admitAttempt(ctx, ctx.user.email, ctx.user.id);
  const ok = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password ?? "");
  if (!account || !ok || !password) {
    await recordFailure(ctx, attempt, account ?? null);
    throw new AppError("FORBIDDEN", PASSWORD_NOT_CONFIRMED, { fields: { [field]: PASSWORD_NOT_CONFIRMED } });
  }
  await recordSuccess(ctx, attempt, ctx.user.id);
}
