import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { MailKind, MailPreferences } from "@/lib/validation/mail-preferences";
import type { Db } from "../db/client";
import { executeRows } from "../db/raw-rows";
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

/** What a mail needs of the member's row: the switches and the unsubscribe token. */
export type MailSwitches = Pick<StoredMailPreferences, MailKind | "unsubscribeToken">;

/**
 * The member's switches and token, the row made (with its token) when there is none yet. One
 * statement either way: the CTE's insert answers a new row, the select an existing one (it cannot
 * see the CTE's insert). A data-modifying CTE must be the statement's top level, which the query
 * builder's union does not allow, hence the SQL.
 */
export async function ensureMailPreferences(db: Db, userId: string): Promise<MailSwitches> {
  const columns = sql`proposals, messages, plans, unsubscribe_token as "unsubscribeToken"`;
  const [row] = await executeRows<MailSwitches>(
    db,
    sql`with inserted as (
          insert into ${mailPreferences} (user_id, unsubscribe_token) values (${userId}, ${newUnsubscribeToken()})
          on conflict (user_id) do nothing
          returning ${columns}
        )
        select * from inserted
        union all
        select ${columns} from ${mailPreferences} where user_id = ${userId}`,
  );
  if (row) return row;
  // A concurrent first insert committed after this statement's snapshot: it is visible now.
  const [existing] = await db
    .select({
      proposals: mailPreferences.proposals,
      messages: mailPreferences.messages,
      plans: mailPreferences.plans,
      unsubscribeToken: mailPreferences.unsubscribeToken,
    })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
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
