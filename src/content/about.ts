/** The /about page. */

import type { Localized } from "@/i18n/localized";

type Item = { title: string; text: string };

export type AboutContent = {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  image: { src: string; alt: string; width: number; height: number };
  story: { title: string; paragraphs: string[] };
  mission: { title: string; items: Item[] };
  process: { title: string; steps: Item[] };
  closing: { title: string; text: string; link: { label: string; href: string } };
};

export const about = {
  en: {
    meta: {
      title: "About us",
      description:
        "Rishta has helped more than 5,000 couples marry since 2012. Meet our consultants in Lahore and Dubai and learn how we verify profiles and support families.",
    },
    title: "About Rishta",
    lead: "Since 2012 we have helped families in Pakistan and the UAE find partners they can trust, with the care of people who do this every day.",
    image: {
      src: "/images/about-families.svg",
      alt: "Illustration of two families meeting over tea",
      width: 480,
      height: 360,
    },
    story: {
      title: "Our story",
      paragraphs: [
        "Rishta started in a small office in Gulberg, Lahore, when our founder saw how much time, money and heartache families spent on introductions that went nowhere: profiles that were not what they seemed, and proposals made without the details that mattered.",
        "We set out to do matchmaking properly. Every client talks to a consultant, every verified profile is checked by a person, and families stay involved as they always have been. In 2017 we opened our Dubai office to serve the many Pakistani families living in the UAE.",
        "Over 5,000 marriages later, most of our new clients come to us because a relative or friend married through Rishta. That trust is what we work to keep.",
      ],
    },
    mission: {
      title: "What we believe",
      items: [
        {
          title: "Honesty first",
          text: "A good match starts with true information. We verify what we can and are open about what we have not checked.",
        },
        {
          title: "Families together",
          text: "Marriage joins families. Parents and guardians are part of the process, while the final choice belongs to the two people marrying.",
        },
        {
          title: "Dignity for everyone",
          text: "Whether it is your first marriage or your second, you deserve respect, privacy and patience.",
        },
        {
          title: "Help that lasts",
          text: "Our work does not stop at a yes. We help with the nikah nama, registration and the documents that follow.",
        },
      ],
    },
    process: {
      title: "How we work",
      steps: [
        {
          title: "Create your profile",
          text: "Sign up and complete your profile with personal, family, religious and career details, and your partner requirements.",
        },
        {
          title: "Talk to a consultant",
          text: "Your consultant gets to know you and your family's wishes, and verifies your profile if your package includes it.",
        },
        {
          title: "Receive and send proposals",
          text: "Browse profiles, receive suggestions, and send proposals. Accepted proposals become connections who can talk.",
        },
        {
          title: "Meet, decide and register",
          text: "Families meet in person or by video. After the nikah, we help with registration and certificates free of charge.",
        },
      ],
    },
    closing: {
      title: "We would love to hear from you",
      text: "Call our Lahore or Dubai office, message us on WhatsApp, or write to us.",
      link: { label: "Contact us", href: "/contact" },
    },
  },
  ur: {
    meta: {
      title: "ہمارے بارے میں",
      description:
        "رشتہ 2012 سے اب تک 5,000 سے زیادہ جوڑوں کی شادی میں مدد کر چکا ہے۔ لاہور اور دبئی میں ہمارے مشیروں سے ملیے اور جانیے کہ ہم پروفائلز کی تصدیق اور خاندانوں کی مدد کیسے کرتے ہیں۔",
    },
    title: "رشتہ کے بارے میں",
    lead: "2012 سے ہم پاکستان اور امارات کے خاندانوں کو قابلِ اعتماد رشتے تلاش کرنے میں مدد دے رہے ہیں، ان لوگوں کی توجہ کے ساتھ جو یہ کام روز کرتے ہیں۔",
    image: {
      src: "/images/about-families.svg",
      alt: "چائے پر ملتے ہوئے دو خاندانوں کی تصویر",
      width: 480,
      height: 360,
    },
    story: {
      title: "ہماری کہانی",
      paragraphs: [
        "رشتہ کا آغاز گلبرگ، لاہور کے ایک چھوٹے سے دفتر میں ہوا، جب ہمارے بانی نے دیکھا کہ خاندان بے نتیجہ تعارفوں پر کتنا وقت، پیسہ اور دکھ صرف کرتے ہیں: ایسی پروفائلز جو ویسی نہیں تھیں جیسی دکھتی تھیں، اور ایسے رشتے جو ضروری تفصیلات کے بغیر بھیجے گئے۔",
        "ہم نے رشتہ کروانے کا کام درست طریقے سے کرنے کا ارادہ کیا۔ ہر گاہک ایک مشیر سے بات کرتا ہے، ہر تصدیق شدہ پروفائل ایک انسان جانچتا ہے، اور خاندان ہمیشہ کی طرح شامل رہتے ہیں۔ 2017 میں ہم نے امارات میں مقیم بہت سے پاکستانی خاندانوں کی خدمت کے لیے دبئی کا دفتر کھولا۔",
        "5,000 سے زیادہ شادیوں کے بعد، ہمارے زیادہ تر نئے گاہک اس لیے آتے ہیں کہ ان کے کسی رشتہ دار یا دوست کی شادی رشتہ کے ذریعے ہوئی۔ اسی اعتماد کو قائم رکھنا ہمارا کام ہے۔",
      ],
    },
    mission: {
      title: "ہمارا یقین",
      items: [
        {
          title: "سب سے پہلے دیانت داری",
          text: "اچھا رشتہ سچی معلومات سے شروع ہوتا ہے۔ جو ہم جانچ سکتے ہیں جانچتے ہیں، اور جو نہیں جانچا اس کے بارے میں صاف بتاتے ہیں۔",
        },
        {
          title: "خاندان ساتھ ساتھ",
          text: "شادی خاندانوں کو جوڑتی ہے۔ والدین اور سرپرست اس عمل کا حصہ ہیں، جبکہ آخری فیصلہ شادی کرنے والے دونوں افراد کا ہے۔",
        },
        {
          title: "سب کے لیے عزت",
          text: "پہلی شادی ہو یا دوسری، آپ احترام، رازداری اور صبر کے حق دار ہیں۔",
        },
        {
          title: "دیرپا مدد",
          text: "ہمارا کام ہاں پر ختم نہیں ہوتا۔ ہم نکاح نامے، اندراج اور بعد کی دستاویزات میں مدد کرتے ہیں۔",
        },
      ],
    },
    process: {
      title: "ہم کیسے کام کرتے ہیں",
      steps: [
        {
          title: "اپنی پروفائل بنائیں",
          text: "سائن اَپ کریں اور ذاتی، خاندانی، مذہبی اور پیشہ ورانہ تفصیلات اور جیون ساتھی کی شرائط کے ساتھ اپنی پروفائل مکمل کریں۔",
        },
        {
          title: "کسی مشیر سے بات کریں",
          text: "آپ کا مشیر آپ کو اور آپ کے خاندان کی خواہشات کو سمجھتا ہے، اور اگر آپ کے پیکج میں شامل ہو تو آپ کی پروفائل کی تصدیق کرتا ہے۔",
        },
        {
          title: "رشتے کی تجاویز بھیجیں اور وصول کریں",
          text: "پروفائلز دیکھیں، تجاویز وصول کریں اور رشتے بھیجیں۔ قبول شدہ تجاویز رابطے بن جاتی ہیں جو آپس میں بات کر سکتے ہیں۔",
        },
        {
          title: "ملیں، فیصلہ کریں اور اندراج کروائیں",
          text: "خاندان آمنے سامنے یا ویڈیو پر ملتے ہیں۔ نکاح کے بعد ہم اندراج اور سرٹیفکیٹس میں بلا معاوضہ مدد کرتے ہیں۔",
        },
      ],
    },
    closing: {
      title: "ہمیں آپ سے بات کر کے خوشی ہوگی",
      text: "ہمارے لاہور یا دبئی کے دفتر کو کال کریں، واٹس ایپ پر پیغام بھیجیں، یا ہمیں لکھیں۔",
      link: { label: "ہم سے رابطہ کریں", href: "/contact" },
    },
  },
} satisfies Localized<AboutContent>;
