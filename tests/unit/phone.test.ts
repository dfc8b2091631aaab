import { describe, expect, it } from "vitest";
import { defaultPhoneCountry, normalizePhone } from "@/lib/phone";

describe("normalizePhone", () => {
  it.each([
    ["+923001234567", "+923001234567"],
    ["+92 300 1234567", "+923001234567"],
    ["+92 (300) 123-4567", "+923001234567"],
    ["923001234567", "+923001234567"],
    ["3001234567", "+923001234567"],
    ["03001234567", "+923001234567"],
    ["00923001234567", "+923001234567"],
    ["+971 50 123 4567", "+971501234567"],
    ["971501234567", "+971501234567"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 415 555 2671", "+14155552671"],
  ])("reads %j as %j", (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each(["", "12345", "abc", "+92 300 12345678901", "+0 300 1234567", "+"])("refuses %j", (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it("defaults to Pakistan", () => {
    expect(defaultPhoneCountry).toEqual({ code: "PK", dial: "+92", label: "Pakistan" });
  });
});

describe("readablePhone", () => {
  it("groups a number for reading, links it, and offers WhatsApp only for a mobile", async () => {
    const { readablePhone } = await import("@/lib/phone");
    expect(readablePhone("+923001234567")).toEqual({
      display: "+92 300 1234567",
      tel: "tel:+923001234567",
      whatsapp: "https://wa.me/923001234567",
    });
    expect(readablePhone("+97142345678")?.whatsapp).toBeNull();
    expect(readablePhone("not a number")).toBeNull();
  });
});
