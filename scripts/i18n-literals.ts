import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * Finds user-visible text written straight into JSX: the catalogs are the one place for copy.
 * Flags JSX text with a letter in it, string literals (or template literals) rendered as children,
 * and literal values of the attributes people read or hear (aria-label, title, placeholder, alt…).
 * Run: `npx tsx scripts/i18n-literals.ts [file or folder…]`; `tests/unit/i18n-literals.test.ts`
 * runs it over src/ and fails on any finding.
 */

/** The admin console may stay English (its staff work in English); everything else is translated. */
export const ENGLISH_ONLY = [
  /^src\/components\/admin\//,
  /^src\/components\/dev\//,
  /^src\/components\/dashboard\/(admin-stats|failed-mail)\.tsx$/,
  /^src\/app\/\[locale\]\/\(app\)\/dev\//,
  /^src\/app\/\[locale\]\/\(app\)\/dashboard\/(audit|broadcasts|contacts|member-connections|moderation|payments|users|verifications|subscription-plans)\//,
];

const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "label",
]);

const LETTER = /\p{L}/u;

export type Literal = { file: string; line: number; text: string };

function visibleText(text: string): boolean {
  return LETTER.test(text);
}

export function literalsIn(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    found.push({ file, line: line + 1, text: text.trim().slice(0, 80) });
  };
  const literalText = (expression: ts.Expression | undefined): string | null => {
    if (!expression) return null;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
    // `open ? "Hide list" : "Show list"`: either branch may be what the reader gets.
    if (ts.isConditionalExpression(expression)) {
      const branches = [literalText(expression.whenTrue), literalText(expression.whenFalse)].filter(
        (text): text is string => text !== null,
      );
      return branches.length ? branches.join(" ") : null;
    }
    if (ts.isParenthesizedExpression(expression)) return literalText(expression.expression);
    if (ts.isTemplateExpression(expression)) {
      return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(" ");
    }
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && visibleText(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalText(node.expression);
      if (text !== null && visibleText(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf))) {
      const init = node.initializer;
      const text =
        init && ts.isStringLiteral(init)
          ? init.text
          : init && ts.isJsxExpression(init)
            ? literalText(init.expression)
            : null;
      if (text !== null && visibleText(text)) report(node, `${node.name.getText(sf)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function tsxFiles(path: string): string[] {
  if (path.endsWith(".tsx")) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? tsxFiles(join(path, entry.name))
      : entry.name.endsWith(".tsx")
        ? [join(path, entry.name)]
        : [],
  );
}

export function findLiterals(roots: string[], cwd = process.cwd()): Literal[] {
  return roots
    .flatMap((root) => tsxFiles(root))
    .map((file) => relative(cwd, file))
    .filter((file) => !ENGLISH_ONLY.some((pattern) => pattern.test(file)))
    .flatMap((file) => literalsIn(file, readFileSync(file, "utf8")));
}

if (process.argv[1]?.endsWith("i18n-literals.ts")) {
  const roots = process.argv.slice(2);
  const found = findLiterals(roots.length ? roots : ["src"]);
  for (const literal of found) console.log(`${literal.file}:${literal.line}  ${literal.text}`);
  console.log(`${found.length} literal(s)`);
  process.exitCode = found.length ? 1 : 0;
}
