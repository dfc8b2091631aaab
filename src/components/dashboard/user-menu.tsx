"use client";

import { type ComponentType, useRef, useState } from "react";
import type { Role } from "@/lib/nav";
import { api } from "@/trpc/react";
import type { AccountMenu as AccountMenuComponent } from "./account-menu";
import { UserMenuButton } from "./user-menu-button";

export type ShellUser = { name: string; email: string; role: Role };

type AccountMenuType = ComponentType<Parameters<typeof AccountMenuComponent>[0]>;

/**
 * The header's account menu. Its button is drawn at once; the menu behind it (Radix's dropdown) is
 * fetched only when the member points at, focuses or presses the button, which keeps it out of
 * every member page's first load (issue 19: low-data pages under 300 KB). A press before it has
 * arrived opens it as soon as it does (on pointer down, as the menu itself opens, so a press is
 * never lost while the button is swapped). Unread notifications are counted on the button and
 * beside Notifications (spec §2), from the sidebar's query, which the event stream keeps current.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const badges = api.dashboard.badges.useQuery(undefined, { meta: { errorToast: false } });
  const unread = badges.data?.unreadNotifications ?? 0;
  const [AccountMenu, setAccountMenu] = useState<AccountMenuType | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focused, setFocused] = useState(false);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import("./account-menu").then(
      (module) => setAccountMenu(() => module.AccountMenu),
      () => {
        // Offline or a failed chunk: the next gesture tries again.
        loading.current = false;
      },
    );
  };
  const press = () => {
    setOpenOnArrival(true);
    load();
  };

  if (AccountMenu) {
    return <AccountMenu user={user} unread={unread} defaultOpen={openOnArrival} autoFocus={focused} />;
  }
  return (
    <UserMenuButton
      name={user.name}
      unread={unread}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onPointerDown={press}
      onClick={press}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}
