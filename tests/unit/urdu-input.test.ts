import { describe, expect, it } from "vitest";
import { combinePhone } from "@/components/auth/phone";
import { signUpSchema, verifyEmailSchema, westernDigits } from "@/lib/validation/auth";
import { contactSchema } from "@/lib/validation/contact";
import { familyInfoSchema, PROFILE_DEFAULTS, personalInfoSchema } from "@/lib/validation/profile";

/** Issue 19: forms work with Urdu input. Names in Urdu script pass the name rules; Urdu digits count. */
const signUp = {
  name: "محمد علی",
  email: "ali@example.pk",
  phone: "+923001234567",
  password: "Secret@123",
  agree: true,
};

describe("Urdu names pass the name rules", () => {
  it("sign-up takes a full name in Urdu script", () => {
    const parsed = signUpSchema.safeParse(signUp);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.name).toBe("محمد علی");
  });

  it("an Urdu name still gets the spec's length rule", () => {
    const parsed = signUpSchema.safeParse({ ...signUp, name: "علی" });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "Name should be greater than 3 characters.",
    ]);
  });

  it("the wizard takes first, last and father's names in Urdu, with their marks (zer, khari zabar)", () => {
    const personal = personalInfoSchema.safeParse({
      ...PROFILE_DEFAULTS.personal_info,
      first_name: "عائشہ",
      last_name: "صدیقی",
      dob: "1995-03-14",
    });
    expect(personal.error?.issues ?? []).toEqual([]);
    const family = familyInfoSchema.safeParse({
      ...PROFILE_DEFAULTS.family_info,
      father_name: "عبدالرحمٰن",
    });
    expect(family.error?.issues ?? []).toEqual([]);
  });

  it("the contact form takes an Urdu name", () => {
    const parsed = contactSchema.safeParse({
      name: "فاطمہ بی بی",
      email: "fatima@example.pk",
      subject: "رشتے کے بارے میں",
      message: "السلام علیکم",
      contact_type: "query",
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe("digits typed on an Urdu keyboard", () => {
  it("are read as 0-9 (Urdu ۰-۹ and Arabic ٠-٩)", () => {
    expect(westernDigits("۰۳۰۰ ۱۲۳۴۵۶۷")).toBe("0300 1234567");
    expect(westernDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(westernDigits("+92 300")).toBe("+92 300");
  });

  it("make a phone number the sign-up takes", () => {
    expect(combinePhone("+92", "۰۳۰۰ ۱۲۳۴۵۶۷")).toBe("+923001234567");
    const parsed = signUpSchema.safeParse({ ...signUp, phone: "+۹۲۳۰۰۱۲۳۴۵۶۷" });
    expect(parsed.data?.phone).toBe("+923001234567");
  });

  it("make a confirmation code", () => {
    const parsed = verifyEmailSchema.safeParse({ email: "ali@example.pk", code: "۱۲۳ ۴۵۶" });
    expect(parsed.data?.code).toBe("123456");
  });
});
