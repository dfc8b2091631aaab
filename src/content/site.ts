/**
 * Site-wide facts: the name, how to reach us, the phone lists and the navigation. Pages and
 * components read these objects; nothing here is repeated in JSX.
 */

import type { Localized } from "@/i18n/localized";
import { SITE_NAME } from "./names";

export { accountLinks, SITE_NAME } from "./names";

export type PhoneNumber = {
  /** What the number is for, shown above it. */
  label: string;
  /** As people read it: "+92 300 8475120". */
  display: string;
  /** E.164, digits only after the plus: used for tel: and WhatsApp links. */
  e164: string;
};

export type PhoneList = {
  id: "pakistan" | "dubai";
  title: string;
  description: string;
  numbers: PhoneNumber[];
};

export type NavLink = { label: string; href: string };

/** Facts that read the same in both languages (the name and e-mail are shown as written). */
export const site = {
  name: SITE_NAME,
  legalName: "Rishta Matrimonial Services",
  tagline: "Trusted matchmaking for families in Pakistan and the UAE",
  description:
    "Rishta helps families and individuals in Pakistan and the UAE find a suitable life partner: verified profiles, experienced consultants, free legal advice and help with marriage registration.",
  email: "support@rishta.pk",
  foundedYear: 2012,
} as const;

type Office = { city: string; country: string; address: string };

/** The words about the site that change with the language: its offices and opening hours. */
export const siteCopy = {
  en: {
    tagline: site.tagline,
    hours: "Monday to Saturday, 10 am to 7 pm (Pakistan and UAE time)",
    offices: [
      {
        city: "Lahore",
        country: "Pakistan",
        address: "Office 12, 2nd Floor, Main Boulevard, Gulberg III, Lahore",
      },
      {
        city: "Dubai",
        country: "United Arab Emirates",
        address: "Office 804, Al Qusais Business Centre, Dubai",
      },
    ],
  },
  ur: {
    tagline: "پاکستان اور متحدہ عرب امارات کے خاندانوں کے لیے قابلِ اعتماد رشتے",
    hours: "پیر تا ہفتہ، صبح 10 بجے سے شام 7 بجے تک (پاکستان اور امارات کے وقت کے مطابق)",
    offices: [
      {
        city: "لاہور",
        country: "پاکستان",
        address: "دفتر 12، دوسری منزل، مین بلیوارڈ، گلبرگ III، لاہور",
      },
      {
        city: "دبئی",
        country: "متحدہ عرب امارات",
        address: "دفتر 804، القصیص بزنس سینٹر، دبئی",
      },
    ],
  },
} satisfies Localized<{ tagline: string; hours: string; offices: Office[] }>;

type PhoneLine = "lahoreOffice" | "lahoreSecondMarriage" | "dubaiOffice" | "dubaiConsultant";

const lineNumbers = {
  lahoreOffice: { display: "+92 300 8475120", e164: "+923008475120" },
  lahoreSecondMarriage: { display: "+92 321 4509837", e164: "+923214509837" },
  dubaiOffice: { display: "+971 50 318 4726", e164: "+971503184726" },
  dubaiConsultant: { display: "+971 55 642 9081", e164: "+971556429081" },
} as const satisfies Record<PhoneLine, Omit<PhoneNumber, "label">>;

const lineLabels = {
  en: {
    lahoreOffice: "Lahore office",
    lahoreSecondMarriage: "Second-marriage consultant",
    dubaiOffice: "Dubai office",
    dubaiConsultant: "Dubai consultant line",
  },
  ur: {
    lahoreOffice: "لاہور دفتر",
    lahoreSecondMarriage: "دوسری شادی کے مشیر",
    dubaiOffice: "دبئی دفتر",
    dubaiConsultant: "دبئی مشیر کی لائن",
  },
} satisfies Localized<Record<PhoneLine, string>>;

function linesIn(locale: keyof typeof lineLabels): Record<PhoneLine, PhoneNumber> {
  const lines = {} as Record<PhoneLine, PhoneNumber>;
  for (const key of Object.keys(lineNumbers) as PhoneLine[]) {
    lines[key] = { label: lineLabels[locale][key], ...lineNumbers[key] };
  }
  return lines;
}

/** Each line once; the phone lists and the consultant team (src/content/team.ts) point at these. */
export const phoneLines = { en: linesIn("en"), ur: linesIn("ur") } satisfies Localized<
  Record<PhoneLine, PhoneNumber>
>;

export const phoneLists = {
  en: [
    {
      id: "pakistan",
      title: "Pakistan",
      description: "Our Lahore office serves families across Pakistan.",
      numbers: [phoneLines.en.lahoreOffice],
    },
    {
      id: "dubai",
      title: "Dubai",
      description: "Our Dubai office serves families living in the UAE and the Gulf.",
      numbers: [phoneLines.en.dubaiOffice, phoneLines.en.dubaiConsultant],
    },
  ],
  ur: [
    {
      id: "pakistan",
      title: "پاکستان",
      description: "ہمارا لاہور کا دفتر پورے پاکستان کے خاندانوں کی خدمت کرتا ہے۔",
      numbers: [phoneLines.ur.lahoreOffice],
    },
    {
      id: "dubai",
      title: "دبئی",
      description: "ہمارا دبئی کا دفتر متحدہ عرب امارات اور خلیجی ممالک میں مقیم خاندانوں کی خدمت کرتا ہے۔",
      numbers: [phoneLines.ur.dubaiOffice, phoneLines.ur.dubaiConsultant],
    },
  ],
} satisfies Localized<PhoneList[]>;

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^\d+]/g, "")}`;
}

export function whatsappHref(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A link whose label is a key of the `site` catalog's `nav` or `policyNav`. */
export type NavItem<K extends string> = { key: K; href: string };

/** The header's navigation (policies are in the footer); labels: `site.nav.<key>`. */
export const mainNav = [
  { key: "home", href: "/" },
  { key: "about", href: "/about" },
  { key: "secondMarriage", href: "/second-marriage" },
  { key: "proposals", href: "/proposals" },
  { key: "packages", href: "/packages" },
  { key: "faq", href: "/faq" },
  { key: "contact", href: "/contact" },
] as const satisfies NavItem<string>[];

/** The policies, in the footer; labels: `site.policyNav.<key>`. */
export const policyNav = [
  { key: "terms", href: "/terms-and-conditions" },
  { key: "privacy", href: "/privacy-policy" },
  { key: "refund", href: "/refund-policy" },
  { key: "safety", href: "/safety-tips" },
  { key: "disclaimer", href: "/disclaimer" },
  { key: "picture", href: "/picture-policy" },
  { key: "misuse", href: "/report-mis-use" },
] as const satisfies NavItem<string>[];

/** For partners and developers who integrate with the REST API: served by the API, not a page. */
export const apiReferenceHref = "/api/docs";

/** Every public page, for the sitemap (Packages is built by its own module but listed here). */
export const publicRoutes: {
  path: string;
  priority: number;
  changeFrequency: "weekly" | "monthly" | "yearly";
}[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/about", priority: 0.8, changeFrequency: "monthly" },
  { path: "/second-marriage", priority: 0.8, changeFrequency: "monthly" },
  { path: "/proposals", priority: 0.8, changeFrequency: "weekly" },
  { path: "/packages", priority: 0.8, changeFrequency: "weekly" },
  { path: "/faq", priority: 0.7, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.7, changeFrequency: "yearly" },
  ...policyNav.map((link) => ({ path: link.href, priority: 0.3, changeFrequency: "yearly" as const })),
];

/**
 * English words still read by pages outside the public site's chrome (the not-found page, the policy
 * pages); the chrome itself reads the `site` catalog. Those pages move to their own catalogs.
 */
export const siteUi = {
  notFound: {
    title: "Page not found",
    text: "The address may be mistyped, or the page may have moved.",
    home: "Go to the home page",
  },
  onThisPage: "On this page",
  lastUpdated: "Last updated",
} as const;
