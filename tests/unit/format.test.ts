import { describe, expect, it } from "vitest";
import { formatCount, formatPlanDuration, formatQuantity, formatRupees } from "@/lib/format";

describe("formatRupees (PKR shown as 'Rs.')", () => {
  it.each([
    [0, "Rs. 0"],
    [500, "Rs. 500"],
    [2500, "Rs. 2,500"],
    [10000, "Rs. 10,000"],
    [1250000, "Rs. 1,250,000"],
  ])("%d -> %s", (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it("shows whole rupees only", () => {
    expect(formatRupees(2499.6)).toBe("Rs. 2,500");
  });
});

describe("formatCount and formatQuantity", () => {
  it("groups thousands", () => {
    expect(formatCount(5000)).toBe("5,000");
    expect(formatCount(7)).toBe("7");
  });

  it("puts the noun in the singular only for one", () => {
    expect(formatQuantity(1, "message")).toBe("1 message");
    expect(formatQuantity(0, "message")).toBe("0 messages");
    expect(formatQuantity(1500, "proposal")).toBe("1,500 proposals");
    expect(formatQuantity(2, "child", "children")).toBe("2 children");
  });
});

describe("formatPlanDuration (spec §3: days; §4: Free shows none)", () => {
  it("gives days, or null without a duration", () => {
    expect(formatPlanDuration(30)).toBe("30 days");
    expect(formatPlanDuration(1)).toBe("1 day");
    expect(formatPlanDuration(null)).toBeNull();
    expect(formatPlanDuration(undefined)).toBeNull();
    expect(formatPlanDuration(0)).toBeNull();
  });
});
