import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { requireDashboardUser } from "@/components/dashboard/access";
import { HelpSearch } from "@/components/help/help-search";
import type { HelpEntry } from "@/components/help/help-topics";
import { phoneLines, telHref, whatsappHref } from "@/content/site";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("help.meta");
  return { title: t("title") };
}

const GUIDE = [
  "profile",
  "proposals",
  "connections",
  "messages",
  "plans",
  "privacy",
  "verification",
  "safety",
] as const;
const FAQ = ["gettingStarted", "howItWorks", "verification", "duration", "legalAdvice"] as const;
const LINES = ["lahoreOffice", "lahoreSecondMarriage", "dubaiOffice", "dubaiConsultant"] as const;

/** The contact form's address with the member's details, so they need not type them again. */
function contactHref(user: { name: string; email: string; phone: string | null }): string {
  const query = new URLSearchParams({ name: user.name, email: user.email });
  if (user.phone) query.set("phone", user.phone);
  return `/contact?${query.toString()}`;
}

/** /dashboard/help: how the service works, the members' FAQ and how to reach us, searchable. */
export default async function HelpPage() {
  const user = await requireDashboardUser("/dashboard/help");
  const t = await getTranslations("help");
  const locale = await getLocale();

  const entries: HelpEntry[] = [
    ...GUIDE.map((id) => ({
      id: `topic-${id}`,
      section: "guide" as const,
      title: t(`topics.${id}.title`),
      paragraphs: [t(`topics.${id}.body`)],
    })),
    ...FAQ.map((id) => ({
      id: `faq-${id}`,
      section: "faq" as const,
      title: t(`faq.${id}.question`),
      paragraphs: [t(`faq.${id}.answer`)],
    })),
    {
      id: "support-form",
      section: "support",
      title: t("support.formTitle"),
      paragraphs: [t("support.formBody")],
      links: [{ label: t("support.formLink"), href: contactHref(user) }],
    },
    {
      id: "support-phones",
      section: "support",
      title: t("support.phonesTitle"),
      paragraphs: [t("support.phonesBody")],
      links: LINES.flatMap((line) => {
        const { e164, display: number } = phoneLines[locale][line];
        const label = t(`support.lines.${line}`);
        return [
          { label: t("support.call", { label, number }), href: telHref(e164) },
          {
            label: t("support.whatsapp", { label, number }),
            href: whatsappHref(e164),
            external: true,
          },
        ];
      }),
    },
    {
      id: "support-misuse",
      section: "support",
      title: t("support.misuseTitle"),
      paragraphs: [t("support.misuseBody")],
      links: [
        { label: t("support.misuseLink"), href: "/report-mis-use" },
        { label: t("support.safetyLink"), href: "/safety-tips" },
      ],
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      {/* The shell's header holds the page's <h1> (its title). */}
      <p className="text-muted-foreground">{t("page.lead")}</p>
      <HelpSearch entries={entries} />
    </div>
  );
}
