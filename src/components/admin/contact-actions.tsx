"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, SendIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
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
import { Select } from "@/components/ui/select";
import { serverErrorOf } from "@/lib/client-errors";
import {
  CONTACT_REPLY_MAX,
  CONTACT_STATUSES,
  type ContactStatus,
  contactReplyField,
  contactStatusLabels,
} from "@/lib/validation/contact";
import { api } from "@/trpc/react";

const replySchema = z.object({ reply: contactReplyField });
type ReplyValues = z.input<typeof replySchema>;

/** The reply form: e-mailed to the sender and kept with the message. */
export function ContactReplyForm({ contactId, email }: { contactId: string; email: string }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = api.contacts.update.useMutation({ meta: { errorToast: false } });
  const form = useForm<ReplyValues, unknown, z.output<typeof replySchema>>({
    resolver: zodResolver(replySchema),
    defaultValues: { reply: "" },
  });
  const error = form.formState.errors.reply?.message;
  const id = "contact-reply";
  const errorId = error ? fieldErrorId(id) : undefined;
  const onSubmit = form.handleSubmit(async ({ reply }) => {
    setServerError(null);
    try {
      const result = await mutation.mutateAsync({ contact_id: contactId, reply });
      form.reset();
      toast.success(result.message);
      router.refresh();
    } catch (caught) {
      setServerError(applyServerErrors(serverErrorOf(caught), ["reply"], form.setError));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-label="Reply by e-mail">
      <FormError message={serverError} />
      <Label htmlFor={id}>Your reply</Label>
      <textarea
        id={id}
        rows={6}
        maxLength={CONTACT_REPLY_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
        className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
        {...form.register("reply")}
      />
      <p id={`${id}-hint`} className="break-words text-muted-foreground text-xs">
        Sent by e-mail to {email}, with their message quoted. A new message moves to In progress.
      </p>
      <FieldError id={errorId} message={error} />
      <Button
        type="submit"
        className="w-fit"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
        Send reply
      </Button>
    </form>
  );
}

/** The status, changed in place: forward, or a resolved message reopened (never back to new). */
export function ContactStatusForm({ contactId, status }: { contactId: string; status: ContactStatus }) {
  const router = useRouter();
  const [value, setValue] = useState<ContactStatus>(status);
  const mutation = api.contacts.update.useMutation();
  const choices = CONTACT_STATUSES.filter((item) => item !== "new" || status === "new");
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      aria-label="Change the status"
      onSubmit={async (event) => {
        event.preventDefault();
        // A refusal is shown by the client's error toast; nothing else to do here.
        const result = await mutation
          .mutateAsync({ contact_id: contactId, message_status: value })
          .catch(() => null);
        if (!result) return;
        toast.success(result.message);
        router.refresh();
      }}
    >
      <Label htmlFor="contact-status" className="sr-only">
        Status
      </Label>
      <Select
        id="contact-status"
        value={value}
        onChange={(event) => setValue(event.target.value as ContactStatus)}
        className="w-auto"
      >
        {choices.map((item) => (
          <option key={item} value={item}>
            {contactStatusLabels[item]}
          </option>
        ))}
      </Select>
      <Button type="submit" size="sm" variant="outline" disabled={mutation.isPending || value === status}>
        Save status
      </Button>
    </form>
  );
}

/** Delete, confirmed: the message and its replies go; the administrators' record keeps a copy. */
export function ContactDelete({ contactId, subject }: { contactId: string; subject: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const mutation = api.contacts.delete.useMutation();
  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[480px]">
        <DialogHeader>
          <DialogTitle>Delete this message?</DialogTitle>
          <DialogDescription className="break-words">{subject}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p className="text-sm">
            The message and its replies are deleted. The administrators' record keeps who deleted it and a
            copy of what it said.
          </p>
        </DialogBody>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={mutation.isPending}
            onClick={() => setOpen(false)}
          >
            Keep it
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
            onClick={async () => {
              // A refusal is shown by the client's error toast; the dialog stays open.
              const result = await mutation.mutateAsync({ contact_id: contactId }).catch(() => null);
              if (!result) return;
              setOpen(false);
              toast.success(result.message);
              router.push("/dashboard/contacts");
              router.refresh();
            }}
          >
            {mutation.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
