"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, CopyIcon, KeyRoundIcon, Loader2Icon, Trash2Icon } from "lucide-react";
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

const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: "Read only",
  write: "Read and write",
  admin: "Administrator",
};

const SCOPE_MEANINGS: Record<ApiTokenScope, string> = {
  read: "Can look things up (GET requests) but change nothing.",
  write:
    "Can do what you can do in the app: profile, proposals and the rest. Never tokens, passwords or deleting the account.",
  admin:
    "Read and write, and the administrators' routes (users, plans, statistics). Only for scripts that need them.",
};

function expiryLabel(days: number): string {
  return days === 365 ? "1 year" : `${days} days`;
}

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
  return (
    <section
      aria-labelledby="api-tokens-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="grid gap-1 border-b px-4 py-3 sm:px-6">
        <h2 id="api-tokens-title" className="font-semibold text-lg leading-tight">
          API tokens
        </h2>
        <p className="text-muted-foreground text-sm">
          Personal tokens let your own scripts and partner tools use the Rishta REST API as you. Anyone who
          has a token can act as you within its access, so keep tokens secret and revoke any you no longer
          use. Changing your password revokes them all.
        </p>
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
        New token
      </h3>
      <FormError message={serverError} />
      <FormField
        id="api-token-name"
        label="Token name"
        hint="What it is for, so you recognise it later, e.g. “Bureau CRM sync”."
        error={errors.name?.message}
      >
        {(control) => (
          <Input {...control} autoComplete="off" maxLength={API_TOKEN_NAME_MAX} {...form.register("name")} />
        )}
      </FormField>
      <FormField id="api-token-expiry" label="Expires after" error={errors.expires_in_days?.message}>
        {(control) => (
          <Select {...control} {...form.register("expires_in_days", { valueAsNumber: true })}>
            {API_TOKEN_EXPIRY_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {expiryLabel(days)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset className="grid min-w-0 gap-2" aria-describedby={scopeErrorId}>
        <legend className="mb-2 font-medium text-sm">Access</legend>
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
                <span className="font-medium text-sm">{SCOPE_LABELS[scope]}</span>
                <span id={`${id}-meaning`} className="text-muted-foreground text-xs">
                  {SCOPE_MEANINGS[scope]}
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
        Create token
      </Button>
    </form>
  );
}

/** The new token, this once: copy it, then it is gone from the page (and was never stored). */
function NewToken({ created, onDone }: { created: { name: string; token: string }; onDone: () => void }) {
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
      toast.success("Token copied to the clipboard.");
    } catch {
      field.current?.focus();
      field.current?.select();
      toast.error("Could not copy it: the token is selected, so press Ctrl+C (or ⌘C) to copy it.");
    }
  };

  return (
    <section
      aria-labelledby="api-token-created-title"
      className="grid gap-3 rounded-lg border border-primary/50 bg-primary/5 p-4"
    >
      <h3 id="api-token-created-title" className="font-medium">
        Your new token “{created.name}”
      </h3>
      <p id="api-token-created-warning" className="text-sm">
        <strong>Copy it now: you will not see it again.</strong> Rishta keeps only a fingerprint of it, so
        nobody can show it to you later. If you lose it, revoke it and create another.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="api-token-created-value" className="sr-only">
          Your new API token
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
          {copied ? "Copied" : "Copy token"}
        </Button>
      </div>
      <Button type="button" variant="outline" className="justify-self-start" onClick={onDone}>
        I have copied it
      </Button>
    </section>
  );
}

function TokenList({ initialTokens }: { initialTokens: ListedApiToken[] }) {
  const tokens = api.tokens.list.useQuery(undefined, { initialData: { tokens: initialTokens } });
  const list = tokens.data?.tokens ?? [];
  return (
    <div className="grid gap-3">
      <h3 id="api-token-list-title" className="font-medium">
        Your tokens
      </h3>
      {list.length === 0 ? (
        <p className="text-muted-foreground text-sm">You have no API tokens.</p>
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
  const expired = token.expires_at.getTime() <= Date.now();
  const titleId = `api-token-${token.id}-name`;
  return (
    <li aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span id={titleId} className="min-w-0 break-words font-medium">
          {token.name}
        </span>
        <Badge variant="secondary">{SCOPE_LABELS[token.scope]}</Badge>
        {expired ? <Badge variant="destructive">Expired</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Created</dt>
        <dd>{formatDate(token.created_at)}</dd>
        <dt className="text-muted-foreground">{expired ? "Expired" : "Expires"}</dt>
        <dd>{formatDate(token.expires_at)}</dd>
        <dt className="text-muted-foreground">Last used</dt>
        <dd>{token.last_used_at ? formatDateTime(token.last_used_at) : "Never"}</dd>
      </dl>
      <RevokeTokenDialog token={token} />
    </li>
  );
}

function RevokeTokenDialog({ token }: { token: ListedApiToken }) {
  const utils = api.useUtils();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = api.tokens.revoke.useMutation({ meta: { errorToast: false } });

  const confirm = async () => {
    setError(null);
    try {
      const result = await revoke.mutateAsync({ token_id: token.id });
      setOpen(false);
      toast.success(result.message);
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
        aria-label={`Revoke ${token.name}`}
        onClick={() => setOpen(true)}
      >
        <Trash2Icon aria-hidden="true" />
        Revoke
      </Button>
      <DialogContent className="sm:w-[520px]">
        <DialogHeader>
          <DialogTitle>Revoke “{token.name}”?</DialogTitle>
          <DialogDescription>
            Anything using this token stops working at once. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <FormError message={error} />
          <p className="text-sm">
            Scripts and tools that send it will be refused (401) from now on. To give them access again,
            create a new token.
          </p>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={revoke.isPending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending || undefined}
            onClick={confirm}
          >
            {revoke.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            Revoke token
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
