import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile";

export const verificationStatus = pgEnum("verification_status", [
  "pending",
  "approved",
  "rejected",
  "withdrawn",
]);
export const identityDocumentType = pgEnum("identity_document_type", ["cnic", "emirates_id", "passport"]);

/**
 * A member's request for the verified badge (issue 18): a selfie taken now and a photo of an
 * identity document, kept in private storage only until an administrator decides (or the member
 * withdraws, or the account is deleted). Once decided the document's key is cleared and its bytes
 * deleted; the row keeps only the result.
 */
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: verificationStatus("status").notNull().default("pending"),
    documentType: identityDocumentType("document_type").notNull(),
    /** Storage keys under `verifications/<id>/`; null once the files are deleted. */
    selfieKey: text("selfie_key"),
    documentKey: text("document_key"),
    /** The administrator's checks, set with the decision. */
    photoMatches: boolean("photo_matches"),
    identityChecked: boolean("identity_checked"),
    reason: text("reason"),
    decidedBy: uuid("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_requests_status_created_idx").on(t.status, t.createdAt),
    index("verification_requests_profile_idx").on(t.profileId, t.createdAt),
    // One open request per member.
    uniqueIndex("verification_requests_one_pending_key").on(t.profileId).where(sql`${t.status} = 'pending'`),
  ],
);
