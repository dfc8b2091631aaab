"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCReact } from "@trpc/react-query";
import { type ReactNode, useState } from "react";
import { handleMutationError, handleQueryError, shouldRetryQuery } from "@/lib/client-errors";
import type { AppRouter } from "@/server/api/root";
import { trpcLinks } from "./links";

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

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() => api.createClient({ links: trpcLinks() }));
  return (
    <api.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </api.Provider>
  );
}
