import { z } from "zod";
import { restRoutes } from "./rest";
import { appRouter } from "./root";

type ProcedureDef = { _def: { inputs: unknown[]; type: string } };

/** The procedure behind a REST row; every row must name one that exists (a unit test checks). */
export function procedureAt(path: string): ProcedureDef | undefined {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef | undefined>;
  return procedures[path];
}

function inputSchema(path: string): Record<string, unknown> | undefined {
  const parser = procedureAt(path)?._def.inputs[0];
  if (!(parser instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(parser, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
}

const errorResponse = {
  description:
    "Failure: `error` is the text to show; `fields` the per-field messages of a validation failure",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["error", "code"],
        properties: {
          error: { type: "string" },
          code: { type: "string" },
          fields: { type: "object", additionalProperties: { type: "string" } },
        },
      },
    },
  },
};

/** The photo rows' body: a file the zod schema cannot describe (it only exists past the multipart reader). */
const multipartPhotoBody = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object",
        required: ["file"],
        properties: {
          file: {
            type: "string",
            format: "binary",
            description: "PNG, JPEG or WEBP (decided by the file's bytes), at most 2 MB (2,097,152 bytes)",
          },
          profileId: {
            type: "string",
            format: "uuid",
            description: "When sent, the member's own profile id",
          },
        },
      },
      encoding: { file: { contentType: "image/png, image/jpeg, image/webp" } },
    },
  },
};

let cached: Promise<Record<string, unknown>> | undefined;

/** OpenAPI 3.1, generated from the REST table and the zod schemas of its procedures. */
export function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  cached ??= Promise.resolve(generate());
  return cached;
}

function generate(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRoutes) {
    const schema = inputSchema(route.procedure);
    const operation: Record<string, unknown> = {
      summary: route.summary,
      operationId: route.procedure,
      tags: [route.path.split("/")[2] ?? "api"],
      security: route.auth === "public" ? [] : [{ session: [] }],
      "x-auth": route.auth,
      responses: {
        "200": {
          description: "Success",
          content: {
            "application/json": {
              schema: { type: "object", properties: { message: { type: "string" }, data: {} } },
            },
          },
        },
        "400": errorResponse,
        "401": errorResponse,
        "403": errorResponse,
        "404": errorResponse,
        "409": errorResponse,
        "422": errorResponse,
        "429": errorResponse,
        "500": errorResponse,
      },
    };
    if (schema && route.method === "GET") {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required ?? []) as string[]);
      operation.parameters = Object.entries(properties).map(([name, property]) => ({
        name,
        in: "query",
        required: required.has(name),
        schema: property,
      }));
    } else if (route.multipart) {
      operation.requestBody = multipartPhotoBody;
      (operation.responses as Record<string, unknown>)["413"] = errorResponse;
    } else if (schema) {
      operation.requestBody = { required: true, content: { "application/json": { schema } } };
    }
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Rishta API",
      version: "1.0.0",
      description:
        "The documented /api paths of the Rishta matrimonial service. Every path calls the same procedure as the web client (tRPC at /api/trpc).",
    },
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "rishta_session" } } },
    paths,
  };
}
