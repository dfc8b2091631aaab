/** Client testimonials, shared with the families' permission; names shortened for privacy. */

import type { Localized } from "@/i18n/localized";

export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  place: string;
  context: string;
  /** Shown on the second-marriage page too. */
  secondMarriage: boolean;
};

export type TestimonialsContent = { title: string; intro: string; items: Testimonial[] };

export const testimonials = {
  en: {
    title: "What families say",
    intro: "A few words from families who found their match with us.",
    items: [
      {
        id: "rukhsana",
        quote:
          "We had been searching for our daughter for two years. Samina Apa understood exactly what mattered to us, and within four months we were planning the nikah. She even helped us with the registration.",
        name: "Mrs. Rukhsana A.",
        place: "Lahore",
        context: "Mother of the bride",
        secondMarriage: false,
      },
      {
        id: "ayesha",
        quote:
          "After my divorce I was not sure I wanted to try again. The team treated me with respect, never judged, and introduced me to a wonderful man who accepts my son as his own.",
        name: "Ayesha K.",
        place: "Karachi",
        context: "Second marriage",
        secondMarriage: true,
      },
      {
        id: "tariq-nadia",
        quote:
          "Living in Dubai, we worried about finding a family back home we could trust. Every profile they sent was verified, and the legal advice on attestation saved us weeks.",
        name: "Tariq and Nadia M.",
        place: "Dubai",
        context: "Parents of the groom",
        secondMarriage: false,
      },
      {
        id: "usman",
        quote:
          "I lost my wife young and thought remarriage would be awkward to discuss. Rishta made it simple and private. We have now been married a year, alhamdulillah.",
        name: "Usman R.",
        place: "Islamabad",
        context: "Second marriage",
        secondMarriage: true,
      },
    ],
  },
  ur: {
    title: "خاندان کیا کہتے ہیں",
    intro: "ان خاندانوں کے چند الفاظ جنہیں ہمارے ذریعے اپنا رشتہ ملا۔",
    items: [
      {
        id: "rukhsana",
        quote:
          "ہم دو سال سے اپنی بیٹی کے لیے رشتہ ڈھونڈ رہے تھے۔ ثمینہ آپا نے بالکل سمجھ لیا کہ ہمارے لیے کیا اہم ہے، اور چار مہینوں میں ہم نکاح کی تیاری کر رہے تھے۔ انہوں نے اندراج میں بھی ہماری مدد کی۔",
        name: "مسز رخسانہ ا۔",
        place: "لاہور",
        context: "دلہن کی والدہ",
        secondMarriage: false,
      },
      {
        id: "ayesha",
        quote:
          "طلاق کے بعد مجھے یقین نہیں تھا کہ میں دوبارہ کوشش کرنا چاہتی ہوں۔ ٹیم نے میرے ساتھ عزت سے بات کی، کبھی مجھے پرکھا نہیں، اور ایک بہت اچھے انسان سے ملوایا جو میرے بیٹے کو اپنا بیٹا سمجھتے ہیں۔",
        name: "عائشہ ک۔",
        place: "کراچی",
        context: "دوسری شادی",
        secondMarriage: true,
      },
      {
        id: "tariq-nadia",
        quote:
          "دبئی میں رہتے ہوئے ہمیں فکر تھی کہ وطن میں کوئی قابلِ اعتماد خاندان کیسے ملے گا۔ انہوں نے جو بھی پروفائل بھیجی وہ تصدیق شدہ تھی، اور تصدیقِ دستاویزات پر قانونی مشورے نے ہمارے کئی ہفتے بچا لیے۔",
        name: "طارق اور نادیہ م۔",
        place: "دبئی",
        context: "دولہا کے والدین",
        secondMarriage: false,
      },
      {
        id: "usman",
        quote:
          "میری اہلیہ کم عمری میں انتقال کر گئیں اور مجھے لگتا تھا کہ دوسری شادی کی بات کرنا عجیب ہوگا۔ رشتہ نے اسے آسان اور پوشیدہ رکھا۔ اب ہماری شادی کو ایک سال ہو گیا ہے، الحمدللہ۔",
        name: "عثمان ر۔",
        place: "اسلام آباد",
        context: "دوسری شادی",
        secondMarriage: true,
      },
    ],
  },
} satisfies Localized<TestimonialsContent>;
