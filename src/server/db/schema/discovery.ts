import { date, doublePrecision, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { gender, profiles } from "./profile";

/**
 * The browse index (issue 5, docs/decisions/0010): one narrow row per listed profile (an active,
 * complete profile with partner requirements, of an active account), with the profile's searchable facts and its partner requirements
 * side by side, so a search filters, scores and sorts one table without joins.
 *
 * Kept by triggers (migration 0003_discovery, `profile_search_sync`) on profiles,
 * partner_requirements, users, profile_subscriptions and subscription_plans: no use case writes it,
 * and a bulk load (the demo seeder's COPY + INSERT … SELECT) fills it as a side effect.
 *
 * The search's indexes are in the migration's SQL: they INCLUDE the columns the filters and the
 * score read (index-only scans), which Drizzle's index builder cannot say. PostgreSQL allows 32
 * columns an index, which is why `flags` packs three facts and `want_places` three lists.
 */
export const profileSearch = pgTable("profile_search", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  gender: gender("gender").notNull(),
  dob: date("dob", { mode: "string" }).notNull(),
  height: doublePrecision("height").notNull(),
  religion: text("religion").notNull(),
  maslak: text("maslak").notNull(),
  caste: text("caste").notNull(),
  maritalStatus: text("marital_status").notNull(),
  education: text("education").notNull(),
  profession: text("profession").notNull(),
  motherTongue: text("mother_tongue").notNull(),
  nationality: text("nationality").notNull(),
  /** 1-based position in MONTHLY_INCOMES (ordered low to high). */
  income: smallint("income").notNull(),
  /** 1-based position in FAMILY_STATUSES (ordered low to high). */
  family: smallint("family").notNull(),
  country: text("country").notNull(),
  /** 'PK-PB'; collated "C" in the migration, so a country's states are one key range. */
  state: text("state").notNull(),
  city: text("city").notNull(),
  /**
   * Bits: 1 verified, 2 has a photo, 4 profile_visibility verified_users, 8 profile_visibility
   * private (neither: everyone). See SEARCH_FLAGS in src/server/discovery/criteria.ts.
   */
  flags: smallint("flags").notNull(),
  /** End of the running plan that includes featured_profile ('infinity' without an end); null: none. */
  featuredUntil: timestamp("featured_until", { withTimezone: true }),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  lastActiveAt: timestamp("last_active_at", { withTimezone: true }),

  // The profile's partner requirements (all null without a partner_requirements row).
  wantReligion: text("want_religion"),
  wantMaslak: text("want_maslak"),
  wantCaste: text("want_caste"),
  wantAgeMin: smallint("want_age_min"),
  wantAgeMax: smallint("want_age_max"),
  wantHeight: doublePrecision("want_height"),
  wantMaritalStatus: text("want_marital_status"),
  wantEducation: text("want_education"),
  wantProfession: text("want_profession"),
  wantMotherTongue: text("want_mother_tongue"),
  wantIncome: smallint("want_income"),
  wantFamily: smallint("want_family"),
  /** Nationality, residence state and city lists in one: 'N:PK', 'S:PK-PB', 'C:PK-PB-Lahore'. */
  wantPlaces: text("want_places").array(),
  /** How many of these requirements can be compared (scalars set, lists not empty): the score's own half. */
  wantCount: smallint("want_count").notNull().default(0),
});
