"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, CopyIcon, KeyRoundIcon, Loader2Icon, Trash2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerErrors } from "@/components/auth/apply-server-errors";
import { FormError } from "@/components/auth/form-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError, FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { serverErrorOf } from "@/lib/client-errors";
import { formatDate, formatDateTime } from "@/lib/format";
import {
  API_TOKEN_DEFAULT_EXPIRY_DAYS,
  API_TOKEN_EXPIRY_OPTIONS,
  API_TOKEN_NAME_MAX,
  type ApiTokenScope,
  createApiTokenSchema,
} from "@/lib/validation/api-tokens";
import { api } from "@/trpc/react";

/** A token as the list shows it (tokens.list), never its secret. */
export type ListedApiToken = {
  id: string;
  name: string;
  scope: ApiTokenScope;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
};

type Values = z.input<typeof createApiTokenSchema>;
const fieldNames = ["name", "scope", "expires_in_days"] as const;

/**
 * Settings' "API tokens" (decision 0019): personal tokens for the member's (or administrator's)
 * own scripts and partner tools, made here with the session, shown once, listed with their last
 * use, revocable at once. Administrators also see the admin scope, which must be chosen by name.
 */
export function ApiTokensSection({
  isAdmin,
  initialTokens,
}: {
  isAdmin: boolean;
  initialTokens: ListedApiToken[];
}) {
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const t = useTranslations("settings.apiTokens");
  return (
    <section
      aria-labelledby="api-tokens-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="grid gap-1 border-b px-4 py-3 sm:px-6">
        <h2 id="api-tokens-title" className="font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </div>
      <div className="grid gap-6 px-4 py-4 sm:px-6">
        {created ? <NewToken created={created} onDone={() => setCreated(null)} /> : null}
        <CreateTokenForm isAdmin={isAdmin} onCreated={setCreated} />
        <TokenList initialTokens={initialTokens} />
      </div>
    </section>
  );
}

function CreateTokenForm({
  isAdmin,
  onCreated,
}: {
  isAdmin: boolean;
  onCreated: (created: { name: string; token: string }) => void;
}) {
  const t = useTranslations("settings.apiTokens");
  const utils = api.useUtils();
  const form = useForm<Values, unknown, z.output<typeof createApiTokenSchema>>({
    resolver: zodResolver(createApiTokenSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { name: "", scope: "read", expires_in_days: API_TOKEN_DEFAULT_EXPIRY_DAYS },
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const create = api.tokens.create.useMutation({ meta: { errorToast: false } });
  const scopes: ApiTokenScope[] = isAdmin ? ["read", "write", "admin"] : ["read", "write"];

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await create.mutateAsync(values);
      onCreated({ name: result.name, token: result.token });
      form.reset();
      await utils.tokens.list.invalidate();
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), fieldNames, form.setError));
    }
  });

  const pending = isSubmitting || create.isPending;
  const scopeError = errors.scope?.message;
  const scopeErrorId = scopeError ? fieldErrorId("api-token-scope") : undefined;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-xl gap-4"
      aria-labelledby="api-token-new-title"
    >
      <h3 id="api-token-new-title" className="font-medium">
        {t("newTitle")}
      </h3>
      <FormError message={serverError} />
      <FormField id="api-token-name" label={t("name")} hint={t("nameHint")} error={errors.name?.message}>
        {(control) => (
          <Input {...control} autoComplete="off" maxLength={API_TOKEN_NAME_MAX} {...form.register("name")} />
        )}
      </FormField>
      <FormField id="api-token-expiry" label={t("expiresAfter")} error={errors.expires_in_days?.message}>
        {(control) => (
          <Select {...control} {...form.register("expires_in_days", { valueAsNumber: true })}>
            {API_TOKEN_EXPIRY_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {t("expiry", { days })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="grid min-w-0 gap-2" aria-describedby={scopeErrorId}>
        <legend className="mb-2 font-medium text-sm">{t("access")}</legend>
        {scopes.map((scope) => {
          const id = `api-token-scope-${scope}`;
          return (
            <label
              key={scope}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                id={id}
                type="radio"
                value={scope}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                aria-describedby={`${id}-meaning`}
                defaultChecked={scope === "read"}
                {...form.register("scope")}
              />
              <span className="grid gap-0.5">
                <span className="font-medium text-sm">{t(`scopes.${scope}`)}</span>
                <span id={`${id}-meaning`} className="text-muted-foreground text-xs">
                  {t(`scopeMeanings.${scope}`)}
                </span>
              </span>
            </label>
          );
        })}
        <FieldError id={scopeErrorId} message={scopeError} />
      </fieldset>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRoundIcon aria-hidden="true" />
        )}
        {t("create")}
      </Button>
    </form>
  );
}

/** The new token, this once: copy it, then it is gone from the page (and was never stored). */
function NewToken({ created, onDone }: { created: { name: string; token: string }; onDone: () => void }) {
  const t = useTranslations("settings.apiTokens");
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    // Keyboard and screen-reader users land on the token they must copy now.
    field.current?.focus();
    field.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
      toast.success(t("copied"));
    } catch {
      field.current?.focus();
      field.current?.select();
      toast.error(t("copyFailed"));
    }
  };

  return (
    <section
      aria-labelledby="api-token-created-title"
      className="grid gap-3 rounded-lg border border-primary/50 bg-primary/5 p-4"
    >
      <h3 id="api-token-created-title" className="font-medium">
        {t("createdTitle", { name: created.name })}
      </h3>
      <p id="api-token-created-warning" className="text-sm">
        <strong>{t("copyNow")}</strong> {t("copyNowMore")}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="api-token-created-value" className="sr-only">
          {t("newValue")}
        </label>
        <Input
          ref={field}
          id="api-token-created-value"
          readOnly
          value={created.token}
          aria-describedby="api-token-created-warning"
          className="font-mono text-xs md:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={copy} className="shrink-0">
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? t("copiedButton") : t("copyButton")}
        </Button>
      </div>
      <Button type="button" variant="outline" className="justify-self-start" onClick={onDone}>
        {t("done")}
      </Button>
    </section>
  );
}

function TokenList({ initialTokens }: { initialTokens: ListedApiToken[] }) {
  const t = useTranslations("settings.apiTokens");
  const tokens = api.tokens.list.useQuery(undefined, { initialData: { tokens: initialTokens } });
  const list = tokens.data?.tokens ?? [];
  return (
    <div className="grid gap-3">
      <h3 id="api-token-list-title" className="font-medium">
        {t("listTitle")}
      </h3>
      {list.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("none")}</p>
      ) : (
        <ul aria-labelledby="api-token-list-title" className="grid gap-3">
          {list.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TokenRow({ token }: { token: ListedApiToken }) {
  const t = useTranslations("settings.apiTokens");
  const locale = useLocale();
  const expired = token.expires_at.getTime() <= Date.now();
  const titleId = `api-token-${token.id}-name`;
  return (
    <li aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span id={titleId} className="min-w-0 break-words font-medium">
          {token.name}
        </span>
        <Badge variant="secondary">{t(`scopes.${token.scope}`)}</Badge>
        {expired ? <Badge variant="destructive">{t("expired")}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("created")}</dt>
        <dd>{formatDate(token.created_at, locale)}</dd>
        <dt className="text-muted-foreground">{expired ? t("expired") : t("expires")}</dt>
        <dd>{formatDate(token.expires_at, locale)}</dd>
        <dt className="text-muted-foreground">{t("lastUsed")}</dt>
        <dd>{token.last_used_at ? formatDateTime(token.last_used_at, locale) : t("never")}</dd>
      </dl>
      <RevokeTokenDialog token={token} />
    </li>
  );
}

function RevokeTokenDialog({ token }: { token: ListedApiToken }) {
  const t = useTranslations("settings.apiTokens");
  const utils = api.useUtils();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = api.tokens.revoke.useMutation({ meta: { errorToast: false } });

  const confirm = async () => {
    setError(null);
    try {
      await revoke.mutateAsync({ token_id: token.id });
      setOpen(false);
      // The server says "API token revoked. It no longer works."; the page says it in its language.
      toast.success(t("revoked"));
      await utils.tokens.list.invalidate();
    } catch (failure) {
      setError(serverErrorOf(failure).message);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (revoke.isPending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={t("revokeLabel", { name: token.name })}
        onClick={() => setOpen(true)}
      >
        <Trash2Icon aria-hidden="true" />
        {t("revoke")}
      </Button>
      <DialogContent className="sm:w-[520px]">
        <DialogHeader>
          <DialogTitle>{t("revokeTitle", { name: token.name })}</DialogTitle>
          <DialogDescription>{t("revokeDescription")}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <FormError message={error} />
          <p className="text-sm">{t("revokeBody")}</p>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={revoke.isPending} onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending || undefined}
            onClick={confirm}
          >
            {revoke.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t("revokeConfirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
