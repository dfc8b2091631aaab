"use client";

import { Loader2Icon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
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
  DialogTrigger,
} from "@/components/ui/dialog";
import { serverErrorOf } from "@/lib/client-errors";
import { formatCount, formatDate, formatPlanDuration, formatQuantity, formatRupees } from "@/lib/format";
import type { AdminPlanView } from "@/server/plans/present";
import { api } from "@/trpc/react";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";
import { PlanFormDialog } from "./plan-form-dialog";

function yesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

/** Spec §2's Subscription plans table, with an Active/Inactive mark and each plan's actions. */
export function PlansTable({ plans }: { plans: readonly AdminPlanView[] }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-heading" className="font-semibold text-lg">
          Subscription plans
        </h2>
        <PlanFormDialog
          plan={null}
          trigger={
            <Button type="button">
              <PlusIcon aria-hidden="true" />
              New plan
            </Button>
          }
        />
      </div>
      {plans.length === 0 ? (
        <p className="text-muted-foreground">No plan matches this search.</p>
      ) : (
        <ScrollingTable label="Subscription plans">
          <table className={tableClass} aria-labelledby="plans-heading">
            <TableHead
              columns={[
                "Name",
                "Price",
                "Messages limit",
                "Duration",
                "Profile status",
                "Proposals limit",
                "Featured profile",
                "Date",
                { hidden: "Actions" },
              ]}
            />
            <tbody className="divide-y">
              {plans.map((plan) => (
                <PlanRow key={plan.id} plan={plan} />
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </div>
  );
}

function PlanRow({ plan }: { plan: AdminPlanView }) {
  return (
    <tr>
      <th scope="row" className={`${cellClass} text-start font-medium`}>
        <span className="flex flex-wrap items-center gap-2">
          {plan.name}
          {plan.active ? (
            <Badge variant="secondary">Active</Badge>
          ) : (
            <Badge variant="outline">Inactive</Badge>
          )}
        </span>
      </th>
      <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{formatRupees(plan.price)}</td>
      <td className={`${cellClass} tabular-nums`}>{formatCount(plan.messages_limit)}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatPlanDuration(plan.duration) ?? "None"}</td>
      <td className={cellClass}>{yesNo(plan.profile_status)}</td>
      <td className={`${cellClass} tabular-nums`}>{formatCount(plan.proposals_limit)}</td>
      <td className={cellClass}>{yesNo(plan.featured_profile)}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDate(plan.created_at)}</td>
      <td className={cellClass}>
        <div className="flex justify-end gap-2">
          <PlanFormDialog
            plan={plan}
            trigger={
              <Button type="button" variant="outline" size="sm" aria-label={`Edit ${plan.name}`}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
            }
          />
          <RemovePlanDialog plan={plan} />
        </div>
      </td>
    </tr>
  );
}

/** Whether removing the plan deletes it (never bought) or deactivates it (decision 0030). */
function inUse(plan: AdminPlanView): boolean {
  return plan.payments_count + plan.periods_count + plan.subscribers_count > 0;
}

function RemovePlanDialog({ plan }: { plan: AdminPlanView }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = api.plans.delete.useMutation({ meta: { errorToast: false } });
  // Free is neither deleted nor deactivated; a bought plan already inactive has nothing left to do.
  if (plan.is_free || (inUse(plan) && !plan.active)) return null;
  const deactivates = inUse(plan);
  const verb = deactivates ? "Deactivate" : "Delete";

  const confirm = async () => {
    setError(null);
    try {
      const result = await remove.mutateAsync({ subscription_plan_id: plan.id });
      setOpen(false);
      toast.success(result.message);
      router.refresh();
    } catch (failure) {
      setError(serverErrorOf(failure).message);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`${verb} ${plan.name}`}>
          <Trash2Icon aria-hidden="true" />
          {verb}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[520px]">
        <DialogHeader>
          <DialogTitle>
            {verb} “{plan.name}”?
          </DialogTitle>
          <DialogDescription>
            {deactivates
              ? "This plan has been bought, so it will be deactivated, not deleted."
              : "Nobody has bought this plan, so it will be deleted for good."}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3 text-sm">
          <FormError message={error} />
          {deactivates ? (
            <p>
              It stops being offered on the packages page and at checkout. Its{" "}
              {formatQuantity(plan.payments_count, "payment")} and receipts keep it, and{" "}
              {formatQuantity(plan.subscribers_count, "member")} on it now keep it until it ends. You can make
              it active again by editing it.
            </p>
          ) : (
            <p>It disappears from this list and the packages page. This cannot be undone.</p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={confirm}
          >
            {remove.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {verb} plan
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
