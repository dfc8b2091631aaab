/** The /contact page's copy (the form itself is its own component). */

export const contact = {
  meta: {
    title: "Contact us",
    description:
      "Call or WhatsApp Rishta's offices in Lahore and Dubai, or send us a message. Our consultants answer Monday to Saturday.",
  },
  title: "Contact us",
  lead: "Questions about a profile, a package or a proposal? Want to talk through your family's wishes? Call us, message us on WhatsApp, or write to us below.",
  phonesTitle: "Call or WhatsApp",
  hoursLabel: "Opening hours",
  emailLabel: "E-mail",
  officesTitle: "Our offices",
  formTitle: "Send us a message",
  formIntro: "We reply to every message within one working day. Fields marked optional can be left empty.",
} as const;
