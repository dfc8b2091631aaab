import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { restErrorResponse } from "@/server/api/rest-io";
import { createCallerFactory, createTRPCRouter, publicMessage, publicRoute } from "@/server/api/trpc";
import type { RequestContext } from "@/server/context";
import { GENERIC_ERROR } from "@/server/errors";

/**
 * tRPC checks every answer against its procedure's output schema. An answer that does not match is
 * the server's fault: a 500 in the REST shape with the generic text, never a 422 naming fields of
 * the answer as if the client had sent them.
 */
const router = createTRPCRouter({
  drifted: publicRoute(z.object({ n: z.number() }), z.object({ age: z.number().int() })).query(
    // What a presenter that drifted from its schema would answer.
    ({ input }) => JSON.parse(JSON.stringify({ age: `${input.n}` })) as { age: number },
  ),
});
const call = createCallerFactory(router)({} as RequestContext);

async function failure(run: () => Promise<unknown>): Promise<TRPCError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

describe("answers checked against their output schema", () => {
  it("refuses an answer that does not match as a 500 with the generic text, no fields", async () => {
    const error = await failure(() => call.drifted({ n: 30 }));
    expect(error.code).toBe("INTERNAL_SERVER_ERROR");
    expect(publicMessage(error)).toBe(GENERIC_ERROR);
    const response = restErrorResponse(error, new Headers(), "request-1", "/api/test");
    expect(response.status).toBe(500);
    const body = JSON.parse(String(response.body)) as Record<string, unknown>;
    expect(body).toEqual({ error: GENERIC_ERROR, code: "INTERNAL_SERVER_ERROR", requestId: "request-1" });
  });

  it("still answers an input the schema refuses with 422 and the field's message", async () => {
    const error = await failure(() => call.drifted({ n: "thirty" } as unknown as { n: number }));
    const response = restErrorResponse(error, new Headers(), "request-2", "/api/test");
    expect(response.status).toBe(422);
    const body = JSON.parse(String(response.body)) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toEqual(["n"]);
  });
});
