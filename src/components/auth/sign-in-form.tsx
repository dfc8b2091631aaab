"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serverErrorOf } from "@/lib/client-errors";
import { signInSchema } from "@/lib/validation/auth";
import { api } from "@/trpc/react";
import { applyServerErrors } from "./apply-server-errors";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useSignedIn } from "./use-signed-in";

export function SignInForm({ next }: { next: string | null }) {
  const t = useTranslations("auth");
  const form = useForm({
    resolver: zodResolver(signInSchema),
    // Validate on submit, then as the member corrects: an error appearing on blur moves the
    // submit button under the pointer and swallows the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const signIn = api.auth.signIn.useMutation({ meta: { errorToast: false } });
  const signedIn = useSignedIn(next);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const user = await signIn.mutateAsync(values);
      signedIn(user, t("signIn.success"));
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), ["email", "password"], form.setError));
    }
  });

  const pending = isSubmitting || signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError message={serverError} />
      <FormField id="sign-in-email" label={t("fields.email")} error={errors.email?.message}>
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
      <div className="grid gap-2">
        <FormField id="sign-in-password" label={t("fields.password")} error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register("password")}
            />
          )}
        </FormField>
        <Link
          href="/auth/forgot-password"
          className="justify-self-end rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t("signIn.forgotPassword")}
        </Link>
      </div>
      <SubmitButton pending={pending}>{t("signIn.submit")}</SubmitButton>
    </form>
  );
}
