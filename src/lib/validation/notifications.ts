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

/**
 * PUT /api/notifications/update: one notification (`notification_id`), or all of the member's
 * (`all: true`), marked read; exactly one of the two. One object with both optional (not a union),
 * so the OpenAPI document describes its fields.
 */
export const updateNotificationsSchema = z
  .object({
    notification_id: idField("notification_id").optional().describe("The notification to mark read."),
    all: z
      .literal(true, { error: "all must be true" })
      .optional()
      .describe("`true`: mark every unread notification of the member's read."),
  })
  .strict()
  .refine((input) => (input.notification_id === undefined) !== (input.all === undefined), {
    error: "Send notification_id, or all: true to mark every notification read.",
  });

export type UpdateNotificationsInput = z.output<typeof updateNotificationsSchema>;
