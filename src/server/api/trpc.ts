import { initTRPC, type TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { requireAdmin, requireMember } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { MemberContext, RequestContext } from "../context";
import { AppError, GENERIC_ERROR } from "../errors";
import { refuseNulText } from "./text-input";

/** Per-field messages of a validation failure: the first message of each field. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The human text of any error, as the member should read it; never internals. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return error.cause.issues[0]?.message ?? "Invalid input";
  if (error.code === "INTERNAL_SERVER_ERROR") return GENERIC_ERROR;
  return error.message;
}

const t = initTRPC.context<RequestContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const fields =
      error.cause instanceof ZodError
        ? fieldErrors(error.cause)
        : error instanceof AppError
          ? error.fields
          : undefined;
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
 * The input as sent. A body that cannot be read is left to the procedure's own input parser, which
 * answers it as tRPC does, and only if the procedure takes input at all.
 */
function rawInput(getRawInput: () => Promise<unknown>): Promise<unknown> {
  return getRawInput().catch(() => undefined);
}

/** Every level refuses text PostgreSQL cannot store (see text-input.ts), in its one middleware. */
export const publicProcedure = t.procedure.use(
  t.middleware(async ({ getRawInput, next }) => {
    refuseNulText(await rawInput(getRawInput));
    return next();
  }),
);

/**
 * One middleware a level, as each costs a few object copies on every call. It admits the caller
 * and, after their successful change, drops their cached session in this process at once, so their
 * next request reads what they just wrote (other processes hear of it from the database a moment
 * later).
 */
function guarded(admit: (ctx: RequestContext) => MemberContext) {
  return t.middleware(async ({ ctx, type, next, getRawInput }) => {
    const member = admit(ctx);
    refuseNulText(await rawInput(getRawInput));
    const result = await next({ ctx: { user: member.user, sessionId: member.sessionId } });
    if (type === "mutation" && result.ok) sessionCache().forgetUser(member.user.id);
    return result;
  });
}

/** Signed-in members and admins; the acting user comes from the session, never from input. */
export const memberProcedure = t.procedure.use(guarded(requireMember));

export const adminProcedure = t.procedure.use(guarded(requireAdmin));
