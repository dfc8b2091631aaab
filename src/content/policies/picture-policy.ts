import type { Policy } from "./types";

export const picturePolicy: Policy = {
  path: "/picture-policy",
  title: "Picture policy",
  description:
    "The rules for profile pictures on Rishta: your own picture, one person only, not copyrighted and nothing obscene, with privacy controls over who sees it.",
  updated: "2026-11-01",
  intro: [
    "A clear, recent photograph helps families feel comfortable and makes a profile far more likely to receive proposals. To keep Rishta respectful and trustworthy, every picture must follow these rules.",
  ],
  sections: [
    {
      id: "own-picture",
      heading: "Pictures must be your own",
      blocks: [
        "Upload only a photograph of yourself, or of the family member the profile is for, with their permission. Pictures of celebrities, models, cartoons, landscapes or someone else are not allowed.",
        "Use a recent picture that shows your face clearly. Heavy filters or edits that change how you look are not allowed.",
      ],
    },
    {
      id: "single-person",
      heading: "One person per picture",
      blocks: [
        "The picture must show only the member. Group photos, photos with children or with a former spouse, and photos in which it is unclear who the member is will be removed.",
      ],
    },
    {
      id: "copyright",
      heading: "No copyrighted images",
      blocks: [
        "Do not upload images you do not have the right to use, such as professional studio photographs without the photographer's permission, magazine images or pictures copied from the internet.",
      ],
    },
    {
      id: "not-obscene",
      heading: "Nothing obscene or offensive",
      blocks: [
        "Pictures must be modest and suitable for families. Nudity, sexually suggestive poses, offensive gestures, weapons, and any content that is indecent under the laws of Pakistan or the UAE are not allowed.",
      ],
    },
    {
      id: "privacy",
      heading: "Your picture, your privacy",
      blocks: [
        "You choose who can see your picture: everyone, only verified members, or only your connections. People who may not see it are shown a blurred version, never the original.",
        "Location and camera data are removed from every picture when it is uploaded.",
      ],
    },
    {
      id: "review",
      heading: "Review and removal",
      blocks: [
        "We review pictures and may remove any that break this policy, with or without notice. Repeated or serious breaches can lead to the account being closed under our [terms and conditions](/terms-and-conditions).",
        "If you see a picture that is not the member's own, or that is inappropriate, please [report it](/report-mis-use).",
      ],
    },
  ],
};
