import { MailIcon, PhoneIcon } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { apiReferenceHref, mailtoHref, mainNav, phoneLists, policyNav, site, telHref } from "@/content/site";
import { container } from "./container";

const linkClass =
  "rounded-sm text-sm text-muted-foreground outline-none transition-colors hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Every public page, every policy, the phone numbers and the copyright. */
export async function SiteFooter() {
  const t = await getTranslations("site");
  const locale = await getLocale();
  const groups = [
    {
      id: "site",
      title: t("footer.siteGroup"),
      links: mainNav.map((link) => ({ href: link.href, label: t(`nav.${link.key}`) })),
    },
    {
      id: "policies",
      title: t("footer.policiesGroup"),
      links: policyNav.map((link) => ({ href: link.href, label: t(`policyNav.${link.key}`) })),
    },
  ];
  return (
    <footer className="border-t bg-muted/60">
      <div className={`${container} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]`}>
        <div className="flex flex-col gap-4">
          <Logo href="/" />
          <p className="max-w-xs text-muted-foreground text-sm">{t("footer.about")}</p>
        </div>

        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="font-semibold text-sm">
              {group.title}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link prefetch={false} href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="font-semibold text-sm">{t("footer.contactTitle")}</h2>
          <ul className="mt-3 flex flex-col gap-3">
            {phoneLists[locale].map((list) => (
              <li key={list.id}>
                <span className="block font-medium text-sm">{list.title}</span>
                <ul className="mt-1 flex flex-col gap-1">
                  {list.numbers.map((number) => (
                    <li key={number.e164}>
                      <a
                        href={telHref(number.e164)}
                        className={`${linkClass} inline-flex items-center gap-2`}
                      >
                        <PhoneIcon className="size-3.5" aria-hidden="true" />
                        <span dir="ltr">{number.display}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li>
              <a href={mailtoHref(site.email)} className={`${linkClass} inline-flex items-center gap-2`}>
                <MailIcon className="size-3.5" aria-hidden="true" />
                <span dir="ltr">{site.email}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div
          className={`${container} flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-5 text-muted-foreground text-xs`}
        >
          <p>{t("footer.copyright")}</p>
          {/* A plain link: the reference is served by the API, not a page Next can navigate to. */}
          <a href={apiReferenceHref} className={linkClass}>
            {t("footer.apiReference")}
          </a>
        </div>
      </div>
    </footer>
  );
}
