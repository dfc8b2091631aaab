"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { type ReactNode, useState } from "react";
import superjson from "superjson";
import { handleMutationError, handleQueryError, shouldRetryQuery } from "@/lib/client-errors";
import type { AppRouter } from "@/server/api/root";

export const api = createTRPCReact<AppRouter>();

/**
 * Spec §8: a failed request shows the server's text (or 'Failed to fetch data' / 'Something went
 * wrong'); a network failure shows the offline notice at most once per 30 seconds. Callers that show
 * the error themselves pass `meta: { errorToast: false }`.
 */
function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleQueryError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      // "always": a request made while offline fails at once and says so, instead of waiting
      // silently (TanStack's default pauses it, leaving a form spinning).
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        networkMode: "always",
      },
      mutations: { networkMode: "always" },
    },
  });
}

/*
 * Mutations go over plain httpLink: with a streaming batch the headers leave before the procedure
 * runs, and sign-in's Set-Cookie would be lost. Subscriptions use SSE.
 */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    api.createClient({
      links: [
        splitLink({
          condition: (op) => op.type === "subscription",
          true: httpSubscriptionLink({ url: "/api/trpc", transformer: superjson }),
          false: splitLink({
            condition: (op) => op.type === "mutation",
            true: httpLink({ url: "/api/trpc", transformer: superjson }),
            false: httpBatchLink({ url: "/api/trpc", transformer: superjson }),
          }),
        }),
      ],
    }),
  );
  return (
    <api.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </api.Provider>
  );
}
