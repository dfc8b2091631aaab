"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerErrors } from "@/components/auth/apply-server-errors";
import { FormError } from "@/components/auth/form-error";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { localizeMessage } from "@/i18n/localize-message";
import { serverErrorOf } from "@/lib/client-errors";
import { changePasswordSchema } from "@/lib/validation/auth";
import { api } from "@/trpc/react";

type Values = z.input<typeof changePasswordSchema>;
const fields = ["current_password", "password", "confirmPassword"] as const;

/**
 * Settings' "Change password": the current password first, as for any security change (issue 14).
 * Other devices are signed out; this one stays signed in.
 */
export function ChangePasswordForm() {
  const t = useTranslations("settings.password");
  const form = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { current_password: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const change = api.auth.changePassword.useMutation({ meta: { errorToast: false } });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (!values.current_password) {
      form.setError("current_password", { message: t("enterCurrent") }, { shouldFocus: true });
      return;
    }
    try {
      const result = await change.mutateAsync(values);
      form.reset();
      toast.success(localizeMessage(result.message));
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), fields, form.setError));
    }
  });

  const pending = isSubmitting || change.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
      <FormError message={serverError} />
      <FormField id="current-password" label={t("current")} error={errors.current_password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register("current_password")}
          />
        )}
      </FormField>
      <NewPasswordFields
        idPrefix="new"
        labels={{ password: t("new"), confirmPassword: t("confirm") }}
        password={form.register("password")}
        confirmPassword={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button
        type="submit"
        className="justify-self-start"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {t("submit")}
      </Button>
    </form>
  );
}
