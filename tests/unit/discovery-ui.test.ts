import { describe, expect, it } from "vitest";
import { draftFrom, filtersFrom } from "@/components/discovery/filter-draft";
import { lastPage, pageItems, resultCountText } from "@/components/discovery/paging";
import { proposeState, signInToReturn, VERIFIED_ONLY_REASON } from "@/components/discovery/proposal-state";
import { inputToSearchParams, searchInputSchema, searchParamsToInput } from "@/lib/discovery/search-filters";

const open = { proposal_privacy: true, connection_id: null, proposal: null };

describe("proposeState", () => {
  it("offers Propose when nothing stands in the way", () => {
    expect(proposeState(open)).toEqual({ kind: "can_propose" });
  });

  it("leads to the connection when the two are connected, whatever else holds", () => {
    expect(proposeState({ ...open, proposal_privacy: false, connection_id: "c 1" })).toEqual({
      kind: "connected",
      href: "/dashboard/connections/c%201",
    });
  });

  it("says a sent proposal is pending, and lets the receiver respond", () => {
    const pending = { id: "p1", status: "pending" as const };
    expect(proposeState({ ...open, proposal: { ...pending, direction: "sent" } })).toEqual({
      kind: "sent",
      proposalId: "p1",
    });
    expect(proposeState({ ...open, proposal: { ...pending, direction: "received" } })).toEqual({
      kind: "received",
      proposalId: "p1",
      href: "/dashboard/proposals/p1",
    });
  });

  it("disables Propose with the reason when the member's proposals privacy shuts the viewer out", () => {
    expect(proposeState({ ...open, proposal_privacy: false })).toEqual({
      kind: "not_allowed",
      reason: VERIFIED_ONLY_REASON,
    });
  });

  it("brings a visitor back to the listing page they were on", () => {
    expect(signInToReturn("/proposals?page=2")).toBe("/auth/sign-in?next=%2Fproposals%3Fpage%3D2");
  });
});

describe("paging", () => {
  it("shows the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    // A gap of one page is the page itself, never an ellipsis.
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
  });

  it("knows the last page from the total, and stops at the first 1,000 profiles of a capped count", () => {
    expect(lastPage({ page: 1, pageSize: 20, total: 41, capped: false, shown: 20 })).toBe(3);
    expect(lastPage({ page: 1, pageSize: 20, total: 0, capped: false, shown: 0 })).toBe(1);
    expect(lastPage({ page: 1, pageSize: 20, total: 1000, capped: true, shown: 20 })).toBe(50);
    expect(lastPage({ page: 50, pageSize: 20, total: 1000, capped: true, shown: 20 })).toBe(50);
    // 1,000 is not a whole number of pages of 30: the last full one is the 33rd.
    expect(lastPage({ page: 1, pageSize: 30, total: 1000, capped: true, shown: 30 })).toBe(33);
  });

  it("counts with separators, and '1,000+' when the count stopped at its cap", () => {
    expect(resultCountText(0, false)).toBe("No profiles found");
    expect(resultCountText(1, false)).toBe("1 profile found");
    expect(resultCountText(240, false)).toBe("240 profiles found");
    expect(resultCountText(1000, true)).toBe("1,000+ profiles found");
  });
});

describe("filter draft", () => {
  it("round-trips a URL's filters, keeping the gender (a shared URL must not depend on the opener's)", () => {
    const input = searchInputSchema.parse(
      searchParamsToInput(
        new URLSearchParams("age_min=25&age_max=32&religion=islam&city=PK-PB-Lahore&verified_only=true"),
      ),
    );
    const draft = draftFrom(input, "female");
    expect(draft.gender).toBe("female");
    // A city shared without its state gets the state and country, so the pickers can show it.
    expect(draft.state).toEqual(["PK-PB"]);
    expect(draft.country).toEqual(["PK"]);
    const filters = filtersFrom(draft);
    expect(filters.gender).toBe("female");
    expect(inputToSearchParams(filters).toString()).toBe(
      "gender=female&age_min=25&age_max=32&religion=islam&country=PK&state=PK-PB&city=PK-PB-Lahore&verified_only=true",
    );
  });

  it("keeps a chosen gender and puts swapped bounds in order", () => {
    const draft = { ...draftFrom({}, "male"), gender: "any" as const, age_min: "40", age_max: "30" };
    const filters = filtersFrom(draft);
    expect(filters).toMatchObject({ gender: "any", age_min: 30, age_max: 40 });
    expect(filters.religion).toBeUndefined();
    expect(filters.with_photo).toBeUndefined();
  });
});
