/** The FAQ (spec §1): ten questions, shown on the home page and at /faq, and as FAQPage data. */

import type { Localized } from "@/i18n/localized";

export type FaqItem = { id: string; question: string; answer: string[] };

export type FaqContent = { title: string; intro: string; items: FaqItem[] };

export const faq = {
  en: {
    title: "Frequently asked questions",
    intro:
      "Answers to what families ask us most. Can't find yours? Call or WhatsApp us, we are happy to help.",
    items: [
      {
        id: "services",
        question: "What services does Rishta offer?",
        answer: [
          "We offer personal matchmaking for first and second marriages, verification of profiles, matches between Pakistan, the UAE and overseas families, free legal advice for members, and government-certified help with registering your nikah.",
          "Members also get an online profile, can send and receive proposals, and can message the people they connect with.",
        ],
      },
      {
        id: "getting-started",
        question: "How do I get started?",
        answer: [
          "Create a free account, then complete your profile step by step: personal details, career, family, religion, residence, what you are looking for in a partner, and a photo. It takes about fifteen minutes.",
          "You can browse profiles and send proposals straight away, or call one of our consultants to talk through your family's wishes first. Paid packages add more proposals and messages, verification and a featured listing.",
        ],
      },
      {
        id: "government-certification",
        question: "Is Rishta government certified?",
        answer: [
          "Rishta is a registered matrimonial service. For marriage registration we work only with licensed nikah registrars authorised by the Union Council, so your nikah nama is properly registered and you can obtain your NADRA marriage registration certificate.",
          "For couples marrying in or moving to the UAE, we guide you through attestation by the relevant ministries and the embassy or consulate, so your certificate is recognised there.",
        ],
      },
      {
        id: "duration",
        question: "How long does matchmaking take?",
        answer: [
          "Every family is different. Many of our clients receive suitable proposals within the first few weeks, and most marriages we arrange come together within three to six months.",
          "How quickly it goes depends on how complete your profile is, how specific your requirements are, and how soon both families are ready to meet. We never rush a decision.",
        ],
      },
      {
        id: "cross-border",
        question: "Do you arrange cross-border marriages?",
        answer: [
          "Yes. With offices in Lahore and Dubai we regularly introduce families in Pakistan to families in the UAE, the Gulf, the UK and elsewhere.",
          "We help both sides with video introductions, checking details across borders, and the documents, attestation and visa steps that follow the nikah.",
        ],
      },
      {
        id: "legal-advice",
        question: "Is the legal advice really free?",
        answer: [
          "Yes. Members can ask our legal advisor about the nikah nama and its clauses, haq mehr, consent, divorce and khula, guardianship of children from a previous marriage, and registration, at no charge.",
          "The advice is general guidance on family law in Pakistan and the UAE. If your case needs a lawyer in court, we will tell you so and can suggest one.",
        ],
      },
      {
        id: "verification",
        question: "How do you verify profiles?",
        answer: [
          "When a member's package includes verification, our team checks their CNIC, Emirates ID or passport, confirms their marital status (with divorce or death certificates where relevant) and speaks with the member or their family by phone.",
          "Only then do we add the verified badge. Profiles without the badge have not been checked by us, so please take extra care with them.",
        ],
      },
      {
        id: "how-it-works",
        question: "How does matchmaking work?",
        answer: [
          "You tell us about yourself and the partner you are hoping for. You can then browse profiles, and your consultant suggests matches that fit your requirements and your family's values.",
          "When you like a profile, you send a proposal. If it is accepted, the two of you become connections: you can message each other and see each other's contact details, and the families can meet. Your consultant is there for advice at every step.",
        ],
      },
      {
        id: "areas",
        question: "Which areas do you serve?",
        answer: [
          "We serve families in every city of Pakistan, including Lahore, Karachi, Islamabad, Rawalpindi, Faisalabad, Multan and Peshawar, and across the UAE from our Dubai office, including Abu Dhabi, Sharjah and Ajman.",
          "Overseas Pakistani families in the Gulf, the UK, Europe and North America are welcome too; we work with them by phone, WhatsApp and video.",
        ],
      },
      {
        id: "trust",
        question: "Why should we trust Rishta?",
        answer: [
          "Since 2012 we have helped bring about more than 5,000 marriages, and 98% of the families we served are satisfied with our work.",
          "We verify profiles, keep your contact details private until you choose to connect, never sell your data, and take every report of misuse seriously. And you can always reach a real person by phone or WhatsApp.",
        ],
      },
    ],
  },
  ur: {
    title: "عام سوالات",
    intro:
      "وہ سوالات جو خاندان ہم سے سب سے زیادہ پوچھتے ہیں۔ آپ کا سوال یہاں نہیں؟ ہمیں کال یا واٹس ایپ کریں، ہم خوشی سے مدد کریں گے۔",
    items: [
      {
        id: "services",
        question: "رشتہ کون سی خدمات پیش کرتا ہے؟",
        answer: [
          "ہم پہلی اور دوسری شادی کے لیے ذاتی رشتہ سازی، پروفائلز کی تصدیق، پاکستان، امارات اور بیرونِ ملک کے خاندانوں کے درمیان رشتے، اراکین کے لیے مفت قانونی مشورہ، اور نکاح کے اندراج میں سرکاری طور پر تسلیم شدہ مدد پیش کرتے ہیں۔",
          "اراکین کو آن لائن پروفائل بھی ملتی ہے، وہ رشتے کی تجاویز بھیج اور وصول کر سکتے ہیں، اور جن سے رابطہ ہو جائے انہیں پیغام بھیج سکتے ہیں۔",
        ],
      },
      {
        id: "getting-started",
        question: "میں آغاز کیسے کروں؟",
        answer: [
          "مفت اکاؤنٹ بنائیں، پھر قدم بہ قدم اپنی پروفائل مکمل کریں: ذاتی تفصیلات، پیشہ، خاندان، مذہب، رہائش، جیون ساتھی میں آپ کیا چاہتے ہیں، اور ایک تصویر۔ اس میں تقریباً پندرہ منٹ لگتے ہیں۔",
          "آپ فوراً پروفائلز دیکھ کر رشتے بھیج سکتے ہیں، یا پہلے ہمارے کسی مشیر کو کال کر کے اپنے خاندان کی خواہشات پر بات کر سکتے ہیں۔ ادائیگی والے پیکجز میں زیادہ رشتے اور پیغامات، تصدیق اور نمایاں پروفائل شامل ہیں۔",
        ],
      },
      {
        id: "government-certification",
        question: "کیا رشتہ سرکاری طور پر تسلیم شدہ ہے؟",
        answer: [
          "رشتہ ایک رجسٹرڈ میٹریمونیل سروس ہے۔ نکاح کے اندراج کے لیے ہم صرف یونین کونسل کے مجاز لائسنس یافتہ نکاح رجسٹراروں کے ساتھ کام کرتے ہیں، تاکہ آپ کا نکاح نامہ باقاعدہ درج ہو اور آپ نادرا کا میرج رجسٹریشن سرٹیفکیٹ حاصل کر سکیں۔",
          "جو جوڑے امارات میں شادی کر رہے ہوں یا وہاں منتقل ہو رہے ہوں، انہیں ہم متعلقہ وزارتوں اور سفارت خانے یا قونصل خانے سے تصدیق کے مراحل میں رہنمائی دیتے ہیں، تاکہ آپ کا سرٹیفکیٹ وہاں تسلیم کیا جائے۔",
        ],
      },
      {
        id: "duration",
        question: "رشتہ طے ہونے میں کتنا وقت لگتا ہے؟",
        answer: [
          "ہر خاندان مختلف ہے۔ ہمارے بہت سے گاہکوں کو پہلے چند ہفتوں میں موزوں رشتے مل جاتے ہیں، اور ہماری طے کردہ زیادہ تر شادیاں تین سے چھ مہینوں میں ہو جاتی ہیں۔",
          "رفتار اس پر منحصر ہے کہ آپ کی پروفائل کتنی مکمل ہے، آپ کی شرائط کتنی مخصوص ہیں، اور دونوں خاندان کتنی جلدی ملنے کو تیار ہیں۔ ہم کبھی فیصلے میں جلدی نہیں کرواتے۔",
        ],
      },
      {
        id: "cross-border",
        question: "کیا آپ بیرونِ ملک رشتے کرواتے ہیں؟",
        answer: [
          "جی ہاں۔ لاہور اور دبئی کے دفاتر کے ذریعے ہم باقاعدگی سے پاکستان کے خاندانوں کا تعارف امارات، خلیجی ممالک، برطانیہ اور دیگر جگہوں کے خاندانوں سے کرواتے ہیں۔",
          "ہم دونوں فریقوں کی ویڈیو تعارف، سرحد پار تفصیلات کی جانچ، اور نکاح کے بعد دستاویزات، تصدیق اور ویزا کے مراحل میں مدد کرتے ہیں۔",
        ],
      },
      {
        id: "legal-advice",
        question: "کیا قانونی مشورہ واقعی مفت ہے؟",
        answer: [
          "جی ہاں۔ اراکین ہمارے قانونی مشیر سے نکاح نامے اور اس کی شقوں، حق مہر، رضامندی، طلاق اور خلع، پچھلی شادی کے بچوں کی سرپرستی، اور اندراج کے بارے میں بلا معاوضہ پوچھ سکتے ہیں۔",
          "یہ مشورہ پاکستان اور امارات کے عائلی قوانین کے بارے میں عمومی رہنمائی ہے۔ اگر آپ کے معاملے میں عدالت میں وکیل کی ضرورت ہو تو ہم آپ کو بتا دیں گے اور کسی وکیل کا مشورہ دے سکتے ہیں۔",
        ],
      },
      {
        id: "verification",
        question: "آپ پروفائلز کی تصدیق کیسے کرتے ہیں؟",
        answer: [
          "جب کسی رکن کے پیکج میں تصدیق شامل ہو تو ہماری ٹیم ان کا شناختی کارڈ، ایمریٹس آئی ڈی یا پاسپورٹ جانچتی ہے، ان کی ازدواجی حیثیت کی تصدیق کرتی ہے (جہاں ضروری ہو طلاق یا وفات کے سرٹیفکیٹ کے ساتھ) اور رکن یا ان کے خاندان سے فون پر بات کرتی ہے۔",
          "اس کے بعد ہی ہم تصدیق کا نشان لگاتے ہیں۔ جن پروفائلز پر یہ نشان نہیں، انہیں ہم نے نہیں جانچا، اس لیے ان کے ساتھ زیادہ احتیاط کریں۔",
        ],
      },
      {
        id: "how-it-works",
        question: "رشتہ سازی کیسے کام کرتی ہے؟",
        answer: [
          "آپ ہمیں اپنے بارے میں اور اس جیون ساتھی کے بارے میں بتاتے ہیں جس کی آپ کو تلاش ہے۔ پھر آپ پروفائلز دیکھ سکتے ہیں، اور آپ کا مشیر ایسے رشتے تجویز کرتا ہے جو آپ کی شرائط اور خاندان کی اقدار کے مطابق ہوں۔",
          "جب آپ کو کوئی پروفائل پسند آئے تو آپ رشتہ بھیجتے ہیں۔ اگر وہ قبول ہو جائے تو آپ دونوں رابطے بن جاتے ہیں: آپ ایک دوسرے کو پیغام بھیج سکتے ہیں اور رابطے کی تفصیلات دیکھ سکتے ہیں، اور خاندان مل سکتے ہیں۔ ہر قدم پر آپ کا مشیر مشورے کے لیے موجود ہے۔",
        ],
      },
      {
        id: "areas",
        question: "آپ کن علاقوں میں خدمات دیتے ہیں؟",
        answer: [
          "ہم پاکستان کے ہر شہر کے خاندانوں کی خدمت کرتے ہیں، بشمول لاہور، کراچی، اسلام آباد، راولپنڈی، فیصل آباد، ملتان اور پشاور، اور دبئی کے دفتر سے پورے امارات کی، بشمول ابوظہبی، شارجہ اور عجمان۔",
          "خلیجی ممالک، برطانیہ، یورپ اور شمالی امریکہ میں مقیم پاکستانی خاندانوں کو بھی خوش آمدید؛ ہم ان کے ساتھ فون، واٹس ایپ اور ویڈیو کے ذریعے کام کرتے ہیں۔",
        ],
      },
      {
        id: "trust",
        question: "ہم رشتہ پر بھروسا کیوں کریں؟",
        answer: [
          "2012 سے ہم 5,000 سے زیادہ شادیوں میں مدد کر چکے ہیں، اور جن خاندانوں کی ہم نے خدمت کی ان میں سے 98% ہمارے کام سے مطمئن ہیں۔",
          "ہم پروفائلز کی تصدیق کرتے ہیں، جب تک آپ خود رابطہ نہ چاہیں آپ کی رابطے کی تفصیلات پوشیدہ رکھتے ہیں، آپ کا ڈیٹا کبھی فروخت نہیں کرتے، اور غلط استعمال کی ہر اطلاع کو سنجیدگی سے لیتے ہیں۔ اور آپ ہمیشہ فون یا واٹس ایپ پر ایک حقیقی انسان سے بات کر سکتے ہیں۔",
        ],
      },
    ],
  },
} satisfies Localized<FaqContent>;
