"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/components/auth/apply-server-errors";
import { FormError } from "@/components/auth/form-error";
import { SubmitButton } from "@/components/auth/submit-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { GENERIC_ERROR } from "@/lib/error-messages";
import { RestError, restRequest } from "@/lib/rest-client";
import { cn } from "@/lib/utils";
import {
  type ContactInput,
  type ContactOutput,
  contactSchema,
  contactTypeLabels,
  contactTypes,
  MESSAGE_MAX_LENGTH,
} from "@/lib/validation/contact";

const emptyForm = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  contact_type: "query",
  message: "",
  website: "",
} satisfies ContactInput;

const formFields = ["name", "email", "phone", "subject", "contact_type", "message"] as const;

/**
 * Spec §5 contact form, validated with the shared schema on submit and as the sender corrects.
 * Success: a polite status message and an empty form. Failure (invalid input, the hourly limit,
 * no network): the error in an alert box, and everything typed stays. The sender's profile is
 * attached by the server from the session, so the form never sends one.
 */
export function ContactForm() {
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactSchema),
    // Validate on submit, then as the sender corrects: an error appearing on blur moves the
    // submit button under the pointer and swallows the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSent(null);
    try {
      const result = await restRequest("/api/contacts", { method: "POST", body: values });
      form.reset(emptyForm);
      setSent(result.message ?? null);
    } catch (error) {
      const server =
        error instanceof RestError
          ? { fields: error.fields, message: error.message }
          : { fields: {}, message: GENERIC_ERROR };
      setServerError(applyServerErrors(server, formFields, form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Contact form">
      <FormError message={serverError} />
      {/* Always in the page, so the answer is announced when it arrives. */}
      <div role="status" className="empty:hidden">
        {sent ? (
          <Alert variant="success">
            <MailCheckIcon aria-hidden="true" />
            <AlertDescription>
              <p>{sent}</p>
            </AlertDescription>
          </Alert>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
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
        <FormField
          id="contact-phone"
          label="Phone (optional)"
          hint="With the country code, e.g. +92 300 1234567"
          error={errors.phone?.message}
        >
          {(control) => (
            <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...form.register("phone")} />
          )}
        </FormField>
        <FormField id="contact-type" label="Type of message" error={errors.contact_type?.message}>
          {(control) => (
            <Select {...control} {...form.register("contact_type")}>
              {contactTypes.map((type) => (
                <option key={type} value={type}>
                  {contactTypeLabels[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} {...form.register("subject")} />}
      </FormField>
      <FormField
        id="contact-message"
        label="Message (optional)"
        hint={`Up to ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`}
        error={errors.message?.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            className={cn(
              "min-h-32 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm",
              "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
              "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
            )}
            {...form.register("message")}
          />
        )}
      </FormField>

      {/* A honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -start-[9999px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register("website")}
        />
      </div>

      <SubmitButton pending={isSubmitting}>Send message</SubmitButton>
    </form>
  );
}
