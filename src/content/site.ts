/**
 * Site-wide facts: the name, how to reach us, the phone lists and the navigation. Pages and
 * components read these objects; nothing here is repeated in JSX.
 */

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

/** The brand, on its own so the logo (in every page's JavaScript) carries no other copy with it. */
export const SITE_NAME = "Rishta";

export const site = {
  name: SITE_NAME,
  legalName: "Rishta Matrimonial Services",
  tagline: "Trusted matchmaking for families in Pakistan and the UAE",
  description:
    "Rishta helps families and individuals in Pakistan and the UAE find a suitable life partner: verified profiles, experienced consultants, free legal advice and help with marriage registration.",
  email: "support@rishta.pk",
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
  foundedYear: 2012,
} as const;

/** Each line once; the phone lists and the consultant team (src/content/team.ts) point at these. */
export const phoneLines = {
  lahoreOffice: { label: "Lahore office", display: "+92 300 8475120", e164: "+923008475120" },
  lahoreSecondMarriage: {
    label: "Second-marriage consultant",
    display: "+92 321 4509837",
    e164: "+923214509837",
  },
  dubaiOffice: { label: "Dubai office", display: "+971 50 318 4726", e164: "+971503184726" },
  dubaiConsultant: { label: "Dubai consultant line", display: "+971 55 642 9081", e164: "+971556429081" },
} as const satisfies Record<string, PhoneNumber>;

export const phoneLists: PhoneList[] = [
  {
    id: "pakistan",
    title: "Pakistan",
    description: "Our Lahore office serves families across Pakistan.",
    numbers: [phoneLines.lahoreOffice],
  },
  {
    id: "dubai",
    title: "Dubai",
    description: "Our Dubai office serves families living in the UAE and the Gulf.",
    numbers: [phoneLines.dubaiOffice, phoneLines.dubaiConsultant],
  },
];

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^\d+]/g, "")}`;
}

export function whatsappHref(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The header's navigation (policies are in the footer). */
export const mainNav: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Second Marriage", href: "/second-marriage" },
  { label: "Browse Profiles", href: "/proposals" },
  { label: "Packages", href: "/packages" },
  { label: "FAQ", href: "/faq" },
  { label: "Contact", href: "/contact" },
];

export const accountLinks = {
  signIn: { label: "Sign in", href: "/auth/sign-in" },
  signUp: { label: "Sign up", href: "/auth/sign-up" },
  dashboard: { label: "Dashboard", href: "/dashboard" },
} as const;

export const policyNav: NavLink[] = [
  { label: "Terms and Conditions", href: "/terms-and-conditions" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Refund Policy", href: "/refund-policy" },
  { label: "Safety Tips", href: "/safety-tips" },
  { label: "Disclaimer", href: "/disclaimer" },
  { label: "Picture Policy", href: "/picture-policy" },
  { label: "Report Misuse", href: "/report-mis-use" },
];

export const footer = {
  about:
    "A matchmaking service for families in Pakistan and the UAE since 2012: verified profiles, caring consultants, free legal advice and help with marriage registration.",
  groups: [
    { title: "Rishta", links: mainNav },
    { title: "Policies", links: policyNav },
  ],
  contactTitle: "Call us",
  /** For partners and developers who integrate with the REST API. */
  apiReference: { label: "API reference", href: "/api/docs" },
  // No year: the pages are built once, and a build-time year would go stale on a long-running deploy.
  copyright: `© ${site.legalName}. All rights reserved.`,
} as const;

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

/** Interface words used by the site's chrome. */
export const siteUi = {
  skipLink: "Skip to content",
  menu: { open: "Open menu", close: "Close menu", navigation: "Main", menuNavigation: "Main menu" },
  notFound: {
    title: "Page not found",
    text: "The address may be mistyped, or the page may have moved.",
    home: "Go to the home page",
  },
  onThisPage: "On this page",
  lastUpdated: "Last updated",
  carousel: {
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause slide show",
    play: "Play slide show",
    pickerLabel: "Choose a slide",
    slideOf: (index: number, total: number) => `${index} of ${total}`,
    goTo: (index: number, title: string) => `Slide ${index}: ${title}`,
  },
  contactLinks: {
    call: "Call",
    whatsapp: "WhatsApp",
    newTab: "(opens in a new tab)",
  },
} as const;
