import { PROFILE_NOT_AVAILABLE } from "../proposals/create-proposal";

/**
 * Who may write to whom (issue 16, DESIGN.md §3, docs/decisions/0023), decided in one place for
 * the send itself and for the "may send now" of the list and the thread, so the composer never
 * offers what the send would refuse. Each refusal is in words a member understands.
 */

export const MEMBERS_ONLY = "Messages are for members. Administrators cannot send or read them.";
export const MESSAGE_PROFILE_INCOMPLETE = "Complete your profile before sending messages";
export const MESSAGE_TO_SELF = "You cannot send a message to yourself";
export const YOU_BLOCKED_MEMBER =
  "You have blocked this member. Unblock them in Settings if you want to write to them again.";
export const MEMBER_NOT_TAKING_MESSAGES = "This member is not taking messages from you.";
export const MESSAGES_VERIFIED_ONLY =
  "This member accepts messages from verified members only. Get your profile verified to write to them.";
export const MESSAGES_CONNECTIONS_ONLY =
  "This member accepts messages from connections only. Send a proposal: once it is accepted you can talk.";
export const MESSAGE_PLAN_LIMIT_REACHED =
  "You have used all the messages of your plan. Upgrade your plan to send more.";
export const MESSAGE_MEMBER_UNAVAILABLE = PROFILE_NOT_AVAILABLE;

/** What decides whether the member may write to the other one now. */
export type MessagingFacts = {
  /** The writer's own profile is submitted (active). */
  writerActive: boolean;
  /** The other's profile is active and their account neither disabled nor deleted. */
  otherAvailable: boolean;
  /** The other's profile is visible to the writer (profile_visibility), or they wrote first. */
  otherVisible: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
  messagesPrivacy: string;
  connected: boolean;
  writerVerified: boolean;
  /** Messages left on the writer's plan now; Infinity where the send counts it itself. */
  messagesLeft: number;
};

/** A refusal: 404 where the other member is not there for the writer, 403 otherwise. */
export type MessagingRefusal = { code: "NOT_FOUND" | "FORBIDDEN"; reason: string };

export function messagingRefusal(facts: MessagingFacts): MessagingRefusal | null {
  if (!facts.writerActive) return { code: "FORBIDDEN", reason: MESSAGE_PROFILE_INCOMPLETE };
  if (!facts.otherAvailable) return { code: "NOT_FOUND", reason: MESSAGE_MEMBER_UNAVAILABLE };
  // A block in either direction, before visibility: blocking may also hide the profile.
  if (facts.blockedByMe) return { code: "FORBIDDEN", reason: YOU_BLOCKED_MEMBER };
  if (facts.blockedMe) return { code: "FORBIDDEN", reason: MEMBER_NOT_TAKING_MESSAGES };
  if (!facts.otherVisible) return { code: "NOT_FOUND", reason: MESSAGE_MEMBER_UNAVAILABLE };
  if (!mayWriteUnderPrivacy(facts)) {
    return {
      code: "FORBIDDEN",
      reason: facts.messagesPrivacy === "verified_users" ? MESSAGES_VERIFIED_ONLY : MESSAGES_CONNECTIONS_ONLY,
    };
  }
  if (facts.messagesLeft <= 0) return { code: "FORBIDDEN", reason: MESSAGE_PLAN_LIMIT_REACHED };
  return null;
}

/** messages_privacy: everyone; verified_users (verified members, and connections); connections. */
function mayWriteUnderPrivacy(
  facts: Pick<MessagingFacts, "messagesPrivacy" | "connected" | "writerVerified">,
) {
  if (facts.connected) return true;
  if (facts.messagesPrivacy === "everyone") return true;
  if (facts.messagesPrivacy === "verified_users") return facts.writerVerified;
  return false;
}
