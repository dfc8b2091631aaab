import type { z } from "zod";
import type { getContactsSchema } from "@/lib/validation/contact";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { type contactsOutput, presentContact, presentReply } from "./present";
import { findContact, listContacts, listReplies } from "./queries";

export const CONTACT_NOT_FOUND = "Contact message not found";

/**
 * GET /api/contacts/get (administrators): a page of contact-form messages, newest first, searched
 * by name, e-mail, phone or subject and filtered by status and type; or one message with its
 * replies. Opening one is a read of private data (what the sender wrote, their address and
 * phone): recorded as `contact.view` in the same transaction as the read (decision 0034).
 */
export async function getContacts(
  ctx: RequestContext,
  input: z.output<typeof getContactsSchema>,
): Promise<z.output<typeof contactsOutput>> {
  const admin = requireAdmin(ctx);
  const { page, pageSize } = input;
  if (!input.contact_id) {
    const { items, total } = await listContacts(
      ctx.db,
      { search: input.search, status: input.message_status, type: input.contact_type },
      { page, pageSize },
    );
    return { contacts: items.map(presentContact), total, page, pageSize };
  }
  const contactId = input.contact_id;
  return ctx.db.transaction(async (tx) => {
    const row = await findContact(tx, contactId);
    if (!row) throw new AppError("NOT_FOUND", CONTACT_NOT_FOUND);
    const replies = await listReplies(tx, contactId);
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: "contact.view",
      targetType: "contact_message",
      targetId: contactId,
    });
    return { contact: { ...presentContact(row), replies: replies.map(presentReply) } };
  });
}
