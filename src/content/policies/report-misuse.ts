import { emailLink, phonesText } from "./contact-facts";
import type { LocalizedPolicy, Policy } from "./types";

const en: Policy = {
  path: "/report-mis-use",
  title: "Report misuse",
  description:
    "How to report a fake profile, harassment, a scam or other misuse of Rishta by e-mail or phone, and what we do about it, including account termination.",
  updated: "2026-11-01",
  intro: [
    "Rishta only works if members can trust one another. If someone misuses the service, tell us: every report is read by a person and handled in confidence.",
  ],
  sections: [
    {
      id: "what-is-misuse",
      heading: "What counts as misuse",
      blocks: [
        {
          list: [
            "a fake profile, a false identity, or a profile made without the person's consent;",
            "hiding an existing marriage or lying about marital status or children;",
            "asking for money, gifts or investments, or any other scam;",
            "harassment, threats, abusive or obscene messages or pictures;",
            "sharing another member's photographs or contact details without permission;",
            "using the service for anything other than seeking marriage.",
          ],
        },
      ],
    },
    {
      id: "how-to-report",
      heading: "How to report",
      blocks: [
        `Report misuse to our admin team by e-mail at ${emailLink} or by phone on ${phonesText.en}. You can also use the [contact form](/contact) and choose "complaint".`,
        "Tell us the member's name or profile, what happened and when, and include screenshots if you have them. You do not need to tell the other member that you have reported them.",
      ],
    },
    {
      id: "what-we-do",
      heading: "What we do",
      blocks: [
        "We review every report, usually within one working day, and may ask you or the other member for more information. While we investigate we may suspend the account.",
        "Misuse leads to termination of the account, without refund, and the person may not register again. Where a crime may have been committed, we co-operate with the police and the relevant authorities.",
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality and fairness",
      blocks: [
        "We never tell a member who reported them. Please report honestly: knowingly false reports are themselves misuse.",
      ],
    },
    {
      id: "emergencies",
      heading: "In an emergency",
      blocks: [
        "If you are in immediate danger, call the police first: 15 in Pakistan, 999 in the UAE. Then let us know, so we can stop the account from reaching anyone else.",
      ],
    },
  ],
};

const ur: Policy = {
  path: "/report-mis-use",
  title: "غلط استعمال کی اطلاع",
  description:
    "جعلی پروفائل، ہراسانی، دھوکا دہی یا رشتہ کے کسی اور غلط استعمال کی اطلاع ای میل یا فون سے کیسے دیں، اور ہم اس پر کیا کارروائی کرتے ہیں، بشمول اکاؤنٹ کی بندش۔",
  updated: "2026-11-01",
  intro: [
    "رشتہ تبھی کام کرتا ہے جب اراکین ایک دوسرے پر بھروسا کر سکیں۔ اگر کوئی اس سروس کا غلط استعمال کرے تو ہمیں بتائیں: ہر اطلاع کوئی انسان پڑھتا ہے اور اسے صیغۂ راز میں رکھا جاتا ہے۔",
  ],
  sections: [
    {
      id: "what-is-misuse",
      heading: "غلط استعمال کسے کہتے ہیں",
      blocks: [
        {
          list: [
            "جعلی پروفائل، جھوٹی شناخت، یا کسی شخص کی رضامندی کے بغیر بنایا گیا پروفائل؛",
            "پہلے سے موجود شادی چھپانا، یا ازدواجی حیثیت یا بچوں کے بارے میں جھوٹ بولنا؛",
            "پیسے، تحفے یا سرمایہ کاری مانگنا، یا کوئی اور دھوکا؛",
            "ہراسانی، دھمکیاں، گالی گلوچ والے یا فحش پیغامات یا تصاویر؛",
            "کسی دوسرے رکن کی تصاویر یا رابطے کی تفصیلات اجازت کے بغیر آگے بھیجنا؛",
            "سروس کو شادی کے لیے رشتہ تلاش کرنے کے سوا کسی اور مقصد کے لیے استعمال کرنا۔",
          ],
        },
      ],
    },
    {
      id: "how-to-report",
      heading: "اطلاع کیسے دیں",
      blocks: [
        `غلط استعمال کی اطلاع ہماری انتظامی ٹیم کو ای میل کے ذریعے ${emailLink} پر یا فون پر ${phonesText.ur} پر دیں۔ آپ [رابطہ فارم](/contact) بھی استعمال کر سکتے ہیں اور "شکایت" منتخب کر سکتے ہیں۔`,
        "ہمیں رکن کا نام یا پروفائل بتائیں، کیا ہوا اور کب ہوا، اور اگر آپ کے پاس اسکرین شاٹس ہوں تو وہ بھی بھیجیں۔ دوسرے رکن کو یہ بتانے کی ضرورت نہیں کہ آپ نے اس کی اطلاع دی ہے۔",
      ],
    },
    {
      id: "what-we-do",
      heading: "ہم کیا کرتے ہیں",
      blocks: [
        "ہم ہر اطلاع کا جائزہ لیتے ہیں، عموماً ایک کاروباری دن کے اندر، اور آپ سے یا دوسرے رکن سے مزید معلومات مانگ سکتے ہیں۔ چھان بین کے دوران ہم اکاؤنٹ معطل کر سکتے ہیں۔",
        "غلط استعمال کی صورت میں اکاؤنٹ رقم واپس کیے بغیر بند کر دیا جاتا ہے، اور وہ شخص دوبارہ رجسٹر نہیں ہو سکتا۔ جہاں کسی جرم کا امکان ہو، وہاں ہم پولیس اور متعلقہ حکام سے تعاون کرتے ہیں۔",
      ],
    },
    {
      id: "confidentiality",
      heading: "رازداری اور انصاف",
      blocks: [
        "ہم کسی رکن کو کبھی نہیں بتاتے کہ اس کی اطلاع کس نے دی۔ براہِ کرم دیانت داری سے اطلاع دیں: جان بوجھ کر دی گئی جھوٹی اطلاع خود بھی غلط استعمال ہے۔",
      ],
    },
    {
      id: "emergencies",
      heading: "ہنگامی صورت میں",
      blocks: [
        "اگر آپ فوری خطرے میں ہوں تو پہلے پولیس کو فون کریں: پاکستان میں 15، متحدہ عرب امارات میں 999۔ پھر ہمیں بتائیں، تاکہ ہم اس اکاؤنٹ کو کسی اور تک پہنچنے سے روک سکیں۔",
      ],
    },
  ],
};

export const reportMisuse = { en, ur } satisfies LocalizedPolicy;
