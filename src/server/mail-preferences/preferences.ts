import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MailKind, MailPreferences } from "@/lib/validation/mail-preferences";
import type { Db } from "../db/client";
import { mailPreferences } from "../db/schema";
import { appUrl } from "../env";

/** A member without a row gets every kind: the defaults of the columns. */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { proposals: true, messages: true, plans: true };

/**
 * Random, per member, made with the row the first time a mail or Settings needs it (decision
 * 0026). Stored as is: every optional mail must carry it, and all it can do is turn mail off.
 */
function newUnsubscribeToken(): string {
  return randomBytes(24).toString("base64url");
}

export type StoredMailPreferences = typeof mailPreferences.$inferSelect;

/** The member's row, made (with its token) when there is none yet. */
export async function ensureMailPreferences(db: Db, userId: string): Promise<StoredMailPreferences> {
  const [created] = await db
    .insert(mailPreferences)
    .values({ userId, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing({ target: mailPreferences.userId })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  if (!existing) throw new Error("the mail preferences row vanished between insert and select");
  return existing;
}

export function presentMailPreferences(row: Pick<StoredMailPreferences, MailKind> | null): MailPreferences {
  if (!row) return { ...DEFAULT_MAIL_PREFERENCES };
  return { proposals: row.proposals, messages: row.messages, plans: row.plans };
}

/** The page a member opens from the mail's footer: it asks before it changes anything. */
export function unsubscribePageLink(token: string, kind: MailKind): string {
  return `${appUrl()}/unsubscribe?${new URLSearchParams({ token, kind })}`;
}

/** Where a mail client POSTs the one-click unsubscribe (RFC 8058): no page, no session. */
export function oneClickUnsubscribeLink(token: string, kind: MailKind): string {
  return `${appUrl()}/api/mail-preferences/unsubscribe?${new URLSearchParams({ token, kind })}`;
}

/** The headers of every optional mail: one click in the mail client turns this kind off. */
export function unsubscribeHeaders(token: string, kind: MailKind): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeLink(token, kind)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
