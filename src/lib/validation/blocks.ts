import { z } from "zod";
import { idField } from "./id";

/**
 * Member blocking (issue 16, docs/decisions/0024). `profile_id` is the other member's profile; the
 * member who blocks or unblocks is always the signed-in one.
 */
/** What blocking answers, shared by the server and the pages (and the end-to-end tests). */
export const blockMessages = {
  blocked: "Member blocked. You will no longer see each other on Rishta, and they cannot contact you.",
  unblocked: "Member unblocked. You can see each other on Rishta again.",
  self: "You cannot block yourself.",
} as const;

export const blockMemberSchema = z.object({ profile_id: idField("profile_id") });

export const unblockMemberSchema = z.object({ profile_id: idField("profile_id") });
