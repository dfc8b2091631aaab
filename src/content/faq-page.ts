/** The /faq page's own copy (the questions are in faq.ts). */

export const faqPage = {
  meta: {
    title: "Frequently asked questions",
    description:
      "How Rishta's matchmaking works, how we verify profiles, how long it takes, cross-border marriages, free legal advice and registration help.",
  },
  more: {
    title: "Still have a question?",
    text: "Our consultants are happy to help by phone or WhatsApp.",
    link: { label: "Contact us", href: "/contact" },
  },
} as const;
