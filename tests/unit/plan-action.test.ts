import { describe, expect, it } from "vitest";
import { planAction } from "@/components/packages/plan-action";

const labels = {
  choose: (name: string) => `Choose ${name}`,
  freeForMembers: "Your free plan",
  freeNote: "Nothing to buy.",
  notForAdmins: "Members only",
  adminNote: "Bought from a member account.",
};
const free = { id: "free-id", name: "Free", is_free: true };
const gold = { id: "gold id", name: "Gold", is_free: false };

describe("planAction", () => {
  it("sends a visitor to sign in and back to the plan, whichever plan", () => {
    expect(planAction(gold, "visitor", labels)).toEqual({
      kind: "link",
      href: `/auth/sign-in?next=${encodeURIComponent("/packages?plan=gold%20id")}`,
      label: "Choose Gold",
    });
    expect(planAction(free, "visitor", labels).kind).toBe("link");
  });

  it("disables Free for a member and leads a paid plan to the subscription page", () => {
    expect(planAction(free, "member", labels)).toEqual({
      kind: "disabled",
      label: "Your free plan",
      note: "Nothing to buy.",
    });
    expect(planAction(gold, "member", labels)).toEqual({
      kind: "link",
      href: "/dashboard/subscription?plan=gold%20id",
      label: "Choose Gold",
    });
  });

  it("offers admins nothing to buy", () => {
    expect(planAction(gold, "admin", labels)).toEqual({
      kind: "disabled",
      label: "Members only",
      note: "Bought from a member account.",
    });
    expect(planAction(free, "admin", labels)).toEqual(planAction(gold, "admin", labels));
  });
});
