/** The consultant team shown on the home and about pages. */

import { type PhoneNumber, phoneLines } from "./site";

export type Consultant = {
  name: string;
  role: string;
  office: "Lahore" | "Dubai";
  bio: string;
  languages: string[];
  /** One of the site's phone lines: shown as written, e164 drives the tel: and WhatsApp links. */
  phone: PhoneNumber;
};

export const team = {
  title: "Meet your consultants",
  intro:
    "Every family works with a named consultant who listens first, suggests carefully and stays with you until the nikah. Call or message us on WhatsApp: a real person answers.",
  members: [
    {
      name: "Samina Qureshi",
      role: "Senior matchmaking consultant",
      office: "Lahore",
      bio: "Twenty years of introducing families across Punjab and Sindh, with a gentle hand for first conversations.",
      languages: ["Urdu", "Punjabi", "English"],
      phone: phoneLines.lahoreOffice,
    },
    {
      name: "Imran Siddiqui",
      role: "Second-marriage consultant",
      office: "Lahore",
      bio: "Helps divorced and widowed clients, and their families, start again with dignity and discretion.",
      languages: ["Urdu", "English"],
      phone: phoneLines.lahoreSecondMarriage,
    },
    {
      name: "Farah Hashmi",
      role: "Overseas families consultant",
      office: "Dubai",
      bio: "Looks after Pakistani families in the UAE and cross-border matches between Dubai, Pakistan and beyond.",
      languages: ["Urdu", "English", "Arabic"],
      phone: phoneLines.dubaiOffice,
    },
    {
      name: "Bilal Ahmed",
      role: "Legal and registration advisor",
      office: "Dubai",
      bio: "Answers questions on nikah registration, documents and attestation, free of charge for our members.",
      languages: ["Urdu", "English"],
      phone: phoneLines.dubaiConsultant,
    },
  ] satisfies Consultant[],
} as const;
