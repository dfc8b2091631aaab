import type { PlanView } from "@/server/plans/present";

/** A disabled button may carry a note saying why (read with it by screen readers). */
export type PlanAction =
  | { kind: "link"; href: string; label: string }
  | { kind: "disabled"; label: string; note?: string };

type Plan = Pick<PlanView, "id" | "name" | "is_free">;

/** Who is looking, as the server's session says (the page renders per request). */
export type PlanViewer = "visitor" | "member" | "admin";

/** Where a visitor goes after signing in: back to this page, with the plan picked. */
export function packagesHref(planId: string): string {
  return `/packages?plan=${encodeURIComponent(planId)}`;
}

export function signInHref(planId: string): string {
  return `/auth/sign-in?next=${encodeURIComponent(packagesHref(planId))}`;
}

export function subscriptionHref(planId: string): string {
  return `/dashboard/subscription?plan=${encodeURIComponent(planId)}`;
}

/**
 * Spec §2 Packages page and §4: a visitor who picks any plan signs in first and comes back to it;
 * a signed-in member cannot choose Free (everyone has it) and buys a paid plan on the subscription
 * page (the purchase belongs to the payments screens).
 */
export function planAction(
  plan: Plan,
  viewer: PlanViewer,
  labels: {
    choose: (name: string) => string;
    freeForMembers: string;
    freeNote: string;
    notForAdmins: string;
    adminNote: string;
  },
): PlanAction {
  if (viewer === "visitor")
    return { kind: "link", href: signInHref(plan.id), label: labels.choose(plan.name) };
  // Admins have no subscription screens (they are member pages): nothing to buy here.
  if (viewer === "admin") return { kind: "disabled", label: labels.notForAdmins, note: labels.adminNote };
  if (plan.is_free) return { kind: "disabled", label: labels.freeForMembers, note: labels.freeNote };
  return { kind: "link", href: subscriptionHref(plan.id), label: labels.choose(plan.name) };
}
