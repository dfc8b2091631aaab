import englishErrors from "./messages/en/errors.json";

/**
 * The API and the shared zod schemas speak the spec's English verbatim (it is the API's contract).
 * Where such a message reaches a member, it is shown in their language: its English text is looked
 * up in the `errors` catalog and the same key's translation is shown instead. A message the
 * catalog does not hold is shown as it came.
 */
type Tree = { [key: string]: string | Tree };

type Entry = { key: string; pattern: RegExp; names: string[] };

function entriesOf(tree: Tree, prefix = ""): Entry[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value !== "string") return entriesOf(value, key);
    const names = [...value.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1] ?? "");
    const source = value
      .split(/\{\s*\w+\s*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(.+?)");
    return [{ key, pattern: new RegExp(`^${source}$`), names }];
  });
}

const entries = entriesOf(englishErrors as Tree);

export type MessageTranslator = (key: string, values: Record<string, string>) => string;

let translator: MessageTranslator | null = null;

/** Set by `<MessageLocalizer />` for the page's language; null (English) until then. */
export function setMessageTranslator(next: MessageTranslator | null): void {
  translator = next;
}

/** Finds the catalog key and arguments of an English message, or null. */
export function matchErrorMessage(message: string): { key: string; values: Record<string, string> } | null {
  for (const entry of entries) {
    const match = entry.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    entry.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? "";
    });
    return { key: entry.key, values };
  }
  return null;
}

/** An English message from the API or a schema, in the page's language. */
export function localizeMessage(message: string): string {
  if (!translator) return message;
  const found = matchErrorMessage(message);
  return found ? translator(found.key, found.values) : message;
}
