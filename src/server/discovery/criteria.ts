import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { FAMILY_STATUSES, MONTHLY_INCOMES } from "@/lib/options/profile";
import { ageFromDob } from "@/lib/validation/profile";
import { profileSearch } from "../db/schema";

/**
 * The match score (issue 5, docs/decisions/0010): each criterion defined once, as SQL over the
 * `profile_search` row of the other member (the candidate) and the viewer's own row as values, so
 * the listing (every candidate of a page) and the detail view (one profile) score alike, in the
 * database.
 *
 * Two sides, equal weight per criterion: 'theirs_for_me' = does the candidate meet MY requirement,
 * 'mine_for_them' = do I meet THEIRS. A requirement that cannot be compared (not set, an empty
 * list) is left out of both the met count and the total. Listed profiles are complete (the
 * wizard's required fields; profile_search_sync lists nothing else), so the candidate's facts are
 * never null and the viewer's side of 'theirs_for_me' only depends on which requirements the
 * viewer set; the candidate's comparable requirements are counted once, by the trigger, into
 * `want_count` (the same rules as `mineComparable` below).
 */

export type SearchRow = typeof profileSearch.$inferSelect;

/** profile_search.flags bits. Visibility everyone = neither 4 nor 8. */
export const SEARCH_FLAGS = { verified: 1, photo: 2, verifiedUsersOnly: 4, private: 8 } as const;

/** 1-based positions, as the migration's profile_search_rank gives them. */
export const incomeRank = (code: string) => MONTHLY_INCOMES.findIndex((o) => o.value === code) + 1;
export const familyRank = (code: string) => FAMILY_STATUSES.findIndex((o) => o.value === code) + 1;

const s = profileSearch;

/** 'YYYY-MM-DD' of `today` (UTC) moved back `years`, the day clamped to the month (29 Feb → 28 Feb). */
export function yearsBefore(today: string, years: number): string {
  const [y = 0, m = 1, d = 1] = today.split("-").map(Number);
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Age between `min` and `max` (whole years, as ageFromDob counts them) as a dob range, so an index
 * on dob serves it: born on or before `latest`, and after `before`.
 */
export function dobRange(today: string, min: number | null | undefined, max: number | null | undefined) {
  return {
    latest: min == null ? null : yearsBefore(today, min),
    before: max == null ? null : yearsBefore(today, max + 1),
  };
}

export function ageBetweenSql(today: string, min: number | null, max: number | null): SQL | null {
  const { latest, before } = dobRange(today, min, max);
  const parts: SQL[] = [];
  if (latest) parts.push(sql`${s.dob} <= ${latest}::date`);
  if (before) parts.push(sql`${s.dob} > ${before}::date`);
  if (parts.length === 0) return null;
  return sql.join(parts, sql` and `);
}

/** `column in (values)` with typed parameters (an empty list never matches). */
export function inList(column: SQL | AnyColumn, values: readonly (string | number)[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

const placesOf = (row: SearchRow, prefix: "N" | "S" | "C") =>
  (row.wantPlaces ?? []).filter((place) => place.startsWith(`${prefix}:`)).map((place) => place.slice(2));

/** Does the candidate's place list hold an entry of this kind (for the detail view's comparability). */
const hasPlaceKind = (prefix: "N" | "S" | "C") =>
  sql<boolean>`exists (select 1 from unnest(${s.wantPlaces}) as place where place like ${`${prefix}:%`})`;

export type Criterion = {
  key: string;
  label: string;
  /** Does the candidate meet the viewer's requirement; null when the viewer set none. */
  theirs(viewer: SearchRow, today: string): SQL<boolean> | null;
  /** Does the viewer meet the candidate's requirement (null in SQL when the candidate set none). */
  mine(viewer: SearchRow, today: string): SQL<boolean>;
  /** Whether the candidate set this requirement (the per-row rule `want_count` adds up). */
  mineComparable: SQL<boolean>;
};

const equal = (
  key: string,
  label: string,
  fact: keyof SearchRow & keyof typeof s,
  want: keyof SearchRow & keyof typeof s,
): Criterion => ({
  key,
  label,
  theirs: (viewer) => {
    const value = viewer[want];
    return value == null ? null : sql<boolean>`${s[fact]} = ${value}`;
  },
  mine: (viewer) => sql<boolean>`${s[want]} = ${viewer[fact]}`,
  mineComparable: sql<boolean>`${s[want]} is not null`,
});

const atLeast = (
  key: string,
  label: string,
  fact: "height" | "income" | "family",
  want: "wantHeight" | "wantIncome" | "wantFamily",
): Criterion => ({
  key,
  label,
  theirs: (viewer) => {
    const value = viewer[want];
    return value == null ? null : sql<boolean>`${s[fact]} >= ${value}`;
  },
  mine: (viewer) => sql<boolean>`${s[want]} <= ${viewer[fact]}`,
  mineComparable: sql<boolean>`${s[want]} is not null`,
});

const place = (
  key: string,
  label: string,
  fact: "nationality" | "state" | "city",
  prefix: "N" | "S" | "C",
): Criterion => ({
  key,
  label,
  theirs: (viewer) => {
    const wanted = placesOf(viewer, prefix);
    return wanted.length === 0 ? null : (inList(s[fact], wanted) as SQL<boolean>);
  },
  mine: (viewer) => sql<boolean>`${`${prefix}:${viewer[fact]}`}::text = any(${s.wantPlaces})`,
  mineComparable: hasPlaceKind(prefix),
});

/** The criteria, in the order the detail view lists them. */
export const CRITERIA: readonly Criterion[] = [
  equal("religion", "Religion", "religion", "wantReligion"),
  equal("maslak", "Maslak", "maslak", "wantMaslak"),
  equal("caste", "Caste", "caste", "wantCaste"),
  {
    key: "age",
    label: "Age range",
    theirs: (viewer, today) =>
      viewer.wantAgeMin == null || viewer.wantAgeMax == null
        ? null
        : (ageBetweenSql(today, viewer.wantAgeMin, viewer.wantAgeMax) as SQL<boolean>),
    mine: (viewer, today) => {
      const age = ageFromDob(viewer.dob, new Date(`${today}T00:00:00Z`));
      return sql<boolean>`${age}::int between ${s.wantAgeMin} and ${s.wantAgeMax}`;
    },
    mineComparable: sql<boolean>`${s.wantAgeMin} is not null and ${s.wantAgeMax} is not null`,
  },
  atLeast("height", "Minimum height", "height", "wantHeight"),
  equal("marital_status", "Marital status", "maritalStatus", "wantMaritalStatus"),
  equal("education", "Education", "education", "wantEducation"),
  equal("profession", "Profession", "profession", "wantProfession"),
  equal("mother_tongue", "Mother tongue", "motherTongue", "wantMotherTongue"),
  atLeast("income", "Income", "income", "wantIncome"),
  place("nationality", "Nationality", "nationality", "N"),
  place("residence_state", "Residence state", "state", "S"),
  place("residence_city", "Residence city", "city", "C"),
  atLeast("family_status", "Family status", "family", "wantFamily"),
];

/** The viewer has partner requirements (else no score: the contract's `match: null`). */
export function hasRequirements(viewer: SearchRow | null): viewer is SearchRow {
  return viewer !== null && viewer.wantReligion !== null;
}

/**
 * The score's SQL for every candidate row: met (both sides) and total. `theirs` criteria the viewer
 * did not set are left out at build time; the candidate's comparable count is `want_count`.
 */
export function matchSql(viewer: SearchRow, today: string): { met: SQL<number>; total: SQL<number> } {
  const parts: SQL[] = [];
  let theirsTotal = 0;
  for (const criterion of CRITERIA) {
    const theirs = criterion.theirs(viewer, today);
    if (theirs) {
      theirsTotal += 1;
      parts.push(sql`(${theirs})::int`);
    }
    parts.push(sql`coalesce((${criterion.mine(viewer, today)})::int, 0)`);
  }
  return {
    met: sql<number>`(${sql.join(parts, sql` + `)})`,
    total: sql<number>`(${theirsTotal}::int + ${s.wantCount})`,
  };
}

/** The match score as the cards and the profile view answer it. */
export const matchSummarySchema = z
  .object({
    score: z.number().int().describe("The share of criteria met, as a whole percentage (0 to 100)."),
    met: z.number().int().describe("Criteria met, counting both sides."),
    total: z
      .number()
      .int()
      .describe(
        "Criteria compared: the viewer's requirements this profile can be checked against, and this member's requirements the viewer can be checked against.",
      ),
  })
  .meta({
    id: "MatchSummary",
    description:
      "The mutual match score between the signed-in viewer and a profile: does the profile meet the viewer's partner requirements, and does the viewer meet theirs, with equal weight per criterion.",
  });

export type MatchSummary = z.output<typeof matchSummarySchema>;

export function summary(met: number, total: number): MatchSummary | null {
  if (total <= 0) return null;
  return { score: Math.round((100 * met) / total), met, total };
}
