"use client";

import { BellIcon, CheckCheckIcon, CheckIcon, Loader2Icon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { useServerText } from "@/components/dashboard/server-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/locales";
import { errorMessage } from "@/lib/client-errors";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { notificationsOutput } from "@/server/notifications/get-notifications";
import type { NotificationItem } from "@/server/notifications/present";
import { api } from "@/trpc/react";
import { NOTIFICATIONS_PAGE_SIZE } from "./page-size";

type NotificationsPage = z.output<typeof notificationsOutput>;

/**
 * The member's notifications, unread first then newest, a page at a time. The event stream's
 * provider refetches this list (and the badges) whenever a notification arrives or is read in
 * another tab, so it follows without a reload.
 */
export function NotificationsView({ userId, initial }: { userId: string; initial: NotificationsPage }) {
  const t = useTranslations("notifications.view");
  const serverText = useServerText("notifications");
  const utils = api.useUtils();
  const [page, setPage] = useState(1);
  const input = { user_id: userId, page, pageSize: NOTIFICATIONS_PAGE_SIZE };
  const list = api.notifications.get.useQuery(input, {
    initialData: page === 1 ? initial : undefined,
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const mark = api.notifications.update.useMutation({
    meta: { errorToast: false },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      void utils.notifications.get.invalidate();
      void utils.dashboard.badges.invalidate();
    },
  });

  const data = list.data ?? initial;
  const pages = Math.max(1, Math.ceil(data.total / NOTIFICATIONS_PAGE_SIZE));

  if (data.total === 0) {
    return (
      <SectionPanel icon={<BellIcon aria-hidden="true" />} title={t("emptyTitle")}>
        <p>{t("emptyText")}</p>
      </SectionPanel>
    );
  }

  return (
    <section aria-labelledby="notifications-heading" className="mx-auto grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-heading" className="font-semibold text-lg">
          {data.unread > 0 ? t("unread", { count: data.unread }) : t("allRead")}
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={data.unread === 0 || mark.isPending}
          onClick={() =>
            mark.mutate({ all: true }, { onSuccess: (result) => toast.success(serverText(result.message)) })
          }
        >
          {mark.isPending && mark.variables?.all ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <CheckCheckIcon aria-hidden="true" />
          )}
          {t("markAll")}
        </Button>
      </div>
      <ul className="grid gap-2">
        {data.notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationRow
              notification={notification}
              marking={mark.isPending && mark.variables?.notification_id === notification.id}
              onMarkRead={() => mark.mutate({ notification_id: notification.id })}
            />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t("pagesLabel")} className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("newer")}
          </Button>
          <span className="text-muted-foreground text-sm">{t("pageOf", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t("older")}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function NotificationRow({
  notification,
  marking,
  onMarkRead,
}: {
  notification: NotificationItem;
  marking: boolean;
  onMarkRead: () => void;
}) {
  const t = useTranslations("notifications.view");
  const serverText = useServerText("notifications");
  const locale = useLocale() as Locale;
  const unread = !notification.read;
  // Stored in English by the server: shown in the reader's language where a template matches.
  const title = serverText(notification.title);
  const body = notification.body ? serverText(notification.body) : null;
  return (
    <article
      data-testid="notification"
      data-unread={unread ? "true" : "false"}
      className={cn(
        "flex flex-wrap items-start gap-3 rounded-lg border bg-card p-4",
        unread && "border-primary/40 bg-primary/5",
      )}
    >
      <div className="grid min-w-0 flex-1 basis-52 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {notification.link ? (
            <Link href={notification.link} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
          {unread ? <Badge>{t("new")}</Badge> : null}
        </p>
        {body ? <p className="text-muted-foreground text-sm">{body}</p> : null}
        <p className="text-muted-foreground text-xs">
          <time dateTime={new Date(notification.created_at).toISOString()}>
            {formatDateTime(notification.created_at, locale)}
          </time>
        </p>
      </div>
      {unread ? (
        <Button variant="ghost" size="sm" disabled={marking} onClick={onMarkRead}>
          {marking ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <CheckIcon aria-hidden="true" />
          )}
          {t("markRead")}
          <span className="sr-only">{t("markReadTitle", { title })}</span>
        </Button>
      ) : null}
    </article>
  );
}
