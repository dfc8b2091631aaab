import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const DOC_INTRO = `# Benchmarks

Benchmarks are run by \`npm run bench:*\`; figures are medians of rounds in one run on the same
machine; absolute numbers vary with machine load, ratios are what to compare. Each section below is
rewritten by its own command between its markers; edit outside the markers only.
`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The nearest-rank percentile `p` (0 to 100) of values sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** A markdown table with the columns padded, so it also reads well in a terminal. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/**
 * Writes `body` between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` in `file`,
 * appending the section (and creating the file with its intro) when it is not there yet.
 */
export function writeDocSection(file: string, name: string, body: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : DOC_INTRO;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  let next: string;
  if (from !== -1 && to > from) {
    next = current.slice(0, from) + section + current.slice(to + end.length);
  } else {
    next = `${current.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, next.endsWith("\n") ? next : `${next}\n`);
}
