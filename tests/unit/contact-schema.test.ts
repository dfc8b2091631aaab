import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contactSchema, contactTypeLabels, contactTypes } from "@/lib/validation/contact";
import { checkContactForm } from "@/lib/validation/contact-rules";

/** The first message of each failing field, as the form and the REST `fields` show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return fields;
}

const valid = {
  name: "Fatima Ahmed",
  email: "fatima@example.com",
  subject: "Membership question",
};

describe("contactSchema (spec §5 contact form)", () => {
  it("accepts the required fields alone, with contact_type query by default", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, contact_type: "query" });
  });

  it("trims text and normalises the phone to E.164", () => {
    expect(
      contactSchema.parse({
        name: "  Fatima Ahmed ",
        email: " fatima@example.com ",
        subject: " Membership question ",
        phone: "+92 (300) 123-4567",
        contact_type: "complaint",
        message: "  Please call me.  ",
      }),
    ).toEqual({ ...valid, phone: "+923001234567", contact_type: "complaint", message: "Please call me." });
    expect(contactSchema.parse({ ...valid, phone: "971501234567" }).phone).toBe("+971501234567");
  });

  it("treats an empty or null phone and message as not given", () => {
    for (const blank of ["", "   ", null, undefined]) {
      const parsed = contactSchema.parse({ ...valid, phone: blank, message: blank });
      expect(parsed.phone).toBeUndefined();
      expect(parsed.message).toBeUndefined();
    }
  });

  it.each([
    [{ name: "Al" }, "name", "Name must be at least 3 characters"],
    [{ name: "" }, "name", "Name must be at least 3 characters"],
    [{ name: undefined }, "name", "Name must be at least 3 characters"],
    [{ name: 123 }, "name", "Name must be at least 3 characters"],
    [{ name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    [{ email: "fatima" }, "email", "Invalid email format"],
    [{ email: "fatima@" }, "email", "Invalid email format"],
    [{ email: "" }, "email", "Invalid email format"],
    [{ email: undefined }, "email", "Invalid email format"],
    [{ subject: "Hi" }, "subject", "Subject is required"],
    [{ subject: "   " }, "subject", "Subject is required"],
    [{ subject: undefined }, "subject", "Subject is required"],
    [{ subject: "x".repeat(201) }, "subject", "Subject must be at most 200 characters"],
    [{ phone: "30012" }, "phone", "Phone number must be at least 10 digits"],
    [{ phone: "03001234567" }, "phone", "Please enter a valid phone number (including country code)"],
    [{ phone: "+92-300-ABC-45678" }, "phone", "Please enter a valid phone number (including country code)"],
    [{ phone: 3001234567 }, "phone", "Please enter a valid phone number (including country code)"],
    [
      { contact_type: "sales" },
      "contact_type",
      "Please choose the type of message: query, feedback, complaint or support",
    ],
    [{ message: "x".repeat(5001) }, "message", "Message must be at most 5,000 characters"],
    [{ profile_id: "42" }, "profile_id", "profile_id must be a valid id"],
  ])("%j -> %s: %s", (overrides, field, message) => {
    expect(messages(contactSchema, { ...valid, ...overrides })).toEqual({ [field]: message });
  });

  it("accepts a message of exactly 5,000 characters", () => {
    expect(contactSchema.parse({ ...valid, message: "x".repeat(5000) }).message).toHaveLength(5000);
  });

  it("offers the spec's four contact types with labels", () => {
    expect(contactTypes).toEqual(["query", "feedback", "complaint", "support"]);
    expect(contactTypes.map((type) => contactTypeLabels[type])).toEqual([
      "Query",
      "Feedback",
      "Complaint",
      "Support",
    ]);
    for (const type of contactTypes)
      expect(contactSchema.parse({ ...valid, contact_type: type }).contact_type).toBe(type);
  });

  it("lets the honeypot through validation (the use case decides), and a profile_id that is an id", () => {
    expect(contactSchema.parse({ ...valid, website: "https://spam.example" }).website).toBe(
      "https://spam.example",
    );
    const id = "0b9f8e4c-3a52-4b8e-9a31-5d2f7c1e6a40";
    expect(contactSchema.parse({ ...valid, profile_id: id }).profile_id).toBe(id);
    expect(contactSchema.parse({ ...valid, profile_id: null }).profile_id).toBeNull();
  });

  it("gives every failing field's message at once", () => {
    expect(messages(contactSchema, {})).toEqual({
      name: "Name must be at least 3 characters",
      email: "Invalid email format",
      subject: "Subject is required",
    });
  });
});

describe("checkContactForm (the browser's copy of the rules)", () => {
  const base = {
    name: "Fatima Ahmed",
    email: "fatima@example.com",
    phone: "",
    subject: "Membership",
    contact_type: "query" as const,
    message: "",
  };
  const cases: Partial<typeof base>[] = [
    {},
    { name: "Al" },
    { name: "   Al   " },
    { name: "x".repeat(101) },
    { email: "" },
    { email: "fatima@" },
    { email: "fatima@example" },
    { email: "fa..tima@example.com" },
    { email: "  fatima@example.com  " },
    { phone: "12345" },
    { phone: "0300 1234567" },
    { phone: "+92 (300) 123-4567" },
    { phone: "971501234567" },
    { subject: "Hi" },
    { subject: "x".repeat(201) },
    { message: "x".repeat(5001) },
    { name: "", email: "", subject: "", phone: "1" },
  ];

  it.each(cases)("gives the server schema's messages for %o", (change) => {
    const values = { ...base, ...change };
    expect(checkContactForm(values)).toEqual(messages(contactSchema, values));
  });
});
