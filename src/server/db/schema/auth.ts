import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const userRole = pgEnum("user_role", ["member", "admin"]);
export const userStatus = pgEnum("user_status", ["active", "disabled", "deleted"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Always stored lower-cased and trimmed; unique. */
    email: text("email").notNull(),
    /** E.164, e.g. +923001234567. */
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("member"),
    status: userStatus("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** When the owner last proved they read this address (a sign-up code, a reset link); null if never. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The member's language (issue 19): their pages when no cookie says otherwise, and their e-mails. */
    locale: text("locale", { enum: ["en", "ur"] })
      .notNull()
      .default("en"),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_locale_known", sql`${t.locale} in ('en', 'ur')`),
    index("users_created_at_idx").on(t.createdAt),
    index("users_name_search_idx").on(sql`lower(${t.name})`),
    // The admin Users search (issue 18): `ilike '%term%'` on name, e-mail or phone at 1M accounts.
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
    // The Users filters at 1M accounts: the few administrators, and blocked or deleted accounts.
    index("users_admins_created_idx").on(t.createdAt).where(sql`${t.role} = 'admin'`),
    index("users_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Lucia-style sessions: the id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Single-use password reset links; the id is the SHA-256 of the mailed token. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/**
 * Sign-ups waiting for their address to be confirmed: nothing becomes an account before the code
 * mailed to the address comes back. Each request is a row of its own (with its own code), so a
 * stranger's request for someone else's address cannot change what the owner's code confirms.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased and trimmed, as users.email. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** SHA-256 of the row id and the 6-digit code, never the code. */
    codeHash: text("code_hash").notNull(),
    /** Wrong codes tried against this row; it is dead at the limit. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_confirmations_email_idx").on(t.email)],
);

/**
 * Browsers an account has signed in from: their failed attempts are counted apart from everyone
 * else's, so a stranger's guessing never keeps the owner out of their usual device. The cookie holds
 * a random token; only its hash is kept. One browser may be trusted by several accounts.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index("trusted_devices_user_id_idx").on(t.userId),
    index("trusted_devices_last_used_at_idx").on(t.lastUsedAt),
  ],
);

/** Fixed-window abuse counters, shared by every process through the database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
