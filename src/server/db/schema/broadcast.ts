import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const broadcastStatus = pgEnum("broadcast_status", ["queued", "sending", "sent"]);

/** Who a broadcast goes to; every field left out means "any". */
export type BroadcastSegment = {
  gender?: "male" | "female";
  plan_id?: string;
  country?: string;
  city?: string;
  verified?: boolean;
};

/**
 * An administrator's notification to all members or a segment (issue 18). The request only
 * stores it; a worker delivers it in batches of members in id order, moving `cursor` in the same
 * transaction as each batch, so a restart resumes where it stopped and nobody gets it twice.
 */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: uuid("admin_user_id").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    /** Also sent by e-mail, through the mail queue. */
    email: boolean("email").notNull().default(false),
    segment: jsonb("segment").$type<BroadcastSegment>().notNull().default({}),
    /** How many members the segment held when it was sent (the preview's count). */
    recipients: integer("recipients").notNull(),
    delivered: integer("delivered").notNull().default(0),
    status: broadcastStatus("status").notNull().default("queued"),
    /** The last user id delivered to; null before the first batch. */
    cursor: uuid("cursor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("broadcasts_status_created_idx").on(t.status, t.createdAt)],
);
