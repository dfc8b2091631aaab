/**
 * Names of region and language codes in a language, from the CLDR data every browser and Node ship
 * (`Intl.DisplayNames`: 'PK' → 'پاکستان', 'pa' → 'پنجابی'); null for a code CLDR does not name, so
 * the caller keeps its own (the location dataset's English, say).
 */
export function cldrNames(locale: string, type: "region" | "language"): (code: string) => string | null {
  const names = new Intl.DisplayNames([locale], { type, fallback: "none" });
  return (code) => {
    try {
      return names.of(code) ?? null;
    } catch {
      // Not a well-formed code (RangeError).
      return null;
    }
  };
}
