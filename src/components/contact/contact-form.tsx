"use client";

import { AlertCircleIcon, Loader2Icon, MailCheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState } from "react";
import { LocalizedMessage } from "@/components/i18n/localized-message";
import { buttonClass, classes } from "@/components/site/classes";
import { GENERIC_ERROR } from "@/lib/error-messages";
import { RestError, restRequest } from "@/lib/rest-client";
import {
  type ContactFormValues,
  checkContactForm,
  contactTypes,
  MESSAGE_MAX_LENGTH,
} from "@/lib/validation/contact-rules";

type Problems = Partial<Record<keyof ContactFormValues, string>>;

const emptyForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  contact_type: "query",
  message: "",
};

const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/**
 * Spec §5 contact form. It checks itself with the dependency-free rules the server's schema is
 * held to (no zod or form library: this page's JavaScript stays small), on submit and then as the
 * sender corrects. Success: a polite status message and an empty form. Failure (invalid input, the
 * hourly limit, no network): the error in an alert box, and everything typed stays. The sender's
 * profile is attached by the server from the session, so the form never sends one.
 */
export function ContactForm() {
  const t = useTranslations("site.contactForm");
  const locale = useLocale();
  const [values, setValues] = useState<ContactFormValues>(emptyForm);
  const [honeypot, setHoneypot] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Before the script runs, the browser would submit the form itself: sending stays off till then.
  const [hydrated, setHydrated] = useState(false);
  // A link may fill in who is writing (the member's Help page sends /contact?name=..&email=..);
  // read in the browser, so the page itself stays static.
  useEffect(() => {
    setHydrated(true);
    const query = new URLSearchParams(window.location.search);
    const prefill: Partial<ContactFormValues> = {};
    for (const field of ["name", "email", "phone", "subject"] as const) {
      const value = query.get(field);
      if (value) prefill[field] = value.slice(0, 200);
    }
    if (Object.keys(prefill).length > 0) setValues((current) => ({ ...current, ...prefill }));
  }, []);

  const change =
    (field: keyof ContactFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (checked) setProblems(checkContactForm(next));
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    setSent(null);
    setChecked(true);
    const found = checkContactForm(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await restRequest("/api/contacts", {
        method: "POST",
        body: { ...values, website: honeypot },
      });
      setValues(emptyForm);
      setChecked(false);
      // The API answers in the spec's English; the sender reads the same words in their language.
      setSent(t("sent"));
    } catch (error) {
      const server = error instanceof RestError ? error : new RestError(GENERIC_ERROR, 0);
      const fieldProblems = Object.fromEntries(
        Object.entries(server.fields).filter(([key]) => key in emptyForm),
      ) as Problems;
      setProblems(fieldProblems);
      // The box names the problem unless every message found its field.
      const allPlaced =
        Object.keys(fieldProblems).length > 0 &&
        Object.keys(fieldProblems).length === Object.keys(server.fields).length;
      setServerError(allPlaced ? null : server.message);
    } finally {
      setPending(false);
    }
  };

  const control = (field: keyof ContactFormValues, hint?: boolean) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    "aria-invalid": problems[field] ? (true as const) : undefined,
    "aria-describedby":
      [hint ? `contact-${field}-hint` : null, problems[field] ? `contact-${field}-error` : null]
        .filter(Boolean)
        .join(" ") || undefined,
  });

  return (
    // method="post": should a browser ever submit it natively, the message never lands in a URL.
    <form method="post" onSubmit={submit} noValidate className="grid gap-5" aria-label={t("label")}>
      {serverError ? (
        <div
          role="alert"
          className="relative grid w-full grid-cols-[calc(var(--spacing)*4)_1fr] items-start gap-x-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-destructive text-sm [&>svg]:size-4 [&>svg]:translate-y-0.5"
        >
          <AlertCircleIcon aria-hidden="true" />
          <p>
            <LocalizedMessage message={serverError} />
          </p>
        </div>
      ) : null}
      {/* Always in the page, so the answer is announced when it arrives. */}
      <div role="status" className="empty:hidden">
        {sent ? (
          <div className="relative grid w-full grid-cols-[calc(var(--spacing)*4)_1fr] items-start gap-x-3 rounded-lg border border-emerald-600/30 bg-emerald-50 px-4 py-3 text-emerald-900 text-sm [&>svg]:size-4 [&>svg]:translate-y-0.5">
            <MailCheckIcon aria-hidden="true" />
            <p>{sent}</p>
          </div>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t("name")} problem={problems.name}>
          <input
            {...control("name")}
            type="text"
            autoComplete="name"
            className={classes(controlClass, "h-10")}
          />
        </Field>
        <Field id="contact-email" label={t("email")} problem={problems.email}>
          <input
            {...control("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={classes(controlClass, "h-10")}
          />
        </Field>
        <Field id="contact-phone" label={t("phone")} hint={t("phoneHint")} problem={problems.phone}>
          <input
            {...control("phone", true)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={classes(controlClass, "h-10")}
          />
        </Field>
        <Field id="contact-contact_type" label={t("contactType")} problem={problems.contact_type}>
          <select {...control("contact_type")} className={classes(controlClass, "h-10")}>
            {contactTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-subject" label={t("subject")} problem={problems.subject}>
        <input {...control("subject")} className={classes(controlClass, "h-10")} />
      </Field>
      <Field
        id="contact-message"
        label={t("message")}
        hint={t("messageHint", {
          max: MESSAGE_MAX_LENGTH.toLocaleString(locale === "ur" ? "ur-PK" : "en-US"),
        })}
        problem={problems.message}
      >
        <textarea
          {...control("message", true)}
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          className={classes(controlClass, "min-h-32")}
        />
      </Field>

      {/* A honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -start-[9999px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-website">{t("honeypot")}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      <button
        type="submit"
        className={classes(buttonClass.primary, buttonClass.size.default, "w-full disabled:opacity-70")}
        disabled={pending || !hydrated}
        aria-busy={pending || undefined}
      >
        {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {t("submit")}
      </button>
    </form>
  );
}

function Field({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium text-sm leading-none">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          <LocalizedMessage message={problem} />
        </p>
      ) : null}
    </div>
  );
}
