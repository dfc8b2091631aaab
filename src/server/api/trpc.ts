import { initTRPC, type TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { requireAdmin, requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError, GENERIC_ERROR } from "../errors";

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

export const publicProcedure = t.procedure;

/** Signed-in members and admins; the acting user comes from the session, never from input. */
export const memberProcedure = t.procedure.use(({ ctx, next }) => next({ ctx: requireMember(ctx) }));

export const adminProcedure = t.procedure.use(({ ctx, next }) => next({ ctx: requireAdmin(ctx) }));
