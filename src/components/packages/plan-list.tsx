"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { type PlanViewer, planAction } from "./plan-action";
import { PlanCard, type PlanCardPlan } from "./plan-card";
import { PlanGrid } from "./plan-grid";

/**
 * The plans as the server rendered them (docs/decisions/0031), with the buttons for who is looking.
 * `?plan=<id>` (where sign-in sends a visitor back) marks that plan; in the browser, focus moves to
 * it. The only JavaScript here is that focus.
 */
export function PlanList({
  plans,
  viewer,
  chosenId,
}: {
  plans: readonly PlanCardPlan[];
  viewer: PlanViewer;
  chosenId: string | null;
}) {
  const t = useTranslations("site.packages");
  const chosenRef = useRef<HTMLElement>(null);
  const chosen = plans.find((plan) => plan.id === chosenId);

  useEffect(() => {
    const card = chosenRef.current;
    if (!chosen || !card) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
  }, [chosen]);

  if (plans.length === 0) return <p className="text-muted-foreground">{t("empty")}</p>;
  return (
    <PlanGrid>
      {plans.map((plan) => (
        <li key={plan.id} className="grid">
          <PlanCard
            plan={plan}
            action={planAction(plan, viewer, {
              choose: (name) => t("card.choose", { name }),
              freeForMembers: t("card.freeForMembers"),
              freeNote: t("card.freeNote"),
              notForAdmins: t("card.notForAdmins"),
              adminNote: t("card.adminNote"),
            })}
            selected={plan.id === chosen?.id}
            cardRef={plan.id === chosen?.id ? chosenRef : undefined}
          />
        </li>
      ))}
    </PlanGrid>
  );
}
