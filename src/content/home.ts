/** The home page's own copy; its other sections come from the shared content modules. */

export const home = {
  meta: {
    title: "Rishta — trusted matchmaking for Pakistan and the UAE",
    description:
      "Find a life partner your family can trust. Verified profiles, experienced consultants in Lahore and Dubai, second-marriage support, free legal advice and help with nikah registration.",
  },
  hero: {
    eyebrow: "Pakistan · UAE",
    title: "Find a life partner your family can trust",
    text: "Verified profiles, caring consultants in Lahore and Dubai, and help all the way to a registered nikah. For first marriages and second marriages alike.",
    primary: { label: "Create your free profile", href: "/auth/sign-up" },
    secondary: { label: "Talk to a consultant", href: "/contact" },
    points: ["Over 5,000 marriages", "Verified profiles", "Free legal advice"],
  },
  about: {
    id: "about",
    title: "About Rishta",
    paragraphs: [
      "Rishta began in Lahore in 2012 with a simple idea: matchmaking should feel like the help of a trusted aunt who happens to know thousands of families, and who checks before she introduces.",
      "Today our consultants in Lahore and Dubai serve families across Pakistan, the UAE and overseas. We combine an online profile and proposal system with personal guidance, verification, free legal advice and help with registering the nikah.",
    ],
    link: { label: "More about us", href: "/about" },
    image: {
      src: "/images/about-families.svg",
      alt: "Illustration of two families meeting over tea",
      width: 480,
      height: 360,
    },
  },
  secondMarriage: {
    id: "second-marriage",
    title: "Second marriages, handled with care",
    paragraphs: [
      "Divorce or the loss of a spouse should not close the door to companionship. Four out of five marriages we arrange are second marriages, so we know the questions that matter: children from a first marriage, the family's approval, a separate home, and accepting a partner's children.",
      "Your profile lets you say all of this clearly and privately, and a consultant who specialises in second marriages guides you and your family.",
    ],
    points: [
      "Discreet profiles with photo privacy",
      "Partners who accept children from a first marriage",
      "A consultant who specialises in second marriages",
    ],
    link: { label: "Learn about second marriages", href: "/second-marriage" },
    image: {
      src: "/images/second-marriage.svg",
      alt: "Illustration of a blossoming branch growing from a heart",
      width: 480,
      height: 360,
    },
  },
  faq: { id: "faq", link: { label: "All questions on one page", href: "/faq" } },
  closing: {
    title: "Ready to begin?",
    text: "Create a free profile in minutes, or call us and a consultant will guide you.",
    primary: { label: "Sign up free", href: "/auth/sign-up" },
    secondary: { label: "Contact us", href: "/contact" },
  },
} as const;
