import { useFormatter, useTranslations } from "next-intl";

/**
 * 'No profiles found', '1 profile found', '1,000+ profiles found' in the page's language (the count
 * stops at 1,000: `capped`). Works in server and client components alike.
 */
export function useResultCount(): (total: number, capped: boolean) => string {
  const t = useTranslations("discovery.count");
  const format = useFormatter();
  return (total, capped) =>
    capped ? t("capped", { count: format.number(total) }) : t("found", { count: total });
}
