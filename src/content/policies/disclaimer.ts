import { site } from "../site";
import { emailLink } from "./contact-facts";
import type { Policy } from "./types";

export const disclaimer: Policy = {
  path: "/disclaimer",
  title: "Disclaimer",
  description:
    "What Rishta can and cannot promise: members are responsible for what they share, no number of responses or matches is guaranteed, and a record of applicants is kept.",
  updated: "2026-11-01",
  intro: [
    `${site.legalName} provides a matchmaking platform and personal guidance. Please read this disclaimer to understand the limits of what we do.`,
  ],
  sections: [
    {
      id: "member-responsibility",
      heading: "Members are responsible for what they share",
      blocks: [
        "Profiles, photographs and messages are written and uploaded by members themselves. Each member is responsible for the truth and lawfulness of what they share, and for what they choose to share with others.",
        "We remove content that breaks our [terms and conditions](/terms-and-conditions) when we become aware of it, but we do not check every word before it appears. Except where a profile carries our verified badge, we have not checked its details.",
      ],
    },
    {
      id: "no-guarantee",
      heading: "No guaranteed responses or matches",
      blocks: [
        "Finding a life partner depends on people and families, not only on us. We cannot guarantee any number of proposals, responses, connections or matches within any period, nor that a match will lead to marriage.",
        "Packages give you more ways to reach people and be seen; they are not a promise of a result.",
      ],
    },
    {
      id: "record-of-applicants",
      heading: "Record of applicants",
      blocks: [
        "Rishta keeps a record of everyone who applies for membership: the applicant's name, contact details, profile and the date of application. We keep it to run the service, to prevent fraud and repeat misuse, and to meet our legal obligations.",
        "Profile details a member makes visible to everyone appear in our public listing of proposals, which visitors can browse. Phone numbers and e-mail addresses are never shown publicly. See our [privacy policy](/privacy-policy) for what is shown to whom.",
      ],
    },
    {
      id: "advice",
      heading: "Advice and verification",
      blocks: [
        "Our consultants' suggestions and our legal advice are general guidance given in good faith. They are not a substitute for your own judgement or, where a matter goes to court, for a lawyer acting for you.",
        "Verification confirms the documents we saw when we saw them. It is not a guarantee of anyone's character or conduct, so please always follow our [safety tips](/safety-tips).",
      ],
    },
    {
      id: "liability",
      heading: "Our liability",
      blocks: [
        "Rishta is not liable for the actions of members or their families, online or offline, or for any loss arising from relying on information another member gave. Nothing in this disclaimer limits a liability that the law does not allow us to limit.",
        `Questions about this disclaimer? Write to ${emailLink}.`,
      ],
    },
  ],
};
