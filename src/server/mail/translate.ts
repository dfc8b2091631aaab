import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/locales";
import enMail from "@/i18n/messages/en/mail.json";
import urMail from "@/i18n/messages/ur/mail.json";

/**
 * The mails' words (issue 19): the `mail` catalog in the recipient's language, outside React. The
 * English catalog holds today's wording exactly, so English mails read as they always did.
 */
const catalogs = { en: { mail: enMail }, ur: { mail: urMail } } as const;

export function mailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogs[locale] as typeof catalogs.en, namespace: "mail" });
}

export type MailTranslator = ReturnType<typeof mailTranslator>;

/** The `<html>` element's opening attributes: Urdu mail is right to left. */
export function htmlLanguageAttributes(locale: Locale): string {
  return locale === "ur" ? 'lang="ur" dir="rtl"' : 'lang="en"';
}
