"use client";

import { CheckCircle2Icon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/auth/form-error";
import { fetchReportingOffline } from "@/components/network/report-network-failure";
import { Button } from "@/components/ui/button";
import { localizeMessage } from "@/i18n/localize-message";
import { GENERIC_ERROR, isNetworkError, OFFLINE_MESSAGE } from "@/lib/client-errors";
import type { MailKind } from "@/lib/validation/mail-preferences";

/**
 * The unsubscribe page's button: posts to the one-click address (the same a mail client uses),
 * with no session, and says what happened.
 */
export function UnsubscribeConfirm({ token, kind }: { token: string; kind: MailKind }) {
  const [state, setState] = useState<
    | { kind: "idle" }
    | { kind: "pending" }
    | { kind: "done"; message: string }
    | { kind: "failed"; message: string }
  >({ kind: "idle" });
  const t = useTranslations("settings.unsubscribe");

  const confirm = async () => {
    setState({ kind: "pending" });
    try {
      const response = await fetchReportingOffline(
        `/api/mail-preferences/unsubscribe?${new URLSearchParams({ token, kind })}`,
        { method: "POST" },
      );
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      setState(
        response.ok
          ? { kind: "done", message: body.message ? localizeMessage(body.message) : t("done") }
          : { kind: "failed", message: body.error ?? GENERIC_ERROR },
      );
    } catch (error) {
      setState({ kind: "failed", message: isNetworkError(error) ? OFFLINE_MESSAGE : GENERIC_ERROR });
    }
  };

  if (state.kind === "done") {
    return (
      <p role="status" className="flex items-start gap-2 text-sm">
        <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {state.message}
      </p>
    );
  }
  const pending = state.kind === "pending";
  return (
    <div className="grid gap-4">
      <FormError message={state.kind === "failed" ? state.message : null} />
      <Button type="button" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        {t("button")}
      </Button>
    </div>
  );
}
