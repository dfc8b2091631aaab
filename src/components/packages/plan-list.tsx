"use client";

import { AlertCircleIcon, RefreshCwIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { alertDestructiveClass, buttonClass, classes } from "@/components/site/classes";
import { packages } from "@/content/packages";
import { useRestQuery } from "@/lib/rest-client";
import type { PublicUser } from "@/server/auth/present";
import type { PlanView } from "@/server/plans/present";
import { planAction } from "./plan-action";
import { PlanCard } from "./plan-card";
import { PlanGrid, PlanListSkeleton } from "./plan-list-skeleton";

/**
 * The plans, read in the browser so the page itself stays static (the database is not open at
 * build time), and the buttons for who is looking: the server's session decides, via auth.me.
 * `?plan=<id>` (where sign-in sends a visitor back) marks that plan and moves focus to it.
 */
export function PlanList() {
  const plans = useRestQuery<{ plans: PlanView[] }>("/api/subscription-plans");
  const me = useRestQuery<PublicUser | null>("/api/auth/me");
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

  if (plans.pending && !plans.data) return <PlanListSkeleton label={packages.loading} />;
  if (plans.error || !plans.data) {
    return (
      <div className={alertDestructiveClass} role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <div className="col-start-2 grid justify-items-start gap-3">
          <p>
            {packages.loadError} {plans.error?.message}
          </p>
          <button
            type="button"
            className={classes(buttonClass.outline, "h-8 px-3")}
            onClick={() => plans.refetch()}
            disabled={plans.pending}
          >
            <RefreshCwIcon aria-hidden="true" />
            {packages.retry}
          </button>
        </div>
      </div>
    );
  }
  if (plans.data.plans.length === 0) return <p className="text-muted-foreground">{packages.empty}</p>;

  const viewer = me.data ? me.data.role : me.pending && !me.error ? "unknown" : "visitor";
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
