"use client";

import { type ReactNode, useCallback, useRef, useState } from "react";
import type { MemberEvent } from "@/lib/realtime/member-events";
import { api } from "@/trpc/react";
import { MemberEventsContext } from "./member-events";

type Listener = (event: MemberEvent) => void;

/**
 * Opens the signed-in member's event stream once for the tab (the dashboard layout renders it
 * once, and it stays mounted across page changes) and hands every event to `useMemberEvents`
 * listeners. The stream is tRPC's SSE subscription: on a reconnect it sends the last event id it
 * saw, and the server replays what came after (decision 0025). The badges and the notifications
 * list are fetched again on every event, and whenever the stream (re)connects, in case something
 * happened while it was away.
 */
export function MemberEventsProvider({ children }: { children: ReactNode }) {
  const utils = api.useUtils();
  const listeners = useRef(new Set<Listener>());
  const [subscribe] = useState(() => (listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  });

  const refreshCounts = useCallback(() => {
    void utils.dashboard.badges.invalidate();
  }, [utils]);

  api.realtime.events.useSubscription(undefined, {
    onStarted: refreshCounts,
    onData: ({ data: event }) => {
      refreshCounts();
      if (event.type === "notification") void utils.notifications.get.invalidate();
      for (const listener of [...listeners.current]) listener(event);
    },
    // A stream that fails is not worth a toast: the pages work without it, and the link retries.
    onError: () => {},
  });

  return <MemberEventsContext.Provider value={subscribe}>{children}</MemberEventsContext.Provider>;
}
