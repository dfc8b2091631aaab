"use client";

import { useSyncExternalStore } from "react";
import { currentLocalization, localizeMessage, subscribeToLocalization } from "@/i18n/localize-message";

/**
 * An English message from the API or a schema, shown in the page's language; shown again when the
 * page's translation of such messages arrives (it is loaded on the member's first interaction:
 * src/components/i18n/message-localizer.tsx).
 */
export function LocalizedMessage({ message }: { message: string }) {
  useSyncExternalStore(subscribeToLocalization, currentLocalization, () => null);
  return localizeMessage(message);
}
