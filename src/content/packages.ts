/** The /packages page's copy; the plans themselves (names, prices, limits) come from the database. */

export const packages = {
  meta: {
    title: "Packages",
    description:
      "Compare Rishta's subscription plans: start free, or upgrade for more messages and proposals, a verified badge and a featured profile. Prices in Pakistani rupees.",
  },
  title: "Packages",
  lead: "Every member starts on the Free plan. When you are ready to reach more families, choose a plan with more messages and proposals, a verified badge that families trust, and a featured place in the listings.",
  notes: [
    "Prices are in Pakistani rupees (PKR) and are paid by card.",
    "Limits count the messages and proposals you send while the plan is active; on the Free plan the count starts again every 30 days.",
    "When a paid plan ends you return to the Free plan; your profile, connections and messages stay.",
  ],
  notesTitle: "Good to know",
  questions: {
    text: "Questions about a plan, or need help choosing?",
    link: { label: "Contact us", href: "/contact" },
  },
  card: {
    freePriceNote: "Free for every member",
    perDuration: (duration: string) => `for ${duration}`,
    validFor: (duration: string) => `Valid for ${duration}`,
    verifiedBadge: "Verified badge",
    featuredProfile: "Featured profile",
    included: "Included",
    notIncluded: "Not included",
    selected: "Your choice",
    choose: (name: string) => `Choose ${name}`,
    freeForMembers: "Your free plan",
    notForAdmins: "Members only",
    adminNote: "Plans are bought from a member account.",
    freeNote: "Every member has it; nothing to buy.",
  },
  empty: "No plans are available right now. Please contact us.",
} as const;
