import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { profileSearch } from "../db/schema";
import { CRITERIA, hasRequirements, type SearchRow, summary, todayUtc } from "./criteria";

export type MatchCriterion = {
  key: string;
  label: string;
  /** 'theirs_for_me': does this profile meet MY requirement; 'mine_for_them': do I meet THEIRS. */
  side: "theirs_for_me" | "mine_for_them";
  met: boolean;
};

export type MatchDetail = { score: number; met: number; total: number; criteria: MatchCriterion[] };

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
