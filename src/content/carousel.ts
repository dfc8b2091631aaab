/** The home page carousel's slides. Images are the SVG illustrations in public/images. */

import type { Localized } from "@/i18n/localized";

export type Slide = {
  id: string;
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
  cta: { label: string; href: string };
};

/** Milliseconds each slide stays while the carousel plays. */
export const CAROUSEL_INTERVAL = 7000;

export const carousel = {
  en: {
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
    ],
  },
  ur: {
    slides: [
      {
        id: "verified",
        title: "تصدیق شدہ پروفائل، حقیقی خاندان",
        text: "رشتہ پر ہر نشان کا مطلب ہے کہ ہماری ٹیم نے شناخت اور ازدواجی حیثیت جانچ لی ہے، تاکہ آپ اعتماد سے بات کر سکیں۔",
        image: {
          src: "/images/slide-couple.svg",
          alt: "پھولوں کی محراب کے نیچے دلہا دلہن کی تصویر",
          width: 640,
          height: 400,
        },
        cta: { label: "اپنی پروفائل بنائیں", href: "/auth/sign-up" },
      },
      {
        id: "second-marriage",
        title: "عزت کے ساتھ ایک نئی شروعات",
        text: "طلاق یافتہ یا بیوہ؟ ہماری طے کردہ شادیوں میں سے 80% دوسری شادیاں ہیں۔ ہم سمجھتے ہیں، اور رازداری برتتے ہیں۔",
        image: {
          src: "/images/slide-new-beginning.svg",
          alt: "طلوعِ آفتاب میں دو راستے جو ایک دل پر آ کر ملتے ہیں",
          width: 640,
          height: 400,
        },
        cta: { label: "دوسری شادی کے بارے میں", href: "/second-marriage" },
      },
      {
        id: "cross-border",
        title: "پاکستان اور امارات، ایک خاندان",
        text: "لاہور اور دبئی کے دفاتر وطن اور بیرونِ ملک کے خاندانوں کو ملاتے ہیں، دستاویزات اور تصدیق میں مدد کے ساتھ۔",
        image: {
          src: "/images/slide-cross-border.svg",
          alt: "لاہور اور دبئی کے مناظر جنہیں ایک دل جوڑتا ہے",
          width: 640,
          height: 400,
        },
        cta: { label: "ہمارے دفاتر سے رابطہ کریں", href: "/contact" },
      },
      {
        id: "legal",
        title: "مفت قانونی مشورہ، مستند اندراج",
        text: "نکاح نامے سے نادرا کے سرٹیفکیٹ تک، ہمارے مشیر کسی اضافی خرچ کے بغیر آپ کی رہنمائی کرتے ہیں۔",
        image: {
          src: "/images/slide-legal.svg",
          alt: "مہر اور انگوٹھیوں کے ساتھ دستخط شدہ نکاح نامے کی تصویر",
          width: 640,
          height: 400,
        },
        cta: { label: "ہمارے پیکجز دیکھیں", href: "/packages" },
      },
    ],
  },
} satisfies Localized<{ slides: Slide[] }>;
