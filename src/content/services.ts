/** What we offer: shown on the home page (and summarised on the about page). */

export type IconName =
  | "search"
  | "shield"
  | "scale"
  | "file"
  | "globe"
  | "heart"
  | "users"
  | "lock"
  | "message"
  | "badge"
  | "clock"
  | "handshake";

export type Feature = { icon: IconName; title: string; text: string };

export const services = {
  title: "Our services",
  intro: "Everything a family needs on the way to a nikah, under one roof.",
  items: [
    {
      icon: "search",
      title: "Personal matchmaking",
      text: "A consultant studies your profile and family's wishes, then shortlists suitable proposals by hand rather than by algorithm alone.",
    },
    {
      icon: "shield",
      title: "Profile verification",
      text: "We check identity documents, marital status and family details so that the verified badge means something.",
    },
    {
      icon: "heart",
      title: "Second-marriage support",
      text: "Discreet, respectful help for divorced and widowed clients, including those with children.",
    },
    {
      icon: "globe",
      title: "Cross-border marriages",
      text: "Matches between Pakistan, the UAE and overseas Pakistani families, with guidance on visas and documents.",
    },
    {
      icon: "scale",
      title: "Free legal advice",
      text: "Our advisors answer questions on nikah nama clauses, consent, dower (haq mehr) and family law at no charge to members.",
    },
    {
      icon: "file",
      title: "Marriage registration help",
      text: "Government-certified assistance with nikah registration, NADRA marriage certificates and attestation for use abroad.",
    },
  ] satisfies Feature[],
} as const;
