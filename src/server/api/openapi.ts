import { z } from "zod";
import { TOO_MANY_FAILURES } from "../auth/attempts";
import { appUrl } from "../env";
import {
  BODY_TOO_LARGE,
  GENERIC_ERROR,
  NOT_ALLOWED,
  SERVICE_UNAVAILABLE,
  SIGN_IN_REQUIRED,
  UNREADABLE_REQUEST,
} from "../errors";
import { EMAIL_TAKEN } from "../users/create-user";
import { USER_NOT_FOUND } from "../users/get-users";
import { accessCases } from "./access";
import { rawRoutes } from "./raw-routes";
import { type RestRoute, restRoutes } from "./rest";
import { API_TAGS } from "./rest-declaration";
import { MAX_JSON_BODY_BYTES, restSuccessBody } from "./rest-io";

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
 * A zod schema as JSON Schema 2020-12, as a REST client sees the values: dates, which the REST
 * rows send as ISO text, are date-time strings. Named parts stay in `$defs`, keyed by their id.
 */
export function zodJsonSchema(schema: z.ZodType, io: Io): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === "date") {
        jsonSchema.type = "string";
        jsonSchema.format = "date-time";
      }
    },
  }) as JsonSchema;
}

/**
 * A zod schema as OpenAPI 3.1 (JSON Schema 2020-12), its named parts moved into `components` and
 * referenced from there. Dates, which the REST rows send as ISO text, are date-time strings.
 */
function toJsonSchema(schema: z.ZodType, io: Io, components: Components): JsonSchema {
  const { $schema: _, $defs, ...rest } = zodJsonSchema(schema, io);
  pointAtComponents(rest, io);
  for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    const { id: __, ...body } = definition;
    pointAtComponents(body, io);
    components[componentName(id, io)] = body;
  }
  return rest;
}

/** The body of every refusal and failure (rest-io.ts restErrorResponse). */
const ERROR_SCHEMA = {
  type: "object",
  required: ["error", "code"],
  properties: {
    error: { type: "string", description: "The text to show the person using the client." },
    code: {
      type: "string",
      description:
        "A stable code to branch on: BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS, INTERNAL_SERVER_ERROR, BAD_GATEWAY or SERVICE_UNAVAILABLE.",
    },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "A validation failure's message for each field, by its path (e.g. `data.first_name`).",
    },
    requestId: { type: "string", description: "On a 500 only: quote it when reporting the problem." },
  },
};

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/** Each error status as a reusable response: its name, what it means here, and an example body. */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string; example: JsonSchema }> = {
  400: {
    name: "BadRequest",
    description: "The body could not be read: not JSON, or a malformed multipart form.",
    example: { error: UNREADABLE_REQUEST, code: "BAD_REQUEST" },
  },
  401: {
    name: "Unauthorized",
    description:
      "Not signed in (no session, or one that has ended), or an API token that is not valid: unknown, revoked, expired, or its account blocked or deleted.",
    example: { error: SIGN_IN_REQUIRED, code: "UNAUTHORIZED" },
  },
  403: {
    name: "Forbidden",
    description:
      "Not allowed: another member's ids, an administrator's route, a request from another site's page, a wrong password, or an API token whose scope does not cover the row (or a row no token may call).",
    example: { error: NOT_ALLOWED, code: "FORBIDDEN" },
  },
  404: {
    name: "NotFound",
    description: "No such record, or one this caller may not see.",
    example: { error: USER_NOT_FOUND, code: "NOT_FOUND" },
  },
  409: {
    name: "Conflict",
    description: "A conflict with the current state (a duplicate, an answer already given).",
    example: { error: EMAIL_TAKEN, code: "CONFLICT", fields: { email: EMAIL_TAKEN } },
  },
  413: {
    name: "PayloadTooLarge",
    description: `The body is too large: JSON up to ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB, a photo up to 2 MB.`,
    example: { error: BODY_TOO_LARGE, code: "PAYLOAD_TOO_LARGE" },
  },
  422: {
    name: "UnprocessableContent",
    description: "The input is invalid: `fields` has a message for each field.",
    example: {
      error: "Invalid email address",
      code: "UNPROCESSABLE_CONTENT",
      fields: { email: "Invalid email address" },
    },
  },
  429: {
    name: "TooManyRequests",
    description:
      "Too many requests (an abuse limit, or an API token's use limit): wait the `Retry-After` seconds; `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` say the limit, what is left of it and when it resets.",
    example: { error: TOO_MANY_FAILURES, code: "TOO_MANY_REQUESTS" },
  },
  500: {
    name: "InternalError",
    description: "Something went wrong on the server; `requestId` identifies it in the logs.",
    example: {
      error: GENERIC_ERROR,
      code: "INTERNAL_SERVER_ERROR",
      requestId: "5f0c8a52-4e1b-4c1e-9a57-2b8f0f6d3c11",
    },
  },
  502: {
    name: "BadGateway",
    description:
      "The payment provider did not answer as it should (no access token, or no status to confirm an amount); nothing was granted, and `requestId` identifies it in the logs.",
    example: {
      error: "Failed to initiate payment",
      code: "BAD_GATEWAY",
      requestId: "5f0c8a52-4e1b-4c1e-9a57-2b8f0f6d3c11",
    },
  },
  503: {
    name: "ServiceUnavailable",
    description:
      "The database is briefly away (a restart or a failover): nothing was done; try again after the `Retry-After` seconds.",
    example: { error: SERVICE_UNAVAILABLE, code: "SERVICE_UNAVAILABLE" },
  },
};

const isErrorStatus = (status: number): status is ErrorStatus => Object.hasOwn(ERROR_RESPONSES, status);

function errorResponse(status: ErrorStatus): JsonSchema {
  const { description, example } = ERROR_RESPONSES[status];
  const response: JsonSchema = {
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, example } },
  };
  if (status === 429) {
    response.headers = Object.fromEntries(
      Object.keys(RATE_LIMIT_HEADERS).map((name) => [name, { $ref: `#/components/headers/${name}` }]),
    );
  }
  if (status === 503) response.headers = { "Retry-After": { $ref: "#/components/headers/Retry-After" } };
  return response;
}

/** A reference to an error status's shared response, for the operations here and the raw routes. */
export function errorResponseRef(status: ErrorStatus): JsonSchema {
  return { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
}

/**
 * The error statuses this row can answer: those its declared callers get (the authorization
 * matrix checks each), those only its use case knows of (`errors`), and those its shape implies.
 */
function errorStatuses(route: RestRoute): ErrorStatus[] {
  const declared = accessCases(route.access).flatMap((accessCase) =>
    Object.values(accessCase.expect).flatMap((outcome) =>
      typeof outcome === "number" ? [outcome] : outcome,
    ),
  );
  // Any row may find the database away for a moment (unavailable.ts).
  const statuses = new Set<ErrorStatus>([...(route.errors ?? []), 500, 503]);
  for (const status of declared) if (isErrorStatus(status)) statuses.add(status);
  // Any body may be unreadable or too large, and another site's page is refused (decision 0016).
  if (route.method !== "GET") statuses.add(400).add(403).add(413);
  // Any row may be called with an API token (decision 0019): one that is not valid is refused, its
  // use is limited, and the rows that manage sessions, passwords and tokens refuse every token.
  statuses.add(401).add(429);
  if (route.sessionOnly) statuses.add(403);
  if (route.auth !== "public") statuses.add(401);
  if (route.auth === "admin") statuses.add(403);
  if (route.takesInput) statuses.add(422);
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

/**
 * Who may call the row: anyone (a public row may still be called signed in, or with a token, and
 * then answers that member), a session, or an API token whose scope covers it (decision 0019).
 */
function securityOf(route: RestRoute): JsonSchema[] {
  const credentials = route.sessionOnly ? [{ session: [] }] : [{ session: [] }, { bearer: [] }];
  return route.auth === "public" ? [{}, ...credentials] : credentials;
}

function operation(route: RestRoute, components: Components): JsonSchema {
  const success: JsonSchema = { schema: successBody(route, components) };
  if (route.example) success.example = restSuccessBody(route.example.output);
  const op: JsonSchema = {
    operationId: route.name,
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    security: securityOf(route),
    "x-auth": route.auth,
    responses: {
      "200": { description: "Success", content: { "application/json": success } },
      ...Object.fromEntries(errorStatuses(route).map((status) => [String(status), errorResponseRef(status)])),
    },
  };
  if (!route.takesInput) return op;
  const input = toJsonSchema(route.schemas.input, "input", components);
  const example = route.example?.input;
  if (route.method === "GET") {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    op.parameters = Object.entries(properties).map(([name, schema]) => {
      const { description, ...rest } = schema;
      const parameter: JsonSchema = { name, in: "query", required: required.has(name), schema: rest };
      if (typeof description === "string") parameter.description = description;
      if (example && name in example) parameter.example = example[name];
      return parameter;
    });
  } else if (route.body === "multipart") {
    const media: JsonSchema = { schema: route.form ?? multipartPhoto };
    if (example) media.example = example;
    op.requestBody = { required: true, content: { "multipart/form-data": media } };
  } else {
    const media: JsonSchema = { schema: withoutRequired(input, route.fromQuery) };
    if (example) media.example = example;
    op.requestBody = { required: true, content: { "application/json": media } };
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
  return names.map((name) => {
    const { description: _, ...property } = properties[name] ?? { type: "string" };
    return {
      name,
      in: "query",
      required: false,
      schema: property,
      description: `The body's \`${name}\`, when the body does not carry it (as a mailed link does).`,
    };
  });
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
  const schemas: Components = { Error: ERROR_SCHEMA };
  for (const route of restRoutes) {
    paths[route.path] ??= {};
    (paths[route.path] as JsonSchema)[route.method.toLowerCase()] = operation(route, schemas);
  }
  for (const route of rawRoutes) {
    if (!route.document) continue;
    paths[route.path] ??= {};
    (paths[route.path] as JsonSchema)[route.method.toLowerCase()] = route.document;
  }
  // Only the shared responses some operation uses: an unused component is noise to a reader.
  const used = new Set(JSON.stringify(paths).match(/#\/components\/responses\/\w+/g) ?? []);
  const responses = Object.fromEntries(
    (Object.keys(ERROR_RESPONSES).map(Number) as ErrorStatus[])
      .filter((status) => used.has(`#/components/responses/${ERROR_RESPONSES[status].name}`))
      .map((status) => [ERROR_RESPONSES[status].name, errorResponse(status)]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Rishta API",
      version: "1.0.0",
      description: DOCUMENT_DESCRIPTION,
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
            "A personal API token (`rishta_pat_...`) made in Settings or with `POST /api/tokens/create`: `read` scope for GET rows, `write` for every row, `admin` for the administrators' rows. REST paths only, never tRPC or pages.",
        },
      },
      schemas,
      responses,
      ...(responses.TooManyRequests || responses.ServiceUnavailable ? { headers: RATE_LIMIT_HEADERS } : {}),
    },
    paths,
  };
}

/** The headers of a 429 (on the shared TooManyRequests response). */
const RATE_LIMIT_HEADERS = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
  },
  "RateLimit-Limit": {
    description: "The limit that was reached: how many requests its window allows (IETF draft header).",
    schema: { type: "integer", minimum: 1 },
  },
  "RateLimit-Remaining": {
    description: "How many requests the window has left: 0 on a 429.",
    schema: { type: "integer", minimum: 0 },
  },
  "RateLimit-Reset": {
    description: "Seconds until the window resets.",
    schema: { type: "integer", minimum: 0 },
  },
};

/** The document's introduction: the conventions every operation shares. */
const DOCUMENT_DESCRIPTION = [
  "The REST API of the Rishta matrimonial service. Every path calls the same procedure the web client uses, with the same rules.",
  "",
  "**Answers.** A success answers `200` with `{message?, data?}`: `message` is a sentence to show, `data` what was asked for. A refusal answers `{error, code, fields?}`: `error` to show, `code` to branch on, `fields` a message per invalid field.",
  "",
  `**Bodies.** JSON (\`Content-Type: application/json\`) up to ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB; photos as \`multipart/form-data\`. GET rows read their input from the query string.`,
  "",
  "**Errors every path may give.** `405` when the path does not take the method (the `Allow` header lists those it takes), `404` for a path that does not exist, and `431` when the request's headers are too large. Each operation lists the other statuses it can give.",
  "",
  "**Dates** are ISO 8601 texts in UTC; amounts are whole Pakistani rupees.",
].join("\n");
