import type { z } from "zod";
import type { createUserSchema } from "@/lib/validation/users";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import { hashPassword } from "../auth/password";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { presentUserRow } from "./present";
import { findUserById, insertAccount, normalizeEmail } from "./queries";

export const USER_CREATED = "User created successfully";
/** Only an admin learns whether an address has an account; sign-up never tells (decision 0018). */
export const EMAIL_TAKEN = "An account with this email already exists";

/** An admin adds a member account (never an admin: that takes the CLI). */
export async function createUser(ctx: RequestContext, input: z.output<typeof createUserSchema>) {
  const admin = requireAdmin(ctx);
  const passwordHash = await hashPassword(input.password);
  const account = await ctx.db.transaction(async (tx) => {
    const made = await insertAccount(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
    });
    if (made) {
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "user.create",
        targetType: "user",
        targetId: made.userId,
        detail: {
          after: { name: input.name, email: normalizeEmail(input.email), phone: input.phone, role: "member" },
        },
      });
    }
    return made;
  });
  if (!account) throw new AppError("CONFLICT", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
  const row = await findUserById(ctx.db, account.userId);
  if (!row) throw new Error("created user vanished");
  return { message: USER_CREATED, user: presentUserRow(row) };
}
