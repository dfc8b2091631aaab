"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLayoutEffect } from "react";
import { setMessageTranslator } from "@/i18n/localize-message";

/**
 * Lets code outside React (the toasts of failed queries, form errors) show the API's English
 * messages in the page's language: registers the `errors` catalog's translator for Urdu pages.
 */
export function MessageLocalizer() {
  const locale = useLocale();
  const t = useTranslations("errors");
  useLayoutEffect(() => {
    if (locale === "en") {
      setMessageTranslator(null);
      return;
    }
    // Keys come from the English catalog, so they exist in this one (the catalog test checks).
    const translate = t as unknown as (key: string, values: Record<string, string>) => string;
    setMessageTranslator((key, values) => translate(key, values));
    return () => setMessageTranslator(null);
  }, [locale, t]);
  return null;
}
