"use client";

import { BellIcon, Loader2Icon, SendIcon, UsersIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/auth/form-error";
import { CitySelect, CountrySelect, StateSelect } from "@/components/location";
import { Badge } from "@/components/ui/badge";
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
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { serverErrorOf } from "@/lib/client-errors";
import { formatQuantity } from "@/lib/format";
import { type BroadcastInput, broadcastSchema } from "@/lib/validation/notifications";
import { api } from "@/trpc/react";

type Plan = { id: string; name: string };

type Draft = {
  title: string;
  body: string;
  link: string;
  email: boolean;
  gender: "" | "male" | "female";
  plan_id: string;
  country: string;
  state: string;
  city: string;
  verified: "" | "true" | "false";
};

const EMPTY: Draft = {
  title: "",
  body: "",
  link: "",
  email: false,
  gender: "",
  plan_id: "",
  country: "",
  state: "",
  city: "",
  verified: "",
};

/** The request the draft makes: empty fields left out, so an empty segment is every member. */
function inputOf(draft: Draft) {
  const segment = {
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(draft.plan_id ? { plan_id: draft.plan_id } : {}),
    ...(draft.country ? { country: draft.country } : {}),
    ...(draft.city ? { city: draft.city } : {}),
    ...(draft.verified ? { verified: draft.verified === "true" } : {}),
  };
  return {
    title: draft.title,
    body: draft.body,
    ...(draft.link.trim() ? { link: draft.link.trim() } : {}),
    email: draft.email,
    segment,
  };
}

type Checked = { input: BroadcastInput; recipients: number };

/**
 * The broadcast form (issue 18): what members will read, who gets it (gender, plan, country or
 * city, verified), then a preview of the notification with the number of recipients (a dry run),
 * and only then a confirmed send. Any change after the preview asks for a new one.
 */
export function BroadcastForm({ plans }: { plans: Plan[] }) {
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mutation = api.notifications.broadcast.useMutation({ meta: { errorToast: false } });

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setChecked(null);
  };

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = broadcastSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
      setErrors(fields);
      return;
    }
    setErrors({});
    try {
      const result = await mutation.mutateAsync({ ...parsed.data, dry_run: true });
      setChecked({ input: parsed.data, recipients: result.recipients });
    } catch (error) {
      const { fields, message } = serverErrorOf(error);
      setErrors(fields);
      setServerError(message);
    }
  };

  const send = async () => {
    if (!checked) return;
    try {
      const result = await mutation.mutateAsync({ ...checked.input, dry_run: false });
      setConfirming(false);
      setChecked(null);
      setDraft(EMPTY);
      toast.success(result.message);
      router.refresh();
    } catch (error) {
      setConfirming(false);
      setServerError(serverErrorOf(error).message);
    }
  };

  const fieldError = (name: string) => errors[name];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <form onSubmit={preview} noValidate className="grid min-w-0 gap-4" aria-label="New broadcast">
        <FormError message={serverError} />
        <FormField id="broadcast-title" label="Title" error={fieldError("title")}>
          {(control) => (
            <Input
              {...control}
              value={draft.title}
              maxLength={120}
              onChange={(e) => set("title", e.target.value)}
            />
          )}
        </FormField>
        <FormField id="broadcast-body" label="Message" error={fieldError("body")}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={1000}
              value={draft.body}
              onChange={(e) => set("body", e.target.value)}
              className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
            />
          )}
        </FormField>
        <FormField
          id="broadcast-link"
          label="Link (optional)"
          hint="A page of this site the notification opens, such as /packages."
          error={fieldError("link")}
        >
          {(control) => (
            <Input
              {...control}
              value={draft.link}
              placeholder="/packages"
              onChange={(e) => set("link", e.target.value)}
            />
          )}
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox
            id="broadcast-email"
            checked={draft.email}
            onCheckedChange={(value) => set("email", value === true)}
          />
          <Label htmlFor="broadcast-email">Also send it by e-mail</Label>
        </div>

        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-medium text-sm">Who gets it (empty: every member)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="broadcast-gender" label="Gender">
              {(control) => (
                <Select
                  {...control}
                  value={draft.gender}
                  onChange={(e) => set("gender", e.target.value as Draft["gender"])}
                >
                  <option value="">Any gender</option>
                  <option value="female">Women</option>
                  <option value="male">Men</option>
                </Select>
              )}
            </FormField>
            <FormField id="broadcast-plan" label="Plan">
              {(control) => (
                <Select {...control} value={draft.plan_id} onChange={(e) => set("plan_id", e.target.value)}>
                  <option value="">Any plan</option>
                  {plans.map((plan) => (
                    <option key={plan.id} value={plan.id}>
                      {plan.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id="broadcast-verified" label="Verified">
              {(control) => (
                <Select
                  {...control}
                  value={draft.verified}
                  onChange={(e) => set("verified", e.target.value as Draft["verified"])}
                >
                  <option value="">Verified or not</option>
                  <option value="true">Verified members only</option>
                  <option value="false">Members not verified</option>
                </Select>
              )}
            </FormField>
            <FormField id="broadcast-country" label="Country" error={fieldError("segment.country")}>
              {(control) => (
                <CountrySelect
                  {...control}
                  value={draft.country}
                  onChange={(country) => {
                    setDraft((current) => ({ ...current, country, state: "", city: "" }));
                    setChecked(null);
                  }}
                />
              )}
            </FormField>
            <FormField id="broadcast-state" label="State (to choose a city)">
              {(control) => (
                <StateSelect
                  {...control}
                  country={draft.country}
                  value={draft.state}
                  onChange={(state) => {
                    setDraft((current) => ({ ...current, state, city: "" }));
                    setChecked(null);
                  }}
                />
              )}
            </FormField>
            <FormField id="broadcast-city" label="City" error={fieldError("segment.city")}>
              {(control) => (
                <CitySelect
                  {...control}
                  state={draft.state}
                  value={draft.city}
                  onChange={(city) => set("city", city)}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={mutation.isPending}>
            {mutation.isPending && !confirming ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <UsersIcon aria-hidden="true" />
            )}
            Preview and count recipients
          </Button>
          <Button
            type="button"
            disabled={!checked || checked.recipients === 0}
            onClick={() => setConfirming(true)}
          >
            <SendIcon aria-hidden="true" />
            Send…
          </Button>
        </div>
      </form>

      <section aria-labelledby="broadcast-preview-heading" className="grid content-start gap-3">
        <h2 id="broadcast-preview-heading" className="font-semibold">
          Preview
        </h2>
        {checked ? (
          <>
            <p data-testid="broadcast-recipients" role="status" className="text-sm">
              {checked.recipients === 0
                ? "No member is in this segment."
                : `${formatQuantity(checked.recipients, "member")} will receive it${checked.input.email ? ", also by e-mail" : ""}.`}
            </p>
            <NotificationPreview input={checked.input} />
          </>
        ) : (
          <p className="text-muted-foreground text-sm">
            Preview the broadcast to see it as members will, and how many will receive it.
          </p>
        )}
      </section>

      <Dialog open={confirming} onOpenChange={(next) => !mutation.isPending && setConfirming(next)}>
        <DialogContent className="sm:w-[520px]">
          <DialogHeader>
            <DialogTitle>Send this broadcast?</DialogTitle>
            <DialogDescription>
              {checked ? formatQuantity(checked.recipients, "member") : ""} will get “{checked?.input.title}”.
              It cannot be taken back.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>{checked ? <NotificationPreview input={checked.input} /> : null}</DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => setConfirming(false)}
            >
              Keep editing
            </Button>
            <Button
              type="button"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
              onClick={send}
            >
              {mutation.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              Send now
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The notification as it appears in a member's list. */
function NotificationPreview({ input }: { input: BroadcastInput }) {
  return (
    <article
      aria-label="The notification as members see it"
      className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <BellIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className={input.link ? "underline underline-offset-4" : undefined}>{input.title}</span>
          <Badge>New</Badge>
        </p>
        <p className="whitespace-pre-line break-words text-muted-foreground text-sm">{input.body}</p>
        {input.link ? <p className="text-muted-foreground text-xs">Opens {input.link}</p> : null}
      </div>
    </article>
  );
}
