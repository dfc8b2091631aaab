import type { Policy } from "./types";

export const safetyTips: Policy = {
  path: "/safety-tips",
  title: "Safety tips",
  description:
    "Seven ways to stay safe while looking for a partner online: protect your information, verify, communicate securely, avoid scams, meet in public, trust your instincts and report misuse.",
  updated: "2026-11-01",
  intro: [
    "Most people on Rishta are sincere families looking for a good match. A little care keeps you safe from the few who are not. Please read these tips and share them with your family.",
  ],
  sections: [
    {
      id: "protect-information",
      heading: "Protect your personal information",
      blocks: [
        "Do not put your home address, workplace, CNIC number or financial details in your profile or early messages. Share your phone number only with people you have connected with and feel comfortable with.",
        "Use the privacy settings to choose who can see your profile and photograph, and use a strong password that you do not use anywhere else.",
      ],
    },
    {
      id: "verify",
      heading: "Verify before you trust",
      blocks: [
        "Look for the verified badge, which means our team has checked identity and marital status. With any profile, verified or not, confirm what you are told: speak with the family, ask for references, and take your time.",
        "Be cautious if someone's story changes, if they avoid video calls, or if they will not let you meet their family.",
      ],
    },
    {
      id: "secure-communication",
      heading: "Use secure communication",
      blocks: [
        "Keep your conversations in Rishta's messages until you know the person well. If someone pushes you to move to another app or to a private number very quickly, take it as a warning sign.",
        "Never share passwords, one-time codes (OTPs) or banking details with anyone, including someone who claims to be from Rishta. Our staff will never ask for them.",
      ],
    },
    {
      id: "scams",
      heading: "Beware of scams",
      blocks: [
        "Never send money, gifts or loans to someone you have met online, however convincing the reason: a medical emergency, a visa fee, a customs charge or a business opportunity.",
        "Be wary of anyone who declares strong feelings very quickly, claims to be stuck abroad, or asks you to keep your conversations secret from your family.",
      ],
    },
    {
      id: "meet-public",
      heading: "Meet in public places",
      blocks: [
        "For the first meetings choose a busy public place, such as a restaurant or a family café, and bring a family member or friend, as families traditionally do.",
        "Arrange your own transport, tell someone where you are going, and do not go to a private home or hotel until you know the family well.",
      ],
    },
    {
      id: "instincts",
      heading: "Trust your instincts",
      blocks: [
        "If something feels wrong, it probably is. You never owe anyone a reply, a meeting or an explanation. End the conversation, and use your privacy settings to stop the person contacting you.",
        "Talk it over with your family or your Rishta consultant: a second opinion often helps.",
      ],
    },
    {
      id: "report",
      heading: "Report suspicious activity",
      blocks: [
        "If a member asks for money, harasses you, seems to be hiding a marriage or is using a false identity, please [report misuse](/report-mis-use). Reports are confidential, and we act on them quickly.",
        "If you are in danger, call the police first: 15 in Pakistan, 999 in the UAE.",
      ],
    },
  ],
};
