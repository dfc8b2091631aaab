import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { zodJsonSchema } from "@/server/api/openapi";
import { inputFromQuery, type RestRoute, restRoutes } from "@/server/api/rest";

/**
 * Every REST row's `example` (rest-declaration.ts) is what a client would really send and get: its
 * input passes the procedure's input schema (a GET row's after the query string is read, so it
 * must survive being written as one), and its output, JSON as a REST client receives it (dates as
 * ISO text), matches the JSON Schema of the procedure's output schema, as the OpenAPI document
 * gives it (dates as date-time strings, no unknown fields).
 */

type JsonSchema = Record<string, unknown>;

/** The output schema as JSON Schema, as openapi.ts makes it (dates are date-time text). */
function outputJsonSchema(schema: z.ZodType): JsonSchema {
  const generated = zodJsonSchema(schema, "output");
  // A named schema's `id` (its component name) is not a JSON Schema keyword.
  const defs = (generated.$defs ?? {}) as Record<string, JsonSchema>;
  for (const definition of Object.values(defs)) delete definition.id;
  return generated;
}

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);

/** A GET row's example input as the query string a client would send: lists comma-separated. */
function toQuery(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}

/**
 * A multipart row's input as the body reader hands it on: a file part's example is its name. The
 * file parts are the binary fields of the row's `form`, or the photo rows' `file`.
 */
function asUploaded(route: RestRoute, input: Record<string, unknown>): Record<string, unknown> {
  const properties = (route.form?.properties ?? { file: { format: "binary" } }) as Record<
    string,
    { format?: string }
  >;
  const files = Object.keys(properties).filter((key) => properties[key]?.format === "binary");
  const sent = { ...input };
  for (const key of files) {
    const name = input[key];
    if (typeof name === "string") sent[key] = { bytes: Buffer.from("photo"), name, type: "image/jpeg" };
  }
  return sent;
}

const rowName = (route: RestRoute) => `${route.method} ${route.path}`;

describe("the REST rows' examples", () => {
  it("are there for every row, with an input exactly when the row takes one", () => {
    for (const route of restRoutes) {
      expect(route.example, `${rowName(route)} has no example`).toBeDefined();
      if (!route.takesInput) expect(route.example?.input, `${rowName(route)} takes no input`).toBeUndefined();
      else expect(route.example?.input, `${rowName(route)} takes input`).toBeDefined();
    }
  });

  it.each(restRoutes.map((route) => [rowName(route), route] as const))(
    "%s: the input is valid",
    (_, route) => {
      const input = route.example?.input;
      if (!input) return;
      const sent = route.body === "multipart" ? asUploaded(route, input) : input;
      const parsed = route.schemas.input.safeParse(sent);
      expect(parsed.success ? [] : parsed.error.issues, "issues").toEqual([]);
      if (route.method === "GET") {
        // What the row reads from the query string is the example itself.
        expect(inputFromQuery(route, toQuery(input))).toEqual(input);
      }
    },
  );

  it.each(restRoutes.map((route) => [rowName(route), route] as const))(
    "%s: the output matches the output schema, as JSON",
    (_, route) => {
      const output = route.example?.output;
      expect(JSON.parse(JSON.stringify(output ?? null))).toEqual(output);
      const validate = ajv.compile(outputJsonSchema(route.schemas.output));
      const valid = validate(output);
      expect(valid ? [] : validate.errors, "errors").toEqual([]);
    },
  );
});
