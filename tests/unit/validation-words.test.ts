import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createProfileSchema, familyInfoSchema, sectionUpdate } from "@/lib/validation/profile";
import { type RestRoute, restRoutes } from "@/server/api/rest";
import { fieldErrors } from "@/server/api/trpc";
import { plainValidationMessage } from "@/server/api/validation-words";
import { badInputs, ZOD_WORDS } from "../support/bad-inputs";

/**
 * Validation messages are written for people (issue 15): no input a client can send makes the API
 * answer in zod's own words ("Invalid input: expected object, received undefined"). Every REST
 * row's input schema is tried with its example's fields left out and set to wrong values; a parse
 * option marks the issues no schema worded (zod uses a schema's own words first), and none may be
 * left. The words reach clients through `fieldErrors` (the `fields` of a 422; its first is `error`).
 */

const UNWORDED = "<no words of our own>";

const rowName = (route: RestRoute) => `${route.method} ${route.path}`;

/** A multipart row's input as the body reader hands it on: the file as an uploaded file. */
function asSent(route: RestRoute, input: Record<string, unknown>): Record<string, unknown> {
  if (route.body !== "multipart") return input;
  return { ...input, file: { bytes: Buffer.from("photo"), name: String(input.file), type: "image/jpeg" } };
}

const rows = restRoutes.filter((route) => route.takesInput);

describe("validation messages", () => {
  it.each(rows.map((route) => [rowName(route), route] as const))(
    "%s: every refusal is worded by its schema, never by zod",
    (_, route) => {
      const valid = asSent(route, route.example?.input ?? {});
      const unworded: string[] = [];
      const zodWords: string[] = [];
      for (const { what, input } of badInputs(route.schemas.input, valid)) {
        const marked = route.schemas.input.safeParse(input, { error: () => UNWORDED });
        if (!marked.success) {
          for (const [field, message] of Object.entries(fieldErrors(marked.error))) {
            if (message === UNWORDED) unworded.push(`${what}: ${field}`);
          }
        }
        // As the server words it (with the fallback trpc.ts installs).
        const parsed = route.schemas.input.safeParse(input);
        if (!parsed.success) {
          for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
            if (ZOD_WORDS.test(message)) zodWords.push(`${what}: ${field}: ${message}`);
          }
        }
      }
      expect(unworded).toEqual([]);
      expect(zodWords).toEqual([]);
    },
  );

  it("names a missing section of the wizard, as the payload names it", () => {
    const { family_info: _family, ...withoutFamily } = validWizard();
    const result = createProfileSchema.safeParse(withoutFamily);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      family_info: "Add your family information (family_info) before saving.",
    });
  });

  it("names a section sent as something else than an object", () => {
    const result = createProfileSchema.safeParse({ ...validWizard(), career_info: "engineer" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      career_info: "Send your career information (career_info) as an object of its fields.",
    });
  });

  it("names a section update's missing data, and the section", () => {
    const result = sectionUpdate(familyInfoSchema).safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ data: "Add your family information (data) before saving." });
  });
});

describe("the fallback words, for a field a schema forgot to word", () => {
  const bare = z.object({
    name: z.string().max(5),
    age: z.number().int().min(18),
    kind: z.enum(["query", "feedback"]),
    tags: z.array(z.string()).max(2),
    address: z.object({ city: z.string() }),
    email: z.email(),
  });
  const good = {
    name: "Sana",
    age: 30,
    kind: "query",
    tags: [],
    address: { city: "Lahore" },
    email: "s@example.com",
  };

  it.each([
    [{ ...good, name: 5 }, { name: "name must be text." }],
    [{ ...good, name: "Sana Mirza" }, { name: "name must be at most 5 characters long." }],
    [{ ...good, age: 12 }, { age: "age must be at least 18." }],
    [{ ...good, kind: "spam" }, { kind: "kind must be one of: query, feedback." }],
    [{ ...good, tags: ["a", "b", "c"] }, { tags: "tags must have at most 2 items." }],
    [{ ...good, address: undefined }, { address: "address is required." }],
    [{ ...good, address: {} }, { "address.city": "address.city is required." }],
    [{ ...good, email: "not-an-address" }, { email: "email is not in the right format." }],
  ])("%j is refused in plain words", (input, expected) => {
    const result = bare.safeParse(input, { error: plainValidationMessage });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual(expected);
  });

  it("is what the server uses for unworded issues", () => {
    // Installed by trpc.ts (imported above through rest.ts): no parse option needed.
    const result = bare.safeParse({ ...good, kind: "spam" });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      kind: "kind must be one of: query, feedback.",
    });
  });
});

function validWizard(): Record<string, unknown> {
  const route = restRoutes.find((row) => row.path === "/api/profile/create");
  if (!route?.example?.input) throw new Error("no example for POST /api/profile/create");
  return structuredClone(route.example.input);
}
