"use client";

import { MenuIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import type { NavLink } from "@/content/site";
import { usePagePathname } from "@/i18n/use-page-pathname";
import { AccountLinks } from "./account-links";
import { classes } from "./classes";

function isCurrent(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The header's navigation: a row of links on wide screens and, below the `lg` breakpoint, a
 * disclosure menu (button with aria-expanded; Escape or a link closes it and focus returns to the
 * button). The current page's link carries aria-current="page".
 */
export function SiteNav({
  links,
  menuLabel,
  languageSwitch,
  menuLanguageSwitch,
}: {
  links: NavLink[];
  menuLabel: { open: string; close: string; navigation: string; menuNavigation: string };
  /** The link to the other language: in the header row, and again in the small-screen menu. */
  languageSwitch: ReactNode;
  menuLanguageSwitch: ReactNode;
}) {
  const pathname = usePagePathname();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A route change (a link in the menu, back/forward) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);

  const linkClass = (href: string) =>
    classes(
      "rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
      isCurrent(pathname, href) ? "text-primary" : "text-foreground/80",
    );

  return (
    <>
      <nav aria-label={menuLabel.navigation} className="ms-4 hidden lg:block">
        <ul className="flex items-center gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                prefetch={false}
                href={link.href}
                className={linkClass(link.href)}
                aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="ms-auto flex items-center gap-2">
        {languageSwitch}
        <AccountLinks className="hidden sm:flex" />
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? menuLabel.close : menuLabel.open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <XIcon className="size-5" aria-hidden="true" />
          ) : (
            <MenuIcon className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-lg lg:hidden"
      >
        <nav aria-label={menuLabel.menuNavigation} className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  prefetch={false}
                  href={link.href}
                  className={classes(linkClass(link.href), "flex min-h-11 items-center text-base")}
                  aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-2 border-t pt-2">{menuLanguageSwitch}</div>
          <AccountLinks stacked className="mt-4 border-t pt-4 sm:hidden" onNavigate={() => setOpen(false)} />
        </nav>
      </div>
    </>
  );
}
