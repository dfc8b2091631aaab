import { site } from "../site";
import { emailLink, phonesText } from "./contact-facts";
import type { LocalizedPolicy, Policy } from "./types";

const en: Policy = {
  path: "/privacy-policy",
  title: "Privacy policy",
  description:
    "How Rishta collects, uses and protects your information: profiles, photographs, family details, contact details shown only to connections, PayFast payments and account deletion.",
  updated: "2026-11-25",
  intro: [
    `A matrimonial profile holds some of the most personal information a family has. ${site.legalName} ("Rishta", "we") treats it with care. This policy explains what we collect, why, who can see it, and the choices you have.`,
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        `Rishta is a matchmaking service with offices in Lahore, Pakistan and Dubai, United Arab Emirates. We decide how your information is used on this website and are responsible for it. You can reach us at ${emailLink}.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "Information we collect",
      blocks: [
        "What you give us:",
        {
          list: [
            "Account details: your name, e-mail address, phone number and password (stored only as a secure one-way hash).",
            "Profile details: personal information such as gender, date of birth, height, marital status, mother tongue and nationality; career and income; family details such as your parents' professions and number of brothers and sisters; religion, sect and caste; where you live; second-marriage details where relevant; and your partner requirements.",
            "Your profile photograph.",
            "Proposals you send and receive, your connections, and the messages you exchange on Rishta.",
            "Messages you send us through the contact form, and documents you show us for verification.",
            "Your privacy settings.",
          ],
        },
        "What we collect automatically: the sign-in cookie that keeps you signed in, and technical records such as your IP address and the time of requests, which we use to keep the service secure and to stop abuse.",
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use your information",
      blocks: [
        {
          list: [
            "to create and show your profile, and to suggest and make introductions;",
            "to deliver proposals, messages and notifications;",
            "to verify identity and marital status when your package includes verification;",
            "to process payments and manage your package;",
            "to answer your questions and give legal and registration help you ask for;",
            "to keep members safe, investigate reports of misuse and meet our legal obligations.",
          ],
        },
        "We do not use your information for advertising, and we never sell it.",
      ],
    },
    {
      id: "who-can-see",
      heading: "Who can see your information",
      blocks: [
        "You decide who can see your profile and your photograph: everyone, only verified members, or only your connections. Profiles visible to everyone appear in our public listing, which visitors can browse.",
        "Your phone number and e-mail address are never public. They are visible only to you and to your connections: members whose proposal you accepted, or who accepted yours.",
        "You also choose who may send you proposals and messages. Our consultants and administrators can see what they need to run the service and help you.",
      ],
    },
    {
      id: "photographs",
      heading: "Photographs",
      blocks: [
        "When you upload a photograph we remove hidden location and camera data and create a blurred copy. People who are not allowed to see your picture are shown only the blurred copy. Pictures are served only through our access-checked address, never from a public link that could be shared or guessed.",
        "Photographs must follow our [picture policy](/picture-policy).",
      ],
    },
    {
      id: "payments",
      heading: "Payments through PayFast",
      blocks: [
        "Card payments are processed by PayFast, a payment gateway operating in Pakistan. You enter your card details on PayFast's secure page; we never see or store your card number. We keep a record of each payment (the package, amount, status and date) for accounting and to answer your questions.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and browser storage",
      blocks: [
        "We use one essential cookie to keep you signed in. It cannot be read by scripts on the page and expires when you sign out or after a period without use. Your browser also keeps a copy of your account details (your name, e-mail address, phone number, photo link and whether your profile is complete) in its local storage, so pages can greet you before the server answers; it is removed when you sign out or delete your account, and the server always decides who is signed in.",
        "We use no advertising or tracking cookies.",
      ],
    },
    {
      id: "sharing",
      heading: "Sharing with others",
      blocks: [
        "We share information only with service providers who help us run Rishta, such as PayFast for payments and our hosting and e-mail providers, under agreements that require them to protect it, and with the police or courts when the law requires us to.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        "We protect your information with encrypted connections, hashed passwords, strict access controls and limits on repeated sign-in attempts. No system is perfectly secure, so please keep your password private and follow our [safety tips](/safety-tips).",
      ],
    },
    {
      id: "deletion",
      heading: "Keeping and deleting your information",
      blocks: [
        "We keep your information while your account is open. You can delete your account at any time from your settings. When you do, you are signed out on every device at once, your profile is hidden everywhere, and your personal details and photographs are erased.",
        "Payment records are kept for accounting and tax purposes, with your name and contact details removed. You are free to register again later with the same e-mail address.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your choices and rights",
      blocks: [
        "You can see and correct your profile at any time, change your privacy settings, and delete your account. You may also ask us for a copy of the information we hold about you, or ask a question about it, by writing to us; we reply within 30 days.",
      ],
    },
    {
      id: "children",
      heading: "Age limit",
      blocks: [
        "Rishta is for adults aged 18 to 75. We do not knowingly collect information about anyone under 18, and we delete any profile we find that belongs to someone under 18.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and contact",
      blocks: [
        "We will update this policy when our practices change, show the date of the latest change on this page, and tell members by e-mail about important changes.",
        `Questions or requests about your privacy? Write to ${emailLink} or call ${phonesText.en}.`,
      ],
    },
  ],
};

const ur: Policy = {
  path: "/privacy-policy",
  title: "رازداری کی پالیسی",
  description:
    "رشتہ آپ کی معلومات کیسے جمع کرتا، استعمال کرتا اور محفوظ رکھتا ہے: پروفائل، تصاویر، خاندانی تفصیلات، صرف کنکشنز کو دکھائی جانے والی رابطے کی تفصیلات، PayFast کے ذریعے ادائیگیاں اور اکاؤنٹ کا خاتمہ۔",
  updated: "2026-11-25",
  intro: [
    `رشتے کے پروفائل میں کسی خاندان کی نہایت ذاتی معلومات ہوتی ہیں۔ ${site.legalName} (آگے "رشتہ" یا "ہم") ان معلومات کو پوری احتیاط سے سنبھالتا ہے۔ یہ پالیسی بتاتی ہے کہ ہم کیا معلومات جمع کرتے ہیں، کیوں کرتے ہیں، انہیں کون دیکھ سکتا ہے، اور آپ کے پاس کیا اختیارات ہیں۔`,
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "ہم کون ہیں",
      blocks: [
        `رشتہ ایک رشتے کرانے والی سروس ہے جس کے دفاتر لاہور، پاکستان اور دبئی، متحدہ عرب امارات میں ہیں۔ اس ویب سائٹ پر آپ کی معلومات کے استعمال کا فیصلہ ہم کرتے ہیں اور اس کے ذمہ دار بھی ہم ہیں۔ آپ ہم سے ${emailLink} پر رابطہ کر سکتے ہیں۔`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "ہم کون سی معلومات جمع کرتے ہیں",
      blocks: [
        "جو معلومات آپ ہمیں دیتے ہیں:",
        {
          list: [
            "اکاؤنٹ کی تفصیلات: آپ کا نام، ای میل پتا، فون نمبر اور پاس ورڈ (جو صرف ایک محفوظ یک طرفہ ہیش کی صورت میں محفوظ کیا جاتا ہے)۔",
            "پروفائل کی تفصیلات: ذاتی معلومات جیسے جنس، تاریخِ پیدائش، قد، ازدواجی حیثیت، مادری زبان اور قومیت؛ پیشہ اور آمدنی؛ خاندانی تفصیلات جیسے آپ کے والدین کے پیشے اور بہن بھائیوں کی تعداد؛ مذہب، مسلک اور ذات؛ آپ کہاں رہتے ہیں؛ جہاں متعلق ہو وہاں دوسری شادی کی تفصیلات؛ اور جیون ساتھی کے بارے میں آپ کی شرائط۔",
            "آپ کی پروفائل تصویر۔",
            "رشتے کی وہ تجاویز جو آپ بھیجتے اور وصول کرتے ہیں، آپ کے کنکشنز، اور وہ پیغامات جن کا آپ رشتہ پر تبادلہ کرتے ہیں۔",
            "رابطہ فارم کے ذریعے آپ کے ہمیں بھیجے گئے پیغامات، اور تصدیق کے لیے آپ کی دکھائی گئی دستاویزات۔",
            "آپ کی رازداری کی ترتیبات۔",
          ],
        },
        "جو معلومات ہم خود بخود جمع کرتے ہیں: سائن اِن کی کوکی جو آپ کو سائن اِن رکھتی ہے، اور تکنیکی ریکارڈ جیسے آپ کا IP ایڈریس اور درخواستوں کا وقت، جنہیں ہم سروس کو محفوظ رکھنے اور غلط استعمال روکنے کے لیے استعمال کرتے ہیں۔",
      ],
    },
    {
      id: "how-we-use",
      heading: "ہم آپ کی معلومات کیسے استعمال کرتے ہیں",
      blocks: [
        {
          list: [
            "آپ کا پروفائل بنانے اور دکھانے کے لیے، اور رشتے تجویز کرنے اور تعارف کرانے کے لیے؛",
            "رشتے کی تجاویز، پیغامات اور اطلاعات آپ تک پہنچانے کے لیے؛",
            "جب آپ کے پیکج میں تصدیق شامل ہو تو شناخت اور ازدواجی حیثیت کی تصدیق کے لیے؛",
            "ادائیگیوں کی کارروائی اور آپ کے پیکج کے انتظام کے لیے؛",
            "آپ کے سوالوں کے جواب دینے کے لیے، اور آپ کی درخواست پر قانونی مشورہ اور نکاح کے اندراج میں مدد دینے کے لیے؛",
            "اراکین کو محفوظ رکھنے، غلط استعمال کی شکایات کی چھان بین کرنے اور اپنی قانونی ذمہ داریاں پوری کرنے کے لیے۔",
          ],
        },
        "ہم آپ کی معلومات اشتہارات کے لیے استعمال نہیں کرتے، اور انہیں کبھی فروخت نہیں کرتے۔",
      ],
    },
    {
      id: "who-can-see",
      heading: "آپ کی معلومات کون دیکھ سکتا ہے",
      blocks: [
        "آپ خود طے کرتے ہیں کہ آپ کا پروفائل اور تصویر کون دیکھ سکتا ہے: سب لوگ، صرف تصدیق شدہ اراکین، یا صرف آپ کے کنکشنز۔ جو پروفائل سب کے لیے کھلے ہوں وہ ہماری عوامی فہرست میں نظر آتے ہیں، جسے آنے والے دیکھ سکتے ہیں۔",
        "آپ کا فون نمبر اور ای میل پتا کبھی عوامی نہیں ہوتے۔ انہیں صرف آپ اور آپ کے کنکشنز دیکھ سکتے ہیں: وہ اراکین جن کی تجویز آپ نے قبول کی، یا جنہوں نے آپ کی تجویز قبول کی۔",
        "یہ بھی آپ ہی طے کرتے ہیں کہ کون آپ کو رشتے کی تجاویز اور پیغامات بھیج سکتا ہے۔ ہمارے مشیر اور منتظمین صرف وہی دیکھ سکتے ہیں جو سروس چلانے اور آپ کی مدد کے لیے ضروری ہو۔",
      ],
    },
    {
      id: "photographs",
      heading: "تصاویر",
      blocks: [
        "جب آپ تصویر اپ لوڈ کرتے ہیں تو ہم اس میں چھپا ہوا مقام اور کیمرے کا ڈیٹا ہٹا دیتے ہیں اور اس کی ایک دھندلی نقل بناتے ہیں۔ جنہیں آپ کی تصویر دیکھنے کی اجازت نہیں، انہیں صرف دھندلی نقل دکھائی جاتی ہے۔ تصاویر صرف ہمارے اُس پتے سے دکھائی جاتی ہیں جو ہر بار رسائی کی جانچ کرتا ہے، کبھی کسی ایسے عوامی لنک سے نہیں جسے آگے بھیجا یا اندازے سے ڈھونڈا جا سکے۔",
        "تصاویر کو ہماری [تصویر کی پالیسی](/picture-policy) کے مطابق ہونا چاہیے۔",
      ],
    },
    {
      id: "payments",
      heading: "PayFast کے ذریعے ادائیگیاں",
      blocks: [
        "کارڈ سے ادائیگیوں کی کارروائی PayFast کرتا ہے، جو پاکستان میں کام کرنے والا ایک پیمنٹ گیٹ وے ہے۔ آپ اپنے کارڈ کی تفصیلات PayFast کے محفوظ صفحے پر درج کرتے ہیں؛ ہم آپ کا کارڈ نمبر نہ کبھی دیکھتے ہیں نہ محفوظ کرتے ہیں۔ حساب کتاب اور آپ کے سوالوں کے جواب کے لیے ہم ہر ادائیگی کا ریکارڈ (پیکج، رقم، کیفیت اور تاریخ) رکھتے ہیں۔",
      ],
    },
    {
      id: "cookies",
      heading: "کوکیز اور براؤزر میں محفوظ معلومات",
      blocks: [
        "ہم آپ کو سائن اِن رکھنے کے لیے ایک لازمی کوکی استعمال کرتے ہیں۔ صفحے پر چلنے والی اسکرپٹس اسے نہیں پڑھ سکتیں، اور یہ آپ کے سائن آؤٹ کرنے پر یا کچھ عرصہ استعمال نہ ہونے پر ختم ہو جاتی ہے۔ آپ کا براؤزر آپ کے اکاؤنٹ کی تفصیلات (آپ کا نام، ای میل پتا، فون نمبر، تصویر کا لنک اور یہ کہ آپ کا پروفائل مکمل ہے یا نہیں) کی ایک نقل بھی اپنی لوکل اسٹوریج میں رکھتا ہے، تاکہ سرور کے جواب سے پہلے ہی صفحات آپ کو خوش آمدید کہہ سکیں؛ یہ نقل آپ کے سائن آؤٹ کرنے یا اکاؤنٹ ختم کرنے پر ہٹا دی جاتی ہے، اور کون سائن اِن ہے اس کا فیصلہ ہمیشہ سرور ہی کرتا ہے۔",
        "ہم اشتہارات یا نگرانی (ٹریکنگ) کی کوئی کوکی استعمال نہیں کرتے۔",
      ],
    },
    {
      id: "sharing",
      heading: "دوسروں کے ساتھ معلومات کا اشتراک",
      blocks: [
        "ہم معلومات صرف اُن سروس فراہم کنندگان کو دیتے ہیں جو رشتہ چلانے میں ہماری مدد کرتے ہیں، جیسے ادائیگیوں کے لیے PayFast اور ہماری ہوسٹنگ اور ای میل فراہم کرنے والی کمپنیاں، ایسے معاہدوں کے تحت جن میں ان پر معلومات کی حفاظت لازم ہے؛ اور پولیس یا عدالتوں کو، جب قانون ہم سے اس کا تقاضا کرے۔",
      ],
    },
    {
      id: "security",
      heading: "حفاظت",
      blocks: [
        "ہم آپ کی معلومات کو خفیہ (انکرپٹڈ) کنکشنز، ہیش شدہ پاس ورڈز، رسائی کے سخت اصولوں اور بار بار سائن اِن کی کوششوں پر پابندی کے ذریعے محفوظ رکھتے ہیں۔ کوئی بھی نظام سو فیصد محفوظ نہیں ہوتا، اس لیے براہِ کرم اپنا پاس ورڈ کسی کو نہ بتائیں اور ہماری [حفاظتی تجاویز](/safety-tips) پر عمل کریں۔",
      ],
    },
    {
      id: "deletion",
      heading: "آپ کی معلومات رکھنا اور ختم کرنا",
      blocks: [
        "جب تک آپ کا اکاؤنٹ کھلا ہے ہم آپ کی معلومات رکھتے ہیں۔ آپ کسی بھی وقت اپنی ترتیبات سے اپنا اکاؤنٹ ختم کر سکتے ہیں۔ ایسا کرنے پر آپ ہر ڈیوائس سے ایک ساتھ سائن آؤٹ ہو جاتے ہیں، آپ کا پروفائل ہر جگہ سے چھپ جاتا ہے، اور آپ کی ذاتی تفصیلات اور تصاویر مٹا دی جاتی ہیں۔",
        "ادائیگیوں کا ریکارڈ حساب کتاب اور ٹیکس کی ضروریات کے لیے رکھا جاتا ہے، مگر اس میں سے آپ کا نام اور رابطے کی تفصیلات ہٹا دی جاتی ہیں۔ بعد میں آپ اسی ای میل پتے سے دوبارہ رجسٹر ہو سکتے ہیں۔",
      ],
    },
    {
      id: "your-rights",
      heading: "آپ کے اختیارات اور حقوق",
      blocks: [
        "آپ کسی بھی وقت اپنا پروفائل دیکھ اور درست کر سکتے ہیں، اپنی رازداری کی ترتیبات بدل سکتے ہیں، اور اپنا اکاؤنٹ ختم کر سکتے ہیں۔ آپ ہمیں لکھ کر اپنے بارے میں ہمارے پاس موجود معلومات کی نقل بھی مانگ سکتے ہیں، یا ان کے بارے میں کوئی سوال پوچھ سکتے ہیں؛ ہم 30 دن کے اندر جواب دیتے ہیں۔",
      ],
    },
    {
      id: "children",
      heading: "عمر کی حد",
      blocks: [
        "رشتہ 18 سے 75 سال کی عمر کے بالغ افراد کے لیے ہے۔ ہم جان بوجھ کر 18 سال سے کم عمر کسی فرد کی معلومات جمع نہیں کرتے، اور اگر کوئی ایسا پروفائل ملے جو 18 سال سے کم عمر فرد کا ہو تو اسے ختم کر دیتے ہیں۔",
      ],
    },
    {
      id: "changes",
      heading: "تبدیلیاں اور رابطہ",
      blocks: [
        "جب ہمارے طریقۂ کار میں تبدیلی آئے گی تو ہم یہ پالیسی اپ ڈیٹ کریں گے، اس صفحے پر تازہ ترین تبدیلی کی تاریخ دکھائیں گے، اور اہم تبدیلیوں کے بارے میں اراکین کو ای میل سے آگاہ کریں گے۔",
        `اپنی رازداری کے بارے میں کوئی سوال یا درخواست؟ ${emailLink} پر لکھیں یا ${phonesText.ur} پر فون کریں۔`,
      ],
    },
  ],
};

export const privacyPolicy = { en, ur } satisfies LocalizedPolicy;
