import { getLocale, getTranslations } from "next-intl/server";
import { cn } from "@/lib/utils";

/**
 * A plain link to the same page in the other language: `?lang=` is read by the proxy, which also
 * remembers the choice. A full load, so the page's direction and font change with it.
 */
export async function LanguageSwitch({ className }: { className?: string }) {
  const locale = await getLocale();
  const t = await getTranslations("common.language");
  const other = locale === "ur" ? "en" : "ur";
  return (
    <a
      href={`?lang=${other}`}
      hrefLang={other}
      lang={other}
      className={cn("rounded-md px-2 py-1 font-medium text-sm underline-offset-4 hover:underline", className)}
    >
      {/* The visible word is part of the link's name (WCAG 2.5.3), the sentence says what it does. */}
      {t("switchTo")}
      <span className="sr-only" lang={locale}>
        {" "}
        {t("switchToLabel")}
      </span>
    </a>
  );
}
