import type { Localized } from "@/i18n/localized";
import type { FeatureSection } from "./services";

/** Reasons to choose Rishta, shown on the home page. */
export const whyChooseUs = {
  en: {
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
    ],
  },
  ur: {
    title: "خاندان رشتہ کو کیوں چنتے ہیں",
    intro:
      "جیون ساتھی تلاش کرنا کسی خاندان کے سب سے بڑے فیصلوں میں سے ایک ہے۔ ہم اسے کیسے زیادہ محفوظ اور پُرسکون بناتے ہیں، یہ دیکھیے۔",
    items: [
      {
        icon: "badge",
        title: "تصدیق شدہ پروفائل",
        text: "جن پروفائلز پر ہمارا نشان ہے، ان کی شناخت اور ازدواجی حیثیت ہماری ٹیم جانچ چکی ہے۔",
      },
      {
        icon: "lock",
        title: "رازداری آپ کے اختیار میں",
        text: "آپ خود طے کرتے ہیں کہ آپ کی پروفائل اور تصویر کون دیکھے۔ فون نمبر اور ای میل صرف آپ کے رابطوں کو دکھائے جاتے ہیں۔",
      },
      {
        icon: "users",
        title: "خاندان کو مرکز میں رکھ کر",
        text: "والدین، بہن بھائی اور سرپرست اس عمل میں شامل ہو سکتے ہیں، جیسا کہ ہماری روایت ہے۔",
      },
      {
        icon: "handshake",
        title: "تجربہ کار مشیر",
        text: "لاہور یا دبئی میں ایک نامزد مشیر جو آپ کے خاندان کو جانتا ہے اور فون پر جواب دیتا ہے۔",
      },
      {
        icon: "clock",
        title: "2012 سے",
        text: "ہر تعارف کے پیچھے دس سال سے زیادہ کا تجربہ اور 5,000 سے زیادہ شادیاں۔",
      },
      {
        icon: "scale",
        title: "قانونی مدد شامل",
        text: "رشتہ طے ہونے کے بعد اطمینان کے لیے مفت قانونی مشورہ اور اندراج میں سرکاری طور پر تسلیم شدہ مدد۔",
      },
    ],
  },
} satisfies Localized<FeatureSection>;
