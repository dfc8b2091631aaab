"use client";

import { ChevronDownIcon, LogOutIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { type Role, userMenuFor } from "@/lib/nav";
import { clearUserCache } from "@/lib/user-cache";
import { api } from "@/trpc/react";
import { useServerText } from "./server-text";

export type ShellUser = { name: string; email: string; role: Role };

function initialOf(name: string): string {
  return (name.trim()[0] ?? "?").toUpperCase();
}

const NOTIFICATIONS_HREF = "/dashboard/notifications";

/**
 * The header's account menu: the user's pages and Logout. Unread notifications are counted on the
 * button and beside Notifications (spec §2), from the sidebar's query, which the event stream keeps
 * current.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const t = useTranslations("dashboard");
  const serverText = useServerText("dashboard");
  const router = useRouter();
  const badges = api.dashboard.badges.useQuery(undefined, { meta: { errorToast: false } });
  const unread = badges.data?.unreadNotifications ?? 0;
  const unreadText = unread > 99 ? "99+" : String(unread);
  const signOut = api.auth.signOut.useMutation({
    onSuccess: (result) => {
      toast.success(serverText(result.message));
      clearUserCache();
      router.replace("/auth/sign-in");
      router.refresh();
    },
  });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its content, not aria-label, so the visible name is part of the accessible one. */}
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <span className="sr-only">{t("userMenu.openFor")}</span>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
          >
            {initialOf(user.name)}
          </span>
          <span className="sr-only max-w-[12rem] truncate sm:not-sr-only">{user.name}</span>
          {unread > 0 ? (
            <Badge data-testid="header-unread" className="min-w-5 tabular-nums">
              <span aria-hidden="true">{unreadText}</span>
              <span className="sr-only">{t("userMenu.unreadNotifications", { count: unread })}</span>
            </Badge>
          ) : null}
          <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenuFor(user.role).map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <Link href={item.href}>
              {t(`nav.${item.labelKey}`)}
              {item.href === NOTIFICATIONS_HREF && unread > 0 ? (
                <Badge className="ms-auto min-w-5 tabular-nums">
                  <span aria-hidden="true">{unreadText}</span>
                  <span className="sr-only">{t("userMenu.unread", { count: unread })}</span>
                </Badge>
              ) : null}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={signOut.isPending}
          onSelect={(event) => {
            event.preventDefault();
            signOut.mutate();
          }}
        >
          <LogOutIcon aria-hidden="true" className="text-current rtl:-scale-x-100" />
          {t("userMenu.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
