"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LocalizedMessage } from "@/components/i18n/localized-message";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serverErrorOf } from "@/lib/client-errors";
import { forgotPasswordSchema } from "@/lib/validation/auth";
import { api } from "@/trpc/react";
import { applyServerErrors } from "./apply-server-errors";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    // Validate on submit, then as the member corrects: an error appearing on blur moves the
    // submit button under the pointer and swallows the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const forgot = api.auth.forgotPassword.useMutation({ meta: { errorToast: false } });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSent(null);
    try {
      const result = await forgot.mutateAsync(values);
      setSent(result.message);
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), ["email"], form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError message={serverError} />
      {/* Always in the page, so the answer is announced when it arrives. */}
      <div role="status" className="empty:hidden">
        {sent ? (
          <Alert variant="success">
            <MailCheckIcon aria-hidden="true" />
            <AlertDescription>
              <p>
                <LocalizedMessage message={sent} />
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
      <FormField id="forgot-email" label={t("fields.email")} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register("email")}
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting || forgot.isPending}>{t("forgot.submit")}</SubmitButton>
    </form>
  );
}
