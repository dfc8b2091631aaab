import { Logo } from "@/components/brand/logo";
import { mainNav, siteUi } from "@/content/site";
import { container } from "./container";
import { SiteNav } from "./site-nav";

/** The public pages' header: logo, main navigation, account links and the small-screen menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className={`${container} relative flex h-16 items-center`}>
        <Logo href="/" />
        <SiteNav links={mainNav} menuLabel={siteUi.menu} />
      </div>
    </header>
  );
}
