"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { FieldError, FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { serverErrorOf } from "@/lib/client-errors";
import { phoneCountries } from "@/lib/phone";
import { signUpSchema } from "@/lib/validation/auth";
import { api } from "@/trpc/react";
import { applyServerErrors } from "./apply-server-errors";
import { ConfirmEmailForm } from "./confirm-email-form";
import { FormError } from "./form-error";
import { combinePhone, defaultDialCode } from "./phone";
import { SubmitButton } from "./submit-button";

/** What the form holds: the phone as a dial code and a national number, joined only to validate. */
type SignUpFormValues = {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  password: string;
  agree: boolean;
};

type SignUpOutput = z.output<typeof signUpSchema>;

const formFields = ["name", "email", "countryCode", "phone", "password", "agree"] as const;

function isFormField(key: PropertyKey | undefined): key is (typeof formFields)[number] {
  return formFields.some((field) => field === key);
}

/**
 * Validates with the shared sign-up schema on the joined phone number, so each message is the
 * schema's own; errors of the joined phone land under the phone input.
 */
const signUpResolver: Resolver<SignUpFormValues, unknown, SignUpOutput> = (values) => {
  const parsed = signUpSchema.safeParse({
    name: values.name,
    email: values.email,
    phone: combinePhone(values.countryCode, values.phone),
    password: values.password,
    agree: values.agree,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SignUpFormValues> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (isFormField(key) && !errors[key]) errors[key] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export function SignUpForm({ next }: { next: string | null }) {
  const t = useTranslations("auth");
  const form = useForm<SignUpFormValues, unknown, SignUpOutput>({
    resolver: signUpResolver,
    // Validate on submit, then as the member corrects: an error appearing on blur moves the
    // submit button under the pointer and swallows the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      name: "",
      email: "",
      countryCode: defaultDialCode,
      phone: "",
      password: "",
      agree: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const signUp = api.auth.signUp.useMutation({ meta: { errorToast: false } });
  // The details last sent: the code step confirms them, and asks for a new code with them.
  const [sent, setSent] = useState<SignUpOutput | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp.mutateAsync(values);
      setSent(values);
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), formFields, form.setError));
    }
  });

  if (sent) {
    return (
      <ConfirmEmailForm
        email={sent.email}
        next={next}
        resend={async () => {
          await signUp.mutateAsync(sent);
        }}
        onChangeEmail={() => {
          setSent(null);
          signUp.reset();
        }}
      />
    );
  }

  const pending = isSubmitting || signUp.isPending;
  const agreeErrorId = errors.agree ? fieldErrorId("sign-up-agree") : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError message={serverError} />
      <FormField id="sign-up-name" label={t("signUp.name")} error={errors.name?.message}>
        {(control) => <Input {...control} type="text" autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField id="sign-up-email" label={t("fields.email")} error={errors.email?.message}>
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
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t("signUp.phone")}</legend>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-2">
          <div className="grid gap-2">
            <Label htmlFor="sign-up-country">{t("signUp.countryCode")}</Label>
            <Select id="sign-up-country" autoComplete="tel-country-code" {...form.register("countryCode")}>
              {phoneCountries.map((country) => (
                <option key={country.code} value={country.dial}>
                  {t(`signUp.countries.${country.code}`)} ({country.dial})
                </option>
              ))}
            </Select>
          </div>
          <FormField id="sign-up-phone" label={t("signUp.phoneNumber")} error={errors.phone?.message}>
            {(control) => (
              // A text input with the phone keypad: `tel-national` is a text-group autofill field,
              // which HTML_CodeSniffer (WCAG2AA H98) refuses on an input of type tel.
              <Input
                {...control}
                type="text"
                autoComplete="tel-national"
                inputMode="tel"
                placeholder="300 1234567"
                {...form.register("phone")}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <FormField
        id="sign-up-password"
        label={t("fields.password")}
        error={errors.password?.message}
        hint={t("fields.passwordHint")}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
        )}
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          {/*
           * A native checkbox, named by its <label>: the button-based checkbox carried a hidden
           * form input with no name of its own, which HTML_CodeSniffer (WCAG2AA) reported.
           */}
          <input
            id="sign-up-agree"
            type="checkbox"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={agreeErrorId}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-[4px] accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            {...form.register("agree")}
          />
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Label htmlFor="sign-up-agree" className="font-normal leading-snug">
              {t("signUp.agree")}
            </Label>
            <Link
              href="/terms-and-conditions"
              target="_blank"
              rel="noopener"
              className="rounded-sm text-primary text-sm underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {t("signUp.readTerms")}
            </Link>
          </div>
        </div>
        <FieldError id={agreeErrorId} message={errors.agree?.message} />
      </div>
      <SubmitButton pending={pending}>{t("signUp.submit")}</SubmitButton>
    </form>
  );
}
