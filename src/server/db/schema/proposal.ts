import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile";

export const proposalStatus = pgEnum("proposal_status", ["pending", "accepted", "declined", "withdrawn"]);

/** The statuses that keep a pair busy: no second proposal either way while one is live. */
export const LIVE_PROPOSAL_STATUSES = ["pending", "accepted"] as const;

export function isLiveProposal(status: string): boolean {
  return (LIVE_PROPOSAL_STATUSES as readonly string[]).includes(status);
}

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
    check("proposals_not_to_self", sql`${t.senderId} <> ${t.receiverId}`),
    // One live proposal per pair, in either direction (DESIGN.md §3), even under parallel requests.
    uniqueIndex("proposals_live_pair_key")
      .on(sql`least(${t.senderId}, ${t.receiverId})`, sql`greatest(${t.senderId}, ${t.receiverId})`)
      .where(sql`${t.status} in ('pending', 'accepted')`),
  ],
);

/**
 * Two members who accepted a proposal (DESIGN.md §3): made once, in the acceptance's transaction.
 * The pair is stored in order (profile_a < profile_b), so a pair has exactly one row.
 */
export const connections = pgTable(
  "connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    profileAId: uuid("profile_a_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    profileBId: uuid("profile_b_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("connections_proposal_id_key").on(t.proposalId),
    uniqueIndex("connections_pair_key").on(t.profileAId, t.profileBId),
    index("connections_profile_b_idx").on(t.profileBId),
    check("connections_pair_ordered", sql`${t.profileAId} < ${t.profileBId}`),
  ],
);
