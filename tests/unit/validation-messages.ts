import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/**
 * The user-facing messages a source file holds: its string literals and templates that are not
 * OpenAPI descriptions (`.describe()`, `.meta()`), not entries of a label map (`...Labels`,
 * `..._LABELS`, `..._DESCRIPTIONS`: the options' own catalogs translate those), and not bare values
 * (a message has at least two words). A template comes back with HOLE in place of each `${}`.
 */
export type FoundMessage = { file: string; line: number; text: string; template: boolean };

/** What a template's substitution reads as in a found message. */
export const HOLE = "{…}";

const LABEL_MAP = /(labels?|descriptions?)$/i;

function isInside(node: ts.Node, test: (ancestor: ts.Node, child: ts.Node) => boolean): boolean {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent)
    if (test(parent, child)) return true;
  return false;
}

function skipped(node: ts.Node): boolean {
  return isInside(node, (ancestor, child) => {
    if (ts.isImportDeclaration(ancestor) || ts.isExportDeclaration(ancestor)) return true;
    if (ts.isLiteralTypeNode(ancestor)) return true;
    if (
      ts.isCallExpression(ancestor) &&
      ancestor.arguments.some((argument) => argument === child) &&
      ts.isPropertyAccessExpression(ancestor.expression) &&
      ["describe", "meta"].includes(ancestor.expression.name.text)
    )
      return true;
    if (
      ts.isVariableDeclaration(ancestor) &&
      ts.isIdentifier(ancestor.name) &&
      LABEL_MAP.test(ancestor.name.text) &&
      ancestor.initializer === child
    )
      return true;
    return false;
  });
}

function isSentence(text: string): boolean {
  return /^[A-Za-z$`]/.test(text) && /\S\s+\S/.test(text);
}

export function messagesOf(file: string): FoundMessage[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: FoundMessage[] = [];
  const add = (node: ts.Node, text: string, template: boolean) => {
    if (!isSentence(text) || skipped(node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ file, line, text, template });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node, node.text, false);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const text = node.head.text + node.templateSpans.map((span) => `${HOLE}${span.literal.text}`).join("");
      add(node, text, true);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function validationMessages(dir = "src/lib/validation"): FoundMessage[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .flatMap((name) => messagesOf(join(dir, name)));
}
