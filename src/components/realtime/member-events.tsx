"use client";

import { createContext, useContext, useEffect, useRef } from "react";
import type { MemberEvent } from "@/lib/realtime/member-events";

type Subscribe = (listener: (event: MemberEvent) => void) => () => void;

/**
 * The member's event stream, opened once per tab by the dashboard's provider; components listen
 * through `useMemberEvents`. Outside the provider nothing is delivered.
 */
export const MemberEventsContext = createContext<Subscribe>(() => () => {});

/** Calls `onEvent` for every event pushed to the signed-in member while the component is mounted. */
export function useMemberEvents(onEvent: (event: MemberEvent) => void): void {
  const subscribe = useContext(MemberEventsContext);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => subscribe((event) => handler.current(event)), [subscribe]);
}
