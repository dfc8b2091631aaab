/** The /second-marriage page. */

import type { Localized } from "@/i18n/localized";

type Item = { title: string; text: string };
type Link = { label: string; href: string };

export type SecondMarriageContent = {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  image: { src: string; alt: string; width: number; height: number };
  stat: { value: string; text: string };
  intro: { title: string; paragraphs: string[] };
  details: { title: string; text: string; items: string[] };
  approach: { title: string; items: Item[] };
  closing: { title: string; text: string; primary: Link; secondary: Link };
};

export const secondMarriage = {
  en: {
    meta: {
      title: "Second marriage",
      description:
        "Respectful, discreet matchmaking for divorced and widowed men and women in Pakistan and the UAE. 80% of the marriages we arrange are second marriages.",
    },
    title: "Second marriage",
    lead: "Starting again takes courage. We make it simpler, more private and more hopeful, for you and for your family.",
    image: {
      src: "/images/second-marriage.svg",
      alt: "Illustration of a blossoming branch growing from a heart",
      width: 480,
      height: 360,
    },
    stat: { value: "80%", text: "of the marriages we arrange are second marriages." },
    intro: {
      title: "You are not alone",
      paragraphs: [
        "Four out of five marriages we arrange are second marriages. Our clients include divorced and widowed men and women of every age, many with children, and many whose families were unsure at first.",
        "Islam encourages remarriage, and so do we. What people need is a safe place to be honest about their past and clear about their hopes, without gossip or judgement. That is what we offer.",
      ],
    },
    details: {
      title: "Say what matters, clearly",
      text: "Your profile has a dedicated second-marriage section, so the important questions are answered before the first conversation:",
      items: [
        "How many children you have from your first marriage (none to ten).",
        "Why you are seeking a second marriage: for example divorce, the death of a spouse, compatibility or family reasons.",
        "Whether your family approves of the second marriage.",
        "Whether you can provide, or expect, a separate house.",
        "Whether you accept a partner's children from a previous marriage.",
      ],
    },
    approach: {
      title: "How we help",
      items: [
        {
          title: "A specialist consultant",
          text: "Our second-marriage consultants understand iddat, custody and family expectations, and will talk these through with you.",
        },
        {
          title: "Privacy by default",
          text: "Choose who sees your profile and photo. Your phone number and e-mail reach only the people you connect with.",
        },
        {
          title: "Verified status",
          text: "We check divorce or death certificates where relevant, so both sides can be confident about marital status.",
        },
        {
          title: "Free legal advice",
          text: "Questions about khula, custody of children, haq mehr or registering a second nikah? Our advisor answers, free for members.",
        },
      ],
    },
    closing: {
      title: "Take the first step, quietly",
      text: "Create a private profile, or call our second-marriage consultant for a confidential conversation.",
      primary: { label: "Create your profile", href: "/auth/sign-up" },
      secondary: { label: "Talk to us", href: "/contact" },
    },
  },
  ur: {
    meta: {
      title: "دوسری شادی",
      description:
        "پاکستان اور امارات میں طلاق یافتہ اور بیوہ یا رنڈوے مردوں اور خواتین کے لیے باعزت اور محتاط رشتہ سازی۔ ہماری طے کردہ شادیوں میں سے 80% دوسری شادیاں ہیں۔",
    },
    title: "دوسری شادی",
    lead: "نئی شروعات کے لیے ہمت چاہیے۔ ہم اسے آپ اور آپ کے خاندان کے لیے آسان، زیادہ پوشیدہ اور زیادہ امید افزا بناتے ہیں۔",
    image: {
      src: "/images/second-marriage.svg",
      alt: "دل سے نکلتی ہوئی پھولوں بھری شاخ کی تصویر",
      width: 480,
      height: 360,
    },
    stat: { value: "80%", text: "ہماری طے کردہ شادیوں میں سے دوسری شادیاں ہیں۔" },
    intro: {
      title: "آپ اکیلے نہیں ہیں",
      paragraphs: [
        "ہماری طے کردہ ہر پانچ میں سے چار شادیاں دوسری شادیاں ہیں۔ ہمارے گاہکوں میں ہر عمر کے طلاق یافتہ اور بیوہ یا رنڈوے مرد و خواتین شامل ہیں، جن میں سے بہت سوں کے بچے ہیں، اور بہت سوں کے خاندان شروع میں تذبذب کا شکار تھے۔",
        "اسلام دوسری شادی کی حوصلہ افزائی کرتا ہے، اور ہم بھی۔ لوگوں کو ایک محفوظ جگہ چاہیے جہاں وہ اپنے ماضی کے بارے میں سچ بول سکیں اور اپنی امیدیں واضح بتا سکیں، بغیر کسی چہ میگوئی یا طعنے کے۔ ہم یہی فراہم کرتے ہیں۔",
      ],
    },
    details: {
      title: "اہم باتیں صاف صاف بتائیں",
      text: "آپ کی پروفائل میں دوسری شادی کا ایک مخصوص حصہ ہے، تاکہ اہم سوالات کے جواب پہلی بات چیت سے پہلے ہی مل جائیں:",
      items: [
        "پہلی شادی سے آپ کے کتنے بچے ہیں (کوئی نہیں سے دس تک)۔",
        "آپ دوسری شادی کیوں چاہتے ہیں: مثلاً طلاق، شریکِ حیات کی وفات، ہم آہنگی یا خاندانی وجوہات۔",
        "کیا آپ کا خاندان دوسری شادی پر راضی ہے۔",
        "کیا آپ الگ گھر دے سکتے ہیں، یا اس کی توقع رکھتے ہیں۔",
        "کیا آپ شریکِ حیات کے پچھلی شادی کے بچوں کو قبول کرتے ہیں۔",
      ],
    },
    approach: {
      title: "ہم کیسے مدد کرتے ہیں",
      items: [
        {
          title: "ماہر مشیر",
          text: "ہمارے دوسری شادی کے مشیر عدت، بچوں کی تحویل اور خاندانی توقعات کو سمجھتے ہیں، اور ان پر آپ سے تفصیل سے بات کریں گے۔",
        },
        {
          title: "رازداری شروع سے",
          text: "طے کریں کہ آپ کی پروفائل اور تصویر کون دیکھے۔ آپ کا فون نمبر اور ای میل صرف ان لوگوں تک پہنچتے ہیں جن سے آپ کا رابطہ ہو۔",
        },
        {
          title: "تصدیق شدہ حیثیت",
          text: "جہاں ضروری ہو ہم طلاق یا وفات کے سرٹیفکیٹ جانچتے ہیں، تاکہ دونوں فریق ازدواجی حیثیت کے بارے میں مطمئن رہیں۔",
        },
        {
          title: "مفت قانونی مشورہ",
          text: "خلع، بچوں کی تحویل، حق مہر یا دوسرے نکاح کے اندراج کے بارے میں سوالات؟ ہمارے مشیر اراکین کو مفت جواب دیتے ہیں۔",
        },
      ],
    },
    closing: {
      title: "پہلا قدم اٹھائیں، خاموشی سے",
      text: "ایک نجی پروفائل بنائیں، یا رازدارانہ بات چیت کے لیے ہمارے دوسری شادی کے مشیر کو کال کریں۔",
      primary: { label: "اپنی پروفائل بنائیں", href: "/auth/sign-up" },
      secondary: { label: "ہم سے بات کریں", href: "/contact" },
    },
  },
} satisfies Localized<SecondMarriageContent>;
