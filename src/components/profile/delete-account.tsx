"use client";

import { CheckCircle2Icon, Loader2Icon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serverErrorOf } from "@/lib/client-errors";
import { clearUserCache } from "@/lib/user-cache";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";

/** Spec §8, the default when the server sends no message. */
export const ACCOUNT_DELETED_MESSAGE = "Your account has been permanently deleted successfully";

/** Long enough to read the confirmation; the page then leaves for the home page on its own. */
const LEAVE_AFTER_MS = 3000;

const ERASED = ["erased1", "erased2", "erased3", "erased4", "erased5"] as const;

/** The profile page's and the settings page's 'Delete account' section. */
export function DeleteAccountSection({ className }: { className?: string }) {
  const t = useTranslations("profile.deleteAccount");
  return (
    <section
      aria-labelledby="delete-account-title"
      className={cn(
        "min-w-0 rounded-xl border border-destructive/40 bg-card text-card-foreground shadow-sm",
        className,
      )}
    >
      <div className="border-destructive/20 border-b px-4 py-3 sm:px-6">
        <h2 id="delete-account-title" className="font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
      </div>
      <div className="grid justify-items-start gap-4 px-4 py-4 sm:px-6">
        <p className="text-muted-foreground text-sm">{t("intro")}</p>
        <DeleteAccountDialog />
      </div>
    </section>
  );
}

/**
 * Spec §4 "Account deletion": a confirmation modal, then `profile.disable`. The session is gone
 * with the account, so the page leaves with a full navigation to `/`; before it does, the modal
 * itself says the account was deleted (a toast alone would vanish with the page).
 */
export function DeleteAccountDialog() {
  const t = useTranslations("profile.deleteAccount");
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const disable = api.profile.disable.useMutation({ meta: { errorToast: false } });
  const homeLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!deleted) return;
    // The button that had focus is gone; keep keyboard users inside the dialog, on the way out.
    homeLink.current?.focus();
    const timer = window.setTimeout(() => window.location.assign("/"), LEAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [deleted]);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setPasswordError(null);
    if (!password) {
      setPasswordError(t("passwordMissing"));
      return;
    }
    try {
      // Spec §8's message in the page's language (the server sends the same English).
      await disable.mutateAsync({ password });
      const message = t("done");
      clearUserCache();
      toast.success(message);
      setDeleted(message);
    } catch (failure) {
      const server = serverErrorOf(failure);
      if (server.fields.password) setPasswordError(server.fields.password);
      else setError(server.message);
    }
  };

  const busy = disable.isPending || deleted !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Once deleted there is nothing to go back to; while deleting, the answer must be awaited.
        if (busy) return;
        setOpen(next);
        if (!next) {
          setError(null);
          setPasswordError(null);
          setPassword("");
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" />
          {t("title")}
        </Button>
      </DialogTrigger>
      <DialogContent showClose={!busy} className="sm:w-[560px]">
        {deleted ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("deletedTitle")}</DialogTitle>
              <DialogDescription>{t("leaving")}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <div role="status" className="flex items-start gap-3">
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <p className="font-medium">{deleted}</p>
              </div>
            </DialogBody>
            <DialogFooter>
              {/* A plain link: the session is gone, so the next page must be a full load. */}
              <a
                ref={homeLink}
                href="/"
                className="font-medium text-primary text-sm underline-offset-4 hover:underline"
              >
                {t("homeNow")}
              </a>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("confirmTitle")}</DialogTitle>
              <DialogDescription>{t("confirmText")}</DialogDescription>
            </DialogHeader>
            <form onSubmit={confirm} noValidate className="contents">
              <DialogBody className="grid gap-4">
                <FormError message={error} />
                <ul className="grid list-disc gap-2 ps-5 text-sm">
                  {ERASED.map((line) => (
                    <li key={line}>{t(line)}</li>
                  ))}
                </ul>
                <FormField
                  id="delete-account-password"
                  label={t("password")}
                  hint={t("passwordHint")}
                  error={passwordError ?? undefined}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="password"
                      autoComplete="current-password"
                      value={password}
                      disabled={busy}
                      onChange={(event) => setPassword(event.target.value)}
                    />
                  )}
                </FormField>
              </DialogBody>
              <DialogFooter>
                <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                  {t("cancel")}
                </Button>
                <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
                  {disable.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                  {t("submit")}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
