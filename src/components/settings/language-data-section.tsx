"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { notifyError } from "@/lib/client-errors";
import { LOW_DATA_COOKIE, type LowDataChoice } from "@/lib/low-data";
import { api } from "@/trpc/react";

const LANGUAGES = ["en", "ur"] as const;
const LOW_DATA_CHOICES: readonly LowDataChoice[] = ["auto", "on", "off"];
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * `/dashboard/settings` → Language and data (issue 19). The language is stored on the account
 * (the mails follow it) and in the `rishta_lang` cookie the server answers with; the page then
 * loads again, so its direction and font change with it. Low data is this browser's choice only:
 * the `rishta_low_data` cookie (automatic follows Save-Data and 2G, as src/lib/low-data.ts says).
 */
export function LanguageDataSection({ lowData }: { lowData: LowDataChoice }) {
  const t = useTranslations("settings.languageData");
  const locale = useLocale();
  const [choice, setChoice] = useState(lowData);
  const update = api.language.update.useMutation({ meta: { errorToast: false } });

  const changeLanguage = (next: (typeof LANGUAGES)[number]) => {
    if (next === locale) return;
    update.mutate(
      { locale: next },
      {
        // The answer set the cookie: a full load shows the page in the new language.
        onSuccess: () => window.location.reload(),
        onError: (error) => notifyError(error),
      },
    );
  };

  const changeLowData = (next: LowDataChoice) => {
    setChoice(next);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie, read by the server.
    document.cookie =
      next === "auto"
        ? `${LOW_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${LOW_DATA_COOKIE}=${next}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  };

  return (
    <section
      aria-labelledby="language-data-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="grid gap-1 border-b px-4 py-3 sm:px-6">
        <h2 id="language-data-title" className="font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </div>
      <div className="grid gap-6 px-4 py-4 sm:px-6">
        <fieldset className="grid gap-2" aria-describedby="language-hint">
          <legend className="mb-1 font-medium text-sm">{t("languageLegend")}</legend>
          <p id="language-hint" className="text-muted-foreground text-sm">
            {t("languageHint")}
          </p>
          <div className="flex flex-wrap gap-4">
            {LANGUAGES.map((language) => (
              <label key={language} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={locale === language}
                  disabled={update.isPending}
                  onChange={() => changeLanguage(language)}
                  className="size-4 accent-primary"
                />
                <span lang={language}>{t(`languages.${language}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-2" aria-describedby="low-data-hint">
          <legend className="mb-1 font-medium text-sm">{t("lowDataLegend")}</legend>
          <p id="low-data-hint" className="text-muted-foreground text-sm">
            {t("lowDataHint")}
          </p>
          <div className="grid gap-1">
            {LOW_DATA_CHOICES.map((option) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-start gap-2 py-1 text-sm">
                <input
                  type="radio"
                  name="low-data"
                  value={option}
                  checked={choice === option}
                  onChange={() => changeLowData(option)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`lowData.${option}.label`)}</span>
                  <span className="text-muted-foreground">{t(`lowData.${option}.description`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
