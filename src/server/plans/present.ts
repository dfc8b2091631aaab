import type { PlanRow } from "./queries";

/** A subscription plan in the spec's snake_case (spec §3); prices in whole rupees. */
export function presentPlan(row: PlanRow) {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    messages_limit: row.messagesLimit,
    proposals_limit: row.proposalsLimit,
    duration: row.duration,
    profile_status: row.profileStatus,
    featured_profile: row.featuredProfile,
    is_free: row.isFree,
    created_at: row.createdAt,
  };
}

export type PlanView = ReturnType<typeof presentPlan>;
