import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { mainNav } from "@/content/site";
import { container } from "./container";
import { SiteNav } from "./site-nav";

/**
 * The public pages' header: logo, main navigation, the language switch, account links and the
 * small-screen menu (which repeats the switch).
 */
export async function SiteHeader() {
  const t = await getTranslations("site");
  const links = mainNav.map((link) => ({ href: link.href, label: t(`nav.${link.key}`) }));
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className={`${container} relative flex h-16 items-center`}>
        <Logo href="/" />
        <SiteNav
          links={links}
          menuLabel={{
            open: t("menu.open"),
            close: t("menu.close"),
            navigation: t("menu.navigation"),
            menuNavigation: t("menu.menuNavigation"),
          }}
          languageSwitch={<LanguageSwitch className="inline-flex min-h-10 items-center" />}
          menuLanguageSwitch={<LanguageSwitch className="flex min-h-11 items-center text-base" />}
        />
      </div>
    </header>
  );
}
