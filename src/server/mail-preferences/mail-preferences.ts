import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  MAIL_KIND_LABELS,
  type MailKind,
  mailPreferencesSchema,
  type unsubscribeSchema,
  type updateMailPreferencesSchema,
} from "@/lib/validation/mail-preferences";
import { requireMember } from "../auth/guards";
import type { MemberContext, RequestContext } from "../context";
import type { Db } from "../db/client";
import { mailPreferences } from "../db/schema";
import { AppError } from "../errors";
import { ensureMailPreferences, presentMailPreferences } from "./preferences";

export const MAIL_PREFERENCES_SAVED = "E-mail notifications updated";
export const ADMIN_HAS_NO_MEMBER_MAIL =
  "Administrators get no proposal, message or plan mail, so there is nothing to turn off.";
export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not valid. Sign in and turn the mail off in Settings instead.";

export const unsubscribedMessage = (kind: MailKind) =>
  `You will no longer get "${MAIL_KIND_LABELS[kind]}" mail from Rishta. You can turn it back on in Settings.`;

export const mailPreferencesOutput = z.object({
  preferences: mailPreferencesSchema.describe("Which optional mails the member gets."),
});

export const mailPreferencesUpdatedOutput = z.object({
  message: z.string().describe(`What was done: "${MAIL_PREFERENCES_SAVED}".`),
  preferences: mailPreferencesSchema.describe("The switches as they now stand."),
});

/** Members only: an administrator has no profile, so none of these mails. */
function requireMailRecipient(ctx: RequestContext): MemberContext {
  const member = requireMember(ctx);
  if (member.user.role === "admin") throw new AppError("FORBIDDEN", ADMIN_HAS_NO_MEMBER_MAIL);
  return member;
}

/** GET /api/mail-preferences/get: the signed-in member's switches (all on until changed). */
export async function getMailPreferences(
  ctx: RequestContext,
): Promise<z.output<typeof mailPreferencesOutput>> {
  const member = requireMailRecipient(ctx);
  const [row] = await ctx.db.select().from(mailPreferences).where(eq(mailPreferences.userId, member.user.id));
  return { preferences: presentMailPreferences(row ?? null) };
}

/** PUT /api/mail-preferences/update: the switches sent change; the others stay. */
export async function updateMailPreferences(
  ctx: RequestContext,
  input: z.output<typeof updateMailPreferencesSchema>,
): Promise<z.output<typeof mailPreferencesUpdatedOutput>> {
  const member = requireMailRecipient(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    await ensureMailPreferences(tx, member.user.id);
    const [updated] = await tx
      .update(mailPreferences)
      .set({
        ...(input.proposals === undefined ? {} : { proposals: input.proposals }),
        ...(input.messages === undefined ? {} : { messages: input.messages }),
        ...(input.plans === undefined ? {} : { plans: input.plans }),
        updatedAt: sql`now()`,
      })
      .where(eq(mailPreferences.userId, member.user.id))
      .returning();
    return updated ?? null;
  });
  return { message: MAIL_PREFERENCES_SAVED, preferences: presentMailPreferences(row) };
}

/**
 * The one-click unsubscribe (RFC 8058) and the unsubscribe page's button: the token names the
 * member, so no session is needed; exactly the kind named is turned off. An unknown token is 404.
 */
export async function unsubscribeByToken(
  db: Db,
  input: z.output<typeof unsubscribeSchema>,
): Promise<{ message: string }> {
  const [row] = await db
    .update(mailPreferences)
    .set({ [input.kind]: false, updatedAt: sql`now()` })
    .where(eq(mailPreferences.unsubscribeToken, input.token))
    .returning({ userId: mailPreferences.userId });
  if (!row) throw new AppError("NOT_FOUND", UNSUBSCRIBE_LINK_INVALID);
  return { message: unsubscribedMessage(input.kind) };
}
