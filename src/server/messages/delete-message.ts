import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { deleteMessageSchema } from "@/lib/validation/messages";
import type { RequestContext } from "../context";
import { messages } from "../db/schema";
import { AppError } from "../errors";
import { requireMessagingMember } from "./pair";
import { findMessage } from "./queries";

export const MESSAGE_DELETED = "Message deleted for you";
export const MESSAGE_NOT_FOUND = "This message was not found";

export const messageDeletedOutput = z.object({
  message: z.string().describe(`What was done: "${MESSAGE_DELETED}".`),
});

/**
 * DELETE /api/messages/delete: hides a message from the member's own view of the thread; the other
 * member keeps it (and an admin reviewing a report still finds it). Deleting it again changes
 * nothing. Only its sender or receiver; to anyone else it does not exist.
 */
export async function deleteMessage(
  ctx: RequestContext,
  input: z.output<typeof deleteMessageSchema>,
): Promise<z.output<typeof messageDeletedOutput>> {
  const { profileId } = requireMessagingMember(ctx);
  const message = await findMessage(ctx.db, input.message_id);
  if (!message || (message.senderId !== profileId && message.receiverId !== profileId)) {
    throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND);
  }
  const column = message.senderId === profileId ? messages.deletedBySenderAt : messages.deletedByReceiverAt;
  await ctx.db
    .update(messages)
    .set(
      message.senderId === profileId
        ? { deletedBySenderAt: sql`coalesce(${column}, now())` }
        : { deletedByReceiverAt: sql`coalesce(${column}, now())` },
    )
    .where(eq(messages.id, message.id));
  return { message: MESSAGE_DELETED };
}
