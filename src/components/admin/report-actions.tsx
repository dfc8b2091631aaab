"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { BanIcon, CheckIcon, ImageOffIcon, Loader2Icon, TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerErrors } from "@/components/auth/apply-server-errors";
import { FormError } from "@/components/auth/form-error";
import { Button } from "@/components/ui/button";
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
import { RESOLUTION_REASON_MAX, type ReportAction, updateReportSchema } from "@/lib/validation/reports";
import { api } from "@/trpc/react";

const reasonSchema = updateReportSchema.pick({ reason: true });
type Values = z.input<typeof reasonSchema>;

const COPY: Record<
  ReportAction,
  { button: string; title: string; confirm: string; explain: string; icon: ReactNode; destructive: boolean }
> = {
  dismiss: {
    button: "Dismiss",
    title: "Dismiss this item?",
    confirm: "Dismiss",
    explain: "Nothing happens to the member. The item closes as dismissed.",
    icon: <CheckIcon aria-hidden="true" />,
    destructive: false,
  },
  warn: {
    button: "Warn",
    title: "Warn this member?",
    confirm: "Send the warning",
    explain:
      "The member gets a notification that a concern about them was reviewed and that repeated problems lead to a block. It names neither the reporter nor your reason.",
    icon: <TriangleAlertIcon aria-hidden="true" />,
    destructive: false,
  },
  block: {
    button: "Block member",
    title: "Block this member?",
    confirm: "Block the member",
    explain:
      "Their account is disabled: they are signed out everywhere, their API tokens stop working and they cannot sign in. Every other open item about them closes with this one.",
    icon: <BanIcon aria-hidden="true" />,
    destructive: true,
  },
  remove_photo: {
    button: "Remove photo",
    title: "Remove this member's photo?",
    confirm: "Remove the photo",
    explain:
      "Their profile photo is deleted for good and they are told to upload one that follows the picture policy.",
    icon: <ImageOffIcon aria-hidden="true" />,
    destructive: true,
  },
};

/** The actions that close an open item, each confirmed with a required reason. */
export function ReportActions({
  reportId,
  memberName,
  hasPhoto,
}: {
  reportId: string;
  memberName: string;
  hasPhoto: boolean;
}) {
  const actions: ReportAction[] = [
    "dismiss",
    "warn",
    "block",
    ...(hasPhoto ? (["remove_photo"] as const) : []),
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <ActionDialog key={action} reportId={reportId} memberName={memberName} action={action} />
      ))}
    </div>
  );
}

function ActionDialog({
  reportId,
  memberName,
  action,
}: {
  reportId: string;
  memberName: string;
  action: ReportAction;
}) {
  const router = useRouter();
  const copy = COPY[action];
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = api.reports.update.useMutation({ meta: { errorToast: false } });
  const form = useForm<Values, unknown, z.output<typeof reasonSchema>>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: "" },
  });
  const reasonError = form.formState.errors.reason?.message;
  const reasonId = `report-${action}-reason`;
  const errorId = reasonError ? fieldErrorId(reasonId) : undefined;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setServerError(null);
    try {
      const result = await mutation.mutateAsync({ report_id: reportId, action, reason });
      setOpen(false);
      form.reset();
      toast.success(result.message);
      router.refresh();
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), ["reason"], form.setError));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (mutation.isPending) return;
        setOpen(next);
        if (!next) setServerError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={copy.destructive ? "destructive" : "outline"}>
          {copy.icon}
          {copy.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[560px]">
        <form onSubmit={onSubmit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{memberName}</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-3">
            <FormError message={serverError} />
            <p className="text-sm">{copy.explain}</p>
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>Reason</Label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={RESOLUTION_REASON_MAX}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={[`${reasonId}-hint`, errorId].filter(Boolean).join(" ")}
                className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
                {...form.register("reason")}
              />
              <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
                Kept with the item and in the administrators' record; never shown to the member.
              </p>
              <FieldError id={errorId} message={reasonError} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => setOpen(false)}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              variant={copy.destructive ? "destructive" : "default"}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {mutation.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
