import { compileTemplates, type MessageTree, matchTemplate } from "./localize-message";
import englishErrors from "./messages/en/errors.json";

/**
 * The `errors` catalog's English as templates: what the API and the shared schemas can say. Loaded
 * on demand by pages in another language than English (src/components/i18n/message-localizer.tsx).
 */
export const ERROR_TEMPLATES = compileTemplates(englishErrors as MessageTree);

/** Finds the catalog key and arguments of an English message, or null. */
export function matchErrorMessage(message: string): { key: string; values: Record<string, string> } | null {
  return matchTemplate(ERROR_TEMPLATES, message);
}
