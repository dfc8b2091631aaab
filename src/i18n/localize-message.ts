import englishErrors from "./messages/en/errors.json";

/**
 * The API and the shared zod schemas speak the spec's English verbatim (it is the API's contract).
 * Where such a message reaches a member, it is shown in their language: its English text is looked
 * up in the `errors` catalog and the same key's translation is shown instead. A message the
 * catalog does not hold is shown as it came.
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

const entries = compileTemplates(englishErrors as MessageTree);

export type MessageTranslator = (key: string, values: Record<string, string>) => string;

let translator: MessageTranslator | null = null;

/** Set by `<MessageLocalizer />` for the page's language; null (English) until then. */
export function setMessageTranslator(next: MessageTranslator | null): void {
  translator = next;
}

/** Finds the catalog key and arguments of an English message, or null. */
export function matchErrorMessage(message: string): { key: string; values: Record<string, string> } | null {
  return matchTemplate(entries, message);
}

/** An English message from the API or a schema, in the page's language. */
export function localizeMessage(message: string): string {
  if (!translator) return message;
  const found = matchErrorMessage(message);
  return found ? translator(found.key, found.values) : message;
}
