import type { z } from "zod";

/**
 * Wrong inputs made from a valid one (a REST row's example), for the checks that validation
 * messages are always written for people (issue 15): every field the schema knows, nested sections
 * included, left out and set to values of the wrong kind, wrong options and wrong sizes.
 */

/** Zod's own wording, which must never reach a client. */
export const ZOD_WORDS = /expected|received|Invalid input|Invalid option|Too (big|small)/;

/** Values of every wrong kind: text where numbers go, lists where text goes, sizes past any limit. */
export const WRONG_VALUES: readonly unknown[] = [
  12345,
  -1,
  1.5,
  1e12,
  "text",
  "",
  "x".repeat(70_000),
  "not-an-option",
  true,
  null,
  [],
  ["x"],
  [1],
  [{}],
  Array.from({ length: 60 }, () => "PK"),
  {},
  { nested: "object" },
];

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType };

/** The object shape a schema parses, under optional/default/pipe wrappers; undefined for a non-object. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    const def = current._zod.def as unknown as Def;
    if (def.type === "object") return def.shape;
    current = def.innerType ?? def.in;
  }
  return undefined;
}

type Path = readonly string[];

/** Every field path the schema knows, nested objects included (the example's values guide nothing). */
export function fieldPaths(schema: z.ZodType, prefix: Path = []): Path[] {
  const shape = shapeOf(schema);
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key]),
  ]);
}

const LEAVE_OUT = Symbol("leave out");

function withValueAt(base: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = next && typeof next === "object" && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1) ?? "";
  if (value === LEAVE_OUT) delete node[last];
  else node[last] = value;
  return copy;
}

export type BadInput = { what: string; input: Record<string, unknown> };

/** The valid input with one field left out or wrong, for each field and each wrong value; and `{}`. */
export function badInputs(schema: z.ZodType, valid: Record<string, unknown>): BadInput[] {
  const cases: BadInput[] = [{ what: "nothing", input: {} }];
  for (const path of fieldPaths(schema)) {
    const name = path.join(".");
    cases.push({ what: `${name} left out`, input: withValueAt(valid, path, LEAVE_OUT) });
    for (const value of WRONG_VALUES) {
      const shown =
        typeof value === "string" && value.length > 20
          ? `${value.length} characters`
          : Array.isArray(value) && value.length > 5
            ? `a list of ${value.length}`
            : JSON.stringify(value);
      cases.push({ what: `${name} = ${shown}`, input: withValueAt(valid, path, value) });
    }
  }
  return cases;
}
