import { z } from "zod";
import { idField } from "./id";

/**
 * Member blocking (issue 16, docs/decisions/0024). `profile_id` is the other member's profile; the
 * member who blocks or unblocks is always the signed-in one.
 */
export const blockMemberSchema = z.object({ profile_id: idField("profile_id") });

export const unblockMemberSchema = z.object({ profile_id: idField("profile_id") });
