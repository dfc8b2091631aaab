import ISO6391 from "iso-639-1";

/** A language of ISO 639-1: its two-letter code, English name and name in itself. */
export type Language = { readonly code: string; readonly name: string; readonly nativeName: string };

/** Mother tongue's default (spec §3). */
export const DEFAULT_LANGUAGE = "ur";

/** Every ISO 639-1 language, by English name (about 180; small enough for the browser). */
export const LANGUAGES: readonly Language[] = ISO6391.getLanguages(ISO6391.getAllCodes())
  .map(({ code, name, nativeName }) => ({ code, name, nativeName }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

export function isLanguageCode(code: string): boolean {
  return byCode.has(code);
}

/** 'Urdu' for 'ur'; the code itself when it is not (or no longer) listed. */
export function languageName(code: string | null | undefined): string {
  if (code == null) return "";
  return byCode.get(code)?.name ?? code;
}

/** 'Urdu (اردو)': the English name with the native one when it differs. */
export function languageLabel(language: Language): string {
  return language.nativeName && language.nativeName !== language.name
    ? `${language.name} (${language.nativeName})`
    : language.name;
}
