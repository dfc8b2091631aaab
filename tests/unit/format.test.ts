import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatPlanDuration,
  formatQuantity,
  formatRupees,
  truncateDisplayName,
} from "@/lib/format";

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

describe("truncateDisplayName (spec §9: 20 characters, first 18 plus an ellipsis)", () => {
  it("keeps a name of up to 20 characters", () => {
    expect(truncateDisplayName("Ayesha Khan")).toBe("Ayesha Khan");
    expect(truncateDisplayName("A".repeat(20))).toBe("A".repeat(20));
  });

  it("cuts a longer one to 18 characters and an ellipsis", () => {
    const shown = truncateDisplayName("Muhammad Abdullah Siddiqui");
    expect(shown).toBe("Muhammad Abdullah …");
    expect(Array.from(shown)).toHaveLength(19);
  });

  it("never splits a character outside the BMP", () => {
    const name = `${"𝒜".repeat(21)}`;
    expect(truncateDisplayName(name)).toBe(`${"𝒜".repeat(18)}…`);
  });
});

describe("formatDate (spec §9: dd, MMMM, yyyy)", () => {
  it("writes a calendar date as it is, whatever the time zone", () => {
    expect(formatDate("2000-03-05")).toBe("05, March, 2000");
    expect(formatDate("1999-12-31")).toBe("31, December, 1999");
  });

  it("shows an instant as the day it was in Karachi (UTC+5)", () => {
    expect(formatDate(new Date("2024-03-04T20:30:00Z"))).toBe("05, March, 2024");
    expect(formatDate("2024-03-04T18:59:00Z")).toBe("04, March, 2024");
  });

  it("answers '' for nothing or nonsense", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDateTime (spec §9: dd/mm/yy at hh:mm AM/PM, Karachi time)", () => {
  it("uses a 12-hour clock with AM/PM", () => {
    expect(formatDateTime(new Date("2024-03-05T09:07:00Z"))).toBe("05/03/24 at 02:07 PM");
    expect(formatDateTime("2024-03-05T01:30:00Z")).toBe("05/03/24 at 06:30 AM");
  });

  it("writes midnight and noon as 12", () => {
    expect(formatDateTime(new Date("2024-03-04T19:00:00Z"))).toBe("05/03/24 at 12:00 AM");
    expect(formatDateTime(new Date("2024-03-05T07:00:00Z"))).toBe("05/03/24 at 12:00 PM");
  });

  it("answers '' for nothing or nonsense", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("soon")).toBe("");
  });
});

describe("Urdu formats", () => {
  it("writes dates 'dd MMMM yyyy' with Urdu month names and 'Rs.' amounts as روپے", async () => {
    const { formatDate, formatDateTime, formatRupees } = await import("@/lib/format");
    expect(formatDate("2024-03-05", "ur")).toBe("05 مارچ 2024");
    expect(formatDate("2024-03-05")).toBe("05, March, 2024");
    expect(formatRupees(2500, "ur")).toBe("2,500 روپے");
    expect(formatRupees(2500)).toBe("Rs. 2,500");
    expect(formatDateTime("2024-03-05T09:07:00Z", "ur")).toBe("05/03/24 بوقت 02:07 PM");
  });
});
