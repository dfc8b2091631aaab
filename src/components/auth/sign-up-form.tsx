"use client";

import Link from "next/link";
import { useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
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
import { PASSWORD_HINT } from "./new-password-fields";
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
      <FormField id="sign-up-name" label="Full name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
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
        <legend className="sr-only">Phone</legend>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-2">
          <div className="grid gap-2">
            <Label htmlFor="sign-up-country">Country code</Label>
            <Select id="sign-up-country" autoComplete="tel-country-code" {...form.register("countryCode")}>
              {phoneCountries.map((country) => (
                <option key={country.code} value={country.dial}>
                  {country.label} ({country.dial})
                </option>
              ))}
            </Select>
          </div>
          <FormField id="sign-up-phone" label="Phone number" error={errors.phone?.message}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                placeholder="300 1234567"
                {...form.register("phone")}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <FormField id="sign-up-password" label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
        )}
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="agree"
            render={({ field }) => (
              <Checkbox
                id="sign-up-agree"
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={agreeErrorId}
                className="mt-0.5"
              />
            )}
          />
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Label htmlFor="sign-up-agree" className="font-normal leading-snug">
              I agree to the terms and conditions
            </Label>
            <Link
              href="/terms-and-conditions"
              target="_blank"
              rel="noopener"
              className="rounded-sm text-primary text-sm underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Read the terms
            </Link>
          </div>
        </div>
        <FieldError id={agreeErrorId} message={errors.agree?.message} />
      </div>
      <SubmitButton pending={pending}>Create account</SubmitButton>
    </form>
  );
}
