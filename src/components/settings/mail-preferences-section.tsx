"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Switch } from "@/components/ui/switch";
import { localizeMessage } from "@/i18n/localize-message";
import { notifyError } from "@/lib/client-errors";
import { MAIL_KINDS, type MailKind, type MailPreferences } from "@/lib/validation/mail-preferences";
import { api } from "@/trpc/react";

/**
 * `/dashboard/settings` → E-mail notifications (decision 0026): one switch per optional mail,
 * saved as it is flipped. A failed save puts the switch back and says why (the offline notice
 * when the network is away). Account mails are not listed: they cannot be turned off.
 */
export function MailPreferencesSection({ initial }: { initial: MailPreferences }) {
  const t = useTranslations("settings.mail");
  const [preferences, setPreferences] = useState(initial);
  const [saving, setSaving] = useState<MailKind | null>(null);
  const update = api.mailPreferences.update.useMutation({ meta: { errorToast: false } });

  const change = (kind: MailKind, on: boolean) => {
    const before = preferences;
    setPreferences({ ...before, [kind]: on });
    setSaving(kind);
    update.mutate(
      { [kind]: on },
      {
        onSuccess: (result) => {
          setPreferences(result.preferences);
          toast.success(localizeMessage(result.message));
        },
        onError: (error) => {
          setPreferences(before);
          notifyError(error);
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <section
      aria-labelledby="mail-preferences-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="grid gap-1 border-b px-4 py-3 sm:px-6">
        <h2 id="mail-preferences-title" className="font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </div>
      <ul className="grid divide-y px-4 sm:px-6">
        {MAIL_KINDS.map((kind) => {
          const id = `mail-preference-${kind}`;
          return (
            <li key={kind} className="flex items-start justify-between gap-4 py-4">
              <div className="grid gap-0.5">
                <label htmlFor={id} className="cursor-pointer font-medium text-sm">
                  {t(`kinds.${kind}.label`)}
                </label>
                <p id={`${id}-description`} className="text-muted-foreground text-sm">
                  {t(`kinds.${kind}.description`)}
                </p>
              </div>
              <Switch
                id={id}
                checked={preferences[kind]}
                disabled={saving === kind}
                aria-describedby={`${id}-description`}
                onCheckedChange={(on) => change(kind, on)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
