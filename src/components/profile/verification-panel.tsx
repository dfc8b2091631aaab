"use client";

import { BadgeCheckIcon, Loader2Icon, ShieldCheckIcon, Undo2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/auth/form-error";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { FieldError, fieldErrorId } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { GENERIC_ERROR, OFFLINE_MESSAGE } from "@/lib/error-messages";
import { formatDate } from "@/lib/format";
import { photoFileProblem } from "@/lib/profile-image";
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  VERIFICATION_MESSAGES,
  verifiedBadgeLabel,
} from "@/lib/validation/verifications";
import type { VerificationState } from "@/server/verifications/schemas";
import { api } from "@/trpc/react";

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
  const request = state.request;
  const label = verifiedBadgeLabel(state);
  const pending = request?.status === "pending";
  return (
    <section
      id="verification"
      aria-labelledby="verification-title"
      className="min-w-0 scroll-mt-20 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <h2 id="verification-title" className="min-w-0 break-words font-semibold text-lg leading-tight">
          Get verified
        </h2>
        {label ? (
          <Badge>
            <BadgeCheckIcon aria-hidden="true" />
            {label}
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-4 px-4 py-4 sm:px-6">
        {label ? (
          <p className="text-sm">
            Your profile carries the badge “{label}”. Members see it on your card and profile.
          </p>
        ) : null}
        {request ? <RequestState request={request} /> : null}
        {pending ? <WithdrawButton verificationId={request.verification_id} /> : null}
        {!label && !pending ? (
          state.eligible ? (
            <RequestForm />
          ) : (
            <div className="grid gap-3">
              <p className="text-muted-foreground text-sm">
                Verification comes with plans that include the verified badge: an administrator checks a
                selfie and an identity document, and your profile shows the badge.
              </p>
              <Link href="/packages" className={buttonVariants({ variant: "outline", className: "w-fit" })}>
                See the plans
              </Link>
            </div>
          )
        ) : null}
      </div>
    </section>
  );
}

function RequestState({ request }: { request: NonNullable<VerificationState["request"]> }) {
  if (request.status === "pending") {
    return (
      <p className="text-sm" data-testid="verification-state">
        <strong>Waiting for review.</strong> You sent your {DOCUMENT_TYPE_LABELS[request.document_type]} and a
        selfie on {formatDate(request.created_at)}. They are deleted as soon as an administrator decides.
      </p>
    );
  }
  if (request.status === "approved") {
    const checks = [
      request.photo_matches ? "photo matches" : null,
      request.identity_checked ? "identity checked" : null,
    ]
      .filter(Boolean)
      .join(", ");
    return (
      <p className="text-sm" data-testid="verification-state">
        <strong>Approved</strong> on {formatDate(request.decided_at)} ({checks}). Your selfie and document
        have been deleted.
      </p>
    );
  }
  if (request.status === "rejected") {
    return (
      <p className="text-sm" data-testid="verification-state">
        <strong>Not approved</strong> on {formatDate(request.decided_at)}. Reason: {request.reason}. You may
        send a new request.
      </p>
    );
  }
  return (
    <p className="text-muted-foreground text-sm" data-testid="verification-state">
      You withdrew your last request; its photos were deleted.
    </p>
  );
}

function WithdrawButton({ verificationId }: { verificationId: string }) {
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
        toast.success(result.message);
        router.refresh();
      }}
    >
      {mutation.isPending ? (
        <Loader2Icon aria-hidden="true" className="animate-spin" />
      ) : (
        <Undo2Icon aria-hidden="true" />
      )}
      Withdraw request
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
      toast.success(message ?? "Sent");
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
      <p className="text-sm">
        An administrator compares a selfie with your profile photo and checks an identity document. Both are
        deleted as soon as they decide, and never shown to other members.
      </p>
      <FormError message={serverError} />
      {fileField(
        "selfie",
        "Selfie (taken or uploaded now)",
        "A clear photo of your face, taken now. PNG, JPG or WEBP, at most 2 MB.",
        setSelfie,
        "user",
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>Identity document</Label>
        <Select
          id={`${id}-type`}
          value={documentType}
          aria-invalid={fields.document_type ? true : undefined}
          aria-describedby={fields.document_type ? fieldErrorId(`${id}-type`) : undefined}
          onChange={(event) => setDocumentType(event.target.value as DocumentType | "")}
        >
          <option value="">Choose…</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        <FieldError id={fieldErrorId(`${id}-type`)} message={fields.document_type} />
      </div>
      {fileField(
        "document",
        "Photo of the document",
        "The side with your photo and name, every corner visible. PNG, JPG or WEBP, at most 2 MB.",
        setDocument,
      )}
      <Button type="submit" className="w-fit" disabled={sending}>
        {sending ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <ShieldCheckIcon aria-hidden="true" />
        )}
        Send for review
      </Button>
    </form>
  );
}
