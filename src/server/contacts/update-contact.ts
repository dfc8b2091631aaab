import type { z } from "zod";
import type { ContactStatus, updateContactSchema } from "@/lib/validation/contact";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { enqueueMail } from "../mail/jobs";
import { CONTACT_NOT_FOUND } from "./get-contacts";
import { type contactChangedOutput, presentContact, presentReply } from "./present";
import { findContact, insertReply, listReplies, lockContact, setContactStatus } from "./queries";
import { contactReplyMail } from "./reply-mail";

export const CONTACT_UPDATED = "Contact message updated.";
export const CONTACT_REPLIED = "Reply sent by e-mail and kept with the message.";
export const CONTACT_NO_GOING_BACK_TO_NEW =
  "A message that has been looked at cannot go back to new: choose in progress or resolved.";

/**
 * Which status may follow which (decision 0034): forward new → in_progress → resolved (skipping is
 * fine), and a resolved message may be reopened to in_progress when the sender writes again. Never
 * back to `new`: it means nobody has handled it yet, which stops being true.
 */
function mayMove(from: ContactStatus, to: ContactStatus): boolean {
  return to !== "new" || from === "new";
}

/**
 * PUT /api/contacts/update (administrators): a status change, a reply, or both. A reply is kept in
 * contact_replies and e-mailed to the sender through the durable mail queue (one job per reply), in
 * the same transaction; it moves a `new` message to `in_progress` unless a status is given. Each
 * change has its trail row (`contact.update` with from/to, `contact.reply` with the reply).
 */
export async function updateContact(
  ctx: RequestContext,
  input: z.output<typeof updateContactSchema>,
): Promise<z.output<typeof contactChangedOutput>> {
  const admin = requireAdmin(ctx);
  const contactId = input.contact_id;
  const replied = await ctx.db.transaction(async (tx) => {
    const contact = await lockContact(tx, contactId);
    if (!contact) throw new AppError("NOT_FOUND", CONTACT_NOT_FOUND);
    const from = contact.messageStatus;
    const to = input.message_status ?? (input.reply !== undefined && from === "new" ? "in_progress" : from);
    if (!mayMove(from, to)) throw new AppError("CONFLICT", CONTACT_NO_GOING_BACK_TO_NEW);

    if (input.reply !== undefined) {
      const reply = await insertReply(tx, { contactId, adminUserId: admin.user.id, body: input.reply });
      await enqueueMail(tx, {
        kind: "contact-reply",
        idempotencyKey: `contact-reply:${reply.id}`,
        mail: contactReplyMail({
          email: contact.email,
          name: contact.name,
          subject: contact.subject,
          message: contact.message,
          reply: input.reply,
        }),
      });
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "contact.reply",
        targetType: "contact_message",
        targetId: contactId,
        detail: { reply_id: reply.id, to: contact.email, body: input.reply },
      });
    }
    if (to !== from) {
      await setContactStatus(tx, contactId, to);
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "contact.update",
        targetType: "contact_message",
        targetId: contactId,
        detail: { from, to },
      });
    }
    return input.reply !== undefined;
  });
  // The reply's job was inserted inside the transaction: the worker looks now, not at its next poll.
  if (replied) ctx.mail.wake();

  const [row, replies] = await Promise.all([findContact(ctx.db, contactId), listReplies(ctx.db, contactId)]);
  if (!row) throw new AppError("NOT_FOUND", CONTACT_NOT_FOUND);
  return {
    message: replied ? CONTACT_REPLIED : CONTACT_UPDATED,
    contact: { ...presentContact(row), replies: replies.map(presentReply) },
  };
}
