import { describe, expect, it } from "vitest";
import { filterHelpEntries, type HelpEntry, normalizeForSearch } from "@/components/help/help-topics";

const entries: HelpEntry[] = [
  { id: "a", section: "guide", title: "Proposals", paragraphs: ["Press Propose to send a proposal."] },
  { id: "b", section: "guide", title: "Privacy", paragraphs: ["Decide who may see your photos."] },
  {
    id: "c",
    section: "support",
    title: "رابطہ",
    paragraphs: ["حِفاظت"],
    links: [{ label: "WhatsApp", href: "x" }],
  },
];

describe("help search", () => {
  it("shows everything for an empty query", () => {
    expect(filterHelpEntries(entries, "  ")).toHaveLength(3);
  });

  it("matches every word, in any case and order, in titles, text and link labels", () => {
    expect(filterHelpEntries(entries, "PHOTOS who").map((e) => e.id)).toEqual(["b"]);
    expect(filterHelpEntries(entries, "whatsapp").map((e) => e.id)).toEqual(["c"]);
    expect(filterHelpEntries(entries, "proposal photos")).toEqual([]);
  });

  it("ignores Urdu diacritics", () => {
    expect(normalizeForSearch("حِفاظت")).toBe("حفاظت");
    expect(filterHelpEntries(entries, "حفاظت").map((e) => e.id)).toEqual(["c"]);
  });
});
