"use client";

import { MessagesSquareIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { useMemberEvents } from "@/components/realtime/member-events";
import { Button, buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/i18n/locales";
import { errorMessage } from "@/lib/client-errors";
import { formatDateTime, truncateDisplayName } from "@/lib/format";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import { type ConversationSummary, type ConversationsPage, threadHref } from "./types";

/**
 * /dashboard/messages: the member's conversations, newest activity first, each with the other
 * member's photo and name as their privacy allows, the last message, its time and the unread
 * count. A new message or read receipt refreshes the first page live.
 */
export function ConversationList({ initial }: { initial: ConversationsPage }) {
  const t = useTranslations("messages.list");
  const utils = api.useUtils();
  const first = api.messages.conversations.useQuery({}, { initialData: initial });
  const [more, setMore] = useState<ConversationSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(initial.next_cursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  useMemberEvents((event) => {
    if (event.type === "message" || event.type === "read") void first.refetch();
  });

  const firstPage = first.data.conversations;
  const seen = new Set(firstPage.map((conversation) => conversation.id));
  const conversations = [...firstPage, ...more.filter((conversation) => !seen.has(conversation.id))];

  const loadMore = async () => {
    const after = more.length > 0 ? cursor : first.data.next_cursor;
    if (!after) return;
    setLoadingMore(true);
    setLoadError(null);
    try {
      const page = await utils.messages.conversations.fetch({ after });
      setMore((current) => [...current, ...page.conversations]);
      setCursor(page.next_cursor);
    } catch (error) {
      setLoadError(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  };
  const hasMore = more.length > 0 ? cursor !== null : first.data.next_cursor !== null;

  if (conversations.length === 0) {
    return (
      <SectionPanel icon={<MessagesSquareIcon aria-hidden="true" />} title={t("emptyTitle")}>
        <p>{t("emptyText")}</p>
        <Link href="/dashboard/proposals" className={buttonVariants({ variant: "outline" })}>
          {t("seeProposals")}
        </Link>
      </SectionPanel>
    );
  }
  return (
    <section aria-labelledby="conversations-title" className="grid min-w-0 max-w-3xl grid-cols-1 gap-4">
      <h2 id="conversations-title" className="font-semibold text-xl">
        {t("title")}
      </h2>
      <ul className="grid min-w-0 grid-cols-1 divide-y rounded-xl border bg-card">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="outline" onClick={loadMore} disabled={loadingMore} className="justify-self-center">
          {loadingMore ? t("loading") : t("showMore")}
        </Button>
      ) : null}
      {loadError ? (
        <p role="alert" className="text-destructive text-sm">
          {loadError}
        </p>
      ) : null}
    </section>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const t = useTranslations("messages.list");
  const locale = useLocale() as Locale;
  const name = truncateDisplayName(conversation.other.display_name);
  const last = conversation.last_message;
  const unread = conversation.unread_count;
  return (
    <Link
      href={threadHref(conversation.id)}
      className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {/* biome-ignore lint/performance/noImgElement: an access-checked image route, not a static asset */}
      <img
        src={conversation.other.image_url}
        alt=""
        width={48}
        height={48}
        className={cn(
          "size-12 shrink-0 rounded-full object-cover",
          conversation.other.photo === "blurred" && "blur-[2px]",
        )}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-baseline justify-between gap-2">
          <span className={cn("min-w-0 truncate", unread > 0 ? "font-semibold" : "font-medium")}>{name}</span>
          <time
            dateTime={new Date(conversation.last_message_at).toISOString()}
            className="shrink-0 text-muted-foreground text-xs"
          >
            {formatDateTime(conversation.last_message_at, locale)}
          </time>
        </span>
        <span className="flex min-w-0 items-center justify-between gap-2">
          <span
            className={cn(
              "min-w-0 truncate text-sm",
              unread > 0 ? "text-foreground" : "text-muted-foreground",
            )}
          >
            {last
              ? last.direction === "sent"
                ? t("you", { preview: last.preview })
                : last.preview
              : t("noneLeft")}
          </span>
          {unread > 0 ? (
            <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
              {unread}
              <span className="sr-only">{t("unread")}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
