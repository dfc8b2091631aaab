import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "@/server/api/openapi";

/**
 * The OpenAPI document as a contract: whether an answer a REST row gave is one the document
 * promises (its status listed for that operation, its JSON body valid against that status's
 * schema). The validator reads the document the service serves, so it checks what integrators
 * read, not a copy.
 */

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { responses?: Record<string, unknown> };
};

const DOCUMENT_ID = "https://rishta.test/openapi.json";

export type Contract = {
  document: Document;
  /** What is wrong with this answer, by the document; null when it keeps the contract. */
  check(method: string, path: string, status: number, body: string): string | null;
};

let contract: Promise<Contract> | undefined;

export function loadContract(): Promise<Contract> {
  contract ??= build();
  return contract;
}

/** `~` and `/` escaped for a JSON pointer segment (RFC 6901). */
const pointer = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

async function build(): Promise<Contract> {
  const document = structuredClone(await buildOpenApiDocument()) as unknown as Document;
  // strict: false, as the document carries OpenAPI's own keywords (example, x-auth) beside JSON Schema's.
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addFormat("binary", true);
  ajv.addSchema(document, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction | null>();

  /** The schema of a status's JSON body, following a shared response's $ref. */
  function schemaPointer(method: string, path: string, status: string): string | null {
    const operation = document.paths[path]?.[method.toLowerCase()];
    let response = operation?.responses[status] as { $ref?: string; content?: Record<string, unknown> };
    let where = `#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}`;
    if (response?.$ref) {
      const name = response.$ref.split("/").at(-1) ?? "";
      response = document.components.responses?.[name] as typeof response;
      where = `#/components/responses/${pointer(name)}`;
    }
    if (!response?.content?.["application/json"]) return null;
    return `${where}/content/application~1json/schema`;
  }

  return {
    document,
    check(method, path, status, body) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) return `${method} ${path} is not in the document`;
      if (!(String(status) in operation.responses)) {
        return `${method} ${path} answered ${status}, which the document does not list (${Object.keys(operation.responses).join(", ")}): ${body.slice(0, 200)}`;
      }
      const key = `${method} ${path} ${status}`;
      let validate = validators.get(key);
      if (validate === undefined) {
        const at = schemaPointer(method, path, String(status));
        validate = at ? ajv.compile({ $ref: `${DOCUMENT_ID}${at}` }) : null;
        validators.set(key, validate);
      }
      if (!validate) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return `${key}: the body is not JSON: ${body.slice(0, 200)}`;
      }
      if (validate(parsed)) return null;
      const errors = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`)
        .join("; ");
      return `${key}: the body breaks the documented schema: ${errors}\n${body.slice(0, 300)}`;
    },
  };
}
