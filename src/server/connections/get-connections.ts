import { z } from "zod";
import type { getConnectionsSchema } from "@/lib/validation/proposal";
import { isBlockedBetween } from "../blocks/queries";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { viewerFrom } from "../profiles/access";
import {
  presentProfileCard,
  presentProfileView,
  profileCardSchema,
  profileViewSchema,
} from "../profiles/present";
import { findPartnerRequirements } from "../profiles/queries";
import { subjectOf } from "../proposals/get-proposals";
import { relationsTo } from "../proposals/present";
import { findMembers, isAvailable } from "../proposals/queries";
import {
  adminConnectionSchema,
  adminConnectionsPage,
  listAllConnections,
  viewConnectionAsAdmin,
} from "./admin-connections";
import { type ConnectionRow, findConnection, listConnectionsOf } from "./queries";

export const CONNECTION_NOT_FOUND = "Connection not found";

const connectionFields = {
  id: z.guid().describe("The connection's id."),
  proposal_id: z.guid().describe("The accepted proposal that made it."),
  created_at: z.date().describe("When the proposal was accepted."),
};

/** A connection in the member's list: the other member as a card. */
export const connectionSchema = z
  .object({
    ...connectionFields,
    other: profileCardSchema.describe("The other member, as a card."),
  })
  .meta({ id: "Connection", description: "Two members connected by an accepted proposal, from one side." });

/** One connection opened: the other's whole profile and their Contact Details. */
export const connectionDetailSchema = z
  .object({
    ...connectionFields,
    profile: profileViewSchema.describe(
      "The other member's profile, as they let their connections see it (the original photo unless `show_profile_picture` is set to verified members and the viewer is not verified).",
    ),
    contact: z
      .object({
        email: z.string().describe("The other member's e-mail address."),
        phone: z
          .string()
          .describe("The other member's phone number in E.164 (+971501234567); empty when none."),
      })
      .describe(
        "Contact Details: the only place another member's e-mail and phone are ever given, and only to the two connected members (and administrators).",
      ),
  })
  .meta({
    id: "ConnectionDetail",
    description: "One connection with the other member's whole profile and Contact Details.",
  });

/**
 * GET /api/connections/get: one connection by its id, or the member's list; for administrators
 * also every connection, or one seen from outside the pair. The administrators' shapes come first:
 * an empty page of theirs would otherwise read as a member's empty list and lose its count.
 */
export const connectionsOutput = z.union([
  adminConnectionsPage.describe(
    "Administrators, without `user_id` or `connection_id`: every connection, searched by either member's name or e-mail.",
  ),
  z.object({
    connection: adminConnectionSchema.describe(
      "Administrators, for a connection they are not part of: both members, who proposed, since when.",
    ),
  }),
  z.object({ connection: connectionDetailSchema.describe("The connection `connection_id` names.") }),
  z.object({
    connections: z
      .array(connectionSchema)
      .describe(
        "Newest first; a connection whose other member deleted their account or was blocked is left out.",
      ),
  }),
]);

/** The other side of a connection, from `profileId`'s side (an admin outside the pair: from profile A's). */
function otherOf(row: ConnectionRow, profileId: string | null): string {
  return row.profileBId === profileId ? row.profileAId : row.profileBId;
}

/**
 * GET /api/connections/get: the member's connections (newest first, each with the other member's
 * card), or with connection_id one connection with the other's full profile, original photo and
 * Contact Details: the only place email and phone of another member are ever shown (DESIGN.md §3).
 * A connection whose other member deleted their account or was blocked is no longer shown, nor one
 * while either of the two members blocks the other.
 */
export async function getConnections(
  ctx: RequestContext,
  input: z.output<typeof getConnectionsSchema>,
): Promise<z.output<typeof connectionsOutput>> {
  const { member, profileId } = await subjectOf(ctx, input.user_id);
  const isAdmin = member.user.role === "admin";
  // The administrators' list of every connection (support cases, issue 18).
  if (isAdmin && !input.user_id && !input.connection_id) {
    return listAllConnections(ctx.db, { search: input.search, page: input.page, pageSize: input.pageSize });
  }
  const viewer = viewerFrom(ctx);

  if (input.connection_id) {
    const row = await findConnection(ctx.db, input.connection_id);
    const party = row !== null && profileId !== null && [row.profileAId, row.profileBId].includes(profileId);
    if (!row || (!party && !isAdmin)) {
      throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
    }
    if (!party) {
      // An administrator outside the pair: both members and the proposal, the view recorded.
      const view = await viewConnectionAsAdmin(member, row.id);
      if (!view) throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
      return { connection: view };
    }
    const otherId = otherOf(row, profileId);
    // Hidden from both while one of them blocks the other, restored when the block ends (decision 0024).
    if (party && (await isBlockedBetween(ctx.db, row.profileAId, row.profileBId))) {
      throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
    }
    const [members, relationOf, partner] = await Promise.all([
      findMembers(ctx.db, [otherId]),
      relationsTo(ctx.db, viewer, [otherId]),
      findPartnerRequirements(ctx.db, otherId),
    ]);
    const other = members.get(otherId);
    if (!isAvailable(other)) throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
    return {
      connection: {
        id: row.id,
        proposal_id: row.proposalId,
        created_at: row.createdAt,
        profile: presentProfileView(other.profile, partner, relationOf(otherId), other.featured),
        contact: { email: other.account.email, phone: other.account.phone },
      },
    };
  }

  if (!profileId) return { connections: [] };
  const rows = await listConnectionsOf(ctx.db, profileId);
  const ids = rows.map((row) => otherOf(row, profileId));
  const [members, relationOf] = await Promise.all([
    findMembers(ctx.db, ids),
    relationsTo(ctx.db, viewer, ids),
  ]);
  return {
    connections: rows.flatMap((row) => {
      const otherId = otherOf(row, profileId);
      const other = members.get(otherId);
      if (!isAvailable(other)) return [];
      return [
        {
          id: row.id,
          proposal_id: row.proposalId,
          created_at: row.createdAt,
          other: presentProfileCard(other.profile, relationOf(otherId), other.featured),
        },
      ];
    }),
  };
}
