/** The home page carousel's slides. Images are the SVG illustrations in public/images. */

export type Slide = {
  id: string;
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
  cta: { label: string; href: string };
};

export const carousel = {
  label: "Highlights",
  interval: 7000,
  slides: [
    {
      id: "verified",
      title: "Verified profiles, real families",
      text: "Every badge on Rishta means our team has checked identity and marital status, so you can talk with confidence.",
      image: {
        src: "/images/slide-couple.svg",
        alt: "Illustration of a bride and groom under a floral arch",
        width: 640,
        height: 400,
      },
      cta: { label: "Create your profile", href: "/auth/sign-up" },
    },
    {
      id: "second-marriage",
      title: "A new beginning, with dignity",
      text: "Divorced or widowed? 80% of the marriages we arrange are second marriages. We understand, and we are discreet.",
      image: {
        src: "/images/slide-new-beginning.svg",
        alt: "Illustration of a sunrise over two paths that meet at a heart",
        width: 640,
        height: 400,
      },
      cta: { label: "About second marriages", href: "/second-marriage" },
    },
    {
      id: "cross-border",
      title: "Pakistan and the UAE, one family",
      text: "Offices in Lahore and Dubai bring together families at home and abroad, with help on documents and attestation.",
      image: {
        src: "/images/slide-cross-border.svg",
        alt: "Illustration of the Lahore and Dubai skylines joined by a heart",
        width: 640,
        height: 400,
      },
      cta: { label: "Contact our offices", href: "/contact" },
    },
    {
      id: "legal",
      title: "Free legal advice, certified registration",
      text: "From the nikah nama to the NADRA certificate, our advisors guide you at no extra cost.",
      image: {
        src: "/images/slide-legal.svg",
        alt: "Illustration of a signed marriage certificate with a seal and rings",
        width: 640,
        height: 400,
      },
      cta: { label: "See our packages", href: "/packages" },
    },
  ] satisfies Slide[],
} as const;
