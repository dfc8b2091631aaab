/** The /second-marriage page. */

export const secondMarriage = {
  meta: {
    title: "Second marriage",
    description:
      "Respectful, discreet matchmaking for divorced and widowed men and women in Pakistan and the UAE. 80% of the marriages we arrange are second marriages.",
  },
  title: "Second marriage",
  lead: "Starting again takes courage. We make it simpler, more private and more hopeful, for you and for your family.",
  image: {
    src: "/images/second-marriage.svg",
    alt: "Illustration of a blossoming branch growing from a heart",
    width: 480,
    height: 360,
  },
  stat: { value: "80%", text: "of the marriages we arrange are second marriages." },
  intro: {
    title: "You are not alone",
    paragraphs: [
      "Four out of five marriages we arrange are second marriages. Our clients include divorced and widowed men and women of every age, many with children, and many whose families were unsure at first.",
      "Islam encourages remarriage, and so do we. What people need is a safe place to be honest about their past and clear about their hopes, without gossip or judgement. That is what we offer.",
    ],
  },
  details: {
    title: "Say what matters, clearly",
    text: "Your profile has a dedicated second-marriage section, so the important questions are answered before the first conversation:",
    items: [
      "How many children you have from your first marriage (none to ten).",
      "Why you are seeking a second marriage: for example divorce, the death of a spouse, compatibility or family reasons.",
      "Whether your family approves of the second marriage.",
      "Whether you can provide, or expect, a separate house.",
      "Whether you accept a partner's children from a previous marriage.",
    ],
  },
  approach: {
    title: "How we help",
    items: [
      {
        title: "A specialist consultant",
        text: "Our second-marriage consultants understand iddat, custody and family expectations, and will talk these through with you.",
      },
      {
        title: "Privacy by default",
        text: "Choose who sees your profile and photo. Your phone number and e-mail reach only the people you connect with.",
      },
      {
        title: "Verified status",
        text: "We check divorce or death certificates where relevant, so both sides can be confident about marital status.",
      },
      {
        title: "Free legal advice",
        text: "Questions about khula, custody of children, haq mehr or registering a second nikah? Our advisor answers, free for members.",
      },
    ],
  },
  closing: {
    title: "Take the first step, quietly",
    text: "Create a private profile, or call our second-marriage consultant for a confidential conversation.",
    primary: { label: "Create your profile", href: "/auth/sign-up" },
    secondary: { label: "Talk to us", href: "/contact" },
  },
} as const;
