import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The administrators' trail is append-only (issue 18): no code of the service may change or remove
 * an entry. This reads every source file (and the migrations after the table's) for a write to it
 * other than an insert, through Drizzle or in SQL, so a new one fails here before review.
 */
const ROOTS = ["src", "scripts"];
const WRITES = [
  /\.(update|delete)\(\s*adminActions\s*\)/,
  /\b(update|delete\s+from|truncate(\s+table)?)\s+"?admin_actions"?/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx|sql|mjs|js)$/.test(name) ? [file] : [];
  });
}

describe("the administrators' trail is append-only", () => {
  it("has no update, delete or truncate of admin_actions anywhere in the service's code", () => {
    const files = ROOTS.flatMap((root) => sources(path.join(process.cwd(), root)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return WRITES.some((pattern) => pattern.test(text)) ? [path.relative(process.cwd(), file)] : [];
    });
    expect(offenders).toEqual([]);
  });

  it("would catch one", () => {
    const samples = [
      "await tx.update(adminActions).set({ reason: null })",
      "await db.delete(adminActions).where(eq(adminActions.id, id))",
      "sql`delete from admin_actions where id = $1`",
      'UPDATE "admin_actions" SET reason = NULL',
    ];
    for (const sample of samples)
      expect(
        WRITES.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(WRITES.some((pattern) => pattern.test("await tx.insert(adminActions).values(row)"))).toBe(false);
  });
});
