/** What we offer: shown on the home page (and summarised on the about page). */

import type { Localized } from "@/i18n/localized";

export type IconName =
  | "search"
  | "shield"
  | "scale"
  | "file"
  | "globe"
  | "heart"
  | "users"
  | "lock"
  | "message"
  | "badge"
  | "clock"
  | "handshake";

export type Feature = { icon: IconName; title: string; text: string };

export type FeatureSection = { title: string; intro: string; items: Feature[] };

export const services = {
  en: {
    title: "Our services",
    intro: "Everything a family needs on the way to a nikah, under one roof.",
    items: [
      {
        icon: "search",
        title: "Personal matchmaking",
        text: "A consultant studies your profile and family's wishes, then shortlists suitable proposals by hand rather than by algorithm alone.",
      },
      {
        icon: "shield",
        title: "Profile verification",
        text: "We check identity documents, marital status and family details so that the verified badge means something.",
      },
      {
        icon: "heart",
        title: "Second-marriage support",
        text: "Discreet, respectful help for divorced and widowed clients, including those with children.",
      },
      {
        icon: "globe",
        title: "Cross-border marriages",
        text: "Matches between Pakistan, the UAE and overseas Pakistani families, with guidance on visas and documents.",
      },
      {
        icon: "scale",
        title: "Free legal advice",
        text: "Our advisors answer questions on nikah nama clauses, consent, dower (haq mehr) and family law at no charge to members.",
      },
      {
        icon: "file",
        title: "Marriage registration help",
        text: "Government-certified assistance with nikah registration, NADRA marriage certificates and attestation for use abroad.",
      },
    ],
  },
  ur: {
    title: "ہماری خدمات",
    intro: "نکاح تک کے سفر میں ایک خاندان کو جو کچھ درکار ہے، سب ایک ہی جگہ۔",
    items: [
      {
        icon: "search",
        title: "ذاتی رشتہ سازی",
        text: "ایک مشیر آپ کی پروفائل اور خاندان کی خواہشات کا مطالعہ کرتا ہے، پھر صرف کمپیوٹر پر انحصار کیے بغیر خود موزوں رشتے چنتا ہے۔",
      },
      {
        icon: "shield",
        title: "پروفائل کی تصدیق",
        text: "ہم شناختی دستاویزات، ازدواجی حیثیت اور خاندانی تفصیلات جانچتے ہیں تاکہ تصدیق کے نشان کا واقعی کوئی مطلب ہو۔",
      },
      {
        icon: "heart",
        title: "دوسری شادی میں مدد",
        text: "طلاق یافتہ اور بیوہ یا رنڈوے افراد کے لیے، بشمول بچوں والوں کے، رازداری اور احترام کے ساتھ مدد۔",
      },
      {
        icon: "globe",
        title: "بیرونِ ملک رشتے",
        text: "پاکستان، امارات اور بیرونِ ملک مقیم پاکستانی خاندانوں کے درمیان رشتے، ویزا اور دستاویزات کی رہنمائی کے ساتھ۔",
      },
      {
        icon: "scale",
        title: "مفت قانونی مشورہ",
        text: "ہمارے مشیر نکاح نامے کی شقوں، رضامندی، حق مہر اور عائلی قوانین کے بارے میں اراکین کے سوالات کے جواب بلا معاوضہ دیتے ہیں۔",
      },
      {
        icon: "file",
        title: "نکاح کے اندراج میں مدد",
        text: "نکاح کے اندراج، نادرا کے میرج سرٹیفکیٹ اور بیرونِ ملک استعمال کے لیے تصدیق میں سرکاری طور پر تسلیم شدہ مدد۔",
      },
    ],
  },
} satisfies Localized<FeatureSection>;
