import type { getConnections } from "@/server/connections/get-connections";
import type { ProposalItem } from "@/server/proposals/present";

/** What proposal.get and connection.get answer (docs/dev/discovery-contract.md). */
export type { ProposalItem };

type ConnectionsAnswer = Awaited<ReturnType<typeof getConnections>>;
export type ConnectionItem = Extract<ConnectionsAnswer, { connections: unknown }>["connections"][number];
export type ConnectionDetail = Extract<ConnectionsAnswer, { connection: unknown }>["connection"];

export type ProposalTab = "received" | "sent";
export const PROPOSAL_TABS: readonly ProposalTab[] = ["received", "sent"];

export function isProposalTab(value: string | null | undefined): value is ProposalTab {
  return value === "received" || value === "sent";
}
