import superjson from "superjson";
import type { MemberEvent } from "@/lib/realtime/member-events";
import { handleApiRequest } from "@/server/api/handler";
import type { Services } from "@/server/services";

/**
 * A reader of the member event stream (`realtime.events`, decision 0025) as a browser's
 * EventSource would see it: the raw SSE of tRPC's subscription, read without any tRPC client, so
 * a test sees exactly what goes over the wire. `fetcher` is the in-process handler or real HTTP.
 */

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** One SSE message: tRPC's `connected`, `ping`, `return`, `serialized-error`, or an event (no name). */
export type SseMessage = { event: string | null; id: string | null; data: string };

export type DeliveredEvent = { id: string; event: MemberEvent };

export type EventStream = {
  status: number;
  /** The next member event (pings and `connected` skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<DeliveredEvent>;
  /** Every member event that arrives within `ms` (pings skipped). */
  collect(ms: number): Promise<DeliveredEvent[]>;
  /** The first message of the stream: `connected`, or `serialized-error` for a refused caller. */
  first(timeoutMs?: number): Promise<SseMessage>;
  /** The next message without taking it (an event stays for `next`). */
  peek(timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream (a `return` message, or the body closing). */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
};

export function streamUrl(base: string, input: { lastEventId?: string | null } = {}): string {
  const url = new URL("/api/trpc/realtime.events", base);
  url.searchParams.set("input", JSON.stringify(superjson.serialize(input)));
  return url.toString();
}

export async function openEventStream(
  fetcher: Fetcher,
  url: string,
  options: { cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream", ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetcher(url, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  let closed = false;
  let waiter: (() => void) | null = null;
  const wake = () => {
    waiter?.();
    waiter = null;
  };
  // Reads the body in the background, splitting it into SSE messages.
  void (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { event: null, id: null, data: "" };
          let meaningful = false;
          for (const line of block.split("\n")) {
            if (line.startsWith("event: ")) message.event = line.slice(7);
            else if (line.startsWith("id: ")) message.id = line.slice(4);
            else if (line.startsWith("data: ")) message.data += line.slice(6);
            else continue;
            meaningful = true;
          }
          if (meaningful) {
            messages.push(message);
            wake();
          }
        }
      }
    } catch {
      // Aborted by close(), or the server went away.
    } finally {
      closed = true;
      wake();
    }
  })();

  const waitFor = async <T>(take: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = take();
      if (found !== undefined) return found;
      if (closed) throw new Error(`the stream ended while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  const takeEvent = (): DeliveredEvent | undefined => {
    for (;;) {
      const message = messages.shift();
      if (!message) return undefined;
      if (message.event === "serialized-error") throw new Error(`the stream failed: ${message.data}`);
      if (message.event !== null || message.id === null) continue;
      const event = superjson.deserialize(JSON.parse(message.data)) as MemberEvent;
      return { id: message.id, event };
    }
  };

  return {
    status: response.status,
    next: (timeoutMs = 2_000) => waitFor(takeEvent, timeoutMs, "event"),
    async collect(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const events: DeliveredEvent[] = [];
      for (let event = takeEvent(); event; event = takeEvent()) events.push(event);
      return events;
    },
    first: (timeoutMs = 2_000) => waitFor(() => messages.shift(), timeoutMs, "first message"),
    peek: (timeoutMs = 2_000) => waitFor(() => messages[0], timeoutMs, "a message"),
    async ended(timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (!closed && !messages.some((m) => m.event === "return")) {
        if (Date.now() > deadline) throw new Error(`the stream did not end within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
          waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close() {
      abort.abort();
    },
  };
}

/**
 * The status a caller gets from the stream: tRPC answers 200 and sends `connected` either way; a
 * refused caller's stream then carries the error (with its httpStatus) at once and ends. A stream
 * still open and quiet after `settleMs` admitted its caller.
 */
export async function streamStatus(
  stream: EventStream,
  settleMs = 300,
): Promise<{ status: number; text: string }> {
  if (stream.status !== 200) return { status: stream.status, text: "" };
  let message = await stream.first();
  if (message.event === "connected") {
    try {
      // Looked at, not taken: an event replayed at once must stay for the test to read.
      message = await stream.peek(settleMs);
    } catch {
      return { status: 200, text: "" };
    }
  }
  if (message.event === "serialized-error") {
    const shape = superjson.deserialize(JSON.parse(message.data)) as { data?: { httpStatus?: number } };
    return { status: shape.data?.httpStatus ?? 500, text: message.data };
  }
  return { status: 200, text: message.data };
}

/** The API handler in this process, as a fetch: what `createTestApp`'s requests go through. */
export function inProcessFetcher(services: Services): Fetcher {
  let sequence = 0;
  return (url, init) => {
    sequence += 1;
    return handleApiRequest(services, new Request(url, init), {
      ip: `10.250.${sequence >> 8}.${sequence & 255}`,
    });
  };
}
