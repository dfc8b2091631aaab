/** The /faq page's own copy (the questions are in faq.ts). */

import type { Localized } from "@/i18n/localized";

export type FaqPageContent = {
  meta: { title: string; description: string };
  more: { title: string; text: string; link: { label: string; href: string } };
};

export const faqPage = {
  en: {
    meta: {
      title: "Frequently asked questions",
      description:
        "How Rishta's matchmaking works, how we verify profiles, how long it takes, cross-border marriages, free legal advice and registration help.",
    },
    more: {
      title: "Still have a question?",
      text: "Our consultants are happy to help by phone or WhatsApp.",
      link: { label: "Contact us", href: "/contact" },
    },
  },
  ur: {
    meta: {
      title: "عام سوالات",
      description:
        "رشتہ کی رشتہ سازی کیسے کام کرتی ہے، ہم پروفائلز کی تصدیق کیسے کرتے ہیں، کتنا وقت لگتا ہے، بیرونِ ملک رشتے، مفت قانونی مشورہ اور اندراج میں مدد۔",
    },
    more: {
      title: "اب بھی کوئی سوال ہے؟",
      text: "ہمارے مشیر فون یا واٹس ایپ پر خوشی سے مدد کریں گے۔",
      link: { label: "ہم سے رابطہ کریں", href: "/contact" },
    },
  },
} satisfies Localized<FaqPageContent>;
