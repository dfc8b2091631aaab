import { z } from "zod";
import type { Db } from "../db/client";
import { isLiveProposal, proposalStatus } from "../db/schema";
import { findConnectionsWith } from "../discovery/queries";
import { allows, type Relation, type Viewer } from "../profiles/access";
import { presentProfileCard, profileCardSchema } from "../profiles/present";
import { findMembers, isAvailable, type MemberRow, type ProposalRow } from "./queries";

/** A proposal as its parties (and administrators) see it. */
export const proposalSchema = z
  .object({
    id: z.guid().describe("The proposal's id."),
    sender_id: z.guid().describe("The proposing member's profile id."),
    receiver_id: z.guid().describe("The profile id of the member proposed to."),
    status: z
      .enum(proposalStatus.enumValues)
      .describe(
        "pending until answered; accepted or declined by the receiver, withdrawn by the sender. An accepted one made the two members connections.",
      ),
    direction: z
      .enum(["sent", "received"])
      .describe(
        "From the side of the member whose proposals these are: `sent` (they proposed) or `received`. An administrator reading a proposal between two others sees it as sent.",
      ),
    created_at: z.date().describe("When it was sent."),
    updated_at: z.date().describe("When its status last changed."),
    other: profileCardSchema
      .nullable()
      .describe(
        "The other member as a card; null when their account is gone or blocked, or when their profile's visibility hides them from the viewer (a sender stays visible to the receiver while the proposal is pending or accepted).",
      ),
    connection_id: z
      .guid()
      .nullable()
      .describe("The connection an accepted proposal made (open it for Contact Details); null otherwise."),
  })
  .meta({ id: "Proposal", description: "A proposal between two members, with the other member's card." });

export type ProposalItem = z.output<typeof proposalSchema>;

/** The spec's accepted-proposal row (§7): ids only. */
export const acceptedProposalSchema = z
  .object({
    id: z.guid().describe("The proposal's id."),
    sender_id: z.guid().describe("The proposing member's profile id."),
    receiver_id: z.guid().describe("The accepting member's profile id."),
  })
  .meta({
    id: "AcceptedProposal",
    description: "An accepted proposal, as spec §7 lists it: its id and its two members.",
  });

/** How `viewer` stands to each of `ids`: their relation, for the privacy rules of the presenters. */
export async function relationsTo(db: Db, viewer: Viewer, ids: readonly string[]) {
  const connected =
    viewer.kind !== "visitor" && viewer.profileId
      ? await findConnectionsWith(db, viewer.profileId, ids)
      : new Map<string, string>();
  return (id: string): Relation => ({ viewer, isOwner: false, isConnection: connected.has(id) });
}

/**
 * Proposals as `subjectProfileId` (the member whose proposals they are) sees them, presented for
 * `viewer` (that member, or an admin). The other member's card is null when their account is gone
 * or blocked, or when its visibility hides it from the viewer; a sender is not hidden from the
 * member they proposed to while the proposal is pending or accepted (proposing is showing oneself),
 * but a withdrawn or declined proposal shows them only as their visibility allows.
 */
export async function presentProposals(
  db: Db,
  viewer: Viewer,
  subjectProfileId: string | null,
  rows: readonly ProposalRow[],
): Promise<ProposalItem[]> {
  const sides = rows.map((row) => {
    // An admin reading a proposal between two others sees it from the sender's side.
    const sent = row.senderId === subjectProfileId || row.receiverId !== subjectProfileId;
    return { row, sent, otherId: sent ? row.receiverId : row.senderId };
  });
  const ids = sides.map((side) => side.otherId);
  const [members, relationOf] = await Promise.all([findMembers(db, ids), relationsTo(db, viewer, ids)]);
  return sides.map(({ row, sent, otherId }) =>
    presentProposalRow(row, sent, members.get(otherId), relationOf(otherId)),
  );
}

/**
 * One proposal from the rows in hand: `sent` when the subject proposed, `member` the other party
 * (undefined when gone), `relation` the viewer's to them.
 */
export function presentProposalRow(
  row: ProposalRow,
  sent: boolean,
  member: MemberRow | undefined,
  relation: Relation,
): ProposalItem {
  const shownBySending = !sent && isLiveProposal(row.status);
  const visible =
    isAvailable(member) && (shownBySending || allows(member.profile.profileVisibility, relation));
  return {
    id: row.id,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    status: row.status,
    direction: sent ? "sent" : "received",
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    other: visible && member ? presentProfileCard(member.profile, relation, member.featured) : null,
    connection_id: row.status === "accepted" ? row.connectionId : null,
  };
}

/**
 * A received proposal still pending from a sender who is no longer available (presentProposals
 * shows a received proposal's sender whenever their account and profile are active, so `other` is
 * null exactly then): it may be declined, never accepted, and no list or count includes it.
 */
export function awaitsUnavailableSender(item: Pick<ProposalItem, "direction" | "status" | "other">): boolean {
  return item.direction === "received" && item.status === "pending" && item.other === null;
}

/** One proposal, as presentProposals shows it. */
export async function presentProposal(
  db: Db,
  viewer: Viewer,
  subjectProfileId: string | null,
  row: ProposalRow,
): Promise<ProposalItem> {
  const [item] = await presentProposals(db, viewer, subjectProfileId, [row]);
  if (!item) throw new Error("presentProposals dropped a row");
  return item;
}
