"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LocalizedMessage } from "@/components/i18n/localized-message";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { serverErrorOf } from "@/lib/client-errors";
import { clearUserCache } from "@/lib/user-cache";
import { resetPasswordSchema } from "@/lib/validation/auth";
import { api } from "@/trpc/react";
import { applyServerErrors } from "./apply-server-errors";
import { FormError } from "./form-error";
import { NewPasswordFields } from "./new-password-fields";
import { SubmitButton } from "./submit-button";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth.reset");
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    // Validate on submit, then as the member corrects: an error appearing on blur moves the
    // submit button under the pointer and swallows the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = api.auth.resetPassword.useMutation({ meta: { errorToast: false } });
  // A token the schema rejects (mangled link) is the same story as one the server rejects.
  const linkError = serverError ?? (errors.token ? t("invalidLink") : null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await reset.mutateAsync(values);
      // The server ended every session of this account; the browser's copy goes too.
      clearUserCache();
      setDone(result.message);
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), ["password", "confirmPassword"], form.setError));
    }
  });

  return (
    <div className="grid gap-5">
      <div role="status" className="empty:hidden">
        {done ? (
          <Alert variant="success">
            <CircleCheckIcon aria-hidden="true" />
            <AlertDescription>
              <p>
                <LocalizedMessage message={done} />
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
      {done ? (
        <Link href="/auth/sign-in" className={buttonVariants({ className: "w-full" })}>
          {t("signIn")}
        </Link>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormError message={linkError}>
            {linkError ? (
              <p>
                <Link href="/auth/forgot-password" className="font-medium underline underline-offset-4">
                  {t("askNew")}
                </Link>
              </p>
            ) : null}
          </FormError>
          <NewPasswordFields
            idPrefix="reset"
            labels={{ password: t("newPassword"), confirmPassword: t("confirmPassword") }}
            password={form.register("password")}
            confirmPassword={form.register("confirmPassword")}
            errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
          />
          <SubmitButton pending={isSubmitting || reset.isPending}>{t("submit")}</SubmitButton>
        </form>
      )}
    </div>
  );
}
