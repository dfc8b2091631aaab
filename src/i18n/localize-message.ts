import { GENERIC_ERROR, OFFLINE_MESSAGE, QUERY_FAILED, UNEXPECTED_ERROR } from "@/lib/error-messages";

/**
 * The API and the shared zod schemas speak the spec's English verbatim (it is the API's contract).
 * Where such a message reaches a member, it is shown in their language: its English text is looked
 * up in the `errors` catalog and the same key's translation is shown instead. A message the
 * catalog does not hold is shown as it came. The English templates (src/i18n/error-templates.ts)
 * are loaded only by pages in another language, so English pages do not carry them.
 */
export type MessageTree = { [key: string]: string | MessageTree };

export type MessageTemplate = { key: string; pattern: RegExp; names: string[] };

/**
 * An English catalog turned into patterns: each message's `{placeholder}` matches any text, so a
 * message as the server wrote it ("Must be at most 50 characters") finds its key and arguments.
 */
export function compileTemplates(tree: MessageTree, prefix = ""): MessageTemplate[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value !== "string") return compileTemplates(value, key);
    const names = [...value.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1] ?? "");
    const source = value
      .split(/\{\s*\w+\s*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(.+?)");
    return [{ key, pattern: new RegExp(`^${source}$`, "s"), names }];
  });
}

/** The first template a text matches: its key and the values of its placeholders, or null. */
export function matchTemplate(
  templates: readonly MessageTemplate[],
  text: string,
): { key: string; values: Record<string, string> } | null {
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? "";
    });
    return { key: template.key, values };
  }
  return null;
}

/**
 * The messages a page can show before the member does anything (a query that failed, the
 * connection lost: then the full templates could not even be fetched), matched from the start. Their
 * English is the `errors` catalog's, under the same keys (the catalog test checks).
 */
export const AT_ONCE_TEMPLATES = compileTemplates({
  general: {
    generic: GENERIC_ERROR,
    queryFailed: QUERY_FAILED,
    unexpected: UNEXPECTED_ERROR,
    offline: OFFLINE_MESSAGE,
  },
});

export type MessageTranslator = (key: string, values: Record<string, string>) => string;

/** The English templates and the page language's translation of each key. */
export type MessageLocalization = { templates: readonly MessageTemplate[]; translate: MessageTranslator };

let localization: MessageLocalization | null = null;
const listeners = new Set<() => void>();

/** Set by `<MessageLocalizer />` for the page's language; null (English) until then. */
export function setMessageLocalization(next: MessageLocalization | null): void {
  localization = next;
  for (const listener of listeners) listener();
}

/** The localization in force (for `useSyncExternalStore`: `<LocalizedMessage />`). */
export function currentLocalization(): MessageLocalization | null {
  return localization;
}

export function subscribeToLocalization(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An English message from the API or a schema, in the page's language. */
export function localizeMessage(message: string): string {
  if (!localization) return message;
  const found = matchTemplate(localization.templates, message);
  return found ? localization.translate(found.key, found.values) : message;
}
