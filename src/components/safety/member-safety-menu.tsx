"use client";

import { BanIcon, CheckCircle2Icon, FlagIcon, Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/auth/form-error";
import { useServerText } from "@/components/dashboard/server-text";
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
import { usePagePathname } from "@/i18n/use-page-pathname";
import { serverErrorOf } from "@/lib/client-errors";
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from "@/lib/validation/report-reasons";
import { api } from "@/trpc/react";

type Props = {
  /** The other member's profile id. */
  profileId: string;
  /** Their name as shown on the page. */
  name: string;
  /** A message being reported with them (the messages thread). */
  messageId?: string;
  /**
   * Stay on the page after blocking (the messages thread, which then shows itself read-only with
   * the reason) instead of leaving a page that no longer shows the other member.
   */
  stayAfterBlock?: boolean;
};

/** Where a member lands after blocking: the page they were on no longer shows the other member. */
const AFTER_BLOCK_HREF = "/dashboard";

/**
 * Block and Report, for another member's profile, a connection and a message thread (issue 16,
 * docs/decisions/0024). Blocking asks first and says what it does; reporting asks why, in a
 * member's words, and thanks them. The server decides everything; this only asks and tells.
 */
export function MemberSafetyMenu({ profileId, name, messageId, stayAfterBlock = false }: Props) {
  return (
    <div className="flex flex-wrap gap-2">
      <BlockDialog profileId={profileId} name={name} stayAfterBlock={stayAfterBlock} />
      <ReportDialog profileId={profileId} name={name} messageId={messageId} />
    </div>
  );
}

function BlockDialog({
  profileId,
  name,
  stayAfterBlock,
}: {
  profileId: string;
  name: string;
  stayAfterBlock: boolean;
}) {
  const t = useTranslations("dashboard.safety");
  const serverText = useServerText("dashboard");
  const router = useRouter();
  const pathname = usePagePathname();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const block = api.blocks.create.useMutation({ meta: { errorToast: false } });
  const utils = api.useUtils();

  const confirm = async () => {
    setError(null);
    try {
      const result = await block.mutateAsync({ profile_id: profileId });
      toast.success(serverText(result.message));
      setOpen(false);
      await utils.blocks.list.invalidate();
      // The profile or connection in view is gone for this member now: back to browsing.
      if (stayAfterBlock || pathname === AFTER_BLOCK_HREF) router.refresh();
      else router.push(AFTER_BLOCK_HREF);
    } catch (failure) {
      setError(serverErrorOf(failure).message);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (block.isPending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BanIcon aria-hidden="true" />
          {t("block")}
          <span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[520px]">
        <DialogHeader>
          <DialogTitle>{t("blockTitle", { name })}</DialogTitle>
          <DialogDescription>{t("blockDescription", { name })}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <FormError message={error} />
          <ul className="grid list-disc gap-2 ps-5 text-sm">
            <li>{t("blockSearch")}</li>
            <li>{t("blockContact")}</li>
            <li>{t("blockHidden")}</li>
            <li>{t("blockUndo")}</li>
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={block.isPending} onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={block.isPending}
            aria-busy={block.isPending || undefined}
            onClick={confirm}
          >
            {block.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t("blockConfirm", { name })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReportDialog({ profileId, name, messageId }: Props) {
  const t = useTranslations("dashboard.safety");
  const serverText = useServerText("dashboard");
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const report = api.reports.create.useMutation({ meta: { errorToast: false } });

  const reset = () => {
    setReason(null);
    setText("");
    setErrors({});
    setThanks(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: t("reasonRequired") });
      return;
    }
    if (text.trim().length > REPORT_TEXT_MAX) {
      setErrors({ text: t("textTooLong", { max: REPORT_TEXT_MAX.toLocaleString("en-US") }) });
      return;
    }
    setErrors({});
    try {
      const result = await report.mutateAsync({
        profile_id: profileId,
        reason,
        text: text.trim() || undefined,
        message_id: messageId,
      });
      setThanks(serverText(result.message));
    } catch (failure) {
      const server = serverErrorOf(failure);
      setErrors({ reason: server.fields.reason, text: server.fields.text, form: server.message });
    }
  };

  const reasonErrorId = errors.reason ? fieldErrorId(`${formId}-reason`) : undefined;
  const textId = `${formId}-text`;
  const textErrorId = errors.text ? fieldErrorId(textId) : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (report.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FlagIcon aria-hidden="true" />
          {t("report")}
          <span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[560px]">
        {thanks ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("reportSentTitle")}</DialogTitle>
              <DialogDescription>{t("reportSentDescription")}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <div role="status" className="flex items-start gap-3">
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <p className="text-sm">{thanks}</p>
              </div>
            </DialogBody>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                {t("close")}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("reportTitle", { name })}</DialogTitle>
              <DialogDescription>{t("reportDescription", { name })}</DialogDescription>
            </DialogHeader>
            <form onSubmit={submit} noValidate className="contents">
              <DialogBody className="grid gap-4">
                <FormError message={errors.form && !errors.reason && !errors.text ? errors.form : null} />
                <fieldset className="grid gap-2" aria-describedby={reasonErrorId}>
                  <legend className="mb-2 font-medium text-sm">{t("reasonLegend", { name })}</legend>
                  {REPORT_REASONS.map((key) => {
                    const id = `${formId}-reason-${key}`;
                    return (
                      <label
                        key={key}
                        htmlFor={id}
                        className="flex cursor-pointer items-center gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                      >
                        <input
                          id={id}
                          type="radio"
                          name={`${formId}-reason`}
                          value={key}
                          checked={reason === key}
                          onChange={() => setReason(key)}
                          className="size-4 shrink-0 accent-primary"
                        />
                        <span className="text-sm">{t(`reasons.${key}`)}</span>
                      </label>
                    );
                  })}
                  <FieldError id={reasonErrorId} message={errors.reason} />
                </fieldset>
                <div className="grid gap-2">
                  <label htmlFor={textId} className="font-medium text-sm">
                    {t("textLabel")} <span className="text-muted-foreground">{t("optional")}</span>
                  </label>
                  <textarea
                    id={textId}
                    value={text}
                    maxLength={REPORT_TEXT_MAX}
                    rows={4}
                    onChange={(event) => setText(event.target.value)}
                    aria-invalid={errors.text ? true : undefined}
                    aria-describedby={[`${textId}-hint`, textErrorId].filter(Boolean).join(" ")}
                    className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
                  />
                  <p id={`${textId}-hint`} className="text-muted-foreground text-xs">
                    {t("textHint", { max: REPORT_TEXT_MAX.toLocaleString("en-US") })}
                  </p>
                  <FieldError id={textErrorId} message={errors.text} />
                </div>
              </DialogBody>
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  disabled={report.isPending}
                  onClick={() => setOpen(false)}
                >
                  {t("cancel")}
                </Button>
                <Button type="submit" disabled={report.isPending} aria-busy={report.isPending || undefined}>
                  {report.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                  {t("sendReport")}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
