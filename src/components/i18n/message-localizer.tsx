"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLayoutEffect } from "react";
import { setMessageTranslator } from "@/i18n/localize-message";

/**
 * Lets code outside React (the toasts of failed queries, form errors) show the API's English
 * messages in the page's language: registers the `errors` catalog's translator on pages in another
 * language than English (English pages are not handed that catalog: src/i18n/catalog.ts).
 */
export function MessageLocalizer() {
  return useLocale() === "en" ? null : <TranslatedMessages />;
}

function TranslatedMessages() {
  const t = useTranslations("errors");
  useLayoutEffect(() => {
    // Keys come from the English catalog, so they exist in this one (the catalog test checks).
    const translate = t as unknown as (key: string, values: Record<string, string>) => string;
    setMessageTranslator((key, values) => translate(key, values));
    return () => setMessageTranslator(null);
  }, [t]);
  return null;
}
