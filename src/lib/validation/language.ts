import { z } from "zod";
import { LOCALES } from "@/i18n/locales";

/** The member's language (issue 19): their pages when no cookie says otherwise, and their e-mails. */
export const LANGUAGE_ERROR = "Language must be en or ur.";
export const localeField = z.enum(LOCALES, { error: LANGUAGE_ERROR });

export const updateLanguageSchema = z.object({
  locale: localeField.describe("`en` (English) or `ur` (Urdu)."),
});
