"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { usePagePathname } from "@/i18n/use-page-pathname";
import { bestMatch, type NavItem, navFor, navHrefs, type Role } from "@/lib/nav";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { NavIcon } from "./nav-icon";

/** The role's sidebar: grouped entries, the current one marked, live counts beside two of them. */
export function SidebarNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const t = useTranslations("dashboard");
  const pathname = usePagePathname();
  const groups = navFor(role);
  const current = bestMatch(navHrefs(groups), pathname);
  const badges = api.dashboard.badges.useQuery(undefined, {
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    // A badge that cannot load is simply not shown; it is not worth an error toast.
    meta: { errorToast: false },
  });

  return (
    <nav aria-label={t("shell.sidebarLabel")} className="flex-1 overflow-y-auto px-3 py-4">
      {groups.map((group, index) => (
        <div key={group.label ?? index} className={cn(index > 0 && "mt-6")}>
          {group.label ? (
            <p
              id={`nav-group-${group.label}`}
              className="mb-2 px-3 font-semibold text-muted-foreground text-xs uppercase tracking-wider"
            >
              {group.labelKey ? t(`nav.${group.labelKey}`) : group.label}
            </p>
          ) : null}
          <ul className="grid gap-1" aria-labelledby={group.label ? `nav-group-${group.label}` : undefined}>
            {group.items.map((item) => (
              <li key={item.label}>
                <SidebarEntry
                  item={item}
                  current={item.href !== undefined && item.href === current}
                  count={item.badge ? badges.data?.[item.badge] : undefined}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function SidebarEntry({
  item,
  current,
  count,
  onNavigate,
}: {
  item: NavItem;
  current: boolean;
  count: number | undefined;
  onNavigate?: () => void;
}) {
  const t = useTranslations("dashboard");
  const className = cn(
    "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors",
    "focus-visible:ring-[3px] focus-visible:ring-ring/50",
  );
  const content = (
    <>
      <NavIcon name={item.icon} className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate">{t(`nav.${item.labelKey}`)}</span>
      {item.badge && count !== undefined && count > 0 ? (
        <Badge className="ms-auto min-w-5 tabular-nums">
          <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
          <span className="sr-only">{t(`badges.${item.badge}`, { count })}</span>
        </Badge>
      ) : null}
    </>
  );
  if (!item.href) {
    return (
      <span aria-disabled="true" className={cn(className, "cursor-default text-muted-foreground")}>
        {content}
      </span>
    );
  }
  return (
    <Link
      href={item.href}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
      className={cn(
        className,
        current
          ? "bg-sidebar-accent text-sidebar-accent-foreground"
          : "text-sidebar-foreground hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground",
      )}
    >
      {content}
    </Link>
  );
}
