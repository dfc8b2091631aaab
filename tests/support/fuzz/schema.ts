import fc from "fast-check";
import { z } from "zod";
import { oddLeaf, WorldRef, worldRef } from "./values";

/**
 * Arbitraries from a procedure's zod input schema, through its JSON Schema (the same one the
 * OpenAPI document publishes): types, enums, lengths, ranges and patterns are followed, so most
 * values pass the parser; refinements JSON Schema cannot say (a phone number, a language code) get
 * valid examples by field name.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Valid values JSON Schema cannot describe, by field name. */
const HINTS: Record<string, readonly unknown[]> = {
  phone: ["+923001234567", "03001234567", "+971501234567", "+92 300 1234567", "+1"],
  password: ["Rishta@2024", "Fresh@Pass9"],
  confirmPassword: ["Rishta@2024", "Fresh@Pass9"],
  mother_tongue: ["ur", "en", "pa", "UR", "zz"],
  dob: ["1996-04-12", "2000-02-29", "2001-02-29", "2010-01-01", "1940-06-15", "1996-4-12"],
  height: [5.4, 3.5, 7, 9, 7.1, 5.45],
  height_range: [5.6, 3.5, "", null],
  weight: [55, 50, 100, 75.5],
  maslak: ["sunni", "shia", "catholic", "other"],
  caste: ["rajput", "jatt", "other"],
  country: ["PK", "AE", "pk", "XX"],
  nationality: ["PK", ["PK", "AE"]],
  residence_state: ["PK-PB", ["PK-PB"], "PK-XX"],
  residence_city: ["PK-PB-Lahore", ["PK-PB-Lahore"], "PK-PB-Nowhere"],
  state: ["PK-PB", "AE-DU", "pk-pb"],
  email: ["ayesha@example.com", "AYESHA@EXAMPLE.COM"],
  search: ["ayesha", "%", "_", "\\"],
  token: ["abcdefghijklmnopqrstuvwxyz234567abcdefgh"],
};

function hinted(key: string | undefined, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const hints = key ? HINTS[key] : undefined;
  if (!hints) return arbitrary;
  return fc.oneof({ arbitrary, weight: 1 }, { arbitrary: fc.constantFrom(...hints), weight: 2 });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === "uuid") {
    return fc.oneof(
      { arbitrary: worldRef, weight: 3 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: worldRef.map((ref) => new WorldRef(ref.path, true)), weight: 1 },
    );
  }
  if (schema.format === "email") return fc.emailAddress();
  if (schema.pattern && !schema.allOf) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 60 });
    } catch {
      // A pattern fast-check cannot generate from: lengths alone then.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 40, minLength + 40) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = fromSchema(property, key);
  const required = new Set(schema.required ?? []);
  // Required keys always, optional ones now and then; the mutations take keys away.
  const requiredKeys = Object.keys(model).filter((key) => required.has(key));
  const record = fc.record(model, { requiredKeys });
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    const extra = fc.dictionary(fc.string({ maxLength: 12 }), fromSchema(schema.additionalProperties), {
      maxKeys: 4,
    });
    return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
  }
  return record;
}

/** An arbitrary of values the schema (mostly) accepts. */
export function fromSchema(schema: JsonSchema, key?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => fromSchema(member, key)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, key)));
  switch (types[0]) {
    case "string":
      return hinted(key, stringArbitrary(schema));
    case "number":
      return hinted(key, numberArbitrary(schema, false));
    case "integer":
      return hinted(key, numberArbitrary(schema, true));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return hinted(
        key,
        fc.array(schema.items ? fromSchema(schema.items, key) : oddLeaf, {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        }),
      );
    case "object":
      return objectArbitrary(schema);
    default:
      // Unrepresentable in JSON Schema (a file): anything.
      return hinted(key, oddLeaf);
  }
}

/** The procedure's input schema as JSON Schema, or undefined when it takes no input. */
export function inputJsonSchema(parser: unknown): JsonSchema | undefined {
  if (!(parser instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(parser, { io: "input", unrepresentable: "any" }) as JsonSchema;
}
