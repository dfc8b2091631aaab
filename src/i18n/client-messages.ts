import "server-only";
import compile from "icu-minify/compile";
import type { AbstractIntlMessages } from "next-intl";
import { CLIENT_NAMESPACES, catalogs, type Namespace } from "./catalog";
import type { Locale } from "./locales";

/**
 * The catalogs next-intl formats inside Next's bundles, precompiled: each ICU message
 * (`{count, plural, …}`) is parsed once, on the server, into the compact form next-intl's
 * `precompile` option produces, and every layer formats it with use-intl's format-only runtime
 * (next.config.js aliases it). The browser then carries no ICU parser (intl-messageformat, 12 KB of
 * every page's first load). next-intl's own precompile works through a loader for one catalog file
 * per language; ours are split by area and our own code reads them raw (the mails, formatted in the
 * server entry with the full formatter; the manifest; the English templates), so the compile
 * happens here, where next-intl is handed its messages: `requestMessages` for server components
 * (src/i18n/request.ts), `clientMessages` for a group's client components.
 *
 * The `errors` catalog only turns the API's English into another language
 * (src/i18n/localize-message.ts), so English pages go without it (26 KB of every English page's
 * HTML).
 */
export type ClientGroup = keyof typeof CLIENT_NAMESPACES;

type Tree = { [key: string]: string | Tree };
type CompiledTree = { [key: string]: unknown };

function compileTree(tree: Tree): CompiledTree {
  const compiled: CompiledTree = {};
  for (const [key, value] of Object.entries(tree)) {
    // Through JSON: the compiler's option maps have no prototype, which React refuses to hand to
    // client components.
    compiled[key] =
      typeof value === "string" ? JSON.parse(JSON.stringify(compile(value))) : compileTree(value);
  }
  return compiled;
}

const compiled = new Map<Locale, CompiledTree>();

/** Every catalog of a language, compiled once per process, for server components. */
export function requestMessages(locale: Locale): AbstractIntlMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileTree(catalogs[locale] as unknown as Tree);
    compiled.set(locale, messages);
  }
  return messages as AbstractIntlMessages;
}

/** A group's namespaces of the same compiled catalogs, for its client components. */
export function clientMessages(locale: Locale, group: ClientGroup): AbstractIntlMessages {
  const all = requestMessages(locale);
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_NAMESPACES[group] as readonly Namespace[]) {
    if (namespace === "errors" && locale === "en") continue;
    const messages = all[namespace];
    if (messages !== undefined) picked[namespace] = messages;
  }
  return picked;
}
