import { index, pgEnum, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile";

export const proposalStatus = pgEnum("proposal_status", ["pending", "accepted", "declined", "withdrawn"]);

export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: proposalStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("proposals_receiver_status_idx").on(t.receiverId, t.status),
    index("proposals_sender_status_idx").on(t.senderId, t.status),
  ],
);
