/** The home page's own copy; its other sections come from the shared content modules. */

import type { Localized } from "@/i18n/localized";

type Link = { label: string; href: string };
type Image = { src: string; alt: string; width: number; height: number };

export type HomeContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; text: string; primary: Link; secondary: Link; points: string[] };
  about: { id: string; title: string; paragraphs: string[]; link: Link; image: Image };
  secondMarriage: {
    id: string;
    title: string;
    paragraphs: string[];
    points: string[];
    link: Link;
    image: Image;
  };
  faq: { id: string; link: Link };
  closing: { title: string; text: string; primary: Link; secondary: Link };
};

export const home = {
  en: {
    meta: {
      title: "Rishta — trusted matchmaking for Pakistan and the UAE",
      description:
        "Find a life partner your family can trust. Verified profiles, experienced consultants in Lahore and Dubai, second-marriage support, free legal advice and help with nikah registration.",
    },
    hero: {
      eyebrow: "Pakistan · UAE",
      title: "Find a life partner your family can trust",
      text: "Verified profiles, caring consultants in Lahore and Dubai, and help all the way to a registered nikah. For first marriages and second marriages alike.",
      primary: { label: "Create your free profile", href: "/auth/sign-up" },
      secondary: { label: "Talk to a consultant", href: "/contact" },
      points: ["Over 5,000 marriages", "Verified profiles", "Free legal advice"],
    },
    about: {
      id: "about",
      title: "About Rishta",
      paragraphs: [
        "Rishta began in Lahore in 2012 with a simple idea: matchmaking should feel like the help of a trusted aunt who happens to know thousands of families, and who checks before she introduces.",
        "Today our consultants in Lahore and Dubai serve families across Pakistan, the UAE and overseas. We combine an online profile and proposal system with personal guidance, verification, free legal advice and help with registering the nikah.",
      ],
      link: { label: "More about us", href: "/about" },
      image: {
        src: "/images/about-families.svg",
        alt: "Illustration of two families meeting over tea",
        width: 480,
        height: 360,
      },
    },
    secondMarriage: {
      id: "second-marriage",
      title: "Second marriages, handled with care",
      paragraphs: [
        "Divorce or the loss of a spouse should not close the door to companionship. Four out of five marriages we arrange are second marriages, so we know the questions that matter: children from a first marriage, the family's approval, a separate home, and accepting a partner's children.",
        "Your profile lets you say all of this clearly and privately, and a consultant who specialises in second marriages guides you and your family.",
      ],
      points: [
        "Discreet profiles with photo privacy",
        "Partners who accept children from a first marriage",
        "A consultant who specialises in second marriages",
      ],
      link: { label: "Learn about second marriages", href: "/second-marriage" },
      image: {
        src: "/images/second-marriage.svg",
        alt: "Illustration of a blossoming branch growing from a heart",
        width: 480,
        height: 360,
      },
    },
    faq: { id: "faq", link: { label: "All questions on one page", href: "/faq" } },
    closing: {
      title: "Ready to begin?",
      text: "Create a free profile in minutes, or call us and a consultant will guide you.",
      primary: { label: "Sign up free", href: "/auth/sign-up" },
      secondary: { label: "Contact us", href: "/contact" },
    },
  },
  ur: {
    meta: {
      title: "رشتہ — پاکستان اور امارات کے لیے قابلِ اعتماد رشتے",
      description:
        "ایسا جیون ساتھی تلاش کیجیے جس پر آپ کا خاندان بھروسا کر سکے۔ تصدیق شدہ پروفائل، لاہور اور دبئی میں تجربہ کار مشیر، دوسری شادی میں مدد، مفت قانونی مشورہ اور نکاح کے اندراج میں مدد۔",
    },
    hero: {
      eyebrow: "پاکستان · امارات",
      title: "ایسا جیون ساتھی تلاش کیجیے جس پر آپ کا خاندان بھروسا کر سکے",
      text: "تصدیق شدہ پروفائل، لاہور اور دبئی میں ہمدرد مشیر، اور رجسٹرڈ نکاح تک ہر قدم پر مدد۔ پہلی شادی ہو یا دوسری، سب کے لیے۔",
      primary: { label: "اپنی مفت پروفائل بنائیں", href: "/auth/sign-up" },
      secondary: { label: "کسی مشیر سے بات کریں", href: "/contact" },
      points: ["5,000 سے زیادہ شادیاں", "تصدیق شدہ پروفائل", "مفت قانونی مشورہ"],
    },
    about: {
      id: "about",
      title: "رشتہ کے بارے میں",
      paragraphs: [
        "رشتہ کا آغاز 2012 میں لاہور میں ایک سادہ خیال سے ہوا: رشتہ کروانا ایسا ہونا چاہیے جیسے کوئی قابلِ اعتماد خالہ مدد کر رہی ہوں جو ہزاروں خاندانوں کو جانتی ہوں، اور تعارف سے پہلے تحقیق کرتی ہوں۔",
        "آج لاہور اور دبئی میں ہمارے مشیر پاکستان، امارات اور بیرونِ ملک کے خاندانوں کی خدمت کرتے ہیں۔ ہم آن لائن پروفائل اور رشتے کی تجاویز کے نظام کے ساتھ ذاتی رہنمائی، تصدیق، مفت قانونی مشورہ اور نکاح کے اندراج میں مدد فراہم کرتے ہیں۔",
      ],
      link: { label: "ہمارے بارے میں مزید", href: "/about" },
      image: {
        src: "/images/about-families.svg",
        alt: "چائے پر ملتے ہوئے دو خاندانوں کی تصویر",
        width: 480,
        height: 360,
      },
    },
    secondMarriage: {
      id: "second-marriage",
      title: "دوسری شادی، پوری احتیاط کے ساتھ",
      paragraphs: [
        "طلاق یا شریکِ حیات کی وفات سے رفاقت کا دروازہ بند نہیں ہونا چاہیے۔ ہماری طے کردہ ہر پانچ میں سے چار شادیاں دوسری شادیاں ہیں، اس لیے ہم اہم سوالات جانتے ہیں: پہلی شادی سے بچے، خاندان کی رضامندی، الگ گھر، اور شریکِ حیات کے بچوں کو قبول کرنا۔",
        "آپ کی پروفائل میں یہ سب واضح طور پر اور رازداری سے بتایا جا سکتا ہے، اور دوسری شادی کا ماہر مشیر آپ اور آپ کے خاندان کی رہنمائی کرتا ہے۔",
      ],
      points: [
        "تصویر کی رازداری کے ساتھ محتاط پروفائل",
        "ایسے رشتے جو پہلی شادی کے بچوں کو قبول کریں",
        "دوسری شادی کا ماہر مشیر",
      ],
      link: { label: "دوسری شادی کے بارے میں جانیں", href: "/second-marriage" },
      image: {
        src: "/images/second-marriage.svg",
        alt: "دل سے نکلتی ہوئی پھولوں بھری شاخ کی تصویر",
        width: 480,
        height: 360,
      },
    },
    faq: { id: "faq", link: { label: "تمام سوالات ایک صفحے پر", href: "/faq" } },
    closing: {
      title: "آغاز کے لیے تیار ہیں؟",
      text: "چند منٹ میں مفت پروفائل بنائیں، یا ہمیں کال کریں اور ایک مشیر آپ کی رہنمائی کرے گا۔",
      primary: { label: "مفت سائن اَپ کریں", href: "/auth/sign-up" },
      secondary: { label: "ہم سے رابطہ کریں", href: "/contact" },
    },
  },
} satisfies Localized<HomeContent>;
