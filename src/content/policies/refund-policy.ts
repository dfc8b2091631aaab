import { emailLink, phonesText } from "./contact-facts";
import type { LocalizedPolicy, Policy } from "./types";

const en: Policy = {
  path: "/refund-policy",
  title: "Refund policy",
  description:
    "When Rishta subscription fees can and cannot be refunded: activated plans, cancellations, unauthorised transactions reported within 7 days, and technical issues.",
  updated: "2026-11-01",
  intro: [
    "We want you to buy a package with confidence and know exactly where you stand. This policy explains when fees paid to Rishta can be refunded.",
  ],
  sections: [
    {
      id: "non-refundable",
      heading: "Subscription fees are non-refundable once activated",
      blocks: [
        "A package is activated as soon as your payment is confirmed: from that moment its features, such as extra proposals and messages, verification and a featured listing, are available to you. Because the service starts straight away, fees for an activated package are not refundable, in full or in part, including for days or allowances you do not use.",
        "Please compare the packages on our [packages page](/packages) before you buy, and call us if you are unsure which one suits you.",
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation stops future charges only",
      blocks: [
        "You may stop using a package or close your account at any time. Cancelling prevents any future charges but does not refund the current package, which stays active until the end of its period unless you delete your account.",
      ],
    },
    {
      id: "exceptional-cases",
      heading: "Exceptional cases",
      blocks: [
        "Some situations deserve a closer look, for example:",
        {
          list: [
            "a payment you did not make or authorise (an unauthorised transaction);",
            "being charged twice for the same package;",
            "being charged when the package was never activated on your account.",
          ],
        },
        `If this happens, contact our support team within 7 days of the payment at ${emailLink} or ${phonesText.en}, with the date, amount and the e-mail address of the account. We review each case individually and decide at our discretion; approved refunds are returned to the original card through our payment provider, usually within 7 to 14 working days.`,
      ],
    },
    {
      id: "technical-issues",
      heading: "Technical issues are resolved first",
      blocks: [
        "If something does not work as it should, such as a package not showing on your account or a feature not available, tell us. Our first step is always to fix the problem and make sure you receive what you paid for, and we may extend your package to make up for lost time.",
        "A refund is considered only if we cannot resolve a technical issue on our side within a reasonable time.",
      ],
    },
    {
      id: "acknowledgment",
      heading: "Acknowledgment",
      blocks: [
        "By buying a package you confirm that you have read and understood this refund policy and agree to it, together with our [terms and conditions](/terms-and-conditions).",
      ],
    },
  ],
};

const ur: Policy = {
  path: "/refund-policy",
  title: "رقم کی واپسی کی پالیسی",
  description:
    "رشتہ کی سبسکرپشن فیس کب واپس ہو سکتی ہے اور کب نہیں: فعال شدہ پلان، منسوخی، 7 دن کے اندر رپورٹ کی گئی غیر مجاز ادائیگیاں، اور تکنیکی مسائل۔",
  updated: "2026-11-01",
  intro: [
    "ہم چاہتے ہیں کہ آپ پورے اعتماد سے پیکج خریدیں اور آپ کو ٹھیک ٹھیک معلوم ہو کہ آپ کے حقوق کیا ہیں۔ یہ پالیسی بتاتی ہے کہ رشتہ کو ادا کی گئی فیس کب واپس ہو سکتی ہے۔",
  ],
  sections: [
    {
      id: "non-refundable",
      heading: "فعال ہونے کے بعد سبسکرپشن فیس ناقابلِ واپسی ہے",
      blocks: [
        "آپ کی ادائیگی کی تصدیق ہوتے ہی پیکج فعال ہو جاتا ہے: اسی لمحے سے اس کی سہولیات، جیسے اضافی رشتے کی تجاویز اور پیغامات، تصدیق اور نمایاں فہرست میں جگہ، آپ کے لیے دستیاب ہو جاتی ہیں۔ چونکہ سروس فوراً شروع ہو جاتی ہے، اس لیے فعال پیکج کی فیس نہ پوری واپس ہوتی ہے نہ جزوی طور پر، اُن دنوں یا سہولیات سمیت جو آپ استعمال نہ کریں۔",
        "براہِ کرم خریدنے سے پہلے ہمارے [پیکجز کے صفحے](/packages) پر پیکجز کا موازنہ کر لیں، اور اگر یقین نہ ہو کہ کون سا آپ کے لیے موزوں ہے تو ہمیں فون کریں۔",
      ],
    },
    {
      id: "cancellation",
      heading: "منسوخی سے صرف آئندہ ادائیگیاں رکتی ہیں",
      blocks: [
        "آپ کسی بھی وقت پیکج کا استعمال چھوڑ سکتے ہیں یا اپنا اکاؤنٹ بند کر سکتے ہیں۔ منسوخی سے آئندہ کوئی رقم نہیں کٹتی، لیکن موجودہ پیکج کی رقم واپس نہیں ہوتی؛ وہ پیکج اپنی مدت کے آخر تک فعال رہتا ہے، الا یہ کہ آپ اپنا اکاؤنٹ ختم کر دیں۔",
      ],
    },
    {
      id: "exceptional-cases",
      heading: "غیر معمولی صورتیں",
      blocks: [
        "کچھ صورتوں میں معاملے کو زیادہ غور سے دیکھنا ضروری ہوتا ہے، مثلاً:",
        {
          list: [
            "ایسی ادائیگی جو آپ نے نہ کی ہو نہ اس کی اجازت دی ہو (غیر مجاز لین دین)؛",
            "ایک ہی پیکج کے لیے دو بار رقم کٹ جانا؛",
            "رقم کٹ جانا جبکہ پیکج آپ کے اکاؤنٹ پر کبھی فعال ہی نہ ہوا ہو۔",
          ],
        },
        `ایسا ہو تو ادائیگی کے 7 دن کے اندر ہماری سپورٹ ٹیم سے ${emailLink} یا ${phonesText.ur} پر رابطہ کریں، اور تاریخ، رقم اور اکاؤنٹ کا ای میل پتا بتائیں۔ ہم ہر معاملے کا الگ سے جائزہ لیتے ہیں اور اپنی صوابدید پر فیصلہ کرتے ہیں؛ منظور شدہ رقم ہمارے پیمنٹ فراہم کنندہ کے ذریعے اسی کارڈ پر واپس کی جاتی ہے جس سے ادائیگی ہوئی تھی، عموماً 7 سے 14 کاروباری دنوں میں۔`,
      ],
    },
    {
      id: "technical-issues",
      heading: "تکنیکی مسائل پہلے حل کیے جاتے ہیں",
      blocks: [
        "اگر کوئی چیز ٹھیک سے کام نہ کرے، جیسے پیکج آپ کے اکاؤنٹ پر نظر نہ آئے یا کوئی سہولت دستیاب نہ ہو، تو ہمیں بتائیں۔ ہمارا پہلا قدم ہمیشہ مسئلہ حل کرنا اور یہ یقینی بنانا ہوتا ہے کہ آپ کو وہ سب ملے جس کی آپ نے ادائیگی کی، اور ضائع ہونے والے وقت کی تلافی کے لیے ہم آپ کے پیکج کی مدت بڑھا بھی سکتے ہیں۔",
        "رقم کی واپسی پر صرف اسی صورت میں غور کیا جاتا ہے جب ہم اپنی طرف کا کوئی تکنیکی مسئلہ مناسب وقت میں حل نہ کر سکیں۔",
      ],
    },
    {
      id: "acknowledgment",
      heading: "اقرار",
      blocks: [
        "پیکج خرید کر آپ تصدیق کرتے ہیں کہ آپ نے رقم کی واپسی کی یہ پالیسی پڑھ اور سمجھ لی ہے اور آپ اس سے، اور ہماری [شرائط و ضوابط](/terms-and-conditions) سے، متفق ہیں۔",
      ],
    },
  ],
};

export const refundPolicy = { en, ur } satisfies LocalizedPolicy;
