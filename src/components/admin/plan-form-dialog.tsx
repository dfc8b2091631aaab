"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { type DefaultValues, type Resolver, useForm } from "react-hook-form";
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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serverErrorOf } from "@/lib/client-errors";
import { freePlanFieldsSchema, PLAN_NAME_MAX, planFieldsSchema } from "@/lib/validation/plans";
import type { AdminPlanView } from "@/server/plans/present";
import { api } from "@/trpc/react";

/** The form's values: the Free plan's (price and duration optional); a paid plan's schema asks for them. */
type Values = z.input<typeof freePlanFieldsSchema>;
type Output = z.output<typeof freePlanFieldsSchema>;

const fieldNames = [
  "name",
  "price",
  "messages_limit",
  "proposals_limit",
  "duration",
  "profile_status",
  "featured_profile",
  "active",
] as const;

/** An empty box is a missing value (spec §5: "an empty value counts as missing"), never 0. */
const asNumber = (value: unknown) => (value === "" || value == null ? undefined : Number(value));

/** The Free plan's form has no price or duration to check; every other plan's has all fields. */
const freeResolver: Resolver<Values, unknown, Output> = zodResolver(freePlanFieldsSchema);
const paidResolver: Resolver<Values, unknown, Output> = zodResolver<Values, unknown, Output>(
  planFieldsSchema,
);

function defaultsOf(plan: AdminPlanView | null): DefaultValues<Values> {
  if (!plan) return { name: "", profile_status: false, featured_profile: false, active: true };
  return {
    name: plan.name,
    price: plan.price,
    messages_limit: plan.messages_limit,
    proposals_limit: plan.proposals_limit,
    duration: plan.duration ?? undefined,
    profile_status: plan.profile_status,
    featured_profile: plan.featured_profile,
    active: plan.active,
  };
}

/**
 * Create or edit a plan in a dialog, checked by the same schema as the API (spec §5's messages under
 * their fields); the server's refusals (a name taken, the Free plan's rules) land there too. The
 * Free plan's price and duration are shown disabled, with why.
 */
export function PlanFormDialog({ plan, trigger }: { plan: AdminPlanView | null; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:w-[640px]">
        {open ? <PlanForm plan={plan} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({ plan, onDone }: { plan: AdminPlanView | null; onDone: () => void }) {
  const router = useRouter();
  const isFree = plan?.is_free ?? false;
  const form = useForm<Values, unknown, Output>({
    resolver: isFree ? freeResolver : paidResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: defaultsOf(plan),
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const create = api.plans.create.useMutation({ meta: { errorToast: false } });
  const update = api.plans.update.useMutation({ meta: { errorToast: false } });
  const pending = isSubmitting || create.isPending || update.isPending;
  const idPrefix = plan ? `plan-${plan.id}` : "plan-new";
  const id = (field: string) => `${idPrefix}-${field}`;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { price, duration, ...rest } = values;
      const paid = { ...rest, price: price ?? 0, duration: duration ?? 0 };
      const result = plan
        ? await update.mutateAsync(
            isFree ? { subscription_plan_id: plan.id, ...rest } : { subscription_plan_id: plan.id, ...paid },
          )
        : await create.mutateAsync(paid);
      toast.success(result.message);
      onDone();
      router.refresh();
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), fieldNames, form.setError));
    }
  });

  const numberField = (
    field: "price" | "messages_limit" | "proposals_limit" | "duration",
    label: string,
    hint?: string,
    disabled = false,
  ) => (
    <FormField id={id(field)} label={label} hint={hint} error={errors[field]?.message}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={field === "duration" ? 1 : 0}
          step={1}
          disabled={disabled}
          {...form.register(field, { setValueAs: asNumber })}
        />
      )}
    </FormField>
  );

  const flagField = (
    field: "profile_status" | "featured_profile" | "active",
    label: string,
    hint: string,
  ) => (
    <label
      htmlFor={id(field)}
      className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-disabled:cursor-not-allowed has-disabled:opacity-70 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
    >
      <input
        id={id(field)}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        aria-describedby={`${id(field)}-hint`}
        disabled={isFree && field === "active"}
        {...form.register(field)}
      />
      <span className="grid gap-0.5">
        <span className="font-medium text-sm">{label}</span>
        <span id={`${id(field)}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </span>
        {errors[field]?.message ? (
          <span className="text-destructive text-sm">{errors[field]?.message}</span>
        ) : null}
      </span>
    </label>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="contents">
      <DialogHeader>
        <DialogTitle>{plan ? `Edit ${plan.name}` : "New subscription plan"}</DialogTitle>
        <DialogDescription>
          {plan
            ? "Changes apply at once to members on this plan. Payments already made keep their amount and plan name."
            : "A plan members can buy from the packages page."}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4">
        <FormError message={serverError} />
        <FormField id={id("name")} label="Plan name" error={errors.name?.message}>
          {(control) => (
            <Input {...control} autoComplete="off" maxLength={PLAN_NAME_MAX} {...form.register("name")} />
          )}
        </FormField>
        {isFree ? (
          <p
            id={id("free-note")}
            className="rounded-md border border-dashed p-3 text-muted-foreground text-sm"
          >
            Free is the plan every member starts on and falls back to: it has no price and no duration, and it
            stays active. Its limits may change.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("price", "Price (Rs.)", "Whole rupees.", isFree)}
          {numberField("duration", "Duration (days)", undefined, isFree)}
          {numberField("messages_limit", "Messages limit")}
          {numberField("proposals_limit", "Proposals limit")}
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">Features</legend>
          {flagField("profile_status", "Profile status", "The plan includes profile verification.")}
          {flagField("featured_profile", "Featured profile", "Members on it are listed first.")}
          {flagField(
            "active",
            "Active",
            isFree ? "The Free plan is always offered." : "Offered on the packages page and at checkout.",
          )}
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {plan ? "Save changes" : "Create plan"}
        </Button>
      </DialogFooter>
    </form>
  );
}
