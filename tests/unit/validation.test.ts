import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "@/lib/validation/auth";
import {
  createUserSchema,
  getUserSchema,
  updateUserSchema,
  updateUserSubscriptionSchema,
} from "@/lib/validation/users";

/** The first message of each failing field, as the forms and the REST `fields` show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return fields;
}

const validSignUp = {
  name: "Ayesha Khan",
  email: "ayesha@example.com",
  phone: "+92 300 1234567",
  password: "Rishta@2024",
  agree: true,
};

describe("signUpSchema (spec §5)", () => {
  it("accepts a valid form and normalises it", () => {
    expect(
      signUpSchema.parse({ ...validSignUp, name: "  Ayesha Khan ", email: " ayesha@example.com " }),
    ).toEqual({
      ...validSignUp,
      phone: "+923001234567",
    });
  });

  it.each([
    [{ name: "Ali" }, "name", "Name should be greater than 3 characters."],
    [{ name: "" }, "name", "Name should be greater than 3 characters."],
    [{ name: 42 }, "name", "Name should be greater than 3 characters."],
    [{ email: "ayesha" }, "email", "Please enter a valid email address"],
    [{ email: "a@b" }, "email", "Please enter a valid email address"],
    [{ email: "" }, "email", "Please enter a valid email address"],
    [{ phone: "300123456" }, "phone", "Phone number must be at least 10 digits"],
    [{ phone: "" }, "phone", "Phone number must be at least 10 digits"],
    [{ phone: "03001234567" }, "phone", "Please enter a valid phone number (including country code)"],
    [{ phone: "+92300123456789012" }, "phone", "Please enter a valid phone number (including country code)"],
    [{ phone: "+92-300-ABC-45678" }, "phone", "Please enter a valid phone number (including country code)"],
    [{ phone: "+0000000000000" }, "phone", "Please enter a valid phone number (including country code)"],
    [{ password: "Rs@12ab" }, "password", "Password must be at least 8 characters long"],
    [{ password: "RISHTA@2024" }, "password", "Password must contain at least one lowercase letter"],
    [{ password: "rishta@2024" }, "password", "Password must contain at least one uppercase letter"],
    [{ password: "Rishta@abcd" }, "password", "Password must contain at least one number"],
    [
      { password: "Rishta2024" },
      "password",
      "Password must contain at least one special character (@$!%*?&)",
    ],
    [
      { password: "Rishta#2024" },
      "password",
      "Password must contain at least one special character (@$!%*?&)",
    ],
    [{ agree: false }, "agree", "You must agree to the terms and conditions."],
    [{ agree: undefined }, "agree", "You must agree to the terms and conditions."],
  ])("refuses %j with the spec's message", (override, field, message) => {
    expect(messages(signUpSchema, { ...validSignUp, ...override })).toEqual({ [field]: message });
  });

  it("accepts each special character of the spec's set", () => {
    for (const special of "@$!%*?&") {
      expect(signUpSchema.safeParse({ ...validSignUp, password: `Rishta${special}2024` }).success).toBe(true);
    }
  });
});

describe("signInSchema (spec §5)", () => {
  it.each([
    [{ password: "abc" }, "email", "Email is required."],
    [{ email: "", password: "abc" }, "email", "Email is required."],
    [{ email: "nobody", password: "abc" }, "email", "Invalid email address"],
    [{ email: "a@example.com" }, "password", "Password is required."],
    [{ email: "a@example.com", password: "ab" }, "password", "Password is required."],
  ])("refuses %j", (input, field, message) => {
    expect(messages(signInSchema, input)).toEqual({ [field]: message });
  });

  it("accepts a 3-character password (the spec's sign-in minimum) and trims the email", () => {
    expect(signInSchema.parse({ email: " A@Example.com ", password: "abc" })).toEqual({
      email: "A@Example.com",
      password: "abc",
    });
  });
});

describe("forgot and reset password schemas", () => {
  it("needs a valid email to send a link", () => {
    expect(messages(forgotPasswordSchema, { email: "" })).toEqual({ email: "Email is required." });
    expect(messages(forgotPasswordSchema, { email: "x@" })).toEqual({ email: "Invalid email address" });
  });

  it("applies the password rules and wants a matching confirmation", () => {
    expect(
      messages(resetPasswordSchema, { token: "t", password: "Rishta@2024", confirmPassword: "Rishta@2025" }),
    ).toEqual({
      confirmPassword: "Passwords do not match",
    });
    expect(
      messages(resetPasswordSchema, { token: "t", password: "short", confirmPassword: "short" }),
    ).toEqual({
      password: "Password must be at least 8 characters long",
    });
    expect(
      resetPasswordSchema.safeParse({ token: "t", password: "Rishta@2024", confirmPassword: "Rishta@2024" })
        .success,
    ).toBe(true);
  });
});

describe("users schemas", () => {
  const id = "5f0c6a4e-2b1d-4c3e-9a8b-7d6e5f4a3b2c";

  it("pages default to 1 of 20 and stay within 1..100", () => {
    expect(getUserSchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(messages(getUserSchema, { pageSize: 101 })).toEqual({
      pageSize: "pageSize must be between 1 and 100",
    });
    expect(messages(getUserSchema, { pageSize: 0 })).toEqual({
      pageSize: "pageSize must be between 1 and 100",
    });
    expect(messages(getUserSchema, { page: 0 })).toEqual({ page: "page must be 1 or more" });
    expect(messages(getUserSchema, { user_id: "42" })).toEqual({ user_id: "user_id must be a valid id" });
    expect(messages(getUserSchema, { search: "s".repeat(101) })).toEqual({
      search: "Search must be at most 100 characters.",
    });
  });

  it("create uses the sign-up rules without agree", () => {
    const { agree: _agree, ...input } = validSignUp;
    expect(createUserSchema.safeParse(input).success).toBe(true);
    expect(messages(createUserSchema, { ...input, name: "Ali" })).toEqual({
      name: "Name should be greater than 3 characters.",
    });
  });

  it("update checks each field it has; a role or badge change needs a reason, a badge its checks", () => {
    expect(updateUserSchema.parse({ user_id: id, name: "Renamed User" })).toEqual({
      user_id: id,
      name: "Renamed User",
    });
    expect(messages(updateUserSchema, { user_id: id, role: "admin" })).toEqual({
      reason: "Say why: a reason of at least 3 characters is required.",
    });
    expect(messages(updateUserSchema, { user_id: id, verified: true, reason: "Saw them." })).toEqual({
      photo_matches: "Say which checks you made: the photo matches, the identity document, or both.",
    });
    expect(messages(updateUserSchema, { user_id: id, status: "banned" })).toEqual({
      status: "Status must be active or disabled",
    });
    expect(messages(updateUserSchema, { user_id: id, email: "nope" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("subscription updates need two valid ids", () => {
    expect(messages(updateUserSubscriptionSchema, {})).toEqual({
      user_id: "user_id must be a valid id",
      plan_id: "plan_id must be a valid id",
    });
  });
});
