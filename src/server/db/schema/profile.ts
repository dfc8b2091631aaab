import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const profileStatus = pgEnum("profile_status", ["draft", "active", "disabled"]);
export const gender = pgEnum("gender", ["male", "female"]);

/**
 * One profile per user, created in `draft` state at sign-up. The wizard (profiles issue) fills the
 * sections and sets `profile_info_status`.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: profileStatus("status").notNull().default("draft"),
    profileInfoStatus: boolean("profile_info_status").notNull().default(false),
    gender: gender("gender"),
    imageUrl: text("image_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("profiles_user_id_key").on(t.userId), index("profiles_status_idx").on(t.status)],
);
