"use client";

import { Loader2Icon, UndoIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { localizeMessage } from "@/i18n/localize-message";
import { errorMessage } from "@/lib/client-errors";
import { formatDate } from "@/lib/format";
import { api } from "@/trpc/react";

/** A blocked member as the list shows them (blocks.list). */
export type ListedBlockedMember = {
  profile_id: string;
  name: string;
  image_url: string;
  blocked_at: Date;
};

/**
 * Settings' "Blocked members" (issue 16, docs/decisions/0024): whom the member has blocked, each
 * with Unblock. Unblocking is undone by blocking again from their profile, so it asks nothing first.
 */
export function BlockedMembersSection({ initialBlocked }: { initialBlocked: ListedBlockedMember[] }) {
  const t = useTranslations("settings.blocked");
  const blocked = api.blocks.list.useQuery(undefined, { initialData: { blocked_members: initialBlocked } });
  const list = blocked.data?.blocked_members ?? [];
  return (
    <section
      aria-labelledby="blocked-members-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="grid gap-1 border-b px-4 py-3 sm:px-6">
        <h2 id="blocked-members-title" className="font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </div>
      <div className="px-4 py-4 sm:px-6">
        {list.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("none")}</p>
        ) : (
          <ul aria-labelledby="blocked-members-title" className="grid gap-3">
            {list.map((member) => (
              <BlockedMemberRow key={member.profile_id} member={member} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function BlockedMemberRow({ member }: { member: ListedBlockedMember }) {
  const t = useTranslations("settings.blocked");
  const locale = useLocale();
  const router = useRouter();
  const utils = api.useUtils();
  const unblock = api.blocks.delete.useMutation({ meta: { errorToast: false } });
  const name = member.name || t("aMember");
  const nameId = `blocked-${member.profile_id}-name`;

  const lift = async () => {
    try {
      const result = await unblock.mutateAsync({ profile_id: member.profile_id });
      toast.success(localizeMessage(result.message));
      await utils.blocks.list.invalidate();
      // Listings and counts elsewhere on the page's server data include them again.
      router.refresh();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <li
      aria-labelledby={nameId}
      className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border p-3 sm:flex-nowrap sm:p-4"
    >
      {/* biome-ignore lint/performance/noImgElement: a local placeholder drawing, not a photo */}
      <img src={member.image_url} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full" />
      <div className="grid min-w-0 grow gap-0.5">
        <span id={nameId} className="break-words font-medium">
          {name}
        </span>
        <span className="text-muted-foreground text-sm">
          {t("blockedOn", { date: formatDate(member.blocked_at, locale) })}
        </span>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        aria-busy={unblock.isPending || undefined}
        onClick={lift}
      >
        {unblock.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <UndoIcon aria-hidden="true" />
        )}
        {t("unblock")}
        <span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}
