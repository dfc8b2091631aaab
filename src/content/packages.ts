/**
 * The /packages page's copy; the plans themselves (names, prices, limits) come from the database,
 * and the plan cards' words are in the `site` catalog (`packages.card`).
 */

import type { Localized } from "@/i18n/localized";

export type PackagesContent = {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  notesTitle: string;
  notes: string[];
  questions: { text: string; link: { label: string; href: string } };
};

export const packages = {
  en: {
    meta: {
      title: "Packages",
      description:
        "Compare Rishta's subscription plans: start free, or upgrade for more messages and proposals, a verified badge and a featured profile. Prices in Pakistani rupees.",
    },
    title: "Packages",
    lead: "Every member starts on the Free plan. When you are ready to reach more families, choose a plan with more messages and proposals, a verified badge that families trust, and a featured place in the listings.",
    notes: [
      "Prices are in Pakistani rupees (PKR) and are paid by card.",
      "Limits count the messages and proposals you send while the plan is active; on the Free plan the count starts again every 30 days.",
      "When a paid plan ends you return to the Free plan; your profile, connections and messages stay.",
    ],
    notesTitle: "Good to know",
    questions: {
      text: "Questions about a plan, or need help choosing?",
      link: { label: "Contact us", href: "/contact" },
    },
  },
  ur: {
    meta: {
      title: "پیکجز",
      description:
        "رشتہ کے سبسکرپشن پلانز کا موازنہ کریں: مفت شروع کریں، یا زیادہ پیغامات اور رشتے کی تجاویز، تصدیق کا نشان اور نمایاں پروفائل کے لیے اپ گریڈ کریں۔ قیمتیں پاکستانی روپوں میں۔",
    },
    title: "پیکجز",
    lead: "ہر رکن مفت پلان سے شروع کرتا ہے۔ جب آپ زیادہ خاندانوں تک پہنچنا چاہیں تو ایسا پلان چنیں جس میں زیادہ پیغامات اور رشتے کی تجاویز ہوں، تصدیق کا نشان ہو جس پر خاندان بھروسا کرتے ہیں، اور فہرستوں میں نمایاں جگہ ہو۔",
    notes: [
      "قیمتیں پاکستانی روپے (PKR) میں ہیں اور کارڈ سے ادا کی جاتی ہیں۔",
      "حدود میں وہ پیغامات اور رشتے کی تجاویز گنی جاتی ہیں جو آپ پلان کے فعال رہنے کے دوران بھیجتے ہیں؛ مفت پلان پر گنتی ہر 30 دن بعد نئے سرے سے شروع ہوتی ہے۔",
      "جب ادائیگی والا پلان ختم ہو جائے تو آپ مفت پلان پر واپس آ جاتے ہیں؛ آپ کی پروفائل، رابطے اور پیغامات برقرار رہتے ہیں۔",
    ],
    notesTitle: "جاننے کی باتیں",
    questions: {
      text: "کسی پلان کے بارے میں سوال ہے، یا انتخاب میں مدد چاہیے؟",
      link: { label: "ہم سے رابطہ کریں", href: "/contact" },
    },
  },
} satisfies Localized<PackagesContent>;
