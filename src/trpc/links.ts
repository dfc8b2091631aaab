import { httpBatchLink, httpLink, httpSubscriptionLink, splitLink, type TRPCLink } from "@trpc/client";
import superjson from "superjson";
import { fetchReportingOffline } from "@/components/network/report-network-failure";
import { MAX_BATCH_CALLS } from "@/lib/trpc-batch";
import type { AppRouter } from "@/server/api/root";

/**
 * The browser's way to the tRPC endpoint. Mutations go over plain httpLink: with a streaming batch
 * the headers leave before the procedure runs, and sign-in's Set-Cookie would be lost.
 * Subscriptions use SSE. Queries are batched, never more to a request than the server takes.
 * `fetch` is for tests, which send the requests to the handler in-process; in the browser a request
 * that fails offline shows the network notice (decision 0026).
 */
export function trpcLinks(options: { url?: string; fetch?: typeof fetch } = {}): TRPCLink<AppRouter>[] {
  const url = options.url ?? "/api/trpc";
  const fetch = options.fetch ?? fetchReportingOffline;
  return [
    splitLink({
      condition: (op) => op.type === "subscription",
      true: httpSubscriptionLink({ url, transformer: superjson }),
      false: splitLink({
        condition: (op) => op.type === "mutation",
        true: httpLink({ url, transformer: superjson, fetch }),
        false: httpBatchLink({
          url,
          transformer: superjson,
          maxItems: MAX_BATCH_CALLS,
          fetch,
        }),
      }),
    }),
  ];
}
