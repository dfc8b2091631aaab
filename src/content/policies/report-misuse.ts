import { emailLink, phonesText } from "./contact-facts";
import type { Policy } from "./types";

export const reportMisuse: Policy = {
  path: "/report-mis-use",
  title: "Report misuse",
  description:
    "How to report a fake profile, harassment, a scam or other misuse of Rishta by e-mail or phone, and what we do about it, including account termination.",
  updated: "2026-11-01",
  intro: [
    "Rishta only works if members can trust one another. If someone misuses the service, tell us: every report is read by a person and handled in confidence.",
  ],
  sections: [
    {
      id: "what-is-misuse",
      heading: "What counts as misuse",
      blocks: [
        {
          list: [
            "a fake profile, a false identity, or a profile made without the person's consent;",
            "hiding an existing marriage or lying about marital status or children;",
            "asking for money, gifts or investments, or any other scam;",
            "harassment, threats, abusive or obscene messages or pictures;",
            "sharing another member's photographs or contact details without permission;",
            "using the service for anything other than seeking marriage.",
          ],
        },
      ],
    },
    {
      id: "how-to-report",
      heading: "How to report",
      blocks: [
        `Report misuse to our admin team by e-mail at ${emailLink} or by phone on ${phonesText}. You can also use the [contact form](/contact) and choose "complaint".`,
        "Tell us the member's name or profile, what happened and when, and include screenshots if you have them. You do not need to tell the other member that you have reported them.",
      ],
    },
    {
      id: "what-we-do",
      heading: "What we do",
      blocks: [
        "We review every report, usually within one working day, and may ask you or the other member for more information. While we investigate we may suspend the account.",
        "Misuse leads to termination of the account, without refund, and the person may not register again. Where a crime may have been committed, we co-operate with the police and the relevant authorities.",
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality and fairness",
      blocks: [
        "We never tell a member who reported them. Please report honestly: knowingly false reports are themselves misuse.",
      ],
    },
    {
      id: "emergencies",
      heading: "In an emergency",
      blocks: [
        "If you are in immediate danger, call the police first: 15 in Pakistan, 999 in the UAE. Then let us know, so we can stop the account from reaching anyone else.",
      ],
    },
  ],
};
