/** One searchable entry of the Help page: a topic, an answer or a way to reach us. */
export type HelpLink = { label: string; href: string; external?: boolean };

export type HelpEntry = {
  id: string;
  section: "guide" | "faq" | "support";
  title: string;
  paragraphs: string[];
  links?: HelpLink[];
};

/** Lower-cased, accents and Urdu diacritics (zer, zabar, pesh…) dropped, spaces collapsed. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The entries matching a query: every word of it must occur in the entry's title, text or link
 * labels (in any order). An empty query matches everything.
 */
export function filterHelpEntries(entries: readonly HelpEntry[], query: string): HelpEntry[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = normalizeForSearch(
      [entry.title, ...entry.paragraphs, ...(entry.links ?? []).map((link) => link.label)].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}
