import { CheckIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { MatchCriterion, MatchDetail } from "@/server/discovery/match-detail";

/**
 * The match with one profile (docs/decisions/0010): the score, then each compared criterion in two
 * groups: what I look for (does this profile meet my requirement) and what they look for (do I
 * meet theirs). Met or not is said in words and by icon, never by colour alone.
 */

const GROUPS = [
  { side: "theirs_for_me", title: "mine", empty: "mineEmpty" },
  { side: "mine_for_them", title: "theirs", empty: "theirsEmpty" },
] as const satisfies readonly { side: MatchCriterion["side"]; title: string; empty: string }[];

const CRITERION_KEYS = [
  "religion",
  "maslak",
  "caste",
  "age",
  "height",
  "marital_status",
  "education",
  "profession",
  "mother_tongue",
  "income",
  "nationality",
  "residence_state",
  "residence_city",
  "family_status",
] as const;
type CriterionKey = (typeof CRITERION_KEYS)[number];
const isCriterionKey = (key: string): key is CriterionKey =>
  (CRITERION_KEYS as readonly string[]).includes(key);

export function MatchDetailCard({ match }: { match: MatchDetail }) {
  const t = useTranslations("discovery.match");
  // The server names each criterion in English (the API's words); the page says it in its language.
  const criterionName = (criterion: MatchCriterion) =>
    isCriterionKey(criterion.key) ? t(`criteria_names.${criterion.key}`) : criterion.label;
  return (
    <section
      id="match"
      aria-labelledby="match-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <h2 id="match-title" className="font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
        <p className="flex items-baseline gap-2">
          <span className="font-bold text-2xl text-primary tabular-nums">{match.score}%</span>
          <span className="text-muted-foreground text-sm">
            {t("criteria", { met: match.met, total: match.total })}
          </span>
        </p>
      </div>
      <div className="grid gap-6 px-4 py-4 sm:grid-cols-2 sm:px-6">
        {GROUPS.map((group) => {
          const criteria = match.criteria.filter((criterion) => criterion.side === group.side);
          const met = criteria.filter((criterion) => criterion.met).length;
          const headingId = `match-${group.side}`;
          return (
            <div key={group.side} className="grid content-start gap-3">
              <h3 id={headingId} className="font-semibold">
                {t(group.title)}{" "}
                <span className="font-normal text-muted-foreground text-sm">
                  {t("groupMet", { met, total: criteria.length })}
                </span>
              </h3>
              {criteria.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t(group.empty)}</p>
              ) : (
                <ul aria-labelledby={headingId} className="grid gap-2">
                  {criteria.map((criterion) => (
                    <li
                      key={criterion.key}
                      data-met={criterion.met}
                      className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
                    >
                      <span className="min-w-0 break-words">{criterionName(criterion)}</span>
                      {criterion.met ? (
                        <span className="inline-flex shrink-0 items-center gap-1 font-medium text-emerald-800">
                          <CheckIcon aria-hidden="true" className="size-4" />
                          {t("met")}
                        </span>
                      ) : (
                        <span className="inline-flex shrink-0 items-center gap-1 font-medium text-muted-foreground">
                          <XIcon aria-hidden="true" className="size-4" />
                          {t("notMet")}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
