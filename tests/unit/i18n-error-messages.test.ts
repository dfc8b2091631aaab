import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { matchErrorMessage } from "@/i18n/error-templates";
import { AT_ONCE_TEMPLATES } from "@/i18n/localize-message";
import englishErrors from "@/i18n/messages/en/errors.json";
import { HOLE, validationMessages } from "./validation-messages";

/**
 * Every message the shared schemas can show a member has its Urdu twin: each string literal of
 * src/lib/validation/*.ts that is a message is found in the `errors` catalog (so localizeMessage
 * translates it), and each templated message has at least one catalog entry of its shape. A new
 * English message without its twin fails here.
 */

/**
 * Literals that are not messages themselves but the words a template puts in one (`${label} must
 * be a whole number.`) or a label another area's catalog translates. Each must still be in the
 * source, so this list cannot go stale.
 */
const NOT_MESSAGES = new Set([
  // plans.ts: field labels for `${label} must be ...` (their messages are in the catalog).
  "Messages Limit",
  "Proposals Limit",
  "Profile status",
  "Featured profile",
  // profile.ts: section titles for `Add your ${title} (${field}) before saving.`
  "personal information",
  "second marriage information",
  "career information",
  "family information",
  "religion information",
  "residential information",
  "partner requirements",
  "privacy settings",
  // verifications.ts: the badge's labels (the discovery and profile catalogs show them).
  "Photo and ID verified",
  "Photo verified",
  "ID verified",
]);

type Tree = { [key: string]: string | Tree };
const englishValues = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : englishValues(value)));
const catalog = englishValues(JSON.parse(readFileSync("src/i18n/messages/en/errors.json", "utf8")) as Tree);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A template's shape: its holes match anything, as do a catalog value's `{placeholders}`. */
const shapeOf = (template: string) => new RegExp(`^${template.split(HOLE).map(escapeRegExp).join(".+")}$`);

const found = validationMessages();
const literals = found.filter((message) => !message.template && !NOT_MESSAGES.has(message.text));
const templates = found.filter((message) => message.template);

describe("the errors catalog holds every validation message", () => {
  it("finds the messages (the collector works)", () => {
    expect(literals.length).toBeGreaterThan(150);
    expect(templates.length).toBeGreaterThan(15);
    const texts = found.map((message) => message.text);
    expect(texts).toContain("Password must contain at least one special character (@$!%*?&)");
    expect(texts).toContain(`Maximum 15 ${HOLE} allowed`);
    // OpenAPI descriptions are not messages.
    expect(texts).not.toContain("Only members of this gender.");
  });

  it("every literal message has a catalog entry", () => {
    const missing = literals
      .filter((message) => matchErrorMessage(message.text) === null)
      .map((message) => `${message.file}:${message.line} ${message.text}`);
    expect(missing).toEqual([]);
  });

  it("every templated message has a catalog entry of its shape", () => {
    const missing = templates
      .filter((message) => !catalog.some((value) => shapeOf(message.text).test(value)))
      .map((message) => `${message.file}:${message.line} ${message.text}`);
    expect(missing).toEqual([]);
  });

  it("the list of non-messages is current", () => {
    const texts = new Set(found.map((message) => message.text));
    expect([...NOT_MESSAGES].filter((text) => !texts.has(text))).toEqual([]);
  });

  it("the templates' instances that members meet resolve to their own entry, not a generic one", () => {
    expect(matchErrorMessage("Brothers count is required")?.key).toBe("profile.brothersRequired");
    expect(matchErrorMessage("Maximum 15 sisters allowed")?.key).toBe("profile.sistersMax");
    expect(matchErrorMessage("Unread messages must be true or false.")?.key).toBe("mail.messagesSwitch");
    expect(matchErrorMessage("A message can be at most 2,000 characters")).toEqual({
      key: "templates.chatMessageLong",
      values: { max: "2,000" },
    });
  });

  it("the messages matched before any interaction are the catalog's own, under the same keys", () => {
    expect(AT_ONCE_TEMPLATES.length).toBeGreaterThan(0);
    for (const template of AT_ONCE_TEMPLATES) {
      const english = template.key
        .split(".")
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          englishErrors,
        );
      expect(typeof english, template.key).toBe("string");
      expect(template.pattern.test(english as string), template.key).toBe(true);
      expect(matchErrorMessage(english as string)?.key, template.key).toBe(template.key);
    }
  });
});
