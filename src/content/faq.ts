/** The FAQ (spec §1): ten questions, shown on the home page and at /faq, and as FAQPage data. */

export type FaqItem = { id: string; question: string; answer: string[] };

export const faq = {
  title: "Frequently asked questions",
  intro: "Answers to what families ask us most. Can't find yours? Call or WhatsApp us, we are happy to help.",
  items: [
    {
      id: "services",
      question: "What services does Rishta offer?",
      answer: [
        "We offer personal matchmaking for first and second marriages, verification of profiles, matches between Pakistan, the UAE and overseas families, free legal advice for members, and government-certified help with registering your nikah.",
        "Members also get an online profile, can send and receive proposals, and can message the people they connect with.",
      ],
    },
    {
      id: "getting-started",
      question: "How do I get started?",
      answer: [
        "Create a free account, then complete your profile step by step: personal details, career, family, religion, residence, what you are looking for in a partner, and a photo. It takes about fifteen minutes.",
        "You can browse profiles and send proposals straight away, or call one of our consultants to talk through your family's wishes first. Paid packages add more proposals and messages, verification and a featured listing.",
      ],
    },
    {
      id: "government-certification",
      question: "Is Rishta government certified?",
      answer: [
        "Rishta is a registered matrimonial service. For marriage registration we work only with licensed nikah registrars authorised by the Union Council, so your nikah nama is properly registered and you can obtain your NADRA marriage registration certificate.",
        "For couples marrying in or moving to the UAE, we guide you through attestation by the relevant ministries and the embassy or consulate, so your certificate is recognised there.",
      ],
    },
    {
      id: "duration",
      question: "How long does matchmaking take?",
      answer: [
        "Every family is different. Many of our clients receive suitable proposals within the first few weeks, and most marriages we arrange come together within three to six months.",
        "How quickly it goes depends on how complete your profile is, how specific your requirements are, and how soon both families are ready to meet. We never rush a decision.",
      ],
    },
    {
      id: "cross-border",
      question: "Do you arrange cross-border marriages?",
      answer: [
        "Yes. With offices in Lahore and Dubai we regularly introduce families in Pakistan to families in the UAE, the Gulf, the UK and elsewhere.",
        "We help both sides with video introductions, checking details across borders, and the documents, attestation and visa steps that follow the nikah.",
      ],
    },
    {
      id: "legal-advice",
      question: "Is the legal advice really free?",
      answer: [
        "Yes. Members can ask our legal advisor about the nikah nama and its clauses, haq mehr, consent, divorce and khula, guardianship of children from a previous marriage, and registration, at no charge.",
        "The advice is general guidance on family law in Pakistan and the UAE. If your case needs a lawyer in court, we will tell you so and can suggest one.",
      ],
    },
    {
      id: "verification",
      question: "How do you verify profiles?",
      answer: [
        "When a member's package includes verification, our team checks their CNIC, Emirates ID or passport, confirms their marital status (with divorce or death certificates where relevant) and speaks with the member or their family by phone.",
        "Only then do we add the verified badge. Profiles without the badge have not been checked by us, so please take extra care with them.",
      ],
    },
    {
      id: "how-it-works",
      question: "How does matchmaking work?",
      answer: [
        "You tell us about yourself and the partner you are hoping for. You can then browse profiles, and your consultant suggests matches that fit your requirements and your family's values.",
        "When you like a profile, you send a proposal. If it is accepted, the two of you become connections: you can message each other and see each other's contact details, and the families can meet. Your consultant is there for advice at every step.",
      ],
    },
    {
      id: "areas",
      question: "Which areas do you serve?",
      answer: [
        "We serve families in every city of Pakistan, including Lahore, Karachi, Islamabad, Rawalpindi, Faisalabad, Multan and Peshawar, and across the UAE from our Dubai office, including Abu Dhabi, Sharjah and Ajman.",
        "Overseas Pakistani families in the Gulf, the UK, Europe and North America are welcome too; we work with them by phone, WhatsApp and video.",
      ],
    },
    {
      id: "trust",
      question: "Why should we trust Rishta?",
      answer: [
        "Since 2012 we have helped bring about more than 5,000 marriages, and 98% of the families we served are satisfied with our work.",
        "We verify profiles, keep your contact details private until you choose to connect, never sell your data, and take every report of misuse seriously. And you can always reach a real person by phone or WhatsApp.",
      ],
    },
  ] satisfies FaqItem[],
} as const;
