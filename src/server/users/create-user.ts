import type { z } from "zod";
import type { createUserSchema } from "@/lib/validation/users";
import { requireAdmin } from "../auth/guards";
import { hashPassword } from "../auth/password";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { presentUserRow } from "./present";
import { findUserById, insertAccount } from "./queries";

export const USER_CREATED = "User created successfully";
/** Only an admin learns whether an address has an account; sign-up never tells (decision 0018). */
export const EMAIL_TAKEN = "An account with this email already exists";

/** An admin adds a member account (never an admin: that takes the CLI). */
export async function createUser(ctx: RequestContext, input: z.output<typeof createUserSchema>) {
  requireAdmin(ctx);
  const account = await insertAccount(ctx.db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
  });
  if (!account) throw new AppError("CONFLICT", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
  const row = await findUserById(ctx.db, account.userId);
  if (!row) throw new Error("created user vanished");
  return { message: USER_CREATED, user: presentUserRow(row) };
}
