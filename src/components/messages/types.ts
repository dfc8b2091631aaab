import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>["messages"];

export type ConversationsPage = Outputs["conversations"];
export type ConversationSummary = ConversationsPage["conversations"][number];
export type ThreadPage = Outputs["get"];
export type ThreadInfo = ThreadPage["conversation"];
export type ChatMessage = ThreadPage["messages"][number];

export const MESSAGES_PATH = "/dashboard/messages";

export function threadHref(conversationId: string): string {
  return `${MESSAGES_PATH}/${conversationId}`;
}

/** The Message action's way in: the thread with that member, opened or started. */
export function newThreadHref(profileId: string): string {
  return `${MESSAGES_PATH}/new?to=${encodeURIComponent(profileId)}`;
}
