import { randomUUID } from "node:crypto";
import {
  type AnyProcedure,
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  isObject,
  type TRPCError,
  transformTRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";
import { MAX_BATCH_CALLS } from "@/lib/trpc-batch";
import type { RequestContext } from "../context";
import { logger } from "../logger";
import type { Services } from "../services";
import { bearerTokenOf } from "../tokens/secret";
import { createRequestContext } from "./context";
import {
  type ApiRequestInfo,
  errorText,
  type PlainRequest,
  type PlainResponse,
  retryHeadersOf,
} from "./rest-io";
import { appRouter } from "./root";

type Call = { path: string; procedure: AnyProcedure; input: unknown };

const config = appRouter._def._config;

/**
 * tRPC's queries on the plain path (issue 20; DESIGN.md §1 "fast path"): a GET that calls query
 * procedures only, batched or not, is answered as the REST rows are, from the node request with no
 * Fetch Request or Response in between, with the same body, status and headers tRPC's fetch
 * adapter gives (tests/api/trpc-plain.test.ts compares the two). Null for anything else, which the
 * fetch adapter answers: mutations, subscriptions (event streams), streamed batches, API tokens
 * (refused there), and a request tRPC itself must refuse (an unknown procedure, unreadable input,
 * too many calls), so its refusals keep one source.
 */
export async function answerTrpcQuery(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
): Promise<PlainResponse | null> {
  if (request.method !== "GET" || request.header("trpc-accept") !== null) return null;
  if (bearerTokenOf(request.header("authorization")) !== null) return null;
  const calls = await readCalls(request.url);
  if (!calls) return null;

  const requestId = randomUUID();
  const resHeaders = new Headers();
  let ctx: RequestContext | undefined;
  let contextError: TRPCError | undefined;
  try {
    ctx = await createRequestContext(services, request.header("cookie"), {
      ip: info.ip,
      resHeaders,
      requestId,
    });
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }
  const errors: TRPCError[] = [];
  const answers = await Promise.all(
    calls.list.map(async (call, batchIndex) => {
      try {
        if (contextError) throw contextError;
        const data: unknown = await call.procedure({
          path: call.path,
          getRawInput: async () => call.input,
          ctx,
          type: "query",
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        errors.push(error);
        if (error.code === "INTERNAL_SERVER_ERROR") {
          logger.error("trpc procedure failed", {
            requestId,
            path: call.path,
            error: errorText(error.cause ?? error),
          });
        }
        return {
          error: getErrorShape({ config, ctx, error, input: call.input, path: call.path, type: "query" }),
        };
      }
    }),
  );
  const headers = new Headers([
    ["vary", "trpc-accept, accept"],
    ["content-type", "application/json"],
  ]);
  for (const [key, value] of retryHeadersOf(errors)) headers.append(key, value);
  for (const [key, value] of resHeaders) headers.append(key, value);
  const body = calls.batch ? answers : (answers[0] as (typeof answers)[number]);
  return {
    status: getHTTPStatusCode(body),
    headers,
    body: JSON.stringify(transformTRPCResponse(config, body)),
  };
}

/**
 * The calls of a query GET, read as tRPC reads them (`/api/trpc/a.b,c.d?batch=1&input=…`), or null
 * when tRPC should answer the request itself.
 */
async function readCalls(url: URL): Promise<{ batch: boolean; list: Call[] } | null> {
  const batch = url.searchParams.get("batch") === "1";
  let joined: string;
  try {
    joined = decodeURIComponent(url.pathname.slice("/api/trpc/".length));
  } catch {
    return null;
  }
  const paths = batch ? joined.split(",") : [joined];
  if (paths.length > MAX_BATCH_CALLS) return null;
  let inputs: unknown[];
  try {
    inputs = readInputs(url.searchParams.get("input"), batch, paths.length);
  } catch {
    return null;
  }
  const list: Call[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = await getProcedureAtPath(appRouter, path);
    if (procedure?._def.type !== "query") return null;
    list.push({ path, procedure, input: inputs[index] });
  }
  return { batch, list };
}

function readInputs(param: string | null, batch: boolean, count: number): unknown[] {
  const sent: unknown = param ? JSON.parse(param) : undefined;
  const inputs: unknown[] = new Array(count).fill(undefined);
  if (sent === undefined) return inputs;
  if (!batch) return [config.transformer.input.deserialize(sent)];
  if (!isObject(sent)) throw new Error('"input" needs to be an object when doing a batch call');
  for (let index = 0; index < count; index++) {
    const input = sent[index];
    if (input !== undefined) inputs[index] = config.transformer.input.deserialize(input);
  }
  return inputs;
}
