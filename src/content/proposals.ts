/** The public /proposals listing's copy; the profiles come from the database. */

export const proposalsPage = {
  meta: {
    title: "Proposals",
    description:
      "Browse Rishta's member profiles from Pakistan and the UAE: age, city, education and profession. Sign in to see the full profile, your match score, and to send a proposal.",
  },
  title: "Proposals",
  lead: "Members and families looking for a life partner. Sign in to open a full profile and send a proposal; only what each member chose to share publicly is shown here.",
  listTitle: "Member profiles",
  visitorNote: {
    text: "Already a member? Sign in to see your match with each profile and send proposals.",
    signIn: "Sign in",
    signUp: "Create a free account",
  },
  memberNote: {
    text: "Your dashboard has filters, sorting and your match score with each profile.",
    link: "Browse on your dashboard",
  },
  empty: "No profiles to show yet. Please check back soon.",
  emptyPage: "There are no profiles on this page.",
  firstPage: "Go to the first page",
  pageTitle: (page: number) => `Proposals, page ${page}`,
} as const;
