"use client";

import { CheckIcon, Loader2Icon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/auth/form-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError, fieldErrorId } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { serverErrorOf } from "@/lib/client-errors";
import { REASON_MAX, VERIFICATION_MESSAGES } from "@/lib/validation/verifications";
import { api } from "@/trpc/react";

type Decision = "approve" | "reject";

const COPY: Record<Decision, { button: string; title: string; explain: string; reasonLabel: string }> = {
  approve: {
    button: "Approve",
    title: "Approve this verification?",
    explain:
      "The member gets the verified badge, which says what you checked. The selfie and the document are deleted at once.",
    reasonLabel: "Note (optional)",
  },
  reject: {
    button: "Reject",
    title: "Reject this verification?",
    explain:
      "The member keeps their badge as it is and is told your reason. The selfie and the document are deleted at once.",
    reasonLabel: "Reason (the member is told)",
  },
};

/** Approve (with the checks made) or reject (with a reason), each confirmed in a dialog. */
export function VerificationDecision({ verificationId }: { verificationId: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <DecisionDialog verificationId={verificationId} decision="approve" />
      <DecisionDialog verificationId={verificationId} decision="reject" />
    </div>
  );
}

function DecisionDialog({ verificationId, decision }: { verificationId: string; decision: Decision }) {
  const router = useRouter();
  const id = useId();
  const copy = COPY[decision];
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [photoMatches, setPhotoMatches] = useState(false);
  const [identityChecked, setIdentityChecked] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = api.verifications.update.useMutation({ meta: { errorToast: false } });
  const reasonId = `${id}-reason`;
  const reasonError = fields.reason;
  const checksError = fields.photo_matches;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (decision === "reject" && reason.trim() === "") local.reason = VERIFICATION_MESSAGES.reasonRequired;
    if (decision === "approve" && !photoMatches && !identityChecked) {
      local.photo_matches = VERIFICATION_MESSAGES.checksNeeded;
    }
    setFields(local);
    setServerError(null);
    if (Object.keys(local).length > 0) return;
    try {
      const result = await mutation.mutateAsync({
        verification_id: verificationId,
        decision,
        reason: reason.trim(),
        photo_matches: decision === "approve" && photoMatches,
        identity_checked: decision === "approve" && identityChecked,
      });
      setOpen(false);
      toast.success(result.message);
      router.refresh();
    } catch (error) {
      const server = serverErrorOf(error);
      setFields(server.fields);
      setServerError(Object.keys(server.fields).length ? null : server.message);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (mutation.isPending) return;
        setOpen(next);
        if (!next) {
          setServerError(null);
          setFields({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={decision === "approve" ? "default" : "destructive"}>
          {decision === "approve" ? <CheckIcon aria-hidden="true" /> : <XIcon aria-hidden="true" />}
          {copy.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[560px]">
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.explain}</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <FormError message={serverError} />
            {decision === "approve" ? (
              <fieldset
                className="grid gap-3"
                aria-describedby={checksError ? fieldErrorId(`${id}-checks`) : undefined}
              >
                <legend className="mb-1 font-medium text-sm">What you checked</legend>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-photo`}
                    checked={photoMatches}
                    onCheckedChange={(value) => setPhotoMatches(value === true)}
                  />
                  <Label htmlFor={`${id}-photo`}>The selfie matches the profile photo and the document</Label>
                </div>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-identity`}
                    checked={identityChecked}
                    onCheckedChange={(value) => setIdentityChecked(value === true)}
                  />
                  <Label htmlFor={`${id}-identity`}>
                    The identity document is genuine and names the member
                  </Label>
                </div>
                <FieldError id={fieldErrorId(`${id}-checks`)} message={checksError} />
              </fieldset>
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>{copy.reasonLabel}</Label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? fieldErrorId(reasonId) : undefined}
                className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
              />
              <FieldError id={fieldErrorId(reasonId)} message={reasonError} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => setOpen(false)}
            >
              Keep reviewing
            </Button>
            <Button
              type="submit"
              variant={decision === "approve" ? "default" : "destructive"}
              disabled={mutation.isPending}
            >
              {mutation.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
              {decision === "approve" ? "Approve verification" : "Reject verification"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
