import type { LocalizedPolicy, Policy } from "./types";

const en: Policy = {
  path: "/safety-tips",
  title: "Safety tips",
  description:
    "Seven ways to stay safe while looking for a partner online: protect your information, verify, communicate securely, avoid scams, meet in public, trust your instincts and report misuse.",
  updated: "2026-11-01",
  intro: [
    "Most people on Rishta are sincere families looking for a good match. A little care keeps you safe from the few who are not. Please read these tips and share them with your family.",
  ],
  sections: [
    {
      id: "protect-information",
      heading: "Protect your personal information",
      blocks: [
        "Do not put your home address, workplace, CNIC number or financial details in your profile or early messages. Share your phone number only with people you have connected with and feel comfortable with.",
        "Use the privacy settings to choose who can see your profile and photograph, and use a strong password that you do not use anywhere else.",
      ],
    },
    {
      id: "verify",
      heading: "Verify before you trust",
      blocks: [
        "Look for the verified badge, which means our team has checked identity and marital status. With any profile, verified or not, confirm what you are told: speak with the family, ask for references, and take your time.",
        "Be cautious if someone's story changes, if they avoid video calls, or if they will not let you meet their family.",
      ],
    },
    {
      id: "secure-communication",
      heading: "Use secure communication",
      blocks: [
        "Keep your conversations in Rishta's messages until you know the person well. If someone pushes you to move to another app or to a private number very quickly, take it as a warning sign.",
        "Never share passwords, one-time codes (OTPs) or banking details with anyone, including someone who claims to be from Rishta. Our staff will never ask for them.",
      ],
    },
    {
      id: "scams",
      heading: "Beware of scams",
      blocks: [
        "Never send money, gifts or loans to someone you have met online, however convincing the reason: a medical emergency, a visa fee, a customs charge or a business opportunity.",
        "Be wary of anyone who declares strong feelings very quickly, claims to be stuck abroad, or asks you to keep your conversations secret from your family.",
      ],
    },
    {
      id: "meet-public",
      heading: "Meet in public places",
      blocks: [
        "For the first meetings choose a busy public place, such as a restaurant or a family café, and bring a family member or friend, as families traditionally do.",
        "Arrange your own transport, tell someone where you are going, and do not go to a private home or hotel until you know the family well.",
      ],
    },
    {
      id: "instincts",
      heading: "Trust your instincts",
      blocks: [
        "If something feels wrong, it probably is. You never owe anyone a reply, a meeting or an explanation. End the conversation, and use your privacy settings to stop the person contacting you.",
        "Talk it over with your family or your Rishta consultant: a second opinion often helps.",
      ],
    },
    {
      id: "report",
      heading: "Report suspicious activity",
      blocks: [
        "If a member asks for money, harasses you, seems to be hiding a marriage or is using a false identity, please [report misuse](/report-mis-use). Reports are confidential, and we act on them quickly.",
        "If you are in danger, call the police first: 15 in Pakistan, 999 in the UAE.",
      ],
    },
  ],
};

const ur: Policy = {
  path: "/safety-tips",
  title: "حفاظتی تجاویز",
  description:
    "آن لائن جیون ساتھی تلاش کرتے ہوئے محفوظ رہنے کے سات طریقے: اپنی معلومات کی حفاظت، تصدیق، محفوظ بات چیت، دھوکے سے بچاؤ، عوامی جگہ پر ملاقات، اپنے دل کی بات پر بھروسا اور غلط استعمال کی اطلاع۔",
  updated: "2026-11-01",
  intro: [
    "رشتہ پر زیادہ تر لوگ مخلص خاندان ہیں جو اچھے رشتے کی تلاش میں ہیں۔ تھوڑی سی احتیاط آپ کو اُن چند لوگوں سے محفوظ رکھتی ہے جو ایسے نہیں۔ براہِ کرم یہ تجاویز پڑھیں اور اپنے گھر والوں کو بھی بتائیں۔",
  ],
  sections: [
    {
      id: "protect-information",
      heading: "اپنی ذاتی معلومات کی حفاظت کریں",
      blocks: [
        "اپنے گھر کا پتا، کام کی جگہ، شناختی کارڈ (CNIC) نمبر یا مالی تفصیلات اپنے پروفائل یا ابتدائی پیغامات میں نہ لکھیں۔ اپنا فون نمبر صرف اُن لوگوں کو دیں جن سے آپ کا کنکشن بن چکا ہو اور جن کے ساتھ آپ مطمئن ہوں۔",
        "رازداری کی ترتیبات سے طے کریں کہ آپ کا پروفائل اور تصویر کون دیکھ سکتا ہے، اور ایسا مضبوط پاس ورڈ رکھیں جو آپ کہیں اور استعمال نہ کرتے ہوں۔",
      ],
    },
    {
      id: "verify",
      heading: "بھروسا کرنے سے پہلے تصدیق کریں",
      blocks: [
        "تصدیق شدہ کا نشان دیکھیں، جس کا مطلب ہے کہ ہماری ٹیم نے شناخت اور ازدواجی حیثیت جانچ لی ہے۔ کوئی بھی پروفائل ہو، تصدیق شدہ یا نہیں، جو کچھ آپ کو بتایا جائے اس کی تصدیق کریں: خاندان سے بات کریں، حوالے مانگیں، اور جلدی نہ کریں۔",
        "محتاط رہیں اگر کسی کی کہانی بدلتی رہے، اگر وہ ویڈیو کال سے کترائے، یا اگر وہ آپ کو اپنے خاندان سے ملنے نہ دے۔",
      ],
    },
    {
      id: "secure-communication",
      heading: "محفوظ طریقے سے بات چیت کریں",
      blocks: [
        "جب تک آپ اس شخص کو اچھی طرح نہ جان لیں، اپنی بات چیت رشتہ کے پیغامات ہی میں رکھیں۔ اگر کوئی بہت جلد کسی دوسری ایپ یا نجی نمبر پر آنے پر زور دے تو اسے خطرے کی علامت سمجھیں۔",
        "کبھی کسی کو پاس ورڈ، ایک بار استعمال ہونے والے کوڈ (OTP) یا بینک کی تفصیلات نہ بتائیں، اُس شخص کو بھی نہیں جو رشتہ کی طرف سے ہونے کا دعویٰ کرے۔ ہمارا عملہ یہ چیزیں کبھی نہیں مانگے گا۔",
      ],
    },
    {
      id: "scams",
      heading: "دھوکا دہی سے ہوشیار رہیں",
      blocks: [
        "آن لائن ملنے والے کسی شخص کو کبھی پیسے، تحفے یا قرض نہ بھیجیں، وجہ کتنی ہی قائل کرنے والی کیوں نہ ہو: کوئی طبی ہنگامی صورت، ویزا فیس، کسٹم ڈیوٹی یا کاروبار کا کوئی موقع۔",
        "ہر اُس شخص سے ہوشیار رہیں جو بہت جلد گہرے جذبات کا اظہار کرے، بیرونِ ملک پھنسے ہونے کا دعویٰ کرے، یا آپ سے کہے کہ اپنی بات چیت اپنے خاندان سے چھپا کر رکھیں۔",
      ],
    },
    {
      id: "meet-public",
      heading: "عوامی جگہوں پر ملیں",
      blocks: [
        "پہلی ملاقاتوں کے لیے کوئی پُر رونق عوامی جگہ چنیں، جیسے ریسٹورنٹ یا فیملی کیفے، اور خاندان کے کسی فرد یا کسی دوست کو ساتھ لے جائیں، جیسا کہ خاندانوں کی روایت ہے۔",
        "آنے جانے کا انتظام خود کریں، کسی کو بتا کر جائیں کہ آپ کہاں جا رہے ہیں، اور جب تک خاندان کو اچھی طرح نہ جان لیں کسی نجی گھر یا ہوٹل میں نہ جائیں۔",
      ],
    },
    {
      id: "instincts",
      heading: "اپنے دل کی بات پر بھروسا کریں",
      blocks: [
        "اگر کچھ غلط محسوس ہو تو غالباً غلط ہی ہوتا ہے۔ آپ پر کسی کو جواب دینا، اس سے ملنا یا اسے وضاحت دینا لازم نہیں۔ بات چیت ختم کر دیں، اور رازداری کی ترتیبات سے اس شخص کو آپ سے رابطہ کرنے سے روک دیں۔",
        "اپنے خاندان یا رشتہ کے اپنے مشیر سے اس بارے میں بات کریں: کسی دوسرے کی رائے اکثر مددگار ہوتی ہے۔",
      ],
    },
    {
      id: "report",
      heading: "مشکوک سرگرمی کی اطلاع دیں",
      blocks: [
        "اگر کوئی رکن پیسے مانگے، آپ کو ہراساں کرے، کوئی شادی چھپاتا محسوس ہو یا جعلی شناخت استعمال کر رہا ہو تو براہِ کرم [غلط استعمال کی اطلاع دیں](/report-mis-use)۔ اطلاعات صیغۂ راز میں رکھی جاتی ہیں، اور ہم ان پر فوری کارروائی کرتے ہیں۔",
        "اگر آپ خطرے میں ہوں تو پہلے پولیس کو فون کریں: پاکستان میں 15، متحدہ عرب امارات میں 999۔",
      ],
    },
  ],
};

export const safetyTips = { en, ur } satisfies LocalizedPolicy;
