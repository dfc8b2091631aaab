"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "sonner";
import { safeNextPath } from "@/lib/safe-next";
import { type CachedUser, cacheUser } from "@/lib/user-cache";

/** After sign-in or sign-up: say so, cache the user, and go where `?next=` asks (default /dashboard). */
export function useSignedIn(next: string | null) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    (user: CachedUser, message: string) => {
      toast.success(message);
      // Nothing fetched for someone else (a previous session in this tab) may show for this user.
      queryClient.getQueryCache().clear();
      cacheUser(user);
      router.replace(safeNextPath(next));
      router.refresh();
    },
    [next, router, queryClient],
  );
}
