import os from "node:os";
import { markdownTable, median } from "./report";

/**
 * How a benchmark says yes or no (issue 20). Each goal is measured in rounds (three by default);
 * the figure reported is the median round, with the spread (slowest minus fastest round). A goal
 * is called met only when the median meets it by more than the spread and the machine was quiet
 * around the measurement; missed when the median misses it by more than the spread on a quiet
 * machine; otherwise the run cannot tell, and says so. `BENCH_STRICT=1` turns the verdicts into the
 * exit code: 0 when every goal is met, 2 when one is missed, 3 when one could not be told.
 */

export type Verdict = "met" | "missed" | "inconclusive";

export type Goal = {
  /** What is measured, as the report names it ("filtered first page, p95"). */
  name: string;
  /** The figure of each round. */
  rounds: readonly number[];
  /** The bound the figure must keep. */
  limit: number;
  /** "max": the figure must be at most `limit` (a time); "min": at least (a throughput or a ratio). */
  kind: "max" | "min";
  /**
   * How figures are written: "ms", "s", "%" (of 1), "req/s", "MB", "points" (a score out of 100),
   * "events" (a count).
   */
  unit: "ms" | "s" | "%" | "req/s" | "MB" | "points" | "events";
};

export type Judged = Goal & { median: number; spread: number; verdict: Verdict; why: string };

/** The 1-minute load average above which the machine counts as busy: half its cores. */
export function busyLoad(): number {
  return os.availableParallelism() / 2;
}

/**
 * Waits until the 1-minute load average falls to `busyLoad()` (a build or a seed just before the
 * measurement leaves it high for a minute or two), for `maxSeconds` at most. Answers the load it
 * measured last.
 */
export async function waitForQuiet(log: (message: string) => void, maxSeconds = 180): Promise<number> {
  const began = Date.now();
  let load = os.loadavg()[0] ?? 0;
  if (load > busyLoad()) log(`waiting for the machine to settle (load ${load.toFixed(2)})`);
  while (load > busyLoad() && Date.now() - began < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    load = os.loadavg()[0] ?? 0;
  }
  return load;
}

export function formatFigure(value: number, unit: Goal["unit"]): string {
  if (unit === "%") return `${(value * 100).toFixed(1)}%`;
  if (unit === "req/s" || unit === "points" || unit === "events")
    return Math.round(value).toLocaleString("en-US");
  return value.toFixed(1);
}

/**
 * The verdict of one goal. `loadBefore` is the 1-minute load average just before the measurement
 * (other work on the machine); the measurement's own load is not held against it.
 */
export function judge(goal: Goal, loadBefore: number): Judged {
  const middle = median(goal.rounds);
  const spread = Math.max(...goal.rounds) - Math.min(...goal.rounds);
  const margin = goal.kind === "max" ? goal.limit - middle : middle - goal.limit;
  const fmt = (value: number) => formatFigure(value, goal.unit);
  let verdict: Verdict;
  let why: string;
  if (loadBefore > busyLoad()) {
    verdict = "inconclusive";
    why = `the machine was busy (load ${loadBefore.toFixed(2)} before measuring)`;
  } else if (spread === 0 && margin === 0) {
    // Every round landed exactly on the bound (a score of 100 where 100 is asked): it holds.
    verdict = "met";
    why = "every round is exactly at the bound";
  } else if (Math.abs(margin) <= spread) {
    verdict = "inconclusive";
    why = `the rounds spread ${fmt(spread)}, wider than the ${fmt(Math.abs(margin))} between the median and the goal`;
  } else {
    verdict = margin > 0 ? "met" : "missed";
    why = `by ${fmt(Math.abs(margin))}, more than the rounds' spread of ${fmt(spread)}`;
  }
  return { ...goal, median: middle, spread, verdict, why };
}

/** The goals as a table: each round, the median, the spread, the bound and the verdict. */
export function verdictTable(judged: readonly Judged[]): string {
  const rounds = Math.max(...judged.map((goal) => goal.rounds.length));
  const header = [
    "goal",
    ...Array.from({ length: rounds }, (_, index) => `round ${index + 1}`),
    "median",
    "spread",
    "bound",
    "verdict",
  ];
  const rows = judged.map((goal) => {
    const fmt = (value: number) => formatFigure(value, goal.unit);
    const unit = goal.unit === "%" ? "" : ` ${goal.unit}`;
    return [
      goal.name,
      ...Array.from({ length: rounds }, (_, index) => {
        const value = goal.rounds[index];
        return value === undefined ? "" : fmt(value);
      }),
      `${fmt(goal.median)}${unit}`,
      fmt(goal.spread),
      `${goal.kind === "max" ? "≤" : "≥"} ${fmt(goal.limit)}${unit}`,
      `**${goal.verdict}**`,
    ];
  });
  return markdownTable(header, rows);
}

/** One line per goal that is not met, saying why (for the report under the table). */
export function verdictNotes(judged: readonly Judged[]): string {
  return judged
    .filter((goal) => goal.verdict !== "met")
    .map((goal) => `- ${goal.name}: ${goal.verdict}, ${goal.why}.`)
    .join("\n");
}

/** Under BENCH_STRICT=1, the exit code the verdicts call for (0, 2 missed, 3 cannot tell). */
export function strictExitCode(judged: readonly Judged[]): number {
  if (process.env.BENCH_STRICT !== "1") return 0;
  if (judged.some((goal) => goal.verdict === "missed")) return 2;
  if (judged.some((goal) => goal.verdict === "inconclusive")) return 3;
  return 0;
}
