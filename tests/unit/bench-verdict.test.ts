import { afterEach, describe, expect, it, vi } from "vitest";
import { busyLoad, judge, strictExitCode } from "../bench/lib/verdict";

/** The benchmarks' yes or no (issue 20): a goal is called met only with room to spare. */
describe("benchmark verdicts", () => {
  const quiet = 0;
  afterEach(() => vi.unstubAllEnvs());

  it("calls a time goal met when every round beats it by more than their spread", () => {
    const judged = judge({ name: "p95", rounds: [12, 14, 13], limit: 20, kind: "max", unit: "ms" }, quiet);
    expect(judged).toMatchObject({ median: 13, spread: 2, verdict: "met" });
  });

  it("calls it missed when the median misses by more than the spread", () => {
    const judged = judge({ name: "p95", rounds: [31, 29, 30], limit: 20, kind: "max", unit: "ms" }, quiet);
    expect(judged).toMatchObject({ median: 30, verdict: "missed" });
  });

  it("cannot tell when the rounds spread across the goal, even with the median inside it", () => {
    const judged = judge({ name: "p95", rounds: [15, 19, 26], limit: 20, kind: "max", unit: "ms" }, quiet);
    expect(judged.median).toBe(19);
    expect(judged.verdict).toBe("inconclusive");
  });

  it("cannot tell on a busy machine, however good the figures", () => {
    const judged = judge(
      { name: "p95", rounds: [5, 5, 5], limit: 20, kind: "max", unit: "ms" },
      busyLoad() + 0.5,
    );
    expect(judged.verdict).toBe("inconclusive");
    expect(judged.why).toContain("busy");
  });

  it("judges a throughput ratio from below", () => {
    const met = judge({ name: "ratio", rounds: [0.8, 0.85, 0.9], limit: 0.6, kind: "min", unit: "%" }, quiet);
    const missed = judge(
      { name: "ratio", rounds: [0.3, 0.35, 0.4], limit: 0.6, kind: "min", unit: "%" },
      quiet,
    );
    expect([met.verdict, missed.verdict]).toEqual(["met", "missed"]);
  });

  it("calls a score met when every round sits exactly on the bound, and not when one round falls short", () => {
    const exact = judge(
      { name: "a11y", rounds: [100, 100, 100], limit: 100, kind: "min", unit: "points" },
      quiet,
    );
    const short = judge(
      { name: "a11y", rounds: [100, 98, 100], limit: 100, kind: "min", unit: "points" },
      quiet,
    );
    expect([exact.verdict, short.verdict]).toEqual(["met", "inconclusive"]);
  });

  it("exits 2 on a missed goal and 3 on an untold one under BENCH_STRICT=1, 0 otherwise", () => {
    const met = judge({ name: "a", rounds: [1, 1, 1], limit: 20, kind: "max", unit: "ms" }, quiet);
    const missed = judge({ name: "b", rounds: [40, 40, 40], limit: 20, kind: "max", unit: "ms" }, quiet);
    const untold = judge({ name: "c", rounds: [10, 30, 20], limit: 20, kind: "max", unit: "ms" }, quiet);
    expect(strictExitCode([met, missed])).toBe(0);
    vi.stubEnv("BENCH_STRICT", "1");
    expect(strictExitCode([met])).toBe(0);
    expect(strictExitCode([met, missed, untold])).toBe(2);
    expect(strictExitCode([met, untold])).toBe(3);
  });
});
