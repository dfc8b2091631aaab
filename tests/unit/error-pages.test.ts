import { describe, expect, it } from "vitest";
import { unexpectedErrorCopy } from "@/content/error-pages";
import en from "@/i18n/messages/en/errors.json";
import ur from "@/i18n/messages/ur/errors.json";

/** The error boundary carries its own few words (it renders above the catalogs): the catalog's. */
describe("the error boundary's copy", () => {
  it.each([
    ["en", en],
    ["ur", ur],
  ] as const)("%s: equals the errors catalog's entries", (locale, catalog) => {
    expect(unexpectedErrorCopy[locale]).toEqual({
      title: catalog.general.unexpected,
      hint: catalog.general.unexpectedHint,
      retry: catalog.general.tryAgain,
    });
  });
});
