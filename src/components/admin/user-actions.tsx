"use client";

import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type ReactNode, useId, useState } from "react";
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
import { Select } from "@/components/ui/select";
import { serverErrorOf } from "@/lib/client-errors";
import { userActionReasonSchema } from "@/lib/validation/users";
import { api } from "@/trpc/react";

type Target = {
  id: string;
  name: string;
  role: "member" | "admin";
  status: "active" | "disabled" | "deleted";
  verified: boolean;
  profileSubmitted: boolean;
  planName: string | null;
};

type Plan = { id: string; name: string; isFree: boolean };

const textareaClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/**
 * One action of the Users screen in a confirm dialog with its required reason (and any fields of
 * its own): `run` sends it; the server's words, field by field, land in the dialog.
 */
function ActionDialog({
  button,
  title,
  explain,
  confirm,
  destructive,
  disabled,
  extra,
  run,
}: {
  button: string;
  title: string;
  explain: string;
  confirm: string;
  destructive?: boolean;
  disabled?: string;
  extra?: ReactNode;
  run: (reason: string) => Promise<{ message: string }>;
}) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const reasonId = `${id}-reason`;
  const errorId = reasonError ? fieldErrorId(reasonId) : undefined;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = userActionReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    setPending(true);
    try {
      const result = await run(parsed.data.reason);
      setOpen(false);
      setReason("");
      toast.success(result.message);
      router.refresh();
    } catch (error) {
      const { fields, message } = serverErrorOf(error);
      if (fields.reason) setReasonError(fields.reason);
      const others = Object.entries(fields).filter(([key]) => key !== "reason");
      setServerError(
        others.length ? others.map(([, text]) => text).join(" ") : fields.reason ? null : message,
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setServerError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          variant={destructive ? "destructive" : "outline"}
          disabled={disabled !== undefined}
          title={disabled}
        >
          {button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[560px]">
        <form onSubmit={onSubmit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{explain}</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-3">
            <FormError message={serverError} />
            {extra}
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>Reason</Label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={[`${reasonId}-hint`, errorId].filter(Boolean).join(" ")}
                className={textareaClass}
              />
              <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
                Kept in the administrators' record.
              </p>
              <FieldError id={errorId} message={reasonError} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CheckField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** The Users screen's actions on one account (decision 0032), each confirmed with a reason. */
export function UserActions({ user, self, plans }: { user: Target; self: boolean; plans: readonly Plan[] }) {
  const id = useId();
  const update = api.users.update.useMutation({ meta: { errorToast: false } });
  const subscription = api.users.updateSubscription.useMutation({ meta: { errorToast: false } });
  const [photoMatches, setPhotoMatches] = useState(false);
  const [identityChecked, setIdentityChecked] = useState(false);
  const paid = plans.filter((plan) => !plan.isFree);
  const free = plans.find((plan) => plan.isFree);
  const [planId, setPlanId] = useState(paid[0]?.id ?? "");
  if (user.status === "deleted") {
    return <p className="text-muted-foreground text-sm">This account was deleted by its owner.</p>;
  }
  const blocked = user.status === "disabled";
  return (
    <section aria-label="Actions" className="flex flex-wrap gap-2">
      <ActionDialog
        button={blocked ? "Unblock" : "Block"}
        title={blocked ? `Unblock ${user.name}?` : `Block ${user.name}?`}
        explain={
          blocked
            ? "They can sign in again; their profile is listed again if it was."
            : "Their sessions and API tokens end at once, they cannot sign in, and they are hidden from everyone."
        }
        confirm={blocked ? "Unblock" : "Block"}
        destructive={!blocked}
        disabled={self && !blocked ? "You cannot block your own account." : undefined}
        run={(reason) =>
          update.mutateAsync({ user_id: user.id, status: blocked ? "active" : "disabled", reason })
        }
      />
      {user.verified ? (
        <ActionDialog
          button="Remove verified badge"
          title={`Take away ${user.name}'s verified badge?`}
          explain="The badge goes from their profile and cards; members who show things to verified members only stop showing them."
          confirm="Remove badge"
          destructive
          run={(reason) => update.mutateAsync({ user_id: user.id, verified: false, reason })}
        />
      ) : (
        <ActionDialog
          button="Verify"
          title={`Verify ${user.name}?`}
          explain="The verified badge says which checks you made. Tick what you checked yourself."
          confirm="Verify"
          extra={
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium text-sm">Checks made</legend>
              <CheckField
                id={`${id}-photo`}
                label="Their face matches the profile photo"
                checked={photoMatches}
                onChange={setPhotoMatches}
              />
              <CheckField
                id={`${id}-identity`}
                label="Identity document checked"
                checked={identityChecked}
                onChange={setIdentityChecked}
              />
            </fieldset>
          }
          run={(reason) =>
            update.mutateAsync({
              user_id: user.id,
              verified: true,
              photo_matches: photoMatches,
              identity_checked: identityChecked,
              reason,
            })
          }
        />
      )}
      {paid.length ? (
        <ActionDialog
          button="Grant a plan"
          title={`Grant ${user.name} a plan?`}
          explain="The plan starts now for its days, cutting short the one that runs; plans they bought and queued follow it. They are told."
          confirm="Grant plan"
          extra={
            <div className="grid gap-2">
              <Label htmlFor={`${id}-plan`}>Plan</Label>
              <Select id={`${id}-plan`} value={planId} onChange={(event) => setPlanId(event.target.value)}>
                {paid.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </Select>
            </div>
          }
          run={(reason) => subscription.mutateAsync({ user_id: user.id, plan_id: planId, reason })}
        />
      ) : null}
      {free && user.planName && user.planName !== free.name ? (
        <ActionDialog
          button="End plan"
          title={`End ${user.name}'s plan?`}
          explain="Their running and queued plans end now and they are back on Free. They are told."
          confirm="End plan"
          destructive
          run={(reason) => subscription.mutateAsync({ user_id: user.id, plan_id: free.id, reason })}
        />
      ) : null}
      {user.role === "admin" ? (
        <ActionDialog
          button="Unmake admin"
          title={`Take away ${user.name}'s administrator role?`}
          explain="They become a member with the profile they had, and lose the admin console at once."
          confirm="Unmake admin"
          destructive
          disabled={self ? "You cannot take away your own administrator role." : undefined}
          run={(reason) => update.mutateAsync({ user_id: user.id, role: "member", reason })}
        />
      ) : (
        <ActionDialog
          button="Make admin"
          title={`Make ${user.name} an administrator?`}
          explain="They get the whole admin console, members' private details included, from their next request."
          confirm="Make admin"
          disabled={
            user.profileSubmitted
              ? "Members with a submitted profile cannot be administrators: staff need an account of their own."
              : blocked
                ? "Unblock the account first."
                : undefined
          }
          run={(reason) => update.mutateAsync({ user_id: user.id, role: "admin", reason })}
        />
      )}
    </section>
  );
}
