import { eq } from "drizzle-orm";
import type { MailKind } from "@/lib/validation/mail-preferences";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import {
  ensureMailPreferences,
  unsubscribeHeaders,
  unsubscribePageLink,
} from "../mail-preferences/preferences";
import { enqueueMail, type MailJobKind } from "./jobs";
import { type LocalizedMemberMail, renderMemberMail } from "./member-mails";

type MailRecipient = Pick<typeof users.$inferSelect, "email" | "name" | "status" | "locale">;

async function findRecipient(db: Db, userId: string): Promise<MailRecipient | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name, status: users.status, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Queues one optional mail (decision 0026) for a member, unless their account is not active or
 * they turned this kind off; every such mail carries the unsubscribe link and headers of its kind.
 * Takes the caller's transaction, so the mail exists exactly when the change it announces does;
 * the caller wakes the worker after commit (`ctx.mail.wake()`). True when a job was queued.
 */
export async function queueMemberMail(
  db: Db,
  input: {
    userId: string;
    kind: MailKind;
    jobKind: MailJobKind;
    /** One mail per key, ever: the proposal and what happened to it, a member's hour, a period's end. */
    idempotencyKey: string;
    /** Written in the recipient's language (`users.locale`). */
    content: LocalizedMemberMail;
    /** The recipient's account as the caller read it in this transaction; read here when not given. */
    recipient?: MailRecipient;
  },
): Promise<boolean> {
  const recipient = input.recipient ?? (await findRecipient(db, input.userId));
  if (recipient?.status !== "active") return false;
  const preferences = await ensureMailPreferences(db, input.userId);
  if (!preferences[input.kind]) return false;
  const token = preferences.unsubscribeToken;
  const rendered = renderMemberMail(
    input.content,
    recipient.name,
    input.kind,
    unsubscribePageLink(token, input.kind),
    recipient.locale,
  );
  return enqueueMail(db, {
    kind: input.jobKind,
    idempotencyKey: input.idempotencyKey,
    mail: { to: recipient.email, ...rendered, headers: unsubscribeHeaders(token, input.kind) },
  });
}
