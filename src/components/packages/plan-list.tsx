"use client";

import { AlertCircleIcon, RefreshCwIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { packages } from "@/content/packages";
import { errorMessage } from "@/lib/client-errors";
import { api } from "@/trpc/react";
import { planAction } from "./plan-action";
import { PlanCard } from "./plan-card";
import { PlanGrid, PlanListSkeleton } from "./plan-list-skeleton";

/**
 * The plans, read in the browser so the page itself stays static (the database is not open at
 * build time), and the buttons for who is looking: the server's session decides, via auth.me.
 * `?plan=<id>` (where sign-in sends a visitor back) marks that plan and moves focus to it.
 */
export function PlanList() {
  const plans = api.plans.list.useQuery(undefined, { meta: { errorToast: false } });
  const me = api.auth.me.useQuery(undefined, { meta: { errorToast: false } });
  const chosenId = useSearchParams().get("plan");
  const chosenRef = useRef<HTMLElement>(null);
  const focusedFor = useRef<string | null>(null);

  const chosen = plans.data?.plans.find((plan) => plan.id === chosenId);
  useEffect(() => {
    if (!chosen || focusedFor.current === chosen.id) return;
    focusedFor.current = chosen.id;
    const card = chosenRef.current;
    if (!card) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
  }, [chosen]);

  if (plans.isPending) return <PlanListSkeleton label={packages.loading} />;
  if (plans.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertDescription className="gap-3">
          <p>
            {packages.loadError} {errorMessage(plans.error, "")}
          </p>
          <Button variant="outline" size="sm" onClick={() => plans.refetch()} disabled={plans.isFetching}>
            <RefreshCwIcon aria-hidden="true" />
            {packages.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (plans.data.plans.length === 0) return <p className="text-muted-foreground">{packages.empty}</p>;

  const viewer = me.data ? me.data.role : "visitor";
  return (
    <PlanGrid>
      {plans.data.plans.map((plan) => (
        <li key={plan.id} className="grid">
          <PlanCard
            plan={plan}
            action={planAction(plan, viewer, packages.card)}
            selected={plan.id === chosen?.id}
            cardRef={plan.id === chosen?.id ? chosenRef : undefined}
          />
        </li>
      ))}
    </PlanGrid>
  );
}
