import type { LocalizedPolicy, Policy } from "./types";

const en: Policy = {
  path: "/picture-policy",
  title: "Picture policy",
  description:
    "The rules for profile pictures on Rishta: your own picture, one person only, not copyrighted and nothing obscene, with privacy controls over who sees it.",
  updated: "2026-11-01",
  intro: [
    "A clear, recent photograph helps families feel comfortable and makes a profile far more likely to receive proposals. To keep Rishta respectful and trustworthy, every picture must follow these rules.",
  ],
  sections: [
    {
      id: "own-picture",
      heading: "Pictures must be your own",
      blocks: [
        "Upload only a photograph of yourself, or of the family member the profile is for, with their permission. Pictures of celebrities, models, cartoons, landscapes or someone else are not allowed.",
        "Use a recent picture that shows your face clearly. Heavy filters or edits that change how you look are not allowed.",
      ],
    },
    {
      id: "single-person",
      heading: "One person per picture",
      blocks: [
        "The picture must show only the member. Group photos, photos with children or with a former spouse, and photos in which it is unclear who the member is will be removed.",
      ],
    },
    {
      id: "copyright",
      heading: "No copyrighted images",
      blocks: [
        "Do not upload images you do not have the right to use, such as professional studio photographs without the photographer's permission, magazine images or pictures copied from the internet.",
      ],
    },
    {
      id: "not-obscene",
      heading: "Nothing obscene or offensive",
      blocks: [
        "Pictures must be modest and suitable for families. Nudity, sexually suggestive poses, offensive gestures, weapons, and any content that is indecent under the laws of Pakistan or the UAE are not allowed.",
      ],
    },
    {
      id: "privacy",
      heading: "Your picture, your privacy",
      blocks: [
        "You choose who can see your picture: everyone, only verified members, or only your connections. People who may not see it are shown a blurred version, never the original.",
        "Location and camera data are removed from every picture when it is uploaded.",
      ],
    },
    {
      id: "review",
      heading: "Review and removal",
      blocks: [
        "We review pictures and may remove any that break this policy, with or without notice. Repeated or serious breaches can lead to the account being closed under our [terms and conditions](/terms-and-conditions).",
        "If you see a picture that is not the member's own, or that is inappropriate, please [report it](/report-mis-use).",
      ],
    },
  ],
};

const ur: Policy = {
  path: "/picture-policy",
  title: "تصویر کی پالیسی",
  description:
    "رشتہ پر پروفائل تصاویر کے اصول: آپ کی اپنی تصویر، صرف ایک فرد، کاپی رائٹ سے پاک اور کچھ بھی فحش نہیں، اور یہ اختیار کہ اسے کون دیکھ سکتا ہے۔",
  updated: "2026-11-01",
  intro: [
    "ایک صاف اور حالیہ تصویر سے خاندان مطمئن ہوتے ہیں اور پروفائل کو رشتے کی تجاویز ملنے کا امکان کہیں زیادہ ہو جاتا ہے۔ رشتہ کو باوقار اور قابلِ اعتماد رکھنے کے لیے ہر تصویر کا ان اصولوں کے مطابق ہونا ضروری ہے۔",
  ],
  sections: [
    {
      id: "own-picture",
      heading: "تصویر آپ کی اپنی ہونی چاہیے",
      blocks: [
        "صرف اپنی تصویر اپ لوڈ کریں، یا خاندان کے اُس فرد کی جس کا پروفائل ہے، اُن کی اجازت سے۔ مشہور شخصیات، ماڈلز، کارٹونز، مناظر یا کسی اور کی تصاویر کی اجازت نہیں۔",
        "ایسی حالیہ تصویر لگائیں جس میں آپ کا چہرہ صاف نظر آئے۔ بہت زیادہ فلٹر یا ایسی ترامیم جو آپ کی شکل بدل دیں، ان کی اجازت نہیں۔",
      ],
    },
    {
      id: "single-person",
      heading: "ہر تصویر میں ایک ہی فرد",
      blocks: [
        "تصویر میں صرف رکن ہی نظر آنا چاہیے۔ گروپ فوٹو، بچوں یا سابق شریکِ حیات کے ساتھ تصاویر، اور ایسی تصاویر جن میں واضح نہ ہو کہ رکن کون ہے، ہٹا دی جائیں گی۔",
      ],
    },
    {
      id: "copyright",
      heading: "کاپی رائٹ والی تصاویر نہیں",
      blocks: [
        "ایسی تصاویر اپ لوڈ نہ کریں جن کے استعمال کا آپ کو حق نہیں، جیسے فوٹوگرافر کی اجازت کے بغیر پیشہ ور اسٹوڈیو کی تصاویر، رسالوں کی تصاویر یا انٹرنیٹ سے نقل کی گئی تصاویر۔",
      ],
    },
    {
      id: "not-obscene",
      heading: "کچھ بھی فحش یا ناگوار نہیں",
      blocks: [
        "تصاویر شائستہ اور خاندانوں کے دیکھنے کے لائق ہونی چاہییں۔ برہنگی، جنسی اشارے والے انداز، ناگوار اشارے، ہتھیار، اور پاکستان یا متحدہ عرب امارات کے قوانین کے تحت نازیبا کوئی بھی مواد ممنوع ہے۔",
      ],
    },
    {
      id: "privacy",
      heading: "آپ کی تصویر، آپ کی رازداری",
      blocks: [
        "آپ طے کرتے ہیں کہ آپ کی تصویر کون دیکھ سکتا ہے: سب لوگ، صرف تصدیق شدہ اراکین، یا صرف آپ کے کنکشنز۔ جنہیں اسے دیکھنے کی اجازت نہیں، انہیں اس کا دھندلا روپ دکھایا جاتا ہے، اصل تصویر کبھی نہیں۔",
        "اپ لوڈ ہوتے وقت ہر تصویر سے مقام اور کیمرے کا ڈیٹا ہٹا دیا جاتا ہے۔",
      ],
    },
    {
      id: "review",
      heading: "جائزہ اور ہٹانا",
      blocks: [
        "ہم تصاویر کا جائزہ لیتے ہیں اور اس پالیسی کی خلاف ورزی کرنے والی کوئی بھی تصویر، اطلاع کے ساتھ یا اطلاع کے بغیر، ہٹا سکتے ہیں۔ بار بار یا سنگین خلاف ورزی پر ہماری [شرائط و ضوابط](/terms-and-conditions) کے تحت اکاؤنٹ بند کیا جا سکتا ہے۔",
        "اگر آپ کوئی ایسی تصویر دیکھیں جو رکن کی اپنی نہ ہو، یا نامناسب ہو، تو براہِ کرم [اس کی اطلاع دیں](/report-mis-use)۔",
      ],
    },
  ],
};

export const picturePolicy = { en, ur } satisfies LocalizedPolicy;
