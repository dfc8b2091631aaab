import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * Helpers for the Urdu walks: choose Urdu the way a member does (the cookie the `?lang=` link sets),
 * and check a page has no English left by comparing its visible text with the English catalog.
 */
export async function useUrdu(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: "rishta_lang", value: "ur", url: baseURL }]);
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function catalog(locale: "en" | "ur"): Map<string, string> {
  const root = path.join("src/i18n/messages", locale);
  const all = new Map<string, string>();
  for (const file of readdirSync(root).filter((name) => name.endsWith(".json"))) {
    const tree = JSON.parse(readFileSync(path.join(root, file), "utf8")) as Tree;
    flatten(tree, file.replace(/\.json$/, ""), all);
  }
  return all;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English catalog's messages that Urdu says differently, as patterns (a `{name}` matches
 * anything; plural and select messages are skipped, their arms are checked where they are simple).
 */
let englishPatterns: RegExp[] | null = null;
function englishOnly(): RegExp[] {
  if (englishPatterns) return englishPatterns;
  const en = catalog("en");
  const ur = catalog("ur");
  englishPatterns = [];
  for (const [key, english] of en) {
    if (ur.get(key) === english) continue;
    // The brand: the logo and its link keep their Latin wordmark in both languages.
    if (english === "Rishta") continue;
    if (/\{\s*\w+\s*,/.test(english)) continue;
    if (!/[A-Za-z]{3,}/.test(english)) continue;
    const pattern = english
      .split(/\{\s*\w+\s*\}/)
      .map(escapeRegExp)
      .join(".+");
    englishPatterns.push(new RegExp(`^${pattern}$`));
  }
  return englishPatterns;
}

/** The page is Urdu: `dir="rtl"`, `lang="ur"`, and no visible text is an English catalog message. */
export async function expectUrduPage(page: Page, what: string): Promise<void> {
  await expect(page.locator("html"), what).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html"), what).toHaveAttribute("lang", "ur");
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (!parent || !text) continue;
      // translate="no": a name kept as it is in every language (the Rishta word mark).
      // A part marked as another language on purpose (the switch's "English") is not a leftover.
      if (
        parent.closest(
          "script,style,noscript,[hidden],[aria-hidden='true'],[translate='no'],[lang]:not([lang='ur'])",
        )
      )
        continue;
      const style = getComputedStyle(parent);
      if (style.display === "none" || style.visibility === "hidden") continue;
      out.push(text);
    }
    for (const element of document.querySelectorAll<HTMLElement>("[aria-label],[placeholder],[title]")) {
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  const patterns = englishOnly();
  const english = texts.filter((text) => patterns.some((pattern) => pattern.test(text)));
  expect(english, `${what}: English text on an Urdu page`).toEqual([]);
}

/** A message of the Urdu catalog by its full key (`"auth.signUp.submit"`), to find controls by their Urdu names. */
export function urdu(key: string): string {
  const value = catalog("ur").get(key);
  if (value === undefined) throw new Error(`no Urdu message ${key}`);
  return value;
}
