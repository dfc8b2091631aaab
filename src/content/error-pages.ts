import type { Localized } from "@/i18n/localized";
import { TRY_AGAIN, UNEXPECTED_ERROR, UNEXPECTED_ERROR_HINT } from "@/lib/error-messages";

/**
 * What an error boundary says (spec §8), in both languages. The boundary is in every page's
 * JavaScript and renders above the pages' message providers, so it carries these few words itself
 * rather than the whole `errors` catalog; a unit test keeps them equal to the catalog's entries.
 */
export type UnexpectedErrorCopy = { title: string; hint: string; retry: string };

export const unexpectedErrorCopy = {
  en: {
    title: UNEXPECTED_ERROR,
    hint: UNEXPECTED_ERROR_HINT,
    retry: TRY_AGAIN,
  },
  ur: {
    title: "ایک غیر متوقع خرابی پیش آئی",
    hint: "براہِ کرم دوبارہ کوشش کریں۔ اگر یہ مسئلہ بار بار ہو تو کچھ دیر بعد آئیں۔",
    retry: "دوبارہ کوشش کریں",
  },
} satisfies Localized<UnexpectedErrorCopy>;
