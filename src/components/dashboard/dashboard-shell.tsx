"use client";

import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { usePagePathname } from "@/i18n/use-page-pathname";
import { dashboardAccess, dashboardTitleKey } from "@/lib/nav";
import { type CachedUser, cacheUser } from "@/lib/user-cache";
import { AccessDenied } from "./access-denied";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu } from "./user-menu";

const LARGE_SCREEN = "(min-width: 64rem)";

/**
 * The dashboard frame: a 265 px sidebar (static on large screens, a sheet sliding in from the start
 * edge on small ones), a header with the page title as <h1>, the language switch (a server
 * component, handed in by the layout) and the user menu, then the page.
 */
export function DashboardShell({
  user,
  languageSwitch,
  children,
}: {
  user: CachedUser;
  languageSwitch?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("dashboard");
  const pathname = usePagePathname();
  const [navOpen, setNavOpen] = useState(false);
  const title = t(`nav.${dashboardTitleKey(pathname)}`);
  // Layouts are not re-rendered on client-side navigation, so the shell repeats the role check;
  // the server (layout, pages, procedures) remains the authority.
  const allowed = dashboardAccess(pathname, user.role) === "ok";

  // The server's user refreshes the browser's cached copy on every dashboard visit.
  useEffect(() => {
    cacheUser(user);
  }, [user]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point.
  useEffect(() => {
    setNavOpen(false);
  }, [pathname]);

  useEffect(() => {
    const query = window.matchMedia(LARGE_SCREEN);
    const close = (event: MediaQueryListEvent) => {
      if (event.matches) setNavOpen(false);
    };
    query.addEventListener("change", close);
    return () => query.removeEventListener("change", close);
  }, []);

  return (
    <div className="min-h-dvh bg-muted/40 lg:ps-sidebar print:bg-white print:ps-0">
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 font-medium text-sm shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("shell.skipToMain")}
      </a>
      <aside className="fixed inset-y-0 start-0 z-30 hidden w-sidebar flex-col border-sidebar-border border-e bg-sidebar lg:flex print:hidden">
        <div className="flex h-16 shrink-0 items-center border-sidebar-border border-b px-6">
          <Logo href="/dashboard" />
        </div>
        <SidebarNav role={user.role} />
      </aside>

      <Sheet open={navOpen} onOpenChange={setNavOpen}>
        <SheetContent
          side="start"
          className="w-sidebar max-w-[85vw] bg-sidebar p-0"
          closeLabel={t("shell.closeNavigation")}
        >
          <SheetTitle className="sr-only">{t("shell.navigation")}</SheetTitle>
          <SheetDescription className="sr-only">{t("shell.navigationDescription")}</SheetDescription>
          <div className="flex h-16 shrink-0 items-center border-sidebar-border border-b px-6">
            <Logo href="/dashboard" />
          </div>
          <SidebarNav role={user.role} onNavigate={() => setNavOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-6 print:hidden">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t("shell.openNavigation")}
            aria-expanded={navOpen}
            onClick={() => setNavOpen(true)}
          >
            <MenuIcon className="size-5" aria-hidden="true" />
          </Button>
          <h1 className="min-w-0 flex-1 truncate font-semibold text-lg sm:text-xl">{title}</h1>
          {languageSwitch}
          <UserMenu user={user} />
        </header>
        <main id="dashboard-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6 print:p-0">
          {allowed ? children : <AccessDenied />}
        </main>
      </div>
    </div>
  );
}
