import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { MessageLocalizer } from "@/components/i18n/message-localizer";
import { type ClientGroup, clientMessages } from "@/i18n/client-messages";
import { DISPLAY_TIME_ZONE } from "@/lib/format";

/**
 * Hands a group of pages' client components their language and only the catalog namespaces that
 * group uses: the public pages carry none of the member area's copy in their HTML.
 */
export async function IntlProvider({ group, children }: { group: ClientGroup; children: ReactNode }) {
  const locale = await getLocale();
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={clientMessages(locale, group)}
      timeZone={DISPLAY_TIME_ZONE}
    >
      <MessageLocalizer />
      {children}
    </NextIntlClientProvider>
  );
}
