/** The /contact page's copy (the form's words are in the `site` catalog). */

import type { Localized } from "@/i18n/localized";

export type ContactContent = {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  phonesTitle: string;
  hoursLabel: string;
  emailLabel: string;
  officesTitle: string;
  formTitle: string;
  formIntro: string;
};

export const contact = {
  en: {
    meta: {
      title: "Contact us",
      description:
        "Call or WhatsApp Rishta's offices in Lahore and Dubai, or send us a message. Our consultants answer Monday to Saturday.",
    },
    title: "Contact us",
    lead: "Questions about a profile, a package or a proposal? Want to talk through your family's wishes? Call us, message us on WhatsApp, or write to us below.",
    phonesTitle: "Call or WhatsApp",
    hoursLabel: "Opening hours",
    emailLabel: "E-mail",
    officesTitle: "Our offices",
    formTitle: "Send us a message",
    formIntro: "We reply to every message within one working day. Fields marked optional can be left empty.",
  },
  ur: {
    meta: {
      title: "ہم سے رابطہ کریں",
      description:
        "لاہور اور دبئی میں رشتہ کے دفاتر کو کال یا واٹس ایپ کریں، یا ہمیں پیغام بھیجیں۔ ہمارے مشیر پیر سے ہفتہ تک جواب دیتے ہیں۔",
    },
    title: "ہم سے رابطہ کریں",
    lead: "کسی پروفائل، پیکج یا رشتے کی تجویز کے بارے میں سوال ہے؟ اپنے خاندان کی خواہشات پر بات کرنا چاہتے ہیں؟ ہمیں کال کریں، واٹس ایپ پر پیغام بھیجیں، یا نیچے ہمیں لکھیں۔",
    phonesTitle: "کال یا واٹس ایپ کریں",
    hoursLabel: "اوقاتِ کار",
    emailLabel: "ای میل",
    officesTitle: "ہمارے دفاتر",
    formTitle: "ہمیں پیغام بھیجیں",
    formIntro:
      "ہم ہر پیغام کا جواب ایک کاروباری دن کے اندر دیتے ہیں۔ جن خانوں پر اختیاری لکھا ہے انہیں خالی چھوڑا جا سکتا ہے۔",
  },
} satisfies Localized<ContactContent>;
