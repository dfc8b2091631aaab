"use client";

import { LayoutDashboardIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { accountLinks } from "@/content/names";
import { useRestQuery } from "@/lib/rest-client";
import type { PublicUser } from "@/server/auth/present";
import { buttonClass, classes } from "./classes";

/**
 * "Sign in" / "Sign up" for visitors, "Dashboard" for a signed-in member. Decided in the browser so
 * the public pages stay static; visitors' links show until the answer arrives.
 */
export function AccountLinks({
  className,
  stacked = false,
  onNavigate,
}: {
  className?: string;
  /** Full-width buttons, one per line (the mobile menu). */
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const t = useTranslations("site.account");
  const me = useRestQuery<PublicUser | null>("/api/auth/me");
  const size = buttonClass.size[stacked ? "lg" : "default"];
  const width = stacked && "w-full";

  if (me.data) {
    return (
      <div className={classes("flex items-center gap-2", className)}>
        <Link
          prefetch={false}
          href={accountLinks.dashboard}
          className={classes(buttonClass.primary, size, width)}
          onClick={onNavigate}
        >
          <LayoutDashboardIcon aria-hidden="true" />
          {t("dashboard")}
        </Link>
      </div>
    );
  }
  return (
    <div className={classes("flex items-center gap-2", stacked && "flex-col", className)}>
      <Link
        prefetch={false}
        href={accountLinks.signIn}
        className={classes(stacked ? buttonClass.outline : buttonClass.ghost, size, width)}
        onClick={onNavigate}
      >
        {t("signIn")}
      </Link>
      <Link
        prefetch={false}
        href={accountLinks.signUp}
        className={classes(buttonClass.primary, size, width)}
        onClick={onNavigate}
      >
        {t("signUp")}
      </Link>
    </div>
  );
}
