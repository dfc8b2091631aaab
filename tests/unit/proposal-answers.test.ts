import { describe, expect, it } from "vitest";
import { answersFor } from "@/components/proposals/types";
import type { ProfileCard } from "@/server/profiles/present";

/** What a proposal card offers its member (the buttons of ProposalActions). */
describe("answersFor", () => {
  const card: ProfileCard = {
    id: "p1",
    user_id: "u1",
    display_name: "Hina Baloch",
    age: 30,
    gender: "female",
    city: "PK-SD-Karachi",
    country: "PK",
    education: "master",
    profession: "employed",
    verified: false,
    verified_photo: false,
    verified_identity: false,
    featured: false,
    image_url: "/placeholders/female.svg",
    photo: "none",
  };
  it("lets the receiver accept or decline, the sender withdraw, while pending", () => {
    expect(answersFor({ status: "pending", direction: "received", other: card })).toEqual([
      "accepted",
      "declined",
    ]);
    expect(answersFor({ status: "pending", direction: "sent", other: card })).toEqual(["withdrawn"]);
    expect(answersFor({ status: "pending", direction: "sent", other: null })).toEqual(["withdrawn"]);
    expect(answersFor({ status: "accepted", direction: "received", other: card })).toEqual([]);
    expect(answersFor({ status: "declined", direction: "received", other: null })).toEqual([]);
  });

  it("only lets a proposal from a member no longer available be declined", () => {
    expect(answersFor({ status: "pending", direction: "received", other: null })).toEqual(["declined"]);
  });
});
