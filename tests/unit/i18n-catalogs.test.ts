import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The catalogs are the one place for copy, in two languages: every key in one has its twin in the
 * other, no value is empty, and a message's placeholders ({name}, plural arms) are the same.
 */
const root = "src/i18n/messages";
const namespaces = readdirSync(join(root, "en")).filter((file) => file.endsWith(".json"));

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

/** The ICU arguments a message uses: `{count, plural, ...}` and `{name}` give 'count' and 'name'. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g))
    if (match[1]) names.add(match[1]);
  return [...names].sort();
}

function load(locale: string, file: string): Map<string, string> {
  return leaves(JSON.parse(readFileSync(join(root, locale, file), "utf8")) as Tree);
}

describe("catalogs", () => {
  it("have the same namespaces in both languages", () => {
    const urdu = readdirSync(join(root, "ur")).filter((file) => file.endsWith(".json"));
    expect(urdu.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)("%s: the same keys, non-empty, with the same placeholders", (file) => {
    const en = load("en", file);
    const ur = load("ur", file);
    expect([...ur.keys()].sort(), `keys of ur/${file}`).toEqual([...en.keys()].sort());
    for (const [key, english] of en) {
      const urdu = ur.get(key) ?? "";
      expect(english.trim(), `en ${file} ${key}`).not.toBe("");
      expect(urdu.trim(), `ur ${file} ${key}`).not.toBe("");
      expect(argumentsOf(urdu), `placeholders of ${file} ${key}`).toEqual(argumentsOf(english));
    }
  });

  it("finds a missing key and a dropped placeholder (the check itself)", () => {
    expect(
      argumentsOf("Hello {name}, you have {count, plural, one {# proposal} other {# proposals}}"),
    ).toEqual(["count", "name"]);
    expect(argumentsOf("سلام")).toEqual([]);
  });
});
