import { z } from "zod";
import type { sendMessageSchema } from "@/lib/validation/messages";
import { consumeRateLimit, type RateRule } from "../auth/rate-limit";
import type { RequestContext } from "../context";
import { messages } from "../db/schema";
import { AppError } from "../errors";
import { createNotification } from "../notifications/create-notification";
import { countSend } from "../plans/count-send";
import { effectiveSubscription } from "../plans/effective-plan";
import { displayName } from "../profiles/present";
import { lockSubscription } from "../proposals/queries";
import { publishMemberEvent } from "../realtime/publish";
import { insertSafetyFlagReport } from "../reports/queries";
import { loadPair, requireMessagingMember } from "./pair";
import { messageItemSchema, presentMessage } from "./present";
import { setLastMessage, threadCollapseKey, upsertConversation } from "./queries";
import {
  MESSAGE_MEMBER_UNAVAILABLE,
  MESSAGE_PLAN_LIMIT_REACHED,
  MESSAGE_TO_SELF,
  messagingRefusal,
} from "./rules";
import { detectSafetyFlag } from "./safety";

export const MESSAGE_SENT = "Message sent";
export const TOO_MANY_MESSAGES =
  "You are sending messages too quickly. Please wait a few minutes and try again.";

/**
 * Abuse limit per member (docs/decisions/0003, 0023), apart from the plan's allowance: a lively
 * conversation sends a message every few seconds for a while, a script sends hundreds.
 */
export const messageRateRule: RateRule = { name: "message:member", limit: 120, windowSeconds: 10 * 60 };

export const messageSentOutput = z.object({
  message: z.string().describe(`What was done: "${MESSAGE_SENT}".`),
  sent_message: messageItemSchema.describe("The stored message."),
});

/** Where a thread opens in the dashboard (the notification's link). */
export function threadPath(conversationId: string): string {
  return `/dashboard/messages/${conversationId}`;
}

/**
 * POST /api/messages/send: the signed-in member writes to another member, if the messaging rules
 * allow it (rules.ts). The plan's allowance is checked and counted in the same transaction as the
 * insert, under the lock on the sender's subscription row (as proposals are), so parallel sends
 * cannot exceed it; the conversation, both members' events and the receiver's notification
 * (collapsed per thread while unread) commit with the message or not at all.
 */
export async function sendMessage(
  ctx: RequestContext,
  input: z.output<typeof sendMessageSchema>,
): Promise<z.output<typeof messageSentOutput>> {
  const { member, profileId: senderId } = requireMessagingMember(ctx);
  await consumeRateLimit(ctx.db, messageRateRule, member.user.id, TOO_MANY_MESSAGES);
  if (input.receiver_id === senderId) throw new AppError("UNPROCESSABLE_CONTENT", MESSAGE_TO_SELF);

  const pair = await loadPair(ctx, senderId, input.receiver_id, { countPlan: false });
  if (!pair) throw new AppError("NOT_FOUND", MESSAGE_MEMBER_UNAVAILABLE);
  const refusal = messagingRefusal(pair.facts);
  if (refusal) throw new AppError(refusal.code, refusal.reason);

  const receiver = pair.other.profile;
  const safetyFlag = detectSafetyFlag(input.text, { connected: pair.relation.isConnection });
  const senderName = displayName(pair.me.profile) || pair.me.account.name;
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await lockSubscription(tx, senderId);
    const current = effectiveSubscription(stored, stored.freePlan);
    if (current.messagesSent >= current.plan.messagesLimit) {
      throw new AppError("FORBIDDEN", MESSAGE_PLAN_LIMIT_REACHED);
    }
    const conversationId = await upsertConversation(tx, senderId, receiver.id);
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, senderId, receiverId: receiver.id, text: input.text, safetyFlag })
      .returning();
    if (!message) throw new Error("the message insert returned no row");
    await setLastMessage(tx, conversationId, message.id);
    if (safetyFlag)
      await insertSafetyFlagReport(tx, { reportedId: senderId, messageId: message.id, flag: safetyFlag });
    await countSend(tx, senderId, current, "messages");
    const event = { type: "message", conversationId, messageId: message.id } as const;
    await publishMemberEvent(tx, member.user.id, event);
    await publishMemberEvent(tx, receiver.userId, event);
    await createNotification(tx, {
      userId: receiver.userId,
      type: "message_received",
      title: `New messages from ${senderName}`,
      link: threadPath(conversationId),
      collapseKey: threadCollapseKey(conversationId),
    });
    return message;
  });
  return { message: MESSAGE_SENT, sent_message: presentMessage(row, senderId) };
}
