import type { Feature } from "./services";

/** Reasons to choose Rishta, shown on the home page. */
export const whyChooseUs = {
  title: "Why families choose Rishta",
  intro:
    "Finding a life partner is one of the biggest decisions a family makes. Here is how we make it safer and calmer.",
  items: [
    {
      icon: "badge",
      title: "Verified profiles",
      text: "Profiles carrying our badge have had identity and marital status checked by our team.",
    },
    {
      icon: "lock",
      title: "Privacy you control",
      text: "You choose who sees your profile and photo. Phone numbers and e-mail are shared only with your connections.",
    },
    {
      icon: "users",
      title: "Family-centred",
      text: "Parents, siblings and guardians are welcome in the process, as they are in our culture.",
    },
    {
      icon: "handshake",
      title: "Experienced consultants",
      text: "A named consultant in Lahore or Dubai who knows your family and answers the phone.",
    },
    {
      icon: "clock",
      title: "Since 2012",
      text: "Over a decade of matchmaking and more than 5,000 marriages behind every introduction.",
    },
    {
      icon: "scale",
      title: "Legal help included",
      text: "Free legal advice and government-certified help with registration, for peace of mind after the match.",
    },
  ] satisfies Feature[],
} as const;
