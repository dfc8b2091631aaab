import { z } from "zod";
import { appUrl } from "../env";
import { rawRoutes } from "./raw-routes";
import { type RestRoute, restRoutes } from "./rest";
import { API_TAGS } from "./rest-declaration";
import { MAX_JSON_BODY_BYTES } from "./rest-io";

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

/** Schemas named with `.meta({ id })`, gathered as the document's components while operations are built. */
type Components = Record<string, JsonSchema>;

const componentName = (id: string, io: Io) => (io === "input" ? `${id}Input` : id);

/** Points `#/$defs/X` references at `#/components/schemas/X`, in place. */
function pointAtComponents(node: unknown, io: Io): void {
  if (Array.isArray(node)) {
    for (const item of node) pointAtComponents(item, io);
    return;
  }
  if (!node || typeof node !== "object") return;
  const record = node as JsonSchema;
  const ref = record.$ref;
  if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
    record.$ref = `#/components/schemas/${componentName(ref.slice("#/$defs/".length), io)}`;
  }
  for (const value of Object.values(record)) pointAtComponents(value, io);
}

/**
 * A zod schema as OpenAPI 3.1 (JSON Schema 2020-12), its named parts moved into `components` and
 * referenced from there. Dates, which the REST rows send as ISO text, are date-time strings.
 */
function toJsonSchema(schema: z.ZodType, io: Io, components: Components): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === "date") {
        jsonSchema.type = "string";
        jsonSchema.format = "date-time";
      }
    },
  }) as JsonSchema;
  const { $schema: _, $defs, ...rest } = generated;
  pointAtComponents(rest, io);
  for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    const { id: __, ...body } = definition;
    pointAtComponents(body, io);
    components[componentName(id, io)] = body;
  }
  return rest;
}

const errorBody = {
  type: "object",
  required: ["error", "code"],
  properties: {
    error: { type: "string", description: "The text to show the person using the client." },
    code: { type: "string", description: "A stable code: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, ..." },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "A validation failure's message for each field, by its path (e.g. `data.first_name`).",
    },
    requestId: { type: "string", description: "On a 500 only: quote it when reporting the problem." },
  },
};

const ERROR_TEXT: Record<number, string> = {
  400: "The request could not be read (not JSON, malformed multipart).",
  401: "Not signed in, or the API token is not valid (revoked, expired, or its account inactive).",
  403: "Not allowed: another member's ids, an administrator's route, another site's page, a wrong password, or an API token whose scope does not cover the route.",
  404: "Not found, or not visible to this caller.",
  405: "This path does not take this method (the `Allow` header lists those it takes).",
  409: "A conflict with the current state.",
  413: "The body is too large.",
  422: "The input is invalid: `fields` has a message for each field.",
  429: "Too many requests: wait the `Retry-After` seconds.",
  500: "Something went wrong on the server.",
};

/** The error statuses this row can answer (the domain's own, on top of the ones its shape implies). */
function errorStatuses(route: RestRoute): number[] {
  const statuses = new Set<number>([...(route.errors ?? []), 500]);
  if (route.method !== "GET") statuses.add(400).add(403).add(413);
  if (route.auth !== "public") statuses.add(401);
  if (route.auth === "admin") statuses.add(403);
  if (route.takesInput) statuses.add(422);
  // With an API token: a scope that does not cover the row, a token the row refuses, its use limit.
  if (route.sessionOnly) statuses.add(403);
  else if (route.auth !== "public") statuses.add(403).add(429);
  return [...statuses].sort();
}

/** What a success's body is: `{message?, data?}` from what the procedure answers (rest-io.ts). */
function successBody(route: RestRoute, components: Components): JsonSchema {
  const output = toJsonSchema(route.schemas.output, "output", components);
  const properties = output.properties as Record<string, JsonSchema> | undefined;
  if (output.type === "object" && properties?.message) {
    const { message, ...data } = properties;
    const required = ((output.required ?? []) as string[]).filter((key) => key !== "message");
    const body: JsonSchema = { type: "object", required: ["message"], properties: { message } };
    if (Object.keys(data).length > 0) {
      (body.properties as JsonSchema).data = { type: "object", properties: data, required };
      (body.required as string[]).push("data");
    }
    return body;
  }
  return { type: "object", required: ["data"], properties: { data: output } };
}

function operation(route: RestRoute, components: Components): JsonSchema {
  const op: JsonSchema = {
    operationId: route.name,
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    security:
      route.auth === "public"
        ? []
        : route.sessionOnly
          ? [{ session: [] }]
          : [{ session: [] }, { bearer: [] }],
    "x-auth": route.auth,
    responses: {
      "200": {
        description: "Success",
        content: { "application/json": { schema: successBody(route, components) } },
      },
      ...Object.fromEntries(
        errorStatuses(route).map((status) => [
          String(status),
          {
            description: ERROR_TEXT[status] ?? "Refused.",
            content: { "application/json": { schema: errorBody } },
          },
        ]),
      ),
    },
  };
  if (!route.takesInput) return op;
  const input = toJsonSchema(route.schemas.input, "input", components);
  if (route.method === "GET") {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    op.parameters = Object.entries(properties).map(([name, schema]) => ({
      name,
      in: "query",
      required: required.has(name),
      schema,
    }));
  } else if (route.body === "multipart") {
    op.requestBody = { required: true, content: { "multipart/form-data": { schema: multipartPhoto } } };
  } else {
    op.requestBody = {
      required: true,
      content: { "application/json": { schema: withoutRequired(input, route.fromQuery) } },
    };
    if (route.fromQuery?.length) op.parameters = queryAlternatives(input, route.fromQuery);
  }
  return op;
}

/** A body schema whose `fromQuery` fields may come from the query string instead: not required in it. */
function withoutRequired(schema: JsonSchema, names: readonly string[] | undefined): JsonSchema {
  if (!names?.length || !Array.isArray(schema.required)) return schema;
  return { ...schema, required: (schema.required as string[]).filter((name) => !names.includes(name)) };
}

/** The query parameters a body row also reads (rest-declaration.ts `fromQuery`). */
function queryAlternatives(schema: JsonSchema, names: readonly string[]): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return names.map((name) => ({
    name,
    in: "query",
    required: false,
    schema: properties[name] ?? { type: "string" },
    description: `The body's \`${name}\`, when the body does not carry it (as a mailed link does).`,
  }));
}

/** The photo rows' body: a file the zod schema cannot describe (it only exists past the multipart reader). */
const multipartPhoto = {
  type: "object",
  required: ["file"],
  properties: {
    file: {
      type: "string",
      format: "binary",
      description: "PNG, JPEG or WEBP (decided by the file's bytes), at most 2 MB and 4096 × 4096 pixels.",
    },
    profileId: { type: "string", format: "uuid", description: "When sent, the member's own profile id." },
  },
};

let cached: Promise<Record<string, unknown>> | undefined;

/** OpenAPI 3.1, generated from the procedures' declarations (rest.ts) and the raw routes. */
export function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  cached ??= Promise.resolve(generate());
  return cached;
}

function generate(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Components = {};
  for (const route of restRoutes) {
    paths[route.path] ??= {};
    (paths[route.path] as JsonSchema)[route.method.toLowerCase()] = operation(route, schemas);
  }
  for (const route of rawRoutes) {
    paths[route.path] ??= {};
    (paths[route.path] as JsonSchema)[route.method.toLowerCase()] = route.document;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Rishta API",
      version: "1.0.0",
      description: `The REST API of the Rishta matrimonial service. Every path calls the same procedure as the web client. Successes answer \`{message?, data?}\`, failures \`{error, code, fields?}\`. JSON bodies up to ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB.`,
      contact: { name: "Rishta support", url: `${appUrl()}/contact` },
      license: { name: "Proprietary", url: `${appUrl()}/terms-and-conditions` },
    },
    servers: [{ url: appUrl(), description: "This service" }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "rishta_session",
          description: "The session cookie sign-in sets.",
        },
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "A personal API token (`rishta_pat_...`) made in Settings or with `POST /api/tokens/create`: `read` scope for GET rows, `write` for every row, `admin` for the administrators' rows. REST paths only.",
        },
      },
      schemas,
    },
    paths,
  };
}
