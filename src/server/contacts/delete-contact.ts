import type { z } from "zod";
import type { deleteContactSchema } from "@/lib/validation/contact";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { CONTACT_NOT_FOUND } from "./get-contacts";
import { deleteContactRow, listReplies, lockContact } from "./queries";

export const CONTACT_DELETED = "Contact message deleted.";

/**
 * DELETE /api/contacts/delete (administrators), `{contact_id}` in a JSON body as spec §7 has it:
 * the message and its replies are deleted. The trail row keeps a snapshot of what was deleted, so
 * the record of who deleted what survives the message.
 */
export async function deleteContact(
  ctx: RequestContext,
  input: z.output<typeof deleteContactSchema>,
): Promise<{ message: string }> {
  const admin = requireAdmin(ctx);
  await ctx.db.transaction(async (tx) => {
    const contact = await lockContact(tx, input.contact_id);
    if (!contact) throw new AppError("NOT_FOUND", CONTACT_NOT_FOUND);
    const replies = await listReplies(tx, contact.id);
    await deleteContactRow(tx, contact.id);
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: "contact.delete",
      targetType: "contact_message",
      targetId: contact.id,
      detail: {
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        subject: contact.subject,
        contact_type: contact.contactType,
        message: contact.message,
        message_status: contact.messageStatus,
        profile_id: contact.profileId,
        created_at: contact.createdAt.toISOString(),
        replies: replies.map((reply) => ({
          id: reply.id,
          admin_user_id: reply.adminUserId,
          body: reply.body,
          created_at: reply.createdAt.toISOString(),
        })),
      },
    });
  });
  return { message: CONTACT_DELETED };
}
