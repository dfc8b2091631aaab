"use client";

import { useCallback, useEffect, useState } from "react";
import { GENERIC_ERROR, OFFLINE_MESSAGE } from "./error-messages";

/**
 * The public pages talk to the REST table with plain fetch: the tRPC client, React Query and
 * superjson (about 30 KB of gzipped JavaScript) stay on the signed-in screens.
 */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type RestBody<T> = { message?: string; data?: T; error?: string; fields?: Record<string, string> };

export async function restRequest<T>(
  path: string,
  options: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown } = {},
): Promise<{ data?: T; message?: string }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers: options.body === undefined ? undefined : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new RestError(OFFLINE_MESSAGE, 0);
  }
  const body = (await response.json().catch(() => null)) as RestBody<T> | null;
  if (!response.ok) throw new RestError(body?.error ?? GENERIC_ERROR, response.status, body?.fields);
  return { data: body?.data, message: body?.message };
}

export type RestQuery<T> = { data?: T; error?: RestError; pending: boolean; refetch(): void };

/**
 * GETs being answered, by path: components mounting together (the header's account links, twice
 * for the wide and the mobile menu, and the packages page all ask /api/auth/me) share one request.
 */
const inFlight = new Map<string, Promise<{ data?: unknown; message?: string }>>();

function sharedGet<T>(path: string): Promise<{ data?: T; message?: string }> {
  let request = inFlight.get(path);
  if (!request) {
    request = restRequest<unknown>(path).finally(() => inFlight.delete(path));
    inFlight.set(path, request);
  }
  return request as Promise<{ data?: T; message?: string }>;
}

/** GETs `path` once the component mounts (and again, freshly, on refetch). */
export function useRestQuery<T>(path: string): RestQuery<T> {
  const [state, setState] = useState<{ data?: T; error?: RestError; pending: boolean }>({ pending: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, pending: true }));
    (attempt === 0 ? sharedGet<T>(path) : restRequest<T>(path)).then(
      (result) => current && setState({ data: result.data, pending: false }),
      (error: unknown) =>
        current &&
        setState({
          error: error instanceof RestError ? error : new RestError(GENERIC_ERROR, 0),
          pending: false,
        }),
    );
    return () => {
      current = false;
    };
  }, [path, attempt]);
  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, refetch };
}
