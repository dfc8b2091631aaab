import { describe, expect, it } from "vitest";
import { allowance, durationUsage, type PlanUsageInput, planUsage, usagePercent } from "@/lib/plan-usage";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-01-01T10:00:00Z");
const at = (days: number) => new Date(start.getTime() + days * DAY);

const silver: PlanUsageInput = {
  plan: { name: "Silver", messages_limit: 50, proposals_limit: 20, duration: 30, is_free: false },
  messages_sent: 12,
  proposals_sent: 5,
  start_date: start,
  end_date: at(30),
};

const free: PlanUsageInput = {
  plan: { name: "Free", messages_limit: 5, proposals_limit: 5, duration: null, is_free: true },
  messages_sent: 2,
  proposals_sent: 0,
  start_date: start,
  end_date: null,
};

describe("allowance (spec §4: left = limit − used, not below 0)", () => {
  it("subtracts what was used", () => {
    expect(allowance(50, 12)).toEqual({ limit: 50, used: 12, left: 38, percent: 24 });
  });

  it("never goes below 0 and the bar caps at 100%", () => {
    expect(allowance(5, 9)).toEqual({ limit: 5, used: 9, left: 0, percent: 100 });
  });

  it("an allowance of 0 has nothing left and reads as full", () => {
    expect(allowance(0, 0)).toEqual({ limit: 0, used: 0, left: 0, percent: 100 });
  });

  it("an unused allowance shows an empty bar", () => {
    expect(allowance(20, 0).percent).toBe(0);
  });
});

describe("usagePercent", () => {
  it("rounds and caps", () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(300, 30)).toBe(100);
  });
});

describe("durationUsage (spec §4)", () => {
  it("used = whole days since start; left = term minus used", () => {
    expect(durationUsage(silver, at(10.5))).toEqual({ total: 30, used: 10, left: 20, percent: 33 });
  });

  it("on the first day nothing is used yet", () => {
    expect(durationUsage(silver, at(0.2))).toEqual({ total: 30, used: 0, left: 30, percent: 0 });
  });

  it("after the end, left stays at 0 and the bar at 100%", () => {
    expect(durationUsage(silver, at(45))).toEqual({ total: 30, used: 45, left: 0, percent: 100 });
  });

  it("takes the term from start and end dates, not the plan's days, when both exist", () => {
    expect(durationUsage({ ...silver, end_date: at(60) }, at(15))?.total).toBe(60);
  });

  it("falls back to the plan's duration without an end date", () => {
    expect(durationUsage({ ...silver, end_date: null }, at(3))).toEqual({
      total: 30,
      used: 3,
      left: 27,
      percent: 10,
    });
  });

  it("reads ISO strings as the REST answers carry them", () => {
    const rest = { ...silver, start_date: start.toISOString(), end_date: at(30).toISOString() };
    expect(durationUsage(rest, at(6))?.left).toBe(24);
  });

  it("Free shows no duration, by flag or by name", () => {
    expect(durationUsage(free, at(10))).toBeNull();
    expect(
      durationUsage({ ...silver, plan: { ...silver.plan, name: "Free", is_free: undefined } }, at(1)),
    ).toBeNull();
  });

  it("a plan without a term shows no duration", () => {
    expect(durationUsage({ ...silver, plan: { ...silver.plan, duration: null }, end_date: null })).toBeNull();
  });
});

describe("planUsage", () => {
  it("puts the figures of the panel together", () => {
    expect(planUsage(free, at(3))).toEqual({
      planName: "Free",
      isFree: true,
      messages: { limit: 5, used: 2, left: 3, percent: 40 },
      proposals: { limit: 5, used: 0, left: 5, percent: 0 },
      duration: null,
    });
  });
});
