import { describe, expect, it } from "vitest";
import { planStart } from "@/components/subscription/plan-start";
import { periodState } from "@/server/plans/present-period";

const now = new Date("2026-11-26T10:00:00Z");
const at = (iso: string) => new Date(iso);
const free = { plan: { name: "Free", is_free: true }, end_date: null };

describe("periodState", () => {
  it("is decided from the dates alone", () => {
    expect(periodState({ startDate: at("2026-11-01"), endDate: at("2026-12-01"), endedAt: null }, now)).toBe(
      "running",
    );
    expect(periodState({ startDate: at("2026-12-01"), endDate: at("2026-12-31"), endedAt: null }, now)).toBe(
      "queued",
    );
    // Ended the moment its term is over, even if no job has run since.
    expect(periodState({ startDate: at("2026-10-01"), endDate: now, endedAt: null }, now)).toBe("ended");
    expect(
      periodState({ startDate: at("2026-11-01"), endDate: at("2026-12-01"), endedAt: at("2026-11-20") }, now),
    ).toBe("cut_short");
  });
});

describe("planStart (what the confirmation says before payment)", () => {
  it("starts at once on Free", () => {
    expect(planStart(free, [], now)).toEqual({ kind: "now" });
  });

  it("starts when the running paid plan ends", () => {
    const silver = { plan: { name: "Silver", is_free: false }, end_date: "2026-12-26T10:00:00.000Z" };
    expect(planStart(silver, [], now)).toEqual({
      kind: "after",
      planName: "Silver",
      date: at("2026-12-26T10:00:00Z"),
    });
  });

  it("starts after the last queued plan", () => {
    const silver = { plan: { name: "Silver", is_free: false }, end_date: at("2026-12-26T10:00:00Z") };
    const queued = [{ plan: { name: "Gold" }, end_date: "2027-03-26T10:00:00.000Z" }];
    expect(planStart(silver, queued, now)).toEqual({
      kind: "after",
      planName: "Gold",
      date: at("2027-03-26T10:00:00Z"),
    });
  });

  it("ignores a paid plan whose term is already over (it grants nothing)", () => {
    const expired = { plan: { name: "Silver", is_free: false }, end_date: at("2026-11-20T00:00:00Z") };
    expect(planStart(expired, [], now)).toEqual({ kind: "now" });
  });
});
