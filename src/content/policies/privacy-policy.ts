import { site } from "../site";
import { emailLink, phonesText } from "./contact-facts";
import type { Policy } from "./types";

export const privacyPolicy: Policy = {
  path: "/privacy-policy",
  title: "Privacy policy",
  description:
    "How Rishta collects, uses and protects your information: profiles, photographs, family details, contact details shown only to connections, PayFast payments and account deletion.",
  updated: "2026-11-25",
  intro: [
    `A matrimonial profile holds some of the most personal information a family has. ${site.legalName} ("Rishta", "we") treats it with care. This policy explains what we collect, why, who can see it, and the choices you have.`,
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        `Rishta is a matchmaking service with offices in Lahore, Pakistan and Dubai, United Arab Emirates. We decide how your information is used on this website and are responsible for it. You can reach us at ${emailLink}.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "Information we collect",
      blocks: [
        "What you give us:",
        {
          list: [
            "Account details: your name, e-mail address, phone number and password (stored only as a secure one-way hash).",
            "Profile details: personal information such as gender, date of birth, height, marital status, mother tongue and nationality; career and income; family details such as your parents' professions and number of brothers and sisters; religion, sect and caste; where you live; second-marriage details where relevant; and your partner requirements.",
            "Your profile photograph.",
            "Proposals you send and receive, your connections, and the messages you exchange on Rishta.",
            "Messages you send us through the contact form, and documents you show us for verification.",
            "Your privacy settings.",
          ],
        },
        "What we collect automatically: the sign-in cookie that keeps you signed in, and technical records such as your IP address and the time of requests, which we use to keep the service secure and to stop abuse.",
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use your information",
      blocks: [
        {
          list: [
            "to create and show your profile, and to suggest and make introductions;",
            "to deliver proposals, messages and notifications;",
            "to verify identity and marital status when your package includes verification;",
            "to process payments and manage your package;",
            "to answer your questions and give legal and registration help you ask for;",
            "to keep members safe, investigate reports of misuse and meet our legal obligations.",
          ],
        },
        "We do not use your information for advertising, and we never sell it.",
      ],
    },
    {
      id: "who-can-see",
      heading: "Who can see your information",
      blocks: [
        "You decide who can see your profile and your photograph: everyone, only verified members, or only your connections. Profiles visible to everyone appear in our public listing, which visitors can browse.",
        "Your phone number and e-mail address are never public. They are visible only to you and to your connections: members whose proposal you accepted, or who accepted yours.",
        "You also choose who may send you proposals and messages. Our consultants and administrators can see what they need to run the service and help you.",
      ],
    },
    {
      id: "photographs",
      heading: "Photographs",
      blocks: [
        "When you upload a photograph we remove hidden location and camera data and create a blurred copy. People who are not allowed to see your picture are shown only the blurred copy. Pictures are served only through our access-checked address, never from a public link that could be shared or guessed.",
        "Photographs must follow our [picture policy](/picture-policy).",
      ],
    },
    {
      id: "payments",
      heading: "Payments through PayFast",
      blocks: [
        "Card payments are processed by PayFast, a payment gateway operating in Pakistan. You enter your card details on PayFast's secure page; we never see or store your card number. We keep a record of each payment (the package, amount, status and date) for accounting and to answer your questions.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and browser storage",
      blocks: [
        "We use one essential cookie to keep you signed in. It cannot be read by scripts on the page and expires when you sign out or after a period without use. Your browser also keeps a copy of your account details (your name, e-mail address, phone number, photo link and whether your profile is complete) in its local storage, so pages can greet you before the server answers; it is removed when you sign out or delete your account, and the server always decides who is signed in.",
        "We use no advertising or tracking cookies.",
      ],
    },
    {
      id: "sharing",
      heading: "Sharing with others",
      blocks: [
        "We share information only with service providers who help us run Rishta, such as PayFast for payments and our hosting and e-mail providers, under agreements that require them to protect it, and with the police or courts when the law requires us to.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        "We protect your information with encrypted connections, hashed passwords, strict access controls and limits on repeated sign-in attempts. No system is perfectly secure, so please keep your password private and follow our [safety tips](/safety-tips).",
      ],
    },
    {
      id: "deletion",
      heading: "Keeping and deleting your information",
      blocks: [
        "We keep your information while your account is open. You can delete your account at any time from your settings. When you do, you are signed out on every device at once, your profile is hidden everywhere, and your personal details and photographs are erased.",
        "Payment records are kept for accounting and tax purposes, with your name and contact details removed. You are free to register again later with the same e-mail address.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your choices and rights",
      blocks: [
        "You can see and correct your profile at any time, change your privacy settings, and delete your account. You may also ask us for a copy of the information we hold about you, or ask a question about it, by writing to us; we reply within 30 days.",
      ],
    },
    {
      id: "children",
      heading: "Age limit",
      blocks: [
        "Rishta is for adults aged 18 to 75. We do not knowingly collect information about anyone under 18, and we delete any profile we find that belongs to someone under 18.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and contact",
      blocks: [
        "We will update this policy when our practices change, show the date of the latest change on this page, and tell members by e-mail about important changes.",
        `Questions or requests about your privacy? Write to ${emailLink} or call ${phonesText}.`,
      ],
    },
  ],
};
