import { z } from "zod";

/**
 * What the server pushes to a member's open tabs (issue 16). Events name what changed; a tab
 * fetches the rows it shows, so an event never carries more than the member may see.
 */
export const memberEventSchema = z.discriminatedUnion("type", [
  /** A message was stored in one of the member's conversations (sent by them or to them). */
  z.object({ type: z.literal("message"), conversationId: z.uuid(), messageId: z.uuid() }),
  /** The other member read the conversation up to `readAt`; or the member did, in another tab. */
  z.object({
    type: z.literal("read"),
    conversationId: z.uuid(),
    readerProfileId: z.uuid(),
    readAt: z.iso.datetime({ offset: true }),
  }),
  /** A notification was stored (or a collapsed one renewed), or notifications were marked read. */
  z.object({ type: z.literal("notification"), notificationId: z.uuid().nullable() }),
  /** A block between the member and another member began or ended. */
  z.object({ type: z.literal("block"), profileId: z.uuid(), blocked: z.boolean() }),
]);

export type MemberEvent = z.output<typeof memberEventSchema>;

/** An event as the stream sends it: the id a reconnecting tab resumes after. */
export type DeliveredMemberEvent = { id: number; event: MemberEvent };
