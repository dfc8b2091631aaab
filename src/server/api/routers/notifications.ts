import { getNotificationsSchema, updateNotificationsSchema } from "@/lib/validation/notifications";
import { getNotifications, notificationsOutput } from "../../notifications/get-notifications";
import {
  markNotificationsRead,
  NOTIFICATION_MARKED_READ,
  notificationsMarkedOutput,
} from "../../notifications/mark-notifications-read";
import { AYESHA, NOTIFICATION_FROM_BILAL, NOTIFICATION_FROM_BILAL_ITEM } from "../examples";
import { memberRoute } from "../trpc";

export const notificationsRoutes = {
  get: memberRoute(getNotificationsSchema, notificationsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/notifications/get",
        tag: "notifications",
        summary: "The member's notifications, or (administrators) everyone's",
        description:
          "A member's own, unread first then newest, paged by `page` and `pageSize` (`user_id`, if sent, must be their own). An administrator may name any `user_id`, or leave it out for every member's notifications, newest unread first, searched by `search` (title, text, the member's name or e-mail).",
        numbers: ["page", "pageSize"],
        example: {
          input: { user_id: AYESHA.userId, page: 1, pageSize: 20 },
          output: {
            notifications: [NOTIFICATION_FROM_BILAL_ITEM],
            total: 1,
            unread: 1,
            page: 1,
            pageSize: 20,
          },
        },
      },
      access: [
        {
          name: "the owner's list",
          input: (w) => ({ user_id: w.owner.userId }),
          expect: { visitor: 401, member: 200, other: 403, admin: 200 },
        },
        {
          name: "without user_id: one's own, or everyone's for an administrator",
          input: () => ({ search: "proposal" }),
          expect: { visitor: 401, member: 200, other: 200, admin: 200 },
        },
      ],
    })
    .query(({ ctx, input }) => getNotifications(ctx, input)),
  update: memberRoute(updateNotificationsSchema, notificationsMarkedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/notifications/update",
        tag: "notifications",
        errors: [404],
        summary: "Mark one notification, or all, read",
        description:
          "`{notification_id}` marks that one read; `{all: true}` every unread one of the member's. Another member's notification is not found (404), for administrators too. The member's other open tabs hear of it through their event stream.",
        example: {
          input: { notification_id: NOTIFICATION_FROM_BILAL },
          output: { message: NOTIFICATION_MARKED_READ, updated: 1 },
        },
      },
      access: [
        {
          name: "one notification",
          input: (w) => ({ notification_id: w.owner.notificationId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 404 },
        },
        {
          name: "all of one's own",
          input: () => ({ all: true }),
          expect: { visitor: 401, member: 200, other: 200, admin: 200 },
        },
      ],
    })
    .mutation(({ ctx, input }) => markNotificationsRead(ctx, input)),
};
