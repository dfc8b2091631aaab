"use client";

import { LogOutIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { userMenuFor } from "@/lib/nav";
import { clearUserCache } from "@/lib/user-cache";
import { api } from "@/trpc/react";
import { useServerText } from "./server-text";
import type { ShellUser } from "./user-menu";
import { UserMenuButton, unreadText } from "./user-menu-button";

const NOTIFICATIONS_HREF = "/dashboard/notifications";

/**
 * The account menu itself (Radix's dropdown, about 30 KB of a first load), loaded by `UserMenu`
 * when the member reaches for the button: the member's pages, unread notifications beside
 * Notifications, and Logout.
 */
export function AccountMenu({
  user,
  unread,
  defaultOpen,
  autoFocus,
}: {
  user: ShellUser;
  unread: number;
  /** Opened at once: the button was pressed while this was loading. */
  defaultOpen: boolean;
  /** Focus the button at once: it had focus while this was loading. */
  autoFocus: boolean;
}) {
  const t = useTranslations("dashboard");
  const serverText = useServerText("dashboard");
  const router = useRouter();
  const signOut = api.auth.signOut.useMutation({
    onSuccess: (result) => {
      toast.success(serverText(result.message));
      clearUserCache();
      router.replace("/auth/sign-in");
      router.refresh();
    },
  });

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton name={user.name} unread={unread} autoFocus={autoFocus} />
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
                  <span aria-hidden="true">{unreadText(unread)}</span>
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
