import { eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { profileSearch } from "../db/schema";
import { CRITERIA, hasRequirements, matchSummarySchema, type SearchRow, summary, todayUtc } from "./criteria";

export const matchCriterionSchema = z
  .object({
    key: z.string().describe(`The criterion: ${CRITERIA.map((criterion) => criterion.key).join(", ")}.`),
    label: z.string().describe("The criterion's name to show (Religion, Age range, ...)."),
    side: z
      .enum(["theirs_for_me", "mine_for_them"])
      .describe(
        "`theirs_for_me`: does this profile meet the viewer's requirement; `mine_for_them`: does the viewer meet this member's requirement.",
      ),
    met: z.boolean().describe("Whether the requirement is met."),
  })
  .meta({ id: "MatchCriterion", description: "One requirement compared, on one side." });

export const matchDetailSchema = matchSummarySchema
  .extend({
    criteria: z
      .array(matchCriterionSchema)
      .describe(
        "Every criterion compared, each side on its own; the ones that cannot be compared are left out.",
      ),
  })
  .meta({
    id: "MatchDetail",
    description: "The mutual match score, criterion by criterion (the cards give only the summary).",
  });

export type MatchCriterion = z.output<typeof matchCriterionSchema>;
export type MatchDetail = z.output<typeof matchDetailSchema>;

/**
 * The match between the viewer and one profile, criterion by criterion: the same SQL as the
 * listing's score (criteria.ts), run on the profile's profile_search row. Null when the viewer has
 * no requirements or either profile is not listed (the score needs both rows).
 */
export async function getMatchDetail(
  db: Db,
  viewer: SearchRow | null,
  profileId: string,
): Promise<MatchDetail | null> {
  if (!hasRequirements(viewer) || viewer.profileId === profileId) return null;
  const today = todayUtc();
  const fields: Record<string, SQL<boolean | null>> = {};
  CRITERIA.forEach((criterion, i) => {
    const theirs = criterion.theirs(viewer, today);
    if (theirs) fields[`t${i}`] = theirs;
    fields[`m${i}`] = criterion.mine(viewer, today);
    fields[`c${i}`] = criterion.mineComparable;
  });
  const [row] = await db
    .select(fields)
    .from(profileSearch)
    .where(eq(profileSearch.profileId, profileId))
    .limit(1);
  if (!row) return null;
  const criteria: MatchCriterion[] = [];
  CRITERIA.forEach((criterion, i) => {
    const theirs = row[`t${i}`];
    if (theirs !== undefined && theirs !== null) {
      criteria.push({
        key: criterion.key,
        label: criterion.label,
        side: "theirs_for_me",
        met: theirs === true,
      });
    }
    if (row[`c${i}`] === true) {
      criteria.push({
        key: criterion.key,
        label: criterion.label,
        side: "mine_for_them",
        met: row[`m${i}`] === true,
      });
    }
  });
  const met = criteria.filter((criterion) => criterion.met).length;
  const score = summary(met, criteria.length);
  return score ? { ...score, criteria } : null;
}
