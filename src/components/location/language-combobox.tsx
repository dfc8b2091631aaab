"use client";

import { useTranslations } from "next-intl";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { LANGUAGES, languageLabel, languageName } from "@/lib/options/languages";
import type { SinglePickerProps } from "./types";

// About 180 entries: bundled with the page, no request needed.
const OPTIONS: ComboboxOption[] = LANGUAGES.map((language) => ({
  value: language.code,
  label: languageLabel(language),
  keywords: language.code,
}));

/** Mother tongue: a searchable ISO 639-1 list, by English or native name or code. */
export function LanguageCombobox(props: SinglePickerProps) {
  const t = useTranslations("profile.location");
  return (
    <Combobox
      {...props}
      options={OPTIONS}
      fallbackLabel={languageName}
      listLabel={t("languages")}
      placeholder={t("searchLanguages")}
    />
  );
}
