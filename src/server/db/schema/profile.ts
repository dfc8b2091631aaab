import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { MessagesPrivacy, ProposalsPrivacy, VisibilityLevel } from "@/lib/options/profile";
import type { SecondMarriageInfo } from "@/lib/validation/profile";
import { users } from "./auth";

export const profileStatus = pgEnum("profile_status", ["draft", "active", "disabled"]);
export const gender = pgEnum("gender", ["male", "female"]);

/**
 * One profile per user, created in `draft` state at sign-up; the wizard's submit fills every
 * section and makes it `active`. Searchable fields are columns (discovery filters and scores them
 * in SQL); option values are the codes of src/lib/options/profile.ts, checked by the zod schemas.
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
    /** Granted by an admin (the verified badge). */
    verified: boolean("verified").notNull().default(false),
    /**
     * What the verified badge stands for (issue 18): when, by whom, and which checks the admin made
     * (the selfie matches the profile photo; an identity document was checked). The documents
     * themselves are deleted once decided; only this result is kept.
     */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedBy: uuid("verified_by"),
    verifiedPhoto: boolean("verified_photo").notNull().default(false),
    verifiedIdentity: boolean("verified_identity").notNull().default(false),

    // Personal
    firstName: text("first_name"),
    lastName: text("last_name"),
    gender: gender("gender"),
    dob: date("dob", { mode: "string" }),
    maritalStatus: text("marital_status"),
    /** Feet, 3.5 to 7.0, or 9 for 'above 7 ft'. */
    height: doublePrecision("height"),
    weight: smallint("weight"),
    motherTongue: text("mother_tongue"),
    nationality: text("nationality"),
    secondMarriageInfo: jsonb("second_marriage_info").$type<SecondMarriageInfo>(),

    // Career
    education: text("education"),
    profession: text("profession"),
    jobPost: text("job_post"),
    monthlyIncome: text("monthly_income"),
    futurePlan: text("future_plan"),

    // Family
    fatherName: text("father_name"),
    fatherProfession: text("father_profession"),
    motherProfession: text("mother_profession"),
    totalBrothers: smallint("total_brothers"),
    totalSisters: smallint("total_sisters"),

    // Religion
    religion: text("religion"),
    maslak: text("maslak"),
    caste: text("caste"),
    preferHijaab: text("prefer_hijaab"),
    preferBeard: text("prefer_beard"),
    dietaryPreference: text("dietary_preference"),

    // Residential
    residenceStatus: text("residence_status"),
    propertySize: text("property_size"),
    country: text("country"),
    residenceState: text("residence_state"),
    residenceCity: text("residence_city"),
    familyStatus: text("family_status"),

    // Privacy (DESIGN.md §3; defaults in docs/decisions/0008)
    profileVisibility: text("profile_visibility").$type<VisibilityLevel>().notNull().default("everyone"),
    showProfilePicture: text("show_profile_picture")
      .$type<VisibilityLevel>()
      .notNull()
      .default("verified_users"),
    messagesPrivacy: text("messages_privacy").$type<MessagesPrivacy>().notNull().default("connections"),
    proposalsPrivacy: text("proposals_privacy").$type<ProposalsPrivacy>().notNull().default("everyone"),

    /**
     * The stored photo's random id (its storage folder); null without a photo. `image_url` is the
     * access-checked route that serves it, never a storage path.
     */
    imageId: text("image_id"),
    imageUrl: text("image_url"),

    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("profiles_user_id_key").on(t.userId),
    index("profiles_status_idx").on(t.status),
    uniqueIndex("profiles_image_id_key").on(t.imageId).where(sql`${t.imageId} is not null`),
  ],
);

/** What a member looks for (spec §3 "Partner requirements"); one row per profile. */
export const partnerRequirements = pgTable("partner_requirements", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  religion: text("religion").notNull(),
  maslak: text("maslak").notNull(),
  caste: text("caste").notNull(),
  ageMin: smallint("age_min").notNull(),
  ageMax: smallint("age_max").notNull(),
  /** The shortest height wanted, in feet. */
  heightMin: doublePrecision("height_min").notNull().default(3.5),
  complexion: text("complexion").notNull(),
  bodyType: text("body_type").notNull(),
  maritalStatus: text("marital_status").notNull(),
  education: text("education").notNull(),
  profession: text("profession").notNull(),
  motherTongue: text("mother_tongue").notNull(),
  incomeRange: text("income_range").notNull(),
  nationality: text("nationality").array().notNull(),
  residenceState: text("residence_state").array().notNull(),
  residenceCity: text("residence_city").array().notNull(),
  familyStatus: text("family_status").notNull(),
  religiousStatus: text("religious_status").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The wizard's unsent data and step, per member, so it survives a reload or another device. */
export const profileDrafts = pgTable("profile_drafts", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  step: integer("step").notNull().default(0),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
