"use client";

import { Loader2Icon, PencilIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/auth/form-error";
import { sectionErrors } from "@/components/profile/forms/fields";
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
import { localizeMessage } from "@/i18n/localize-message";
import { serverErrorOf } from "@/lib/client-errors";

/** What the dialog hands its section form (spec §4 "Edit mode"). */
export type EditFormProps<TSubmit> = {
  id: string;
  mode: "edit";
  onSubmit: (values: TSubmit) => Promise<void>;
  serverErrors?: Record<string, string>;
};

/**
 * One section's 'Edit' button and modal: the section's form in edit mode, with 'Cancel' and
 * 'Update Now' (submitting the form through `form={id}`). Saving toasts the server's message (the
 * §8 text), closes and refreshes the page's data; a refusal stays in the modal, each message under
 * its field and anything else above the form.
 */
export function EditSectionDialog<TSubmit>({
  sectionTitle,
  formId,
  description,
  successMessage,
  save,
  children,
}: {
  sectionTitle: string;
  formId: string;
  description: string;
  /** Spec §8's default, shown when the server sends no message. */
  successMessage: string;
  save: (values: TSubmit) => Promise<{ message?: string }>;
  children: (form: EditFormProps<TSubmit>) => ReactNode;
}) {
  const router = useRouter();
  const t = useTranslations("profile.dialog");
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    // A save in flight must finish (or fail) where the member can see it.
    if (pending) return;
    setOpen(next);
    if (next) {
      setServerErrors(undefined);
      setError(null);
    }
  };

  const onSubmit = async (values: TSubmit) => {
    setPending(true);
    setError(null);
    try {
      const result = await save(values);
      // The caller's catalog message in the page's language (the server sends the same English).
      toast.success(successMessage || localizeMessage(result.message ?? ""));
      setOpen(false);
      router.refresh();
    } catch (failure) {
      const { fields, message } = serverErrorOf(failure);
      const placed = sectionErrors(fields, "data");
      const placedAll =
        Object.keys(placed).length > 0 && Object.keys(placed).length === Object.keys(fields).length;
      setServerErrors(placed);
      setError(placedAll ? null : message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" />
          {t("edit")}
          <span className="sr-only"> {sectionTitle}</span>
        </Button>
      </DialogTrigger>
      <DialogContent showClose={!pending}>
        <DialogHeader>
          <DialogTitle>{t("editTitle", { section: sectionTitle })}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid content-start gap-4">
          <FormError message={error} />
          {children({ id: formId, mode: "edit", onSubmit, serverErrors })}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t("update")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
