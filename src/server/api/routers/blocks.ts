import { blockMemberSchema, unblockMemberSchema } from "@/lib/validation/blocks";
import { BLOCK_SELF, blockMember, MEMBER_BLOCKED, memberBlockedOutput } from "../../blocks/block-member";
import { blockedMembersOutput, getBlockedMembers } from "../../blocks/get-blocked-members";
import { MEMBER_UNBLOCKED, memberUnblockedOutput, unblockMember } from "../../blocks/unblock-member";
import { OMAR } from "../examples";
import { memberRoute, memberRouteWithoutInput } from "../trpc";

/** Every signed-in member acts on their own blocks only, so each role succeeds for itself. */
const EVERY_MEMBER = { visitor: 401, member: 200, other: 200, admin: 200 } as const;

export const blocksRoutes = {
  list: memberRouteWithoutInput(blockedMembersOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/blocks/get",
        tag: "safety",
        summary: "The members the caller has blocked",
        description:
          "The signed-in member's own blocks, most recent first: profile id, name and when. Never who blocked them. Photos are not shown across a block, so `image_url` is a placeholder drawing.",
        example: {
          output: {
            blocked_members: [
              {
                profile_id: OMAR.profileId,
                name: "Omar Farooq",
                image_url: "/placeholders/male.svg",
                blocked_at: "2026-11-20T09:30:00.000Z",
              },
            ],
          },
        },
      },
      access: { expect: EVERY_MEMBER },
    })
    .query(({ ctx }) => getBlockedMembers(ctx)),
  create: memberRoute(blockMemberSchema, memberBlockedOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/blocks/create",
        tag: "safety",
        errors: [404],
        summary: "Block a member",
        description:
          "`{profile_id}`: the signed-in member blocks that member. From then on neither sees the other anywhere (listings, profile pages and photos, proposals, connections, messages) until the blocker unblocks. The other member is not told. Blocking again answers the same; blocking oneself is refused (422).",
        example: {
          input: { profile_id: OMAR.profileId },
          output: { message: MEMBER_BLOCKED, profile_id: OMAR.profileId },
        },
      },
      access: [
        { name: "a member", input: (w) => ({ profile_id: w.blockTarget.profileId }), expect: EVERY_MEMBER },
        {
          name: "oneself (the owner's profile)",
          input: (w) => ({ profile_id: w.owner.profileId }),
          expect: { visitor: 401, member: 422, other: 200, admin: 200 },
        },
      ],
    })
    .mutation(({ ctx, input }) => blockMember(ctx, input)),
  delete: memberRoute(unblockMemberSchema, memberUnblockedOutput)
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/blocks/delete",
        tag: "safety",
        summary: "Unblock a member",
        description: `\`{profile_id}\`: ends the signed-in member's own block of that member, and what it hid comes back. A block the other member made stays. Unblocking someone not blocked answers the same. "${BLOCK_SELF}"`,
        example: {
          input: { profile_id: OMAR.profileId },
          output: { message: MEMBER_UNBLOCKED, profile_id: OMAR.profileId },
        },
      },
      // Each role lifts only its own block: the owner's block of the target stays for the others.
      access: { input: (w) => ({ profile_id: w.blockTarget.profileId }), expect: EVERY_MEMBER },
    })
    .mutation(({ ctx, input }) => unblockMember(ctx, input)),
};
