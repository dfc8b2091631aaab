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
  form: {
    label: "Contact form",
    name: "Name",
    email: "Email",
    phone: "Phone (optional)",
    phoneHint: "With the country code, e.g. +92 300 1234567",
    contactType: "Type of message",
    subject: "Subject",
    message: "Message (optional)",
    messageHint: (max: string) => `Up to ${max} characters.`,
    honeypot: "Leave this field empty",
    submit: "Send message",
  },
} as const;
