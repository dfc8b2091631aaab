import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";

const wholeNumbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * Whole rupees the spec's way (PKR shown as 'Rs.'): `formatRupees(2500)` is 'Rs. 2,500'; in Urdu
 * the word follows the amount, '2,500 روپے'. Both languages write Latin digits, as Pakistan does.
 */
export function formatRupees(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const digits = wholeNumbers.format(amount);
  return locale === "ur" ? `${digits} روپے` : `Rs. ${digits}`;
}

/** A count with thousands separators: 5000 is '5,000' (the same digits in Urdu). */
export function formatCount(value: number): string {
  return wholeNumbers.format(value);
}

/** A count with its noun: `formatQuantity(1, "message")` is '1 message', 2500 gives '2,500 messages'. */
export function formatQuantity(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** A plan's duration in days ('30 days'), or null for a plan without one (Free). */
export function formatPlanDuration(days: number | null | undefined): string | null {
  if (days === null || days === undefined || days <= 0) return null;
  return formatQuantity(days, "day");
}

/** Spec §9: a card's display name is at most 20 characters, the first 18 then an ellipsis. */
export const DISPLAY_NAME_MAX = 20;

export function truncateDisplayName(name: string): string {
  // By code points, so a name in a script outside the BMP is never cut through a character.
  const characters = Array.from(name.trim());
  if (characters.length <= DISPLAY_NAME_MAX) return characters.join("");
  return `${characters.slice(0, DISPLAY_NAME_MAX - 2).join("")}…`;
}

/** The service's clock is Pakistan's: dates and times read the same for every member. */
export const DISPLAY_TIME_ZONE = "Asia/Karachi";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DISPLAY_TIME_ZONE,
  day: "2-digit",
  month: "long",
  year: "numeric",
});

const dateTimeParts = new Intl.DateTimeFormat("en-US", {
  timeZone: DISPLAY_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

const urduDateParts = new Intl.DateTimeFormat("ur-PK", {
  timeZone: DISPLAY_TIME_ZONE,
  day: "2-digit",
  month: "long",
  year: "numeric",
});

const urduMonthOfCalendarDate = new Intl.DateTimeFormat("ur-PK", { timeZone: "UTC", month: "long" });
const englishMonthOfCalendarDate = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long" });

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec §9 'dd, MMMM, yyyy': `05, March, 2024`. A calendar date ('2024-03-05', a date of birth) is
 * shown as written, never shifted by a time zone; an instant is shown as the day it was in Karachi.
 * Answers '' for a missing or unreadable value. In Urdu: 'dd MMMM yyyy' with Urdu month names,
 * `05 مارچ 2024`.
 */
export function formatDate(value: Date | string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (value == null || value === "") return "";
  if (typeof value === "string") {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) {
      const [, year, month, day] = calendar;
      const asUtc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
      if (Number.isNaN(asUtc.getTime())) return "";
      if (locale === "ur") return `${day} ${urduMonthOfCalendarDate.format(asUtc)} ${year}`;
      return `${day}, ${englishMonthOfCalendarDate.format(asUtc)}, ${year}`;
    }
  }
  const date = toDate(value);
  if (!date) return "";
  if (locale === "ur") {
    const urdu = partsOf(urduDateParts, date);
    return `${urdu.day} ${urdu.month} ${urdu.year}`;
  }
  const parts = partsOf(dateParts, date);
  return `${parts.day}, ${parts.month}, ${parts.year}`;
}

/**
 * Spec §9 'dd/mm/yy at hh:mm AM/PM', in Karachi time: `05/03/24 at 02:07 PM`; in Urdu the word
 * 'at' is 'بوقت': `05/03/24 بوقت 02:07 PM`.
 */
export function formatDateTime(
  value: Date | string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (value == null || value === "") return "";
  const date = toDate(value);
  if (!date) return "";
  const parts = partsOf(dateTimeParts, date);
  // Some engines write midnight as hour 24 in a 12-hour clock; the spec's clock says 12.
  const hour = parts.hour === "00" || parts.hour === "24" ? "12" : parts.hour;
  const at = locale === "ur" ? "بوقت" : "at";
  return `${parts.day}/${parts.month}/${parts.year} ${at} ${hour}:${parts.minute} ${(parts.dayPeriod ?? "").toUpperCase()}`;
}
