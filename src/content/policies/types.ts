import type { Localized } from "@/i18n/localized";

/**
 * A policy page: numbered sections, each a heading and blocks of text. Text may carry links
 * written as [label](/path), [label](tel:+92...) or [label](mailto:...).
 */

export type PolicyBlock = string | { list: string[] } | { note: string };

export type PolicySection = { id: string; heading: string; blocks: PolicyBlock[] };

export type Policy = {
  path: string;
  title: string;
  description: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string[];
  sections: PolicySection[];
};

/** A policy in both languages: the same sections (ids, order, blocks) in each. */
export type LocalizedPolicy = Localized<Policy>;
