import type { z } from "zod";
import type { ProposalAnswer } from "@/lib/validation/proposal";
import type { connectionDetailSchema, connectionSchema } from "@/server/connections/get-connections";
import type { ProposalItem } from "@/server/proposals/present";

/** What proposal.get and connection.get answer (docs/dev/discovery-contract.md). */
export type { ProposalItem };

export type ConnectionItem = z.output<typeof connectionSchema>;
export type ConnectionDetail = z.output<typeof connectionDetailSchema>;

export type ProposalTab = "received" | "sent";
export const PROPOSAL_TABS: readonly ProposalTab[] = ["received", "sent"];

export function isProposalTab(value: string | null | undefined): value is ProposalTab {
  return value === "received" || value === "sent";
}

/**
 * The answers this member may give a proposal (DESIGN.md §3): the receiver accepts or declines a
 * pending one, the sender withdraws it. A received one whose sender is no longer available (blocked
 * by an admin: `other` is null) can only be declined; the server refuses to accept it (409).
 */
export function answersFor(
  proposal: Pick<ProposalItem, "status" | "direction" | "other">,
): readonly ProposalAnswer[] {
  if (proposal.status !== "pending") return [];
  if (proposal.direction === "sent") return ["withdrawn"];
  return proposal.other ? ["accepted", "declined"] : ["declined"];
}
