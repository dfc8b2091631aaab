/** The consultant team shown on the home and about pages. */

import type { Localized } from "@/i18n/localized";
import { type PhoneNumber, phoneLines } from "./site";

export type Consultant = {
  /** A stable key (names are written differently in each language). */
  id: string;
  name: string;
  role: string;
  office: string;
  bio: string;
  languages: string[];
  /** One of the site's phone lines: shown as written, e164 drives the tel: and WhatsApp links. */
  phone: PhoneNumber;
};

export type TeamContent = { title: string; intro: string; members: Consultant[] };

export const team = {
  en: {
    title: "Meet your consultants",
    intro:
      "Every family works with a named consultant who listens first, suggests carefully and stays with you until the nikah. Call or message us on WhatsApp: a real person answers.",
    members: [
      {
        id: "samina",
        name: "Samina Qureshi",
        role: "Senior matchmaking consultant",
        office: "Lahore",
        bio: "Twenty years of introducing families across Punjab and Sindh, with a gentle hand for first conversations.",
        languages: ["Urdu", "Punjabi", "English"],
        phone: phoneLines.en.lahoreOffice,
      },
      {
        id: "imran",
        name: "Imran Siddiqui",
        role: "Second-marriage consultant",
        office: "Lahore",
        bio: "Helps divorced and widowed clients, and their families, start again with dignity and discretion.",
        languages: ["Urdu", "English"],
        phone: phoneLines.en.lahoreSecondMarriage,
      },
      {
        id: "farah",
        name: "Farah Hashmi",
        role: "Overseas families consultant",
        office: "Dubai",
        bio: "Looks after Pakistani families in the UAE and cross-border matches between Dubai, Pakistan and beyond.",
        languages: ["Urdu", "English", "Arabic"],
        phone: phoneLines.en.dubaiOffice,
      },
      {
        id: "bilal",
        name: "Bilal Ahmed",
        role: "Legal and registration advisor",
        office: "Dubai",
        bio: "Answers questions on nikah registration, documents and attestation, free of charge for our members.",
        languages: ["Urdu", "English"],
        phone: phoneLines.en.dubaiConsultant,
      },
    ],
  },
  ur: {
    title: "اپنے مشیروں سے ملیے",
    intro:
      "ہر خاندان کے ساتھ ایک نامزد مشیر کام کرتا ہے جو پہلے آپ کی بات سنتا ہے، سوچ سمجھ کر رشتے تجویز کرتا ہے اور نکاح تک آپ کے ساتھ رہتا ہے۔ ہمیں کال کریں یا واٹس ایپ پر پیغام بھیجیں: جواب ایک حقیقی انسان دیتا ہے۔",
    members: [
      {
        id: "samina",
        name: "ثمینہ قریشی",
        role: "سینئر رشتہ مشیر",
        office: "لاہور",
        bio: "بیس برس سے پنجاب اور سندھ کے خاندانوں کو ملا رہی ہیں، اور پہلی ملاقات کی بات چیت بڑی نرمی سے سنبھالتی ہیں۔",
        languages: ["اردو", "پنجابی", "انگریزی"],
        phone: phoneLines.ur.lahoreOffice,
      },
      {
        id: "imran",
        name: "عمران صدیقی",
        role: "دوسری شادی کے مشیر",
        office: "لاہور",
        bio: "طلاق یافتہ اور بیوہ یا رنڈوے افراد اور ان کے خاندانوں کو عزت اور رازداری کے ساتھ نئی شروعات میں مدد دیتے ہیں۔",
        languages: ["اردو", "انگریزی"],
        phone: phoneLines.ur.lahoreSecondMarriage,
      },
      {
        id: "farah",
        name: "فرح ہاشمی",
        role: "بیرونِ ملک خاندانوں کی مشیر",
        office: "دبئی",
        bio: "امارات میں مقیم پاکستانی خاندانوں اور دبئی، پاکستان اور دیگر ممالک کے درمیان رشتوں کی دیکھ بھال کرتی ہیں۔",
        languages: ["اردو", "انگریزی", "عربی"],
        phone: phoneLines.ur.dubaiOffice,
      },
      {
        id: "bilal",
        name: "بلال احمد",
        role: "قانونی اور اندراج کے مشیر",
        office: "دبئی",
        bio: "نکاح کے اندراج، دستاویزات اور تصدیق کے بارے میں سوالات کے جواب دیتے ہیں، ہمارے اراکین کے لیے بلا معاوضہ۔",
        languages: ["اردو", "انگریزی"],
        phone: phoneLines.ur.dubaiConsultant,
      },
    ],
  },
} satisfies Localized<TeamContent>;
