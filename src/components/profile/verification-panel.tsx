"use client";

import { BadgeCheckIcon, Loader2Icon, ShieldCheckIcon, Undo2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/auth/form-error";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { FieldError, fieldErrorId } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { Locale } from "@/i18n/locales";
import { localizeMessage } from "@/i18n/localize-message";
import { GENERIC_ERROR, OFFLINE_MESSAGE } from "@/lib/error-messages";
import { formatDate } from "@/lib/format";
import { photoFileProblem } from "@/lib/profile-image";
import { DOCUMENT_TYPES, type DocumentType, VERIFICATION_MESSAGES } from "@/lib/validation/verifications";
import type { VerificationState } from "@/server/verifications/schemas";
import { api } from "@/trpc/react";
import { verifiedBadgeKey } from "./verified-badge-key";

type RestAnswer = { message?: string; error?: string; fields?: Record<string, string> };
type Fields = Partial<Record<"selfie" | "document" | "document_type", string>>;

const inputClass =
  "block w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive";

/**
 * The member's "Get verified" panel: the badge and what it says, their latest request's state
 * (pending, approved with its checks, rejected with the reason), withdrawing a pending one, and
 * the request form (a selfie taken now, the document type and its photo) when they may ask.
 */
export function VerificationPanel({ state }: { state: VerificationState }) {
  const t = useTranslations("profile.verification");
  const card = useTranslations("discovery.card");
  const request = state.request;
  const badge = verifiedBadgeKey(state);
  const label = badge ? card(badge) : null;
  const pending = request?.status === "pending";
  return (
    <section
      id="verification"
      aria-labelledby="verification-title"
      className="min-w-0 scroll-mt-20 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <h2 id="verification-title" className="min-w-0 break-words font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
        {label ? (
          <Badge>
            <BadgeCheckIcon aria-hidden="true" />
            {label}
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-4 px-4 py-4 sm:px-6">
        {label ? <p className="text-sm">{t("badgeNote", { label })}</p> : null}
        {request ? <RequestState request={request} /> : null}
        {pending ? <WithdrawButton verificationId={request.verification_id} /> : null}
        {!label && !pending ? (
          state.eligible ? (
            <RequestForm />
          ) : (
            <div className="grid gap-3">
              <p className="text-muted-foreground text-sm">{t("plansNote")}</p>
              <Link href="/packages" className={buttonVariants({ variant: "outline", className: "w-fit" })}>
                {t("seePlans")}
              </Link>
            </div>
          )
        ) : null}
      </div>
    </section>
  );
}

function RequestState({ request }: { request: NonNullable<VerificationState["request"]> }) {
  const t = useTranslations("profile.verification");
  const locale = useLocale() as Locale;
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  if (request.status === "pending") {
    return (
      <p className="text-sm" data-testid="verification-state">
        {t.rich("pending", {
          document: t(`documentTypes.${request.document_type}`),
          date: formatDate(request.created_at, locale),
          strong,
        })}
      </p>
    );
  }
  if (request.status === "approved") {
    const found = [
      request.photo_matches ? t("photoMatches") : null,
      request.identity_checked ? t("identityChecked") : null,
    ].filter((check): check is string => check !== null);
    const [first, second] = found;
    const checks = first && second ? t("checksJoin", { first, second }) : (first ?? "");
    return (
      <p className="text-sm" data-testid="verification-state">
        {t.rich("approved", { date: formatDate(request.decided_at, locale), checks, strong })}
      </p>
    );
  }
  if (request.status === "rejected") {
    return (
      <p className="text-sm" data-testid="verification-state">
        {t.rich("rejected", {
          date: formatDate(request.decided_at, locale),
          reason: request.reason ?? "",
          strong,
        })}
      </p>
    );
  }
  return (
    <p className="text-muted-foreground text-sm" data-testid="verification-state">
      {t("withdrawn")}
    </p>
  );
}

function WithdrawButton({ verificationId }: { verificationId: string }) {
  const t = useTranslations("profile.verification");
  const router = useRouter();
  const mutation = api.verifications.withdraw.useMutation();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-fit"
      disabled={mutation.isPending}
      onClick={async () => {
        const result = await mutation.mutateAsync({ verification_id: verificationId }).catch(() => null);
        if (!result) return;
        toast.success(localizeMessage(result.message));
        router.refresh();
      }}
    >
      {mutation.isPending ? (
        <Loader2Icon aria-hidden="true" className="animate-spin" />
      ) : (
        <Undo2Icon aria-hidden="true" />
      )}
      {t("withdraw")}
    </Button>
  );
}

/** POST /api/verifications/create as multipart: the selfie, the document and its type. */
async function sendRequest(
  selfie: File,
  document: File,
  documentType: DocumentType,
): Promise<string | undefined> {
  const body = new FormData();
  body.append("selfie", selfie);
  body.append("document", document);
  body.append("document_type", documentType);
  let response: Response;
  try {
    response = await fetch("/api/verifications/create", { method: "POST", body, credentials: "same-origin" });
  } catch {
    throw Object.assign(new Error(OFFLINE_MESSAGE), { fields: {} });
  }
  const answer = (await response.json().catch(() => null)) as RestAnswer | null;
  if (!response.ok)
    throw Object.assign(new Error(answer?.error ?? GENERIC_ERROR), { fields: answer?.fields ?? {} });
  return answer?.message;
}

function RequestForm() {
  const t = useTranslations("profile.verification");
  const router = useRouter();
  const id = useId();
  const [selfie, setSelfie] = useState<File | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<DocumentType | "">("");
  const [fields, setFields] = useState<Fields>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems: Fields = {};
    if (!selfie) problems.selfie = VERIFICATION_MESSAGES.selfie;
    else problems.selfie = photoFileProblem(selfie) ?? undefined;
    if (!document) problems.document = VERIFICATION_MESSAGES.document;
    else problems.document = photoFileProblem(document) ?? undefined;
    if (!documentType) problems.document_type = VERIFICATION_MESSAGES.documentType;
    const found = Object.fromEntries(Object.entries(problems).filter(([, value]) => value)) as Fields;
    setFields(found);
    setServerError(null);
    if (Object.keys(found).length > 0 || !selfie || !document || !documentType) return;
    setSending(true);
    try {
      const message = await sendRequest(selfie, document, documentType);
      toast.success(message ? localizeMessage(message) : t("sent"));
      router.refresh();
    } catch (error) {
      const withFields = (error as { fields?: Fields }).fields ?? {};
      setFields(withFields);
      setServerError(
        Object.keys(withFields).length ? null : error instanceof Error ? error.message : GENERIC_ERROR,
      );
    } finally {
      setSending(false);
    }
  };

  const fileField = (
    name: "selfie" | "document",
    label: string,
    hint: string,
    onFile: (file: File | null) => void,
    capture?: "user",
  ) => {
    const inputId = `${id}-${name}`;
    const error = fields[name];
    return (
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        <input
          id={inputId}
          name={name}
          type="file"
          accept="image/*"
          capture={capture}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${inputId}-hint`, error ? fieldErrorId(inputId) : null]
            .filter(Boolean)
            .join(" ")}
          className={inputClass}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${inputId}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
        <FieldError id={fieldErrorId(inputId)} message={error} />
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm">{t("formIntro")}</p>
      <FormError message={serverError} />
      {fileField("selfie", t("selfie"), t("selfieHint"), setSelfie, "user")}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>{t("documentType")}</Label>
        <Select
          id={`${id}-type`}
          value={documentType}
          aria-invalid={fields.document_type ? true : undefined}
          aria-describedby={fields.document_type ? fieldErrorId(`${id}-type`) : undefined}
          onChange={(event) => setDocumentType(event.target.value as DocumentType | "")}
        >
          <option value="">{t("choose")}</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`documentTypes.${type}`)}
            </option>
          ))}
        </Select>
        <FieldError id={fieldErrorId(`${id}-type`)} message={fields.document_type} />
      </div>
      {fileField("document", t("document"), t("documentHint"), setDocument)}
      <Button type="submit" className="w-fit" disabled={sending}>
        {sending ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <ShieldCheckIcon aria-hidden="true" />
        )}
        {t("send")}
      </Button>
    </form>
  );
}
