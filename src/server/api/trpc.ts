import { initTRPC, type TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { requireAdmin, requireMember } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { MemberContext, RequestContext } from "../context";
import {
  AppError,
  BATCH_TOO_LARGE,
  BODY_TOO_LARGE,
  BodyTooLarge,
  GENERIC_ERROR,
  TRPC_BATCH_TOO_LARGE,
  UNREADABLE_REQUEST,
} from "../errors";
import type { ProcedureMeta } from "./access";
import { refuseUnstorableInput } from "./storable-text";
import { unavailableInstead } from "./unavailable";
import { plainValidationMessage } from "./validation-words";

// Validation words nobody wrote are plain sentences, never zod's own (validation-words.ts).
z.config({ customError: plainValidationMessage });

/** Per-field messages of a validation failure: the first message of each field. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issueMessage(issue);
  }
  return fields;
}

/**
 * The validation failure of a request's input (tRPC's BAD_REQUEST with zod's issues), or undefined.
 * An answer that fails its own output schema also carries a ZodError, as the cause of an
 * INTERNAL_SERVER_ERROR: that is the server's fault, a 500 like any other, never a 422 about
 * fields the client did not send.
 */
export function inputValidationError(error: TRPCError): ZodError | undefined {
  return error.code === "BAD_REQUEST" && error.cause instanceof ZodError ? error.cause : undefined;
}

/**
 * The human text of any error, as the member should read it; never internals. Our own errors
 * (AppError) and validation failures carry words written for people; tRPC's own (a body that is
 * not JSON, a superjson envelope it cannot read, a stack overflow while parsing) carry parser and
 * runtime texts, so they get a fixed one.
 */
export function publicMessage(error: TRPCError): string {
  const invalid = inputValidationError(error);
  if (invalid) return zodMessage(invalid);
  if (error instanceof AppError) return error.message;
  if (error.code === "INTERNAL_SERVER_ERROR") return GENERIC_ERROR;
  if (causedBy(error, BodyTooLarge)) return BODY_TOO_LARGE;
  if (error.code === "NOT_FOUND") return "Not found";
  if (error.code === "METHOD_NOT_SUPPORTED") return "Method not allowed";
  if (error.message === TRPC_BATCH_TOO_LARGE) return BATCH_TOO_LARGE;
  return UNREADABLE_REQUEST;
}

function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : "Please check the input.";
}

/** A whole input of the wrong kind (a missing body, an array) has no field to name. */
function issueMessage(issue: ZodError["issues"][number]): string {
  if (issue.path.length === 0 && issue.code === "invalid_type") {
    return "Send the input as a JSON object with the fields the API describes.";
  }
  return issue.message;
}

function causedBy(error: unknown, type: new () => Error): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof type) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Every procedure declares its expected answers per caller in its meta (access.ts, decision 0017).
const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    // Event streams (decision 0025): a comment every 15 s keeps an idle stream open through proxies
    // that close silent connections, and a client that hears nothing for 40 s reconnects (with its
    // last event id) instead of waiting on a dead connection.
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
    errorFormatter({ shape, error }) {
      const invalid = inputValidationError(error);
      const fields = invalid ? fieldErrors(invalid) : error instanceof AppError ? error.fields : undefined;
      return {
        message: publicMessage(error),
        code: shape.code,
        // No stack, ever: a production error must not describe the server.
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, fields },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Refuses input as sent that could not be stored or sent back (see storable-text.ts). A body that
 * cannot be read is left to the procedure's own input parser, which answers it as tRPC does, and
 * only if it takes input at all.
 */
async function refuseUnstorableRawInput(getRawInput: () => Promise<unknown>): Promise<void> {
  refuseUnstorableInput(await getRawInput().catch(() => undefined));
}

/** Every level refuses input that could not be stored or sent back, in its one middleware. */
export const publicProcedure = t.procedure.meta({ auth: "public" }).use(
  t.middleware(async ({ getRawInput, next }) => {
    await refuseUnstorableRawInput(getRawInput);
    return unavailableIfDown(await next());
  }),
);

/** A procedure that failed because the database is away answers 503, on every path (unavailable.ts). */
function unavailableIfDown<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  if (result.ok) return result;
  const error = unavailableInstead(result.error);
  if (error !== result.error) throw error;
  return result;
}

/**
 * One middleware a level, as each costs a few object copies on every call. It admits the caller
 * and, after their successful change, drops their cached session in this process at once, so their
 * next request reads what they just wrote (other processes hear of it from the database a moment
 * later). It passes no narrowed context on (tRPC would copy the whole context for it): every use
 * case takes the RequestContext and asks requireMember/requireAdmin for the acting user itself.
 */
function guarded(admit: (ctx: RequestContext) => MemberContext) {
  return t.middleware(async ({ ctx, type, next, getRawInput }) => {
    const member = admit(ctx);
    await refuseUnstorableRawInput(getRawInput);
    const result = unavailableIfDown(await next());
    if (type === "mutation" && result.ok) sessionCache().forgetUser(member.user.id);
    return result;
  });
}

/** Signed-in members and admins; the acting user comes from the session, never from input. */
export const memberProcedure = t.procedure.meta({ auth: "member" }).use(guarded(requireMember));

export const adminProcedure = t.procedure.meta({ auth: "admin" }).use(guarded(requireAdmin));

/**
 * The input of a procedure that takes none: nothing, or an object whose keys are ignored (a query
 * string sent to such a REST row, an empty JSON body).
 */
export const NO_INPUT = z.object({}).optional();

/** The answer of a procedure that only says what it did. */
export const MESSAGE_ONLY = z.object({ message: z.string().describe("What was done, in words to show.") });

/*
 * Each level's route: a procedure that parses its input with `input` and answers in `output`
 * (tRPC checks both), and keeps both schemas in its meta, where the REST table and the OpenAPI
 * document read them. Every procedure is made by one of these.
 */
export const publicRoute = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) =>
  publicProcedure.meta({ schemas: { input, output } }).input(input).output(output);

export const memberRoute = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) =>
  memberProcedure.meta({ schemas: { input, output } }).input(input).output(output);

export const adminRoute = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) =>
  adminProcedure.meta({ schemas: { input, output } }).input(input).output(output);

/*
 * Routes that take no input: no input parser at all, so a mutation sent with an empty body (a
 * plain `curl -X POST`) is not refused for a body it has no use for. NO_INPUT documents them.
 */
export const publicRouteWithoutInput = <O extends z.ZodType>(output: O) =>
  publicProcedure.meta({ schemas: { input: NO_INPUT, output } }).output(output);

export const memberRouteWithoutInput = <O extends z.ZodType>(output: O) =>
  memberProcedure.meta({ schemas: { input: NO_INPUT, output } }).output(output);

export const adminRouteWithoutInput = <O extends z.ZodType>(output: O) =>
  adminProcedure.meta({ schemas: { input: NO_INPUT, output } }).output(output);
