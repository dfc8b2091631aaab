import { site } from "../site";
import { emailLink, phonesText } from "./contact-facts";
import type { LocalizedPolicy, Policy } from "./types";

const en: Policy = {
  path: "/terms-and-conditions",
  title: "Terms and conditions",
  description:
    "The terms of membership of Rishta: eligibility (18 to 75), accounts, profiles, verification, proposals, payments, acceptable use and the laws of Pakistan.",
  updated: "2026-11-01",
  intro: [
    `These terms explain the agreement between you and ${site.legalName} ("Rishta", "we", "us") when you use our website, create a profile or buy a package. Please read them carefully: they are written to protect you, the families you meet, and the service itself.`,
  ],
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of these terms",
      blocks: [
        "By creating an account, using the website or paying for a package, you agree to these terms, our [privacy policy](/privacy-policy), [refund policy](/refund-policy) and [picture policy](/picture-policy). If you do not agree, please do not use the service.",
        "If you create or manage a profile on behalf of a son, daughter, sibling or other relative, you confirm that they know about the profile and agree to it, and you accept these terms on their behalf as well as your own.",
      ],
    },
    {
      id: "service",
      heading: "Our service",
      blocks: [
        "Rishta is a matchmaking service. We provide an online platform where members create profiles, browse other profiles, send and accept proposals and message their connections, together with personal help from our consultants, profile verification, free legal advice and help with marriage registration.",
        "We introduce people; we do not arrange marriages on anyone's behalf. The decision to meet, to continue talking and to marry belongs entirely to the members and their families.",
      ],
    },
    {
      id: "eligibility",
      heading: "Membership eligibility",
      blocks: [
        "Membership is open to people aged 18 to 75 who are legally free to marry. By registering you confirm that:",
        {
          list: [
            "you are at least 18 and no older than 75 years of age;",
            "you are single, divorced or widowed, or otherwise legally permitted to marry under the law and personal law that apply to you;",
            "you are looking for marriage, not for friendship, dating or business;",
            "you have not previously been removed from Rishta for misuse.",
          ],
        },
        "We may ask for proof of age, identity and marital status at any time, and may refuse or close a membership that does not meet these conditions.",
      ],
    },
    {
      id: "account",
      heading: "Registration and your account",
      blocks: [
        "You must give your real name, a working e-mail address and a phone number you can be reached on. Each person may hold only one account.",
        "Keep your password secret and do not share your account. You are responsible for everything done through your account. If you think someone else has used it, change your password and tell us straight away.",
      ],
    },
    {
      id: "profiles",
      heading: "Profiles, photographs and accuracy",
      blocks: [
        "Everything in your profile must be true, current and your own: your age, marital status, children, education, profession, income, family and religious details. Misrepresenting yourself, and above all hiding an existing marriage, is a serious breach of these terms.",
        "Photographs must follow our [picture policy](/picture-policy). We may edit, hide or remove any content that breaks these terms, and we may ask you to correct your profile.",
      ],
    },
    {
      id: "unverified-clients",
      heading: "Verification and unverified clients",
      blocks: [
        "Members whose package includes verification may ask us to check their identity documents and marital status. When the checks succeed, we show a verified badge on their profile.",
        {
          note: "Disclaimer for unverified clients: profiles without the verified badge have not been checked by Rishta. Information in them is provided by the member alone, and Rishta accepts no responsibility for its accuracy or for any loss arising from reliance on it. Before you commit to anything, make your own enquiries, involve your family and follow our safety tips.",
        },
        "Even for verified profiles, verification confirms only the documents we have seen on the day we saw them. It is not a guarantee of a person's character or future conduct.",
      ],
    },
    {
      id: "proposals",
      heading: "Proposals, connections and communication",
      blocks: [
        "You may send proposals to members whose privacy settings allow it, within the limits of your package. When a proposal is accepted, the two of you become connections and can message each other and see each other's phone number and e-mail address.",
        "Communicate respectfully and honestly. Contact details you receive through Rishta may be used only to pursue a marriage proposal, never for marketing, and must not be passed on to anyone else.",
      ],
    },
    {
      id: "payments",
      heading: "Subscription plans and payments",
      blocks: [
        "Some features need a paid package. Prices are shown in Pakistani rupees (Rs.) on the [packages page](/packages), together with each package's duration and limits on proposals and messages. Card payments are processed securely by our payment provider, PayFast; we never see or store your full card details.",
        "A package starts when your payment is confirmed and ends after its duration; when it ends, your account returns to the free plan. Fees are governed by our [refund policy](/refund-policy).",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        "You must not:",
        {
          list: [
            "create a false profile, impersonate someone, or make a profile for someone without their consent;",
            "harass, threaten, insult or pressure any member, or send sexual or obscene content;",
            "ask any member for money, gifts, loans or investments, or promote any business;",
            "copy, collect or publish other members' profiles, photographs or contact details;",
            "interfere with the website's security or use automated tools to access it.",
          ],
        },
        "Read our [safety tips](/safety-tips), and please [report misuse](/report-mis-use) whenever you see it.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy and confidentiality",
      blocks: [
        "We handle your personal information as described in our [privacy policy](/privacy-policy). You control who can see your profile and photograph through your privacy settings.",
        "Our consultants treat what you tell them in confidence and share it only as needed to find you a match, with your knowledge.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        "We work hard to introduce suitable people, but we cannot promise any number of proposals, responses or matches, or that a match will lead to marriage. See our [disclaimer](/disclaimer).",
        "Rishta is not responsible for the conduct of any member, online or offline, or for meetings and arrangements members make between themselves. To the extent the law allows, our total liability to you is limited to the fees you paid us in the twelve months before the claim.",
      ],
    },
    {
      id: "termination",
      heading: "Suspension, termination and account deletion",
      blocks: [
        "We may suspend or terminate an account, without refund, if it breaks these terms, if we believe a member is at risk, or if the law requires it. Serious misuse may be reported to the police or the relevant authorities.",
        "You may delete your account at any time from your settings. Deleting it signs you out everywhere, removes your profile and photographs, and is permanent.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law, changes and contact",
      blocks: [
        "These terms are governed by the laws of Pakistan, and the courts of Pakistan have jurisdiction over any dispute arising from them. Members in the UAE also keep any rights local law gives them that cannot be excluded.",
        "We may update these terms from time to time. We will show the date of the latest change on this page and tell members by e-mail about important changes; continuing to use Rishta after a change means you accept it.",
        `Questions about these terms? Write to ${emailLink} or call ${phonesText.en}.`,
      ],
    },
  ],
};

const ur: Policy = {
  path: "/terms-and-conditions",
  title: "شرائط و ضوابط",
  description:
    "رشتہ کی رکنیت کی شرائط: اہلیت (18 سے 75 سال)، اکاؤنٹ، پروفائل، تصدیق، رشتے کی تجاویز، ادائیگیاں، مناسب استعمال اور پاکستان کے قوانین۔",
  updated: "2026-11-01",
  intro: [
    `یہ شرائط اُس معاہدے کی وضاحت کرتی ہیں جو آپ کے اور ${site.legalName} (آگے "رشتہ" یا "ہم") کے درمیان اُس وقت طے پاتا ہے جب آپ ہماری ویب سائٹ استعمال کرتے ہیں، پروفائل بناتے ہیں یا کوئی پیکج خریدتے ہیں۔ براہِ کرم انہیں غور سے پڑھیں: یہ آپ کی، اُن خاندانوں کی جن سے آپ ملتے ہیں، اور خود اس سروس کی حفاظت کے لیے لکھی گئی ہیں۔`,
  ],
  sections: [
    {
      id: "acceptance",
      heading: "ان شرائط کی منظوری",
      blocks: [
        "اکاؤنٹ بنا کر، ویب سائٹ استعمال کر کے یا کسی پیکج کی ادائیگی کر کے آپ ان شرائط، ہماری [رازداری کی پالیسی](/privacy-policy)، [رقم کی واپسی کی پالیسی](/refund-policy) اور [تصویر کی پالیسی](/picture-policy) سے اتفاق کرتے ہیں۔ اگر آپ متفق نہیں تو براہِ کرم یہ سروس استعمال نہ کریں۔",
        "اگر آپ کسی بیٹے، بیٹی، بھائی، بہن یا کسی اور رشتے دار کی جانب سے پروفائل بناتے یا سنبھالتے ہیں تو آپ اس بات کی تصدیق کرتے ہیں کہ وہ اس پروفائل سے واقف ہیں اور اس پر رضامند ہیں، اور آپ یہ شرائط اپنی طرف سے بھی اور ان کی طرف سے بھی قبول کرتے ہیں۔",
      ],
    },
    {
      id: "service",
      heading: "ہماری سروس",
      blocks: [
        "رشتہ ایک رشتے کرانے والی سروس ہے۔ ہم ایک آن لائن پلیٹ فارم مہیا کرتے ہیں جہاں اراکین پروفائل بناتے ہیں، دوسرے پروفائل دیکھتے ہیں، رشتے کی تجاویز بھیجتے اور قبول کرتے ہیں اور اپنے کنکشنز کو پیغام بھیجتے ہیں؛ اس کے ساتھ ہمارے مشیروں کی ذاتی مدد، پروفائل کی تصدیق، مفت قانونی مشورہ اور نکاح کے اندراج میں مدد بھی فراہم کرتے ہیں۔",
        "ہم لوگوں کا تعارف کراتے ہیں؛ ہم کسی کی جانب سے شادی طے نہیں کرتے۔ ملنے، بات جاری رکھنے اور شادی کرنے کا فیصلہ مکمل طور پر اراکین اور ان کے خاندانوں کا ہے۔",
      ],
    },
    {
      id: "eligibility",
      heading: "رکنیت کی اہلیت",
      blocks: [
        "رکنیت 18 سے 75 سال کی عمر کے اُن افراد کے لیے ہے جو قانونی طور پر شادی کرنے کے لیے آزاد ہوں۔ رجسٹر ہو کر آپ تصدیق کرتے ہیں کہ:",
        {
          list: [
            "آپ کی عمر کم از کم 18 سال ہے اور 75 سال سے زیادہ نہیں؛",
            "آپ غیر شادی شدہ، طلاق یافتہ یا بیوہ یا رنڈوے ہیں، یا آپ پر لاگو ہونے والے قانون اور عائلی قانون کے تحت کسی اور طرح شادی کی قانونی اجازت رکھتے ہیں؛",
            "آپ شادی کے لیے رشتہ تلاش کر رہے ہیں، دوستی، ڈیٹنگ یا کاروبار کے لیے نہیں؛",
            "آپ کو پہلے کبھی غلط استعمال کی وجہ سے رشتہ سے نکالا نہیں گیا۔",
          ],
        },
        "ہم کسی بھی وقت عمر، شناخت اور ازدواجی حیثیت کا ثبوت مانگ سکتے ہیں، اور جو رکنیت ان شرائط پر پوری نہ اترے اسے نامنظور یا بند کر سکتے ہیں۔",
      ],
    },
    {
      id: "account",
      heading: "رجسٹریشن اور آپ کا اکاؤنٹ",
      blocks: [
        "آپ کو اپنا اصل نام، ایک فعال ای میل پتا اور ایسا فون نمبر دینا ہوگا جس پر آپ سے رابطہ ہو سکے۔ ہر شخص صرف ایک اکاؤنٹ رکھ سکتا ہے۔",
        "اپنا پاس ورڈ راز میں رکھیں اور اپنا اکاؤنٹ کسی کے ساتھ شیئر نہ کریں۔ آپ کے اکاؤنٹ سے ہونے والے ہر کام کے ذمہ دار آپ ہیں۔ اگر آپ کو لگے کہ کسی اور نے اسے استعمال کیا ہے تو اپنا پاس ورڈ بدلیں اور ہمیں فوراً بتائیں۔",
      ],
    },
    {
      id: "profiles",
      heading: "پروفائل، تصاویر اور درستی",
      blocks: [
        "آپ کے پروفائل میں ہر بات سچ، تازہ اور آپ کی اپنی ہونی چاہیے: آپ کی عمر، ازدواجی حیثیت، بچے، تعلیم، پیشہ، آمدنی، خاندانی اور مذہبی تفصیلات۔ اپنے بارے میں غلط بیانی، اور سب سے بڑھ کر پہلے سے موجود شادی کو چھپانا، ان شرائط کی سنگین خلاف ورزی ہے۔",
        "تصاویر کو ہماری [تصویر کی پالیسی](/picture-policy) کے مطابق ہونا چاہیے۔ ان شرائط کی خلاف ورزی کرنے والا کوئی بھی مواد ہم ترمیم کر سکتے ہیں، چھپا سکتے ہیں یا ہٹا سکتے ہیں، اور آپ سے اپنا پروفائل درست کرنے کو کہہ سکتے ہیں۔",
      ],
    },
    {
      id: "unverified-clients",
      heading: "تصدیق اور غیر تصدیق شدہ اراکین",
      blocks: [
        "جن اراکین کے پیکج میں تصدیق شامل ہے وہ ہم سے اپنی شناختی دستاویزات اور ازدواجی حیثیت کی جانچ کروا سکتے ہیں۔ جانچ کامیاب ہونے پر ہم ان کے پروفائل پر تصدیق شدہ کا نشان دکھاتے ہیں۔",
        {
          note: "غیر تصدیق شدہ اراکین کے بارے میں اعلانِ لاتعلقی: جن پروفائلز پر تصدیق شدہ کا نشان نہیں، انہیں رشتہ نے جانچا نہیں ہے۔ ان میں دی گئی معلومات صرف رکن کی اپنی فراہم کردہ ہیں، اور رشتہ ان کی درستی کی، یا ان پر بھروسا کرنے سے ہونے والے کسی نقصان کی کوئی ذمہ داری قبول نہیں کرتا۔ کوئی بھی وعدہ کرنے سے پہلے خود چھان بین کریں، اپنے خاندان کو شامل کریں اور ہماری حفاظتی تجاویز پر عمل کریں۔",
        },
        "تصدیق شدہ پروفائلز کے معاملے میں بھی تصدیق صرف اُن دستاویزات کی تصدیق ہے جو ہم نے دیکھیں، اُس دن جس دن ہم نے دیکھیں۔ یہ کسی شخص کے کردار یا آئندہ رویّے کی ضمانت نہیں۔",
      ],
    },
    {
      id: "proposals",
      heading: "رشتے کی تجاویز، کنکشنز اور بات چیت",
      blocks: [
        "آپ اپنے پیکج کی حدود کے اندر اُن اراکین کو رشتے کی تجاویز بھیج سکتے ہیں جن کی رازداری کی ترتیبات اس کی اجازت دیں۔ جب کوئی تجویز قبول ہو جائے تو آپ دونوں ایک دوسرے کے کنکشن بن جاتے ہیں، ایک دوسرے کو پیغام بھیج سکتے ہیں اور ایک دوسرے کا فون نمبر اور ای میل پتا دیکھ سکتے ہیں۔",
        "عزت اور دیانت داری سے بات کریں۔ رشتہ کے ذریعے ملنے والی رابطے کی تفصیلات صرف رشتے کی بات آگے بڑھانے کے لیے استعمال کی جا سکتی ہیں، کبھی مارکیٹنگ کے لیے نہیں، اور انہیں کسی اور کو نہیں دیا جا سکتا۔",
      ],
    },
    {
      id: "payments",
      heading: "سبسکرپشن پلان اور ادائیگیاں",
      blocks: [
        "کچھ سہولیات کے لیے ادائیگی والا پیکج درکار ہے۔ قیمتیں پاکستانی روپوں (Rs.) میں [پیکجز کے صفحے](/packages) پر دکھائی گئی ہیں، ہر پیکج کی مدت اور رشتے کی تجاویز اور پیغامات کی حدود کے ساتھ۔ کارڈ سے ادائیگیوں کی کارروائی ہمارا پیمنٹ فراہم کنندہ PayFast محفوظ طریقے سے کرتا ہے؛ ہم آپ کے کارڈ کی مکمل تفصیلات نہ کبھی دیکھتے ہیں نہ محفوظ کرتے ہیں۔",
        "پیکج آپ کی ادائیگی کی تصدیق ہوتے ہی شروع ہو جاتا ہے اور اپنی مدت پوری ہونے پر ختم ہو جاتا ہے؛ ختم ہونے پر آپ کا اکاؤنٹ مفت پلان پر واپس آ جاتا ہے۔ فیسوں پر ہماری [رقم کی واپسی کی پالیسی](/refund-policy) لاگو ہوتی ہے۔",
      ],
    },
    {
      id: "acceptable-use",
      heading: "مناسب استعمال",
      blocks: [
        "آپ کو اجازت نہیں کہ:",
        {
          list: [
            "جعلی پروفائل بنائیں، کسی اور کا روپ دھاریں، یا کسی کی رضامندی کے بغیر اس کا پروفائل بنائیں؛",
            "کسی رکن کو ہراساں کریں، دھمکائیں، اس کی توہین کریں یا اس پر دباؤ ڈالیں، یا جنسی یا فحش مواد بھیجیں؛",
            "کسی رکن سے پیسے، تحفے، قرض یا سرمایہ کاری مانگیں، یا کسی کاروبار کی تشہیر کریں؛",
            "دوسرے اراکین کے پروفائل، تصاویر یا رابطے کی تفصیلات نقل کریں، جمع کریں یا شائع کریں؛",
            "ویب سائٹ کی حفاظت میں مداخلت کریں یا اس تک رسائی کے لیے خودکار ٹولز استعمال کریں۔",
          ],
        },
        "ہماری [حفاظتی تجاویز](/safety-tips) پڑھیں، اور جب بھی غلط استعمال دیکھیں تو براہِ کرم [اس کی اطلاع دیں](/report-mis-use)۔",
      ],
    },
    {
      id: "privacy",
      heading: "رازداری اور صیغۂ راز",
      blocks: [
        "ہم آپ کی ذاتی معلومات کو اپنی [رازداری کی پالیسی](/privacy-policy) کے مطابق سنبھالتے ہیں۔ آپ کا پروفائل اور تصویر کون دیکھ سکتا ہے، یہ آپ اپنی رازداری کی ترتیبات سے طے کرتے ہیں۔",
        "ہمارے مشیر آپ کی بتائی ہوئی باتوں کو راز میں رکھتے ہیں اور آپ کے علم میں لا کر صرف اتنا ہی بتاتے ہیں جتنا آپ کے لیے مناسب رشتہ تلاش کرنے کے لیے ضروری ہو۔",
      ],
    },
    {
      id: "liability",
      heading: "ذمہ داری کی حد",
      blocks: [
        "ہم مناسب لوگوں کا تعارف کرانے کی پوری کوشش کرتے ہیں، لیکن ہم رشتے کی تجاویز، جوابات یا رشتوں کی کسی خاص تعداد کا، یا اس بات کا وعدہ نہیں کر سکتے کہ کوئی رشتہ شادی تک پہنچے گا۔ ہمارا [اعلانِ لاتعلقی](/disclaimer) دیکھیں۔",
        "رشتہ کسی رکن کے آن لائن یا آف لائن رویّے کا، یا اراکین کی آپس میں طے کی گئی ملاقاتوں اور انتظامات کا ذمہ دار نہیں۔ قانون جس حد تک اجازت دیتا ہے، آپ کے لیے ہماری کل ذمہ داری اُن فیسوں تک محدود ہے جو آپ نے دعوے سے پہلے کے بارہ مہینوں میں ہمیں ادا کیں۔",
      ],
    },
    {
      id: "termination",
      heading: "معطلی، اکاؤنٹ کی بندش اور اکاؤنٹ کا خاتمہ",
      blocks: [
        "اگر کوئی اکاؤنٹ ان شرائط کی خلاف ورزی کرے، اگر ہمیں لگے کہ کسی رکن کو خطرہ ہے، یا اگر قانون اس کا تقاضا کرے تو ہم رقم واپس کیے بغیر وہ اکاؤنٹ معطل یا بند کر سکتے ہیں۔ سنگین غلط استعمال کی اطلاع پولیس یا متعلقہ حکام کو دی جا سکتی ہے۔",
        "آپ کسی بھی وقت اپنی ترتیبات سے اپنا اکاؤنٹ ختم کر سکتے ہیں۔ اکاؤنٹ ختم کرنے سے آپ ہر جگہ سے سائن آؤٹ ہو جاتے ہیں، آپ کا پروفائل اور تصاویر ہٹا دی جاتی ہیں، اور یہ عمل مستقل ہے۔",
      ],
    },
    {
      id: "governing-law",
      heading: "نافذ قانون، تبدیلیاں اور رابطہ",
      blocks: [
        "ان شرائط پر پاکستان کے قوانین لاگو ہوتے ہیں، اور ان سے پیدا ہونے والے کسی بھی تنازع پر پاکستان کی عدالتوں کو اختیارِ سماعت حاصل ہے۔ متحدہ عرب امارات میں مقیم اراکین کے وہ حقوق بھی برقرار رہتے ہیں جو مقامی قانون انہیں دیتا ہے اور جنہیں ختم نہیں کیا جا سکتا۔",
        "ہم وقتاً فوقتاً ان شرائط میں ترمیم کر سکتے ہیں۔ ہم اس صفحے پر تازہ ترین تبدیلی کی تاریخ دکھائیں گے اور اہم تبدیلیوں کے بارے میں اراکین کو ای میل سے آگاہ کریں گے؛ کسی تبدیلی کے بعد رشتہ کا استعمال جاری رکھنے کا مطلب ہے کہ آپ اسے قبول کرتے ہیں۔",
        `ان شرائط کے بارے میں کوئی سوال؟ ${emailLink} پر لکھیں یا ${phonesText.ur} پر فون کریں۔`,
      ],
    },
  ],
};

export const termsAndConditions = { en, ur } satisfies LocalizedPolicy;
