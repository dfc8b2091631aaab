import { describe, expect, it } from "vitest";
import { isLowData, lowDataChoiceOf, saveDataHeaderOn } from "@/lib/low-data";

describe("low-data mode", () => {
  it("follows the member's choice either way", () => {
    expect(isLowData("on")).toBe(true);
    expect(isLowData("off", { saveData: true, effectiveType: "slow-2g" })).toBe(false);
    expect(isLowData("on", { saveData: false, effectiveType: "4g" })).toBe(true);
  });

  it("is automatic on Save-Data or a 2G connection when no choice was made", () => {
    expect(isLowData("auto")).toBe(false);
    expect(isLowData("auto", { saveData: true })).toBe(true);
    expect(isLowData("auto", { effectiveType: "2g" })).toBe(true);
    expect(isLowData("auto", { effectiveType: "slow-2g" })).toBe(true);
    expect(isLowData("auto", { effectiveType: "3g", saveData: false })).toBe(false);
  });

  it("reads the cookie and the header strictly", () => {
    expect(lowDataChoiceOf("on")).toBe("on");
    expect(lowDataChoiceOf("off")).toBe("off");
    expect(lowDataChoiceOf("yes")).toBe("auto");
    expect(lowDataChoiceOf(undefined)).toBe("auto");
    expect(saveDataHeaderOn("on")).toBe(true);
    expect(saveDataHeaderOn(" On ")).toBe(true);
    expect(saveDataHeaderOn("off")).toBe(false);
    expect(saveDataHeaderOn(null)).toBe(false);
  });
});
