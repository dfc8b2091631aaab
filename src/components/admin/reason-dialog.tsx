"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
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

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * An administrator's action confirmed in a dialog with a required reason (the admin screens' one
 * pattern): the trigger button, what the action does, the reason checked by the action's own
 * schema, and the server's refusal shown in the dialog. On success it toasts the answer's message
 * and refreshes the page's server data.
 */
export function ReasonDialog({
  id,
  trigger,
  icon,
  title,
  description,
  explain,
  hint,
  confirm,
  cancel = "Cancel",
  destructive,
  maxLength,
  schema,
  onConfirm,
}: {
  /** Names the reason field: unique on the page. */
  id: string;
  trigger: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  explain: string;
  hint: string;
  confirm: string;
  cancel?: string;
  destructive: boolean;
  maxLength: number;
  schema: ReasonSchema;
  /** Does the action; answers the message to show. */
  onConfirm: (reason: string) => Promise<string>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: "" } });
  const reasonError = form.formState.errors.reason?.message;
  const errorId = reasonError ? fieldErrorId(id) : undefined;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setServerError(null);
    setPending(true);
    try {
      const message = await onConfirm(reason);
      setOpen(false);
      form.reset();
      toast.success(message);
      router.refresh();
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), ["reason"], form.setError));
    } finally {
      setPending(false);
    }
  });

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
        <Button type="button" variant={destructive ? "destructive" : "outline"}>
          {icon}
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[560px]">
        <form onSubmit={onSubmit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-3">
            <FormError message={serverError} />
            <p className="text-sm">{explain}</p>
            <div className="grid gap-2">
              <Label htmlFor={id}>Reason</Label>
              <textarea
                id={id}
                rows={3}
                maxLength={maxLength}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
                className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
                {...form.register("reason")}
              />
              <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                {hint}
              </p>
              <FieldError id={errorId} message={reasonError} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              {cancel}
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
