import { describe, expect, it } from "vitest";
import { findLiterals, literalsIn } from "../../scripts/i18n-literals";

describe("no user-visible literal text in JSX", () => {
  it("finds none outside the English-only admin console", () => {
    const found = findLiterals(["src"]).map((literal) => `${literal.file}:${literal.line} ${literal.text}`);
    expect(found).toEqual([]);
  });

  it("flags text, literal children and read attributes, and leaves keys and class names alone", () => {
    const source = `export const A = () => (
      <div className="flex gap-2" data-testid="x">
        Hello
        {"Sign in"}
        <input placeholder="Your name" aria-label={t("name")} />
        <button aria-label={open ? "Hide list" : t("show")} />
        {t("title")} · 2
      </div>
    );`;
    expect(literalsIn("a.tsx", source).map((literal) => literal.text)).toEqual([
      "Hello",
      "Sign in",
      'placeholder="Your name"',
      'aria-label="Hide list"',
    ]);
  });
});
