import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** What a personal API token may do (decision 0019): GET rows only, every member row, or admin rows too. */
export const apiTokenScope = pgEnum("api_token_scope", ["read", "write", "admin"]);

/**
 * Personal API tokens for integrators (decision 0019). The secret is shown once, at creation; only
 * its SHA-256 is kept, so a leaked table grants nothing. Revoked rows stay (with `revoked_at`) until
 * the hourly purge removes them, so the owner's list and the logs can still name them for a while.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** SHA-256 (hex) of the whole token, prefix included; never the token. */
    tokenHash: text("token_hash").notNull(),
    scope: apiTokenScope("scope").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Kept to within a minute: written at most once a minute per token, not on every call. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_tokens_token_hash_key").on(t.tokenHash),
    index("api_tokens_user_id_idx").on(t.userId),
  ],
);
