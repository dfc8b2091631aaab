"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage, serverErrorOf } from "@/lib/client-errors";
import { verifyEmailSchema } from "@/lib/validation/auth";
import { api } from "@/trpc/react";
import { applyServerErrors } from "./apply-server-errors";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useSignedIn } from "./use-signed-in";

const codeForm = verifyEmailSchema.pick({ code: true });
type CodeFormValues = z.input<typeof codeForm>;

/**
 * Sign-up's second step (issue 14): the 6-digit code mailed to the address. The account exists,
 * and the member is signed in, only once it comes back. The page never says whether the address
 * already had an account: its owner got a mail saying so instead of a code.
 */
export function ConfirmEmailForm({
  email,
  next,
  resend,
  onChangeEmail,
}: {
  email: string;
  next: string | null;
  /** Asks for a new code with the same details; rejects with the server's error. */
  resend: () => Promise<void>;
  onChangeEmail: () => void;
}) {
  const t = useTranslations("auth.confirm");
  const form = useForm<CodeFormValues, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const verify = api.auth.verifyEmail.useMutation({ meta: { errorToast: false } });
  const signedIn = useSignedIn(next);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the member just sent is gone: tell screen readers and keyboards where they are now.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      const user = await verify.mutateAsync({ email, code });
      signedIn(user, t("created"));
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), ["code"], form.setError));
    }
  });

  const askAgain = async () => {
    setServerError(null);
    setResending(true);
    try {
      await resend();
      form.reset({ code: "" });
      toast.success(t("resent"));
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  const pending = isSubmitting || verify.isPending || verify.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="confirm-email-title">
      <div className="grid gap-2">
        <h2
          id="confirm-email-title"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold text-lg outline-none"
        >
          <MailCheckIcon aria-hidden="true" className="size-5 text-primary" />
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t.rich("text", {
            email,
            // An address reads left to right inside Urdu text.
            address: (chunks) => (
              <span dir="ltr" className="break-all font-medium text-foreground">
                {chunks}
              </span>
            ),
          })}
        </p>
      </div>
      <FormError message={serverError} />
      <FormField id="sign-up-code" label={t("code")} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            className="font-mono text-lg tracking-[0.3em]"
            {...form.register("code")}
          />
        )}
      </FormField>
      <SubmitButton pending={pending}>{t("submit")}</SubmitButton>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="px-0"
          disabled={resending || pending}
          onClick={askAgain}
        >
          {t("resend")}
        </Button>
        <Button type="button" variant="link" className="px-0" disabled={pending} onClick={onChangeEmail}>
          {t("changeEmail")}
        </Button>
      </div>
    </form>
  );
}
