/** The /about page. */

export const about = {
  meta: {
    title: "About us",
    description:
      "Rishta has helped more than 5,000 couples marry since 2012. Meet our consultants in Lahore and Dubai and learn how we verify profiles and support families.",
  },
  title: "About Rishta",
  lead: "Since 2012 we have helped families in Pakistan and the UAE find partners they can trust, with the care of people who do this every day.",
  image: {
    src: "/images/about-families.svg",
    alt: "Illustration of two families meeting over tea",
    width: 480,
    height: 360,
  },
  story: {
    title: "Our story",
    paragraphs: [
      "Rishta started in a small office in Gulberg, Lahore, when our founder saw how much time, money and heartache families spent on introductions that went nowhere: profiles that were not what they seemed, and proposals made without the details that mattered.",
      "We set out to do matchmaking properly. Every client talks to a consultant, every verified profile is checked by a person, and families stay involved as they always have been. In 2017 we opened our Dubai office to serve the many Pakistani families living in the UAE.",
      "Over 5,000 marriages later, most of our new clients come to us because a relative or friend married through Rishta. That trust is what we work to keep.",
    ],
  },
  mission: {
    title: "What we believe",
    items: [
      {
        title: "Honesty first",
        text: "A good match starts with true information. We verify what we can and are open about what we have not checked.",
      },
      {
        title: "Families together",
        text: "Marriage joins families. Parents and guardians are part of the process, while the final choice belongs to the two people marrying.",
      },
      {
        title: "Dignity for everyone",
        text: "Whether it is your first marriage or your second, you deserve respect, privacy and patience.",
      },
      {
        title: "Help that lasts",
        text: "Our work does not stop at a yes. We help with the nikah nama, registration and the documents that follow.",
      },
    ],
  },
  process: {
    title: "How we work",
    steps: [
      {
        title: "Create your profile",
        text: "Sign up and complete your profile with personal, family, religious and career details, and your partner requirements.",
      },
      {
        title: "Talk to a consultant",
        text: "Your consultant gets to know you and your family's wishes, and verifies your profile if your package includes it.",
      },
      {
        title: "Receive and send proposals",
        text: "Browse profiles, receive suggestions, and send proposals. Accepted proposals become connections who can talk.",
      },
      {
        title: "Meet, decide and register",
        text: "Families meet in person or by video. After the nikah, we help with registration and certificates free of charge.",
      },
    ],
  },
  closing: {
    title: "We would love to hear from you",
    text: "Call our Lahore or Dubai office, message us on WhatsApp, or write to us.",
    link: { label: "Contact us", href: "/contact" },
  },
} as const;
