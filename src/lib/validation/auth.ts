import { z } from "zod";
import { normalizePhone } from "../phone";

/** Spec §5 rules and messages, shared verbatim by the forms and the procedures. */

const passwordRules = z
  .string({ error: "Password must be at least 8 characters long" })
  .min(8, "Password must be at least 8 characters long")
  .max(128, "Password must be at most 128 characters long")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/\d/, "Password must contain at least one number")
  .regex(/[@$!%*?&]/, "Password must contain at least one special character (@$!%*?&)");

export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"));

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required." }).min(3, "Password is required.").max(128),
});

/**
 * Digits as an Urdu (or Arabic) keyboard types them, ۰۱۲ (U+06F0-06F9) or ٠١٢ (U+0660-0669), read
 * as 0-9: a member typing their number in Urdu gets it taken, not refused.
 */
export function westernDigits(value: string): string {
  return value.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

export const phoneField = z
  .string({ error: "Phone number must be at least 10 digits" })
  .trim()
  .transform((value) => westernDigits(value).replace(/[\s()-]/g, ""))
  .refine((value) => value.replace(/\D/g, "").length >= 10, "Phone number must be at least 10 digits")
  .refine(
    (value) => /^\+?[1-9]\d{1,14}$/.test(value),
    "Please enter a valid phone number (including country code)",
  )
  .transform((value, ctx) => {
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid phone number (including country code)" });
      return z.NEVER;
    }
    return e164;
  });

export const signUpSchema = z.object({
  name: z
    .string({ error: "Name should be greater than 3 characters." })
    .trim()
    .min(4, "Name should be greater than 3 characters.")
    .max(100, "Name must be at most 100 characters."),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .min(5, "Please enter a valid email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  phone: phoneField,
  password: passwordRules,
  agree: z.literal(true, { error: "You must agree to the terms and conditions." }),
});

/** The 6-digit code mailed at sign-up (issue 14): digits only, spaces forgiven. */
export const CONFIRMATION_CODE_INVALID = "Enter the 6-digit code from the e-mail.";

export const verifyEmailSchema = z.object({
  email: emailField,
  code: z
    .string({ error: CONFIRMATION_CODE_INVALID })
    .max(20, CONFIRMATION_CODE_INVALID)
    .transform((value) => westernDigits(value).replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, CONFIRMATION_CODE_INVALID)),
});

/**
 * The password asked again before a destructive or security change. Missing or empty is not a
 * validation error: it is a wrong password, counted as a failed attempt like one.
 */
export const currentPasswordField = z
  .string({ error: "Enter your current password." })
  .max(128, "Password must be at most 128 characters long")
  .optional();

export const changePasswordSchema = z
  .object({
    current_password: currentPasswordField,
    password: passwordRules,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is invalid or has expired." }).min(1).max(200),
    password: passwordRules,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
