import {
  broadcastSchema,
  getBroadcastsSchema,
  getNotificationsSchema,
  updateNotificationsSchema,
} from "@/lib/validation/notifications";
import { getBroadcasts } from "../../broadcasts/get-broadcasts";
import { BROADCAST_QUEUED, broadcastOutput, broadcastsOutput } from "../../broadcasts/present";
import { sendBroadcast } from "../../broadcasts/send-broadcast";
import { getNotifications, notificationsOutput } from "../../notifications/get-notifications";
import {
  markNotificationsRead,
  NOTIFICATION_MARKED_READ,
  notificationsMarkedOutput,
} from "../../notifications/mark-notifications-read";
import {
  AYESHA,
  BROADCAST_GOLD_OFFER_ITEM,
  NOTIFICATION_FROM_BILAL,
  NOTIFICATION_FROM_BILAL_ITEM,
} from "../examples";
import { adminRoute, memberRoute } from "../trpc";

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
  broadcast: adminRoute(broadcastSchema, broadcastOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/notifications/broadcast",
        tag: "notifications",
        errors: [409],
        summary: "Send a notification to every member or a segment (administrators)",
        description:
          "`{title, body, link?, email?, segment?: {gender?, plan_id?, country?, city?, verified?}, dry_run?}`. The recipients are active members with a submitted (active) profile in the segment; `country` and `city` are location codes (`PK`, `PK-PB-Lahore`). `dry_run: true` answers how many members it would reach and stores nothing. Otherwise the broadcast is stored `queued` and the answer comes at once: a worker delivers it in batches (a notification each, live in their open tabs, and with `email: true` an e-mail to those who have not turned every optional mail off); its progress is in `GET /api/notifications/broadcasts`. `link` must be a page of this site (a path). A segment with nobody in it answers 409. Recorded in the administrators' trail (`broadcast.send`).",
        example: {
          input: {
            title: BROADCAST_GOLD_OFFER_ITEM.title,
            body: BROADCAST_GOLD_OFFER_ITEM.body,
            link: "/contact",
            segment: BROADCAST_GOLD_OFFER_ITEM.segment,
          },
          output: {
            message: BROADCAST_QUEUED,
            recipients: 1240,
            dry_run: false,
            broadcast: {
              ...BROADCAST_GOLD_OFFER_ITEM,
              delivered: 0,
              status: "queued",
              finished_at: null,
            },
          },
        },
      },
      access: [
        {
          name: "a dry run",
          input: () => ({ title: "Eid Mubarak", body: "Closed on Eid.", dry_run: true }),
          expect: { visitor: 401, member: 403, other: 403, admin: 200 },
        },
        {
          name: "a send to the owner's verified state",
          input: () => ({ title: "Eid Mubarak", body: "Closed on Eid.", segment: { verified: false } }),
          expect: { visitor: 401, member: 403, other: 403, admin: 200 },
        },
      ],
    })
    .mutation(({ ctx, input }) => sendBroadcast(ctx, input)),
  broadcasts: adminRoute(getBroadcastsSchema, broadcastsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/notifications/broadcasts",
        tag: "notifications",
        summary: "The broadcasts sent, with their progress (administrators)",
        description:
          "Newest first, paged by `page` and `pageSize`: each with its segment, its recipients counted when sent, how many have been reached so far and its status (`queued`, `sending`, `sent`).",
        numbers: ["page", "pageSize"],
        example: {
          input: { page: 1, pageSize: 20 },
          output: { broadcasts: [BROADCAST_GOLD_OFFER_ITEM], total: 1, page: 1, pageSize: 20 },
        },
      },
      access: {
        input: () => ({ page: 1, pageSize: 5 }),
        expect: { visitor: 401, member: 403, other: 403, admin: 200 },
      },
    })
    .query(({ ctx, input }) => getBroadcasts(ctx, input)),
};
