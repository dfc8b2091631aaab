import { site } from "../site";
import { emailLink } from "./contact-facts";
import type { LocalizedPolicy, Policy } from "./types";

const en: Policy = {
  path: "/disclaimer",
  title: "Disclaimer",
  description:
    "What Rishta can and cannot promise: members are responsible for what they share, no number of responses or matches is guaranteed, and a record of applicants is kept.",
  updated: "2026-11-01",
  intro: [
    `${site.legalName} provides a matchmaking platform and personal guidance. Please read this disclaimer to understand the limits of what we do.`,
  ],
  sections: [
    {
      id: "member-responsibility",
      heading: "Members are responsible for what they share",
      blocks: [
        "Profiles, photographs and messages are written and uploaded by members themselves. Each member is responsible for the truth and lawfulness of what they share, and for what they choose to share with others.",
        "We remove content that breaks our [terms and conditions](/terms-and-conditions) when we become aware of it, but we do not check every word before it appears. Except where a profile carries our verified badge, we have not checked its details.",
      ],
    },
    {
      id: "no-guarantee",
      heading: "No guaranteed responses or matches",
      blocks: [
        "Finding a life partner depends on people and families, not only on us. We cannot guarantee any number of proposals, responses, connections or matches within any period, nor that a match will lead to marriage.",
        "Packages give you more ways to reach people and be seen; they are not a promise of a result.",
      ],
    },
    {
      id: "record-of-applicants",
      heading: "Record of applicants",
      blocks: [
        "Rishta keeps a record of everyone who applies for membership: the applicant's name, contact details, profile and the date of application. We keep it to run the service, to prevent fraud and repeat misuse, and to meet our legal obligations.",
        "Profile details a member makes visible to everyone appear in our public listing of proposals, which visitors can browse. Phone numbers and e-mail addresses are never shown publicly. See our [privacy policy](/privacy-policy) for what is shown to whom.",
      ],
    },
    {
      id: "advice",
      heading: "Advice and verification",
      blocks: [
        "Our consultants' suggestions and our legal advice are general guidance given in good faith. They are not a substitute for your own judgement or, where a matter goes to court, for a lawyer acting for you.",
        "Verification confirms the documents we saw when we saw them. It is not a guarantee of anyone's character or conduct, so please always follow our [safety tips](/safety-tips).",
      ],
    },
    {
      id: "liability",
      heading: "Our liability",
      blocks: [
        "Rishta is not liable for the actions of members or their families, online or offline, or for any loss arising from relying on information another member gave. Nothing in this disclaimer limits a liability that the law does not allow us to limit.",
        `Questions about this disclaimer? Write to ${emailLink}.`,
      ],
    },
  ],
};

const ur: Policy = {
  path: "/disclaimer",
  title: "اعلانِ لاتعلقی",
  description:
    "رشتہ کس بات کا وعدہ کر سکتا ہے اور کس کا نہیں: اراکین اپنی شیئر کی گئی معلومات کے خود ذمہ دار ہیں، جوابات یا رشتوں کی کسی تعداد کی ضمانت نہیں، اور درخواست دہندگان کا ریکارڈ رکھا جاتا ہے۔",
  updated: "2026-11-01",
  intro: [
    `${site.legalName} رشتے تلاش کرنے کا ایک پلیٹ فارم اور ذاتی رہنمائی فراہم کرتا ہے۔ ہمارے کام کی حدود سمجھنے کے لیے براہِ کرم یہ اعلانِ لاتعلقی پڑھیں۔`,
  ],
  sections: [
    {
      id: "member-responsibility",
      heading: "اراکین اپنی شیئر کی گئی معلومات کے خود ذمہ دار ہیں",
      blocks: [
        "پروفائل، تصاویر اور پیغامات اراکین خود لکھتے اور اپ لوڈ کرتے ہیں۔ ہر رکن اپنی شیئر کی گئی باتوں کے سچ اور جائز ہونے کا، اور اس بات کا ذمہ دار ہے کہ وہ دوسروں کے ساتھ کیا شیئر کرنے کا فیصلہ کرتا ہے۔",
        "ہماری [شرائط و ضوابط](/terms-and-conditions) کی خلاف ورزی کرنے والا مواد علم میں آتے ہی ہم ہٹا دیتے ہیں، لیکن ہر لفظ شائع ہونے سے پہلے نہیں جانچتے۔ جس پروفائل پر ہمارا تصدیق شدہ کا نشان نہ ہو، اس کی تفصیلات ہم نے نہیں جانچیں۔",
      ],
    },
    {
      id: "no-guarantee",
      heading: "جوابات یا رشتوں کی کوئی ضمانت نہیں",
      blocks: [
        "جیون ساتھی کی تلاش صرف ہم پر نہیں بلکہ لوگوں اور خاندانوں پر منحصر ہے۔ ہم کسی بھی مدت میں رشتے کی تجاویز، جوابات، کنکشنز یا رشتوں کی کسی تعداد کی ضمانت نہیں دے سکتے، نہ اس بات کی کہ کوئی رشتہ شادی تک پہنچے گا۔",
        "پیکجز آپ کو لوگوں تک پہنچنے اور نظر آنے کے زیادہ مواقع دیتے ہیں؛ یہ کسی نتیجے کا وعدہ نہیں ہیں۔",
      ],
    },
    {
      id: "record-of-applicants",
      heading: "درخواست دہندگان کا ریکارڈ",
      blocks: [
        "رشتہ رکنیت کی درخواست دینے والے ہر فرد کا ریکارڈ رکھتا ہے: درخواست دہندہ کا نام، رابطے کی تفصیلات، پروفائل اور درخواست کی تاریخ۔ ہم یہ ریکارڈ سروس چلانے، دھوکا دہی اور بار بار کے غلط استعمال کو روکنے، اور اپنی قانونی ذمہ داریاں پوری کرنے کے لیے رکھتے ہیں۔",
        "جو پروفائل تفصیلات کوئی رکن سب کے لیے کھلی رکھتا ہے وہ رشتوں کی ہماری عوامی فہرست میں نظر آتی ہیں، جسے آنے والے دیکھ سکتے ہیں۔ فون نمبر اور ای میل پتے کبھی عوامی طور پر نہیں دکھائے جاتے۔ کس کو کیا دکھایا جاتا ہے، یہ جاننے کے لیے ہماری [رازداری کی پالیسی](/privacy-policy) دیکھیں۔",
      ],
    },
    {
      id: "advice",
      heading: "مشورہ اور تصدیق",
      blocks: [
        "ہمارے مشیروں کی تجاویز اور ہمارا قانونی مشورہ نیک نیتی سے دی گئی عمومی رہنمائی ہیں۔ یہ آپ کی اپنی سمجھ بوجھ کا متبادل نہیں، اور جہاں معاملہ عدالت تک جائے وہاں آپ کی طرف سے پیش ہونے والے وکیل کا متبادل بھی نہیں۔",
        "تصدیق صرف اُن دستاویزات کی تصدیق ہے جو ہم نے دیکھیں، اُس وقت جب ہم نے دیکھیں۔ یہ کسی کے کردار یا رویّے کی ضمانت نہیں، اس لیے براہِ کرم ہمیشہ ہماری [حفاظتی تجاویز](/safety-tips) پر عمل کریں۔",
      ],
    },
    {
      id: "liability",
      heading: "ہماری ذمہ داری",
      blocks: [
        "رشتہ اراکین یا ان کے خاندانوں کے آن لائن یا آف لائن اعمال کا، یا کسی دوسرے رکن کی دی ہوئی معلومات پر بھروسا کرنے سے ہونے والے کسی نقصان کا ذمہ دار نہیں۔ اس اعلانِ لاتعلقی کی کوئی بات کسی ایسی ذمہ داری کو محدود نہیں کرتی جسے محدود کرنے کی قانون ہمیں اجازت نہیں دیتا۔",
        `اس اعلانِ لاتعلقی کے بارے میں کوئی سوال؟ ${emailLink} پر لکھیں۔`,
      ],
    },
  ],
};

export const disclaimer = { en, ur } satisfies LocalizedPolicy;
