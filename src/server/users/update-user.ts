import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { updateUserSchema } from "@/lib/validation/users";
import { requireAdmin } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { RequestContext } from "../context";
import { isUniqueViolation } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../errors";
import { endBlockedAccountAccess } from "./account-status";
import { EMAIL_TAKEN } from "./create-user";
import { USER_NOT_FOUND } from "./get-users";
import { presentUserRow } from "./present";
import { findUserById, normalizeEmail, updateUserRow } from "./queries";

export const USER_UPDATED = "User updated successfully";

/** An admin edits a user's name, email, phone or status; disabling signs the user out at once. */
export async function updateUser(ctx: RequestContext, input: z.output<typeof updateUserSchema>) {
  const admin = requireAdmin(ctx);
  const { user_id: userId, ...changes } = input;
  if (userId === admin.user.id && changes.status === "disabled") {
    throw new AppError("UNPROCESSABLE_CONTENT", "You cannot disable your own account.");
  }
  const email = changes.email ? normalizeEmail(changes.email) : undefined;
  if (email) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw new AppError("CONFLICT", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
  }
  const updated = await ctx.db
    .transaction(async (tx) => {
      const row = await updateUserRow(tx, userId, { ...changes, email });
      if (row && changes.status === "disabled") await endBlockedAccountAccess(tx, userId, ctx.requestId);
      return row;
    })
    .catch((error: unknown) => {
      // Two admins giving the same email at once: the unique index decides, the loser gets a 409.
      if (isUniqueViolation(error))
        throw new AppError("CONFLICT", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      throw error;
    });
  if (!updated) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  // The user's next request, in this process, reads the new name, role or status.
  sessionCache().forgetUser(userId);
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return { message: USER_UPDATED, user: presentUserRow(row) };
}
