import { site } from "../site";
import { emailLink, phonesText } from "./contact-facts";
import type { Policy } from "./types";

export const termsAndConditions: Policy = {
  path: "/terms-and-conditions",
  title: "Terms and conditions",
  description:
    "The terms of membership of Rishta: eligibility (18 to 75), accounts, profiles, verification, proposals, payments, acceptable use and the laws of Pakistan.",
  updated: "2026-11-01",
  intro: [
    `These terms explain the agreement between you and ${site.legalName} ("Rishta", "we", "us") when you use our website, create a profile or buy a package. Please read them carefully: they are written to protect you, the families you meet, and the service itself.`,
  ],
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of these terms",
      blocks: [
        "By creating an account, using the website or paying for a package, you agree to these terms, our [privacy policy](/privacy-policy), [refund policy](/refund-policy) and [picture policy](/picture-policy). If you do not agree, please do not use the service.",
        "If you create or manage a profile on behalf of a son, daughter, sibling or other relative, you confirm that they know about the profile and agree to it, and you accept these terms on their behalf as well as your own.",
      ],
    },
    {
      id: "service",
      heading: "Our service",
      blocks: [
        "Rishta is a matchmaking service. We provide an online platform where members create profiles, browse other profiles, send and accept proposals and message their connections, together with personal help from our consultants, profile verification, free legal advice and help with marriage registration.",
        "We introduce people; we do not arrange marriages on anyone's behalf. The decision to meet, to continue talking and to marry belongs entirely to the members and their families.",
      ],
    },
    {
      id: "eligibility",
      heading: "Membership eligibility",
      blocks: [
        "Membership is open to people aged 18 to 75 who are legally free to marry. By registering you confirm that:",
        {
          list: [
            "you are at least 18 and no older than 75 years of age;",
            "you are single, divorced or widowed, or otherwise legally permitted to marry under the law and personal law that apply to you;",
            "you are looking for marriage, not for friendship, dating or business;",
            "you have not previously been removed from Rishta for misuse.",
          ],
        },
        "We may ask for proof of age, identity and marital status at any time, and may refuse or close a membership that does not meet these conditions.",
      ],
    },
    {
      id: "account",
      heading: "Registration and your account",
      blocks: [
        "You must give your real name, a working e-mail address and a phone number you can be reached on. Each person may hold only one account.",
        "Keep your password secret and do not share your account. You are responsible for everything done through your account. If you think someone else has used it, change your password and tell us straight away.",
      ],
    },
    {
      id: "profiles",
      heading: "Profiles, photographs and accuracy",
      blocks: [
        "Everything in your profile must be true, current and your own: your age, marital status, children, education, profession, income, family and religious details. Misrepresenting yourself, and above all hiding an existing marriage, is a serious breach of these terms.",
        "Photographs must follow our [picture policy](/picture-policy). We may edit, hide or remove any content that breaks these terms, and we may ask you to correct your profile.",
      ],
    },
    {
      id: "unverified-clients",
      heading: "Verification and unverified clients",
      blocks: [
        "Members whose package includes verification may ask us to check their identity documents and marital status. When the checks succeed, we show a verified badge on their profile.",
        {
          note: "Disclaimer for unverified clients: profiles without the verified badge have not been checked by Rishta. Information in them is provided by the member alone, and Rishta accepts no responsibility for its accuracy or for any loss arising from reliance on it. Before you commit to anything, make your own enquiries, involve your family and follow our safety tips.",
        },
        "Even for verified profiles, verification confirms only the documents we have seen on the day we saw them. It is not a guarantee of a person's character or future conduct.",
      ],
    },
    {
      id: "proposals",
      heading: "Proposals, connections and communication",
      blocks: [
        "You may send proposals to members whose privacy settings allow it, within the limits of your package. When a proposal is accepted, the two of you become connections and can message each other and see each other's phone number and e-mail address.",
        "Communicate respectfully and honestly. Contact details you receive through Rishta may be used only to pursue a marriage proposal, never for marketing, and must not be passed on to anyone else.",
      ],
    },
    {
      id: "payments",
      heading: "Subscription plans and payments",
      blocks: [
        "Some features need a paid package. Prices are shown in Pakistani rupees (Rs.) on the [packages page](/packages), together with each package's duration and limits on proposals and messages. Card payments are processed securely by our payment provider, PayFast; we never see or store your full card details.",
        "A package starts when your payment is confirmed and ends after its duration; when it ends, your account returns to the free plan. Fees are governed by our [refund policy](/refund-policy).",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        "You must not:",
        {
          list: [
            "create a false profile, impersonate someone, or make a profile for someone without their consent;",
            "harass, threaten, insult or pressure any member, or send sexual or obscene content;",
            "ask any member for money, gifts, loans or investments, or promote any business;",
            "copy, collect or publish other members' profiles, photographs or contact details;",
            "interfere with the website's security or use automated tools to access it.",
          ],
        },
        "Read our [safety tips](/safety-tips), and please [report misuse](/report-mis-use) whenever you see it.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy and confidentiality",
      blocks: [
        "We handle your personal information as described in our [privacy policy](/privacy-policy). You control who can see your profile and photograph through your privacy settings.",
        "Our consultants treat what you tell them in confidence and share it only as needed to find you a match, with your knowledge.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        "We work hard to introduce suitable people, but we cannot promise any number of proposals, responses or matches, or that a match will lead to marriage. See our [disclaimer](/disclaimer).",
        "Rishta is not responsible for the conduct of any member, online or offline, or for meetings and arrangements members make between themselves. To the extent the law allows, our total liability to you is limited to the fees you paid us in the twelve months before the claim.",
      ],
    },
    {
      id: "termination",
      heading: "Suspension, termination and account deletion",
      blocks: [
        "We may suspend or terminate an account, without refund, if it breaks these terms, if we believe a member is at risk, or if the law requires it. Serious misuse may be reported to the police or the relevant authorities.",
        "You may delete your account at any time from your settings. Deleting it signs you out everywhere, removes your profile and photographs, and is permanent.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law, changes and contact",
      blocks: [
        "These terms are governed by the laws of Pakistan, and the courts of Pakistan have jurisdiction over any dispute arising from them. Members in the UAE also keep any rights local law gives them that cannot be excluded.",
        "We may update these terms from time to time. We will show the date of the latest change on this page and tell members by e-mail about important changes; continuing to use Rishta after a change means you accept it.",
        `Questions about these terms? Write to ${emailLink} or call ${phonesText}.`,
      ],
    },
  ],
};
