/** The consultant team shown on the home and about pages. */

export type Consultant = {
  name: string;
  role: string;
  office: "Lahore" | "Dubai";
  bio: string;
  languages: string[];
  /** Shown as written; the e164 form drives the tel: and WhatsApp links. */
  phone: { display: string; e164: string };
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
      phone: { display: "+92 300 8475120", e164: "+923008475120" },
    },
    {
      name: "Imran Siddiqui",
      role: "Second-marriage consultant",
      office: "Lahore",
      bio: "Helps divorced and widowed clients, and their families, start again with dignity and discretion.",
      languages: ["Urdu", "English"],
      phone: { display: "+92 321 4509837", e164: "+923214509837" },
    },
    {
      name: "Farah Hashmi",
      role: "Overseas families consultant",
      office: "Dubai",
      bio: "Looks after Pakistani families in the UAE and cross-border matches between Dubai, Pakistan and beyond.",
      languages: ["Urdu", "English", "Arabic"],
      phone: { display: "+971 50 318 4726", e164: "+971503184726" },
    },
    {
      name: "Bilal Ahmed",
      role: "Legal and registration advisor",
      office: "Dubai",
      bio: "Answers questions on nikah registration, documents and attestation, free of charge for our members.",
      languages: ["Urdu", "English"],
      phone: { display: "+971 55 642 9081", e164: "+971556429081" },
    },
  ] satisfies Consultant[],
} as const;
