"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLayoutEffect } from "react";
import { AT_ONCE_TEMPLATES, setMessageLocalization } from "@/i18n/localize-message";

/** The first signs of a member doing something (not just reading). */
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Lets code outside React (the toasts of failed queries, form errors) show the API's English
 * messages in the page's language, on pages in another language than English. The English
 * templates those messages are matched against (8 KB) are fetched on the member's first
 * interaction, not with the page: a reader never needs them, and a form's errors come after a
 * touch or a key (`<LocalizedMessage />` shows them again once they arrive). What a page can say
 * before any interaction (a failed query, the connection lost) is matched from the start. English
 * pages carry neither the templates nor the `errors` catalog (src/i18n/client-messages.ts).
 */
export function MessageLocalizer() {
  return useLocale() === "en" ? null : <TranslatedMessages />;
}

function TranslatedMessages() {
  const t = useTranslations("errors");
  useLayoutEffect(() => {
    let cancelled = false;
    // Keys come from the English catalog, so they exist in this one (the catalog test checks).
    const translate = t as unknown as (key: string, values: Record<string, string>) => string;
    setMessageLocalization({ templates: AT_ONCE_TEMPLATES, translate });
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    };
    function load() {
      stopListening();
      void import("@/i18n/error-templates").then(({ ERROR_TEMPLATES }) => {
        if (!cancelled) setMessageLocalization({ templates: ERROR_TEMPLATES, translate });
      });
    }
    for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      cancelled = true;
      stopListening();
      setMessageLocalization(null);
    };
  }, [t]);
  return null;
}
