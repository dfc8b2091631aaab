"use client";

import { ChevronDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

function initialOf(name: string): string {
  return (name.trim()[0] ?? "?").toUpperCase();
}

/** "99+" past 99, as the badges show it. */
export function unreadText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}

/**
 * The header's account button: the member's initial and name, and their unread notifications. The
 * same button whether the menu behind it has loaded yet or not (src/components/dashboard/user-menu.tsx).
 */
export function UserMenuButton({
  name,
  unread,
  ...props
}: ComponentProps<typeof Button> & { name: string; unread: number }) {
  const t = useTranslations("dashboard");
  return (
    // Named by its content, not aria-label, so the visible name is part of the accessible one.
    <Button variant="ghost" className="h-10 gap-2 px-2" {...props}>
      <span className="sr-only">{t("userMenu.openFor")}</span>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
      >
        {initialOf(name)}
      </span>
      <span className="sr-only max-w-[12rem] truncate sm:not-sr-only">{name}</span>
      {unread > 0 ? (
        <Badge data-testid="header-unread" className="min-w-5 tabular-nums">
          <span aria-hidden="true">{unreadText(unread)}</span>
          <span className="sr-only">{t("userMenu.unreadNotifications", { count: unread })}</span>
        </Badge>
      ) : null}
      <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}
