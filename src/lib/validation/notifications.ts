import { z } from "zod";
import { idField } from "./id";
import { pagingSchema } from "./users";

/**
 * GET /api/notifications/get (spec §7: `user_id`, or `search`, `page`, `pageSize`). A member reads
 * their own; an administrator anyone's (`user_id`), or all of them.
 */
export const getNotificationsSchema = z
  .object({
    user_id: idField("user_id")
      .optional()
      .describe("Whose notifications: a member's own (the default); an administrator may name anyone."),
  })
  .extend(pagingSchema.shape);

/** PUT /api/notifications/update: one notification, or all of the member's, marked read. */
export const updateNotificationsSchema = z.union(
  [
    z.object({ notification_id: idField("notification_id") }).strict(),
    z.object({ all: z.literal(true, { error: "all must be true" }) }).strict(),
  ],
  { error: "Send notification_id, or all: true to mark every notification read." },
);

export type UpdateNotificationsInput = z.output<typeof updateNotificationsSchema>;
