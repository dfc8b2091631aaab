import fc from "fast-check";
import type { AccessWorld } from "@/server/api/access";

/**
 * The values the fuzzing sends: odd text and numbers, noise of every JSON kind, objects with
 * prototype keys, deep nesting, and references to the world's ids, which are filled in when a case
 * runs (the world is rebuilt when a case destroys it, so the ids change).
 */

/** A world id or secret, looked up when the case runs. */
export class WorldRef {
  constructor(
    readonly path: string,
    /** Sent in upper case (ids are UUIDs, which may arrive so). */
    readonly upper = false,
  ) {}
  [fc.toStringMethod](): string {
    return `@${this.path}${this.upper ? ".toUpperCase()" : ""}`;
  }
}

/** A number as JSON text, for what a JavaScript number cannot be written as (1e400, -0). */
export class RawNumber {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `#${this.text}`;
  }
}

/** Arrays or objects nested `depth` deep, written out only when sent (too deep to build as values). */
export class Deep {
  constructor(
    readonly depth: number,
    readonly kind: "array" | "object",
  ) {}
  text(): string {
    return this.kind === "array"
      ? `${"[".repeat(this.depth)}${"]".repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}1${"}".repeat(this.depth)}`;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.kind} × ${this.depth})`;
  }
}

/** An object whose keys are all its own, `__proto__` included (an object literal would set the prototype). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

const REF_PATHS = [
  "owner.userId",
  "owner.profileId",
  "owner.email",
  "owner.imageId",
  "owner.sentProposalId",
  "owner.receivedProposalId",
  "owner.connectionId",
  "owner.resetToken",
  "owner.apiTokenId",
  "other.userId",
  "other.profileId",
  "admin.userId",
  "proposalTarget.profileId",
  "paidPlanId",
  "newAccount.email",
] as const;

/** Ids that exist: valid-looking input that reaches rows, and ids that belong to someone else. */
export const worldRef: fc.Arbitrary<WorldRef> = fc
  .constantFrom(...REF_PATHS)
  .map((path) => new WorldRef(path));

function lookup(world: AccessWorld, path: string): unknown {
  let value: unknown = world;
  for (const key of path.split(".")) value = (value as Record<string, unknown>)[key];
  return value;
}

/** The value with every WorldRef replaced by the world's current value; keys stay own keys. */
export function resolveRefs(value: unknown, world: AccessWorld): unknown {
  if (value instanceof WorldRef) {
    const found = lookup(world, value.path);
    return value.upper && typeof found === "string" ? found.toUpperCase() : found;
  }
  if (value instanceof RawNumber || value instanceof Deep || value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, world));
  if (value !== null && typeof value === "object") {
    return objectOf(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, world)] as const));
  }
  return value;
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\udc00y",
  "\u202e\u0645\u062d\u0645\u062f",
  "\u200f\u200e\u200b\u2060",
  "\ufeff",
  "\u2028\u2029",
  "\r\n\t",
  "e\u0301\u0301\u0301",
  "Z\u0335\u0321\u0322\u031b\u0317\u0318\u0319",
  "\u{1F468}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}",
  "\u{1F1F5}\u{1F1F0}",
  "\u0622\u06cc\u0634\u06c1 \u062e\u0627\u0646",
  "\uFFFD\uFFFF\uFFFE",
  "\u{10FFFF}",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e308",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "%",
  "%00",
  "%ED%A0%80",
  "../../etc/passwd",
  "' OR 1=1 --",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "$" + "{7*7}{{7*7}}",
  "\\",
  '"',
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  "ayesha@example.com",
  "+923001234567",
  "Rishta@2024",
];

/** Text meant to break something: control, bidi and combining characters, lone surrogates, huge. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_TEXT), weight: 4 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }), weight: 1 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...ODD_TEXT), loneSurrogate, fc.string({ maxLength: 4 })), {
        maxLength: 8,
      })
      .map((parts) => parts.join("")),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom("a", "é", "\u{1F600}", "\u0000", " "), fc.constantFrom(101, 255, 5001, 70_000))
      .map(([unit, count]) => unit.repeat(count)),
    weight: 1,
  },
);

const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.1 + 0.2,
  3.5,
  7,
  9,
  17,
  18,
  75,
  76,
  100,
  1000,
  100_000,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
  Number.MIN_SAFE_INTEGER,
];

/** Numbers at the edges; NaN cannot be JSON, but `1e400` parses to Infinity on the way in. */
export const edgeNumber: fc.Arbitrary<number | RawNumber> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 4 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  {
    arbitrary: fc
      .constantFrom("1e400", "-1e400", "1e-400", "-0", "-0.0", "1.0", "12345678901234567890123456789", "0e0")
      .map((text) => new RawNumber(text)),
    weight: 1,
  },
);

const PROTO_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
] as const;

/** Keys a parser or a merge might trip on, and ordinary ones. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 1 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 3 },
  { arbitrary: oddString, weight: 1 },
);

/** An object that would pollute a prototype if anything merged it carelessly. */
export const protoObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.constantFrom(...PROTO_KEYS), fc.constantFrom("polluted", "role", "isAdmin", "status"))
  .map(([key, field]) => objectOf([[key, objectOf([[field, "admin"]])]]));

/** Deep nesting past any parser's comfort, as text. */
export const deep: fc.Arbitrary<Deep> = fc
  .tuple(fc.constantFrom(40, 1000, 10_000, 100_000), fc.constantFrom("array" as const, "object" as const))
  .map(([depth, kind]) => new Deep(depth, kind));

/** Any leaf a field might get instead of its own kind. */
export const oddLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 4 },
  { arbitrary: edgeNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
  { arbitrary: worldRef, weight: 2 },
  // Fresh each time: a shared instance would be changed by later mutations.
  { arbitrary: fc.boolean().map((array) => (array ? [] : {})), weight: 1 },
  { arbitrary: protoObject, weight: 1 },
  { arbitrary: deep, weight: 1 },
);

/** JSON noise of every kind, a few levels deep, with odd keys and leaves. */
export const noise: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: oddLeaf, weight: 4 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(oddKey, tie("value")), { maxLength: 4 })
        .map((entries) => objectOf(entries)),
      weight: 1,
    },
  ),
})).value;

/** How a value is written as JSON text: raw numbers and deep nesting as such, -0 kept. */
export function jsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (value instanceof Deep) return value.text();
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : (JSON.stringify(value) ?? "null");
  if (value instanceof Uint8Array) return jsonText([...value]);
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A path into a value: the keys and indexes from its root. */
type Path = readonly (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (isLeaf(value)) return out;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...path, index], out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  }
  return out;
}

/** Values that are leaves to the mutations, whatever their insides. */
function isLeaf(value: unknown): boolean {
  return (
    value instanceof WorldRef ||
    value instanceof Uint8Array ||
    value instanceof RawNumber ||
    value instanceof Deep
  );
}

function clone(value: unknown): unknown {
  if (isLeaf(value)) return value;
  if (Array.isArray(value)) return value.map(clone);
  if (value !== null && typeof value === "object") {
    return objectOf(Object.entries(value).map(([key, item]) => [key, clone(item)] as const));
  }
  return value;
}

function setAt(
  root: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined && parent !== null && typeof parent === "object") change(parent, last);
}

export type Mutation =
  | { op: "replace"; at: number; value: unknown }
  | { op: "delete"; at: number }
  | { op: "add"; at: number; key: string; value: unknown }
  | { op: "upperCase"; at: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: oddLeaf }), weight: 5 },
  { arbitrary: fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: noise }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("delete" as const), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({ op: fc.constant("add" as const), at: fc.nat(), key: oddKey, value: oddLeaf }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant("upperCase" as const), at: fc.nat() }), weight: 1 },
);

/**
 * A valid input with a few things wrong: valid-looking input gets past the parser to the rules and
 * the database, where pure noise never arrives.
 */
export function mutate(template: unknown, mutations: readonly Mutation[]): unknown {
  let root = clone(template);
  for (const change of mutations) {
    const paths = pathsOf(root);
    const path = paths[change.at % paths.length] ?? [];
    if (change.op === "replace") {
      const value = clone(change.value);
      if (path.length === 0) root = value;
      else setAt(root, path, (parent, key) => (parent[key] = value));
    } else if (change.op === "delete" && path.length > 0) {
      setAt(root, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      });
    } else if (change.op === "add") {
      const target =
        path.length === 0
          ? root
          : path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
      if (target !== null && typeof target === "object" && !Array.isArray(target) && !isLeaf(target)) {
        Object.defineProperty(target, change.key, {
          value: clone(change.value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    } else if (change.op === "upperCase") {
      const upper = (value: unknown) =>
        value instanceof WorldRef
          ? new WorldRef(value.path, true)
          : typeof value === "string"
            ? value.toUpperCase()
            : value;
      if (path.length === 0) root = upper(root);
      else setAt(root, path, (parent, key) => (parent[key] = upper(parent[key])));
    }
  }
  return root;
}
