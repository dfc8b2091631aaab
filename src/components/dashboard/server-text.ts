"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import type { Locale } from "@/i18n/locales";
import { compileTemplates, type MessageTree, matchTemplate } from "@/i18n/localize-message";
import enDashboard from "@/i18n/messages/en/dashboard.json";
import enMessages from "@/i18n/messages/en/messages.json";
import enNotifications from "@/i18n/messages/en/notifications.json";
import { formatDate, formatRupees } from "@/lib/format";

/**
 * The server stores and answers some words in English (a notification's title and body, why a
 * thread is read-only, the safety notice of a flagged message): the API speaks the spec's English.
 * Each area's catalog holds those texts under `server`, in English exactly as the server writes
 * them (with `{placeholders}` for what varies) and in Urdu. On an Urdu page a server text is matched
 * against the English templates and the Urdu twin is shown; a text no template matches (an
 * administrator's broadcast) is shown as it came.
 */
const areas = {
  dashboard: compileTemplates(enDashboard.server as MessageTree),
  messages: compileTemplates(enMessages.server as MessageTree),
  notifications: compileTemplates(enNotifications.server as MessageTree),
};

export type ServerTextArea = keyof typeof areas;

/** The key (under `server`) and the values of an English server text, or null. */
export function matchServerText(
  area: ServerTextArea,
  text: string,
): { key: string; values: Record<string, string> } | null {
  return matchTemplate(areas[area], text);
}

const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** An amount or a date the server wrote in English ('Rs. 2,500', '05, March, 2024'), in `locale`. */
export function localizeServerValue(value: string, locale: Locale): string {
  if (locale === "en") return value;
  const rupees = /^Rs\. ([\d,]+)$/.exec(value);
  if (rupees) return formatRupees(Number((rupees[1] ?? "").replace(/,/g, "")), locale);
  const dateTime = /^(\d{2}\/\d{2}\/\d{2}) at (\d{2}:\d{2} [AP]M)$/.exec(value);
  if (dateTime) return `${dateTime[1]} بوقت ${dateTime[2]}`;
  const date = /^(\d{2}), ([A-Za-z]+), (\d{4})$/.exec(value);
  const month = date ? ENGLISH_MONTHS.indexOf(date[2] ?? "") : -1;
  if (date && month >= 0)
    return formatDate(`${date[3]}-${String(month + 1).padStart(2, "0")}-${date[1]}`, locale);
  return value;
}

/** A server text of `area` in the page's language (see above). */
export function useServerText(area: ServerTextArea): (text: string) => string {
  const locale = useLocale() as Locale;
  const t = useTranslations(area) as unknown as (key: string, values?: Record<string, string>) => string;
  return useCallback(
    (text: string) => {
      if (locale === "en") return text;
      const found = matchServerText(area, text);
      if (!found) return text;
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(found.values))
        values[name] = localizeServerValue(value, locale);
      return t(`server.${found.key}`, values);
    },
    [area, locale, t],
  );
}
