/** Client testimonials, shared with the families' permission; names shortened for privacy. */

export type Testimonial = { quote: string; name: string; place: string; context: string };

export const testimonials = {
  title: "What families say",
  intro: "A few words from families who found their match with us.",
  items: [
    {
      quote:
        "We had been searching for our daughter for two years. Samina Apa understood exactly what mattered to us, and within four months we were planning the nikah. She even helped us with the registration.",
      name: "Mrs. Rukhsana A.",
      place: "Lahore",
      context: "Mother of the bride",
    },
    {
      quote:
        "After my divorce I was not sure I wanted to try again. The team treated me with respect, never judged, and introduced me to a wonderful man who accepts my son as his own.",
      name: "Ayesha K.",
      place: "Karachi",
      context: "Second marriage",
    },
    {
      quote:
        "Living in Dubai, we worried about finding a family back home we could trust. Every profile they sent was verified, and the legal advice on attestation saved us weeks.",
      name: "Tariq and Nadia M.",
      place: "Dubai",
      context: "Parents of the groom",
    },
    {
      quote:
        "I lost my wife young and thought remarriage would be awkward to discuss. Rishta made it simple and private. We have now been married a year, alhamdulillah.",
      name: "Usman R.",
      place: "Islamabad",
      context: "Second marriage",
    },
  ] satisfies Testimonial[],
} as const;
