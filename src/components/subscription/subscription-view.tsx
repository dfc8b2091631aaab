import { AlertCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { subscriptionHref } from "@/components/packages/plan-action";
import { PlanCard } from "@/components/packages/plan-card";
import { PlanGrid } from "@/components/packages/plan-grid";
import { SubscriptionPanel } from "@/components/profile/subscription-panel";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { PlanView } from "@/server/plans/present";
import type { profileSubscriptionOutput } from "@/server/profiles/get-profile-subscription";
import { CheckoutPanel } from "./checkout-panel";
import { PlanHistory, QueuedPlans } from "./plan-history";
import { planStart } from "./plan-start";

/**
 * The subscription page's body: the chosen plan's confirmation first (the member came to buy it),
 * then the plan in force with its usage (spec §4), what is queued, the plans to move to, and the
 * history.
 */
export function SubscriptionView({
  profileId,
  answer,
  plans,
  chosenId,
  demo,
  now = new Date(),
}: {
  profileId: string;
  answer: z.output<typeof profileSubscriptionOutput>;
  plans: readonly PlanView[];
  chosenId: string | null;
  demo: boolean;
  now?: Date;
}) {
  const t = useTranslations("subscription");
  const { subscription, queued, history } = answer;
  // The plan cards' words (site helper, issue 19): the same catalog as /packages.
  const plansText = useTranslations("site.packages");
  // The listing holds only the plans on offer: Free and withdrawn plans cannot be bought.
  const paidPlans = plans.filter((plan) => !plan.is_free);
  const chosen = chosenId ? paidPlans.find((plan) => plan.id === chosenId) : undefined;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      {chosen ? (
        <CheckoutPanel
          plan={chosen}
          profileId={profileId}
          start={planStart(subscription, queued, now)}
          demo={demo}
        />
      ) : chosenId ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{t("notOnOffer.title")}</AlertTitle>
          <AlertDescription>{t("notOnOffer.body")}</AlertDescription>
        </Alert>
      ) : null}

      <SubscriptionPanel subscription={subscription} now={now} />
      <QueuedPlans queued={queued} />

      <section aria-labelledby="move-to-title" className="grid gap-4">
        <h2 id="move-to-title" className="font-semibold text-lg leading-tight">
          {t("plansToBuy")}
        </h2>
        {paidPlans.length === 0 ? (
          <p className="text-muted-foreground">{plansText("empty")}</p>
        ) : (
          <PlanGrid>
            {paidPlans.map((plan) => (
              <li key={plan.id} className="grid">
                <PlanCard
                  plan={plan}
                  headingLevel={3}
                  selected={plan.id === chosen?.id}
                  action={{
                    kind: "link",
                    href: subscriptionHref(plan.id),
                    label: plansText("card.choose", { name: plan.name }),
                  }}
                />
              </li>
            ))}
          </PlanGrid>
        )}
      </section>

      <PlanHistory history={history} />
    </div>
  );
}
