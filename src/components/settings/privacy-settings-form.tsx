"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyServerErrors } from "@/components/auth/apply-server-errors";
import { FormError } from "@/components/auth/form-error";
import { sectionErrors } from "@/components/profile/forms/fields";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId } from "@/components/ui/form-field";
import { serverErrorOf } from "@/lib/client-errors";
import {
  MESSAGES_PRIVACY_LEVELS,
  type Option,
  PROPOSALS_PRIVACY_LEVELS,
  VISIBILITY_LEVELS,
} from "@/lib/options/profile";
import { PRIVACY_DEFAULTS, type PrivacySettings, privacySettingsSchema } from "@/lib/validation/profile";
import { api } from "@/trpc/react";

export const PRIVACY_SAVED = "Privacy settings updated successfully!";

type FieldName = keyof PrivacySettings;

/** The four settings of spec §3, each with what it decides (DESIGN.md §3 "Privacy"); the words are in the `settings` catalog. */
const fields: readonly { name: FieldName; options: readonly Option[] }[] = [
  { name: "profile_visibility", options: VISIBILITY_LEVELS },
  { name: "show_profile_picture", options: VISIBILITY_LEVELS },
  { name: "messages_privacy", options: MESSAGES_PRIVACY_LEVELS },
  { name: "proposals_privacy", options: PROPOSALS_PRIVACY_LEVELS },
];

const fieldNames = fields.map((field) => field.name);

/** The stored settings as the form takes them (the columns are text; the values were checked when saved). */
export type StoredPrivacySettings = Readonly<Record<FieldName, string>>;

function formSettings(stored: StoredPrivacySettings): PrivacySettings {
  const parsed = privacySettingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  // Only a value no longer offered gets here: it starts from the default, which the member sees checked.
  const settings: Record<string, string> = {};
  for (const field of fields) {
    const value = stored[field.name];
    settings[field.name] = field.options.some((o) => o.value === value)
      ? value
      : PRIVACY_DEFAULTS[field.name];
  }
  return privacySettingsSchema.parse(settings);
}

/**
 * `/dashboard/settings`: the member's four privacy settings (spec §3, §5 messages through the
 * shared schema), saved with `profile.updatePrivacySettings`. Radio groups rather than selects so
 * every choice and what it means is visible at once.
 */
export function PrivacySettingsForm({ settings }: { settings: StoredPrivacySettings }) {
  const router = useRouter();
  const t = useTranslations("settings.privacy");
  const initial = formSettings(settings);
  const form = useForm<PrivacySettings>({
    resolver: zodResolver(privacySettingsSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const update = api.profile.updatePrivacySettings.useMutation({ meta: { errorToast: false } });

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    try {
      const result = await update.mutateAsync({ data });
      // The server says PRIVACY_SAVED; the page says it in its own language.
      toast.success(result.message === PRIVACY_SAVED || !result.message ? t("saved") : result.message);
      form.reset(result.settings ?? data);
      router.refresh();
    } catch (error) {
      const server = serverErrorOf(error);
      setServerError(
        applyServerErrors(
          { ...server, fields: sectionErrors(server.fields, "data") },
          fieldNames,
          form.setError,
        ),
      );
    }
  });

  const pending = isSubmitting || update.isPending;
  const optionWord = (option: Option) =>
    t.has(`options.${option.value}` as Parameters<typeof t>[0])
      ? t(`options.${option.value}` as Parameters<typeof t>[0])
      : option.label;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-labelledby="privacy-settings-title">
      <FormError message={serverError} />
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const explanationId = `privacy-${field.name}-explanation`;
        const errorId = error ? fieldErrorId(`privacy-${field.name}`) : undefined;
        return (
          <fieldset
            key={field.name}
            className="grid min-w-0 gap-3 rounded-lg border p-4"
            aria-describedby={[explanationId, errorId].filter(Boolean).join(" ")}
          >
            <legend className="px-1 font-medium">{t(`fields.${field.name}.legend`)}</legend>
            <p id={explanationId} className="text-muted-foreground text-sm">
              {t(`fields.${field.name}.explanation`)}
            </p>
            <div className="grid gap-2">
              {field.options.map((option) => {
                const id = `privacy-${field.name}-${option.value}`;
                return (
                  <label
                    key={option.value}
                    htmlFor={id}
                    className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                  >
                    <input
                      id={id}
                      type="radio"
                      value={option.value}
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                      aria-describedby={`${id}-meaning`}
                      // In the server's HTML too, not only once react-hook-form has hydrated.
                      defaultChecked={initial[field.name] === option.value}
                      {...form.register(field.name)}
                    />
                    <span className="grid gap-0.5">
                      <span className="font-medium text-sm">{optionWord(option)}</span>
                      <span id={`${id}-meaning`} className="text-muted-foreground text-xs">
                        {t(`fields.${field.name}.meanings.${option.value}` as Parameters<typeof t>[0])}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError id={errorId} message={error} />
          </fieldset>
        );
      })}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="w-full sm:w-auto"
        >
          {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
