import { describe, expect, it } from "vitest";
import { policies } from "@/content/policies";
import type { Localized } from "@/i18n/localized";

/*
 * Long-form content (src/content) is written once per language, `{ en, ur }`. Both languages must
 * have the same shape: the same keys, the same number of list items and sections in the same
 * order, no empty text, the same ids, paths and numbers, and every `[label](href)` link pointing
 * at the same places. A paragraph dropped from one translation, or a link lost in it, fails here.
 *
 * Add each Localized module to CONTENT below.
 */
const CONTENT: Record<string, Localized<unknown>> = {
  ...Object.fromEntries(Object.entries(policies).map(([name, content]) => [`policies.${name}`, content])),
};

/** Keys whose values are facts, not words: the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(["id", "path", "href", "updated", "e164", "email"]);

const LINK_TARGET = /\]\(([^)\s]+)\)/g;

function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK_TARGET)].map((match) => match[1] ?? "");
}

/** Every difference in shape between the English and the Urdu of one module, as readable lines. */
function shapeDifferences(en: unknown, ur: unknown, where = ""): string[] {
  const at = where || "(root)";
  if (typeof en === "string") {
    if (typeof ur !== "string") return [`${at}: text in English, ${typeof ur} in Urdu`];
    const problems: string[] = [];
    if (!en.trim()) problems.push(`${at}: empty in English`);
    if (!ur.trim()) problems.push(`${at}: empty in Urdu`);
    const key = where.split(".").at(-1) ?? "";
    if (SAME_IN_EVERY_LANGUAGE.has(key) && en !== ur)
      problems.push(`${at}: "${en}" in English, "${ur}" in Urdu`);
    const enLinks = linkTargets(en).join(" ");
    const urLinks = linkTargets(ur).join(" ");
    if (enLinks !== urLinks) problems.push(`${at}: links to [${enLinks}] in English, [${urLinks}] in Urdu`);
    return problems;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ur)) return [`${at}: a list in English, not in Urdu`];
    if (en.length !== ur.length) return [`${at}: ${en.length} items in English, ${ur.length} in Urdu`];
    return en.flatMap((item, index) => shapeDifferences(item, ur[index], `${where}[${index}]`));
  }
  if (en !== null && typeof en === "object") {
    if (ur === null || typeof ur !== "object" || Array.isArray(ur))
      return [`${at}: an object in English, not in Urdu`];
    const enKeys = Object.keys(en).sort();
    const urKeys = Object.keys(ur).sort();
    if (enKeys.join() !== urKeys.join()) return [`${at}: keys [${enKeys}] in English, [${urKeys}] in Urdu`];
    return enKeys.flatMap((key) =>
      shapeDifferences(
        (en as Record<string, unknown>)[key],
        (ur as Record<string, unknown>)[key],
        where ? `${where}.${key}` : key,
      ),
    );
  }
  // Numbers, booleans, null: facts, the same in both languages.
  return Object.is(en, ur) ? [] : [`${at}: ${String(en)} in English, ${String(ur)} in Urdu`];
}

describe("localized content modules", () => {
  it("lists some modules", () => {
    expect(Object.keys(CONTENT).length).toBeGreaterThan(0);
  });

  for (const [name, content] of Object.entries(CONTENT)) {
    it(`${name}: Urdu has the same shape as English, with no empty text`, () => {
      expect(shapeDifferences(content.en, content.ur)).toEqual([]);
    });
  }
});

describe("the shape checker", () => {
  const en = {
    id: "a",
    title: "Title",
    blocks: ["See [the terms](/terms-and-conditions).", { list: ["one", "two"] }],
    count: 3,
  };

  it("accepts a faithful translation", () => {
    const ur = {
      id: "a",
      title: "عنوان",
      blocks: ["[شرائط](/terms-and-conditions) دیکھیں۔", { list: ["ایک", "دو"] }],
      count: 3,
    };
    expect(shapeDifferences(en, ur)).toEqual([]);
  });

  it("finds a missing list item, an empty text, a changed id, a lost link, a missing key and a changed number", () => {
    const ur = { id: "b", title: " ", blocks: ["شرائط دیکھیں۔", { list: ["ایک"] }], count: 4, extra: "x" };
    expect(shapeDifferences(en, ur)).toEqual([
      "(root): keys [blocks,count,id,title] in English, [blocks,count,extra,id,title] in Urdu",
    ]);
    const { extra: _extra, ...sameKeys } = ur;
    expect(shapeDifferences(en, sameKeys)).toEqual([
      "blocks[0]: links to [/terms-and-conditions] in English, [] in Urdu",
      "blocks[1].list: 2 items in English, 1 in Urdu",
      "count: 3 in English, 4 in Urdu",
      'id: "a" in English, "b" in Urdu',
      "title: empty in Urdu",
    ]);
  });
});
