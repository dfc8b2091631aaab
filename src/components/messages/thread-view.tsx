"use client";

import { ArrowLeftIcon, Loader2Icon, SendIcon, ShieldAlertIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { useServerText } from "@/components/dashboard/server-text";
import { useMemberEvents } from "@/components/realtime/member-events";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/locales";
import { errorMessage, fieldErrorsOf } from "@/lib/client-errors";
import { formatDateTime, truncateDisplayName } from "@/lib/format";
import { cn } from "@/lib/utils";
import { MESSAGE_TEXT_MAX } from "@/lib/validation/messages";
import { api } from "@/trpc/react";
import { MessageText } from "./message-text";
import { type ChatMessage, MESSAGES_PATH, type ThreadPage, threadHref } from "./types";

/** Oldest first, ties by id, each message once (pages and live refreshes overlap). */
function merged(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || (a.id < b.id ? -1 : 1),
  );
}

/**
 * A conversation: its history paged backwards ("Load earlier messages"), read receipts on the
 * member's own messages, delete-for-me, the safety notice on a flagged message, and the composer,
 * or a read-only banner saying why the member may not write. Marks the thread read while it is
 * seen; listens for the member's events, and refetches after its own send.
 *
 * `headerActions` is the slot for the Block/Report menu (src/components/safety/member-safety-menu.tsx),
 * wired by the page.
 */
export function ThreadView({ initial, headerActions }: { initial: ThreadPage; headerActions?: ReactNode }) {
  const t = useTranslations("messages.thread");
  const serverText = useServerText("messages");
  const router = useRouter();
  const utils = api.useUtils();
  const [thread, setThread] = useState(initial.conversation);
  const [messages, setMessages] = useState(initial.messages);
  const [hasEarlier, setHasEarlier] = useState(initial.has_earlier);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const conversationId = thread.id;
  const other = thread.other;
  const name = truncateDisplayName(other.display_name);

  const refreshLatest = useCallback(async () => {
    const page = await utils.messages.get.fetch(
      conversationId ? { conversation_id: conversationId } : { profile_id: other.profile_id },
      { staleTime: 0 },
    );
    setThread(page.conversation);
    setMessages((current) => merged(current, page.messages));
  }, [utils, conversationId, other.profile_id]);

  const markRead = api.messages.update.useMutation({ meta: { errorToast: false } });
  const unreadReceived = messages.some((message) => message.direction === "received" && !message.read_at);
  const markSeen = useCallback(() => {
    if (!conversationId || !unreadReceived || markRead.isPending) return;
    if (document.visibilityState !== "visible") return;
    markRead.mutate(
      { conversation_id: conversationId },
      {
        onSuccess: ({ read_at }) =>
          setMessages((current) =>
            current.map((message) =>
              message.direction === "received" && !message.read_at ? { ...message, read_at } : message,
            ),
          ),
      },
    );
  }, [conversationId, unreadReceived, markRead]);
  useEffect(() => {
    markSeen();
    document.addEventListener("visibilitychange", markSeen);
    return () => document.removeEventListener("visibilitychange", markSeen);
  }, [markSeen]);

  useMemberEvents((event) => {
    if ((event.type === "message" || event.type === "read") && event.conversationId === conversationId) {
      void refreshLatest();
    }
    if (event.type === "block" && event.profileId === other.profile_id) void refreshLatest();
  });

  const loadEarlier = async () => {
    const first = messages[0];
    if (!conversationId || !first) return;
    setLoadingEarlier(true);
    try {
      const page = await utils.messages.get.fetch({ conversation_id: conversationId, before: first.id });
      setMessages((current) => merged(current, page.messages));
      setHasEarlier(page.has_earlier);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingEarlier(false);
    }
  };

  const remove = api.messages.delete.useMutation({ meta: { errorToast: false } });
  const deleteForMe = (message: ChatMessage) => {
    remove.mutate(
      { message_id: message.id },
      {
        onSuccess: (result) => {
          setMessages((current) => current.filter((item) => item.id !== message.id));
          toast.success(serverText(result.message));
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const onSent = (message: ChatMessage) => {
    setMessages((current) => merged(current, [message]));
    if (!conversationId) {
      // The first message made the conversation: give it its own address.
      router.replace(threadHref(message.conversation_id));
      return;
    }
    void refreshLatest();
  };

  const lastSeenId = [...messages]
    .reverse()
    .find((message) => message.direction === "sent" && message.read_at)?.id;
  const lastSentId = [...messages].reverse().find((message) => message.direction === "sent")?.id;

  return (
    <section
      aria-labelledby="thread-title"
      className="mx-auto grid w-full min-w-0 max-w-3xl grid-cols-1 gap-3"
    >
      <header className="flex items-center gap-3 border-b pb-3">
        <Link
          href={MESSAGES_PATH}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          <span className="sr-only">{t("allConversations")}</span>
        </Link>
        {/* biome-ignore lint/performance/noImgElement: an access-checked image route, not a static asset */}
        <img
          src={other.image_url}
          alt=""
          width={40}
          height={40}
          className={cn(
            "size-10 shrink-0 rounded-full object-cover",
            other.photo === "blurred" && "blur-[2px]",
          )}
        />
        <h2 id="thread-title" className="min-w-0 flex-1 truncate font-semibold text-lg">
          {other.available ? (
            <Link href={`/dashboard/user-profile/${other.profile_id}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {/* Slot: the Block/Report menu (MemberSafetyMenu), wired by the page. */}
        {headerActions}
      </header>

      {hasEarlier ? (
        <Button
          variant="outline"
          size="sm"
          onClick={loadEarlier}
          disabled={loadingEarlier}
          className="justify-self-center"
        >
          {loadingEarlier ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {t("loadEarlier")}
        </Button>
      ) : null}

      {messages.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          {thread.may_send ? t("sayHello", { name }) : t("noMessages")}
        </p>
      ) : (
        <ol aria-label={t("listLabel", { name })} className="grid gap-3">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              linksClickable={thread.links_clickable}
              receipt={
                message.id === lastSeenId
                  ? t("seen")
                  : message.id === lastSentId && !message.read_at
                    ? t("sent")
                    : null
              }
              onDelete={() => deleteForMe(message)}
              deleting={remove.isPending && remove.variables?.message_id === message.id}
            />
          ))}
        </ol>
      )}

      {thread.may_send ? (
        <Composer receiverId={other.profile_id} name={name} onSent={onSent} />
      ) : (
        <Alert role="status">
          <AlertDescription>
            <p className="font-medium text-foreground">{t("cannotSend")}</p>
            {thread.reason ? <p>{serverText(thread.reason)}</p> : null}
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}

function MessageBubble({
  message,
  linksClickable,
  receipt,
  onDelete,
  deleting,
}: {
  message: ChatMessage;
  linksClickable: boolean;
  receipt: string | null;
  onDelete: () => void;
  deleting: boolean;
}) {
  const t = useTranslations("messages.thread");
  const serverText = useServerText("messages");
  const locale = useLocale() as Locale;
  const mine = message.direction === "sent";
  return (
    <li
      className={cn(
        "grid min-w-0 max-w-[85%] gap-1",
        mine ? "justify-self-end justify-items-end" : "justify-self-start",
      )}
    >
      <div
        className={cn(
          "rounded-2xl px-4 py-2",
          mine
            ? "rounded-ee-sm bg-primary text-primary-foreground"
            : "rounded-es-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{mine ? t("youWrote") : t("theyWrote")} </span>
        <MessageText text={message.text} linksClickable={linksClickable} />
      </div>
      {message.safety_notice ? (
        <Alert className="max-w-md">
          <ShieldAlertIcon aria-hidden="true" />
          <AlertDescription>
            <p>{serverText(message.safety_notice.text)}</p>
            <Link href={message.safety_notice.link} className="font-medium underline underline-offset-2">
              {t("safetyTips")}
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex items-center gap-2 text-muted-foreground text-xs">
        <time dateTime={new Date(message.created_at).toISOString()}>
          {formatDateTime(message.created_at, locale)}
        </time>
        {receipt ? <span>· {receipt}</span> : null}
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Trash2Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("deleteForMe")}</span>
        </button>
      </div>
    </li>
  );
}

function Composer({
  receiverId,
  name,
  onSent,
}: {
  receiverId: string;
  name: string;
  onSent: (message: ChatMessage) => void;
}) {
  const t = useTranslations("messages.thread");
  const textId = useId();
  const errorId = useId();
  const countId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const send = api.messages.send.useMutation({ meta: { errorToast: false } });
  const length = Array.from(text).length;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    setError(null);
    send.mutate(
      { receiver_id: receiverId, text },
      {
        onSuccess: (result) => {
          setText("");
          onSent(result.sent_message);
          textarea.current?.focus();
        },
        onError: (failure) => setError(fieldErrorsOf(failure).text ?? errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-2 border-t pt-3">
      <label htmlFor={textId} className="font-medium text-sm">
        {t("writeTo", { name })}
      </label>
      <textarea
        id={textId}
        ref={textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
        }}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countId}${error ? ` ${errorId}` : ""}`}
        className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <span
          id={countId}
          className={cn("text-muted-foreground text-xs", length > MESSAGE_TEXT_MAX && "text-destructive")}
        >
          {t("characters", {
            length: length.toLocaleString("en-US"),
            max: MESSAGE_TEXT_MAX.toLocaleString("en-US"),
          })}
        </span>
        <Button type="submit" disabled={send.isPending || text.trim().length === 0}>
          {send.isPending ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
          )}
          {t("send")}
        </Button>
      </div>
    </form>
  );
}
