/** Success statistics (spec §1): over 5,000 marriages, 98% satisfaction, 80% second marriages. */

import type { Localized } from "@/i18n/localized";

export type Statistic = { value: string; label: string; detail: string };

export type StatsContent = { title: string; intro: string; items: Statistic[] };

export const stats = {
  en: {
    title: "A record families trust",
    intro: "Numbers are not the point, people are. But they tell you we have done this many times before.",
    items: [
      {
        value: "5,000+",
        label: "marriages arranged",
        detail: "Over 5,000 couples have married through Rishta since we began.",
      },
      {
        value: "98%",
        label: "client satisfaction",
        detail: "98% of the families we served say they would recommend us.",
      },
      {
        value: "80%",
        label: "second marriages",
        detail: "80% of the marriages we arrange are second marriages: our particular strength.",
      },
    ],
  },
  ur: {
    title: "ایک ریکارڈ جس پر خاندان بھروسا کرتے ہیں",
    intro: "اصل بات اعداد نہیں، لوگ ہیں۔ مگر یہ اعداد بتاتے ہیں کہ ہم یہ کام پہلے بھی بہت بار کر چکے ہیں۔",
    items: [
      {
        value: "5,000+",
        label: "شادیاں طے ہوئیں",
        detail: "ہمارے آغاز سے اب تک 5,000 سے زیادہ جوڑوں کی شادی رشتہ کے ذریعے ہو چکی ہے۔",
      },
      {
        value: "98%",
        label: "مطمئن گاہک",
        detail: "جن خاندانوں کی ہم نے خدمت کی، ان میں سے 98% کہتے ہیں کہ وہ دوسروں کو ہمارا مشورہ دیں گے۔",
      },
      {
        value: "80%",
        label: "دوسری شادیاں",
        detail: "ہماری طے کردہ شادیوں میں سے 80% دوسری شادیاں ہیں: یہی ہماری خاص مہارت ہے۔",
      },
    ],
  },
} satisfies Localized<StatsContent>;
