import { requireMember } from "../auth/guards";
import { blockDirections } from "../blocks/queries";
import type { MemberContext, RequestContext } from "../context";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { mayBeShown, type Relation, relationTo, type Viewer, viewerFrom } from "../profiles/access";
import { findSubscriptionView } from "../profiles/get-profile-subscription";
import { findMembers, isAvailable, type MemberRow } from "../proposals/queries";
import { hasWrittenTo } from "./queries";
import { MEMBERS_ONLY, MESSAGE_PROFILE_INCOMPLETE, type MessagingFacts } from "./rules";

/** The acting member of a messages use case: a member with a profile (admins have no conversations). */
export function requireMessagingMember(ctx: RequestContext): { member: MemberContext; profileId: string } {
  const member = requireMember(ctx);
  if (member.user.role !== "member") throw new AppError("FORBIDDEN", MEMBERS_ONLY);
  const profileId = member.user.profileId;
  if (!profileId) throw new AppError("FORBIDDEN", MESSAGE_PROFILE_INCOMPLETE);
  return { member, profileId };
}

export type Pair = {
  me: MemberRow;
  other: MemberRow;
  viewer: Viewer;
  relation: Relation;
  facts: MessagingFacts;
};

/**
 * Everything the messaging rules need about the member and one other member, loaded once. With
 * `countPlan`, the plan's messages left now (the list and thread show it as a reason); the send
 * counts it itself, under the subscription's lock. Null when the other profile does not exist.
 */
export async function loadPair(
  ctx: RequestContext,
  profileId: string,
  otherProfileId: string,
  options: { countPlan: boolean },
): Promise<Pair | null> {
  const db: Db = ctx.db;
  const viewer = viewerFrom(ctx);
  const [members, blocks, subscription] = await Promise.all([
    findMembers(db, [profileId, otherProfileId]),
    blockDirections(db, profileId, otherProfileId),
    options.countPlan ? findSubscriptionView(db, profileId) : Promise.resolve(null),
  ]);
  const me = members.get(profileId);
  const other = members.get(otherProfileId);
  if (!me || !other) return null;
  const relation = await relationTo(db, viewer, otherProfileId);
  const otherAvailable = isAvailable(other);
  const otherVisible =
    otherAvailable &&
    ((await mayBeShown(db, other.profile, relation, {
      blocked: blocks.blockedByMe || blocks.blockedMe,
      accountActive: true,
    })) ||
      (await hasWrittenTo(db, otherProfileId, profileId)));
  const messagesLeft = !options.countPlan
    ? Number.POSITIVE_INFINITY
    : subscription
      ? subscription.plan.messages_limit - subscription.messages_sent
      : // No subscription row yet: the send makes one on Free and counts there.
        Number.POSITIVE_INFINITY;
  return {
    me,
    other,
    viewer,
    relation,
    facts: {
      writerActive: me.profile.status === "active",
      otherAvailable,
      otherVisible,
      blockedByMe: blocks.blockedByMe,
      blockedMe: blocks.blockedMe,
      messagesPrivacy: other.profile.messagesPrivacy,
      connected: relation.isConnection,
      writerVerified: viewer.kind !== "visitor" && viewer.verified,
      messagesLeft,
    },
  };
}
