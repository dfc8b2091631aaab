import Link from "next/link";
import { useTranslations } from "next-intl";
import { Pagination } from "./pagination";
import { lastPage } from "./paging";
import { cardName, EAGER_CARDS, ProfileCard, ProfileGrid } from "./profile-card";
import { signInToReturn } from "./proposal-state";
import { type CardActionLabels, MemberCardActions, VisitorCardActions } from "./public-card-actions";
import { useResultCount } from "./result-count";
import type { SearchResult } from "./types";

export type ListingViewer = "visitor" | "member" | "admin";

/**
 * The public listing (/proposals), rendered on the server: the count, the cards, and paging links.
 * Visitors' buttons warn and lead to sign-in (back to `returnTo` afterwards); a signed-in member
 * gets the real actions; an admin (who has no member screens) only looks.
 */
export function PublicListing({
  result,
  viewer,
  returnTo,
  lowData = false,
}: {
  result: SearchResult;
  viewer: ListingViewer;
  /** This page's path and query, where sign-in brings a visitor back. */
  returnTo: string;
  /** Low-data mode for this request: photos wait for a tap. */
  lowData?: boolean;
}) {
  const t = useTranslations("discovery");
  const countText = useResultCount();
  const labelsFor = (name: string): CardActionLabels => ({
    view: t("actions.view"),
    viewName: t("actions.viewName", { name }),
    propose: t("actions.propose"),
    proposeName: t("actions.proposeName", { name }),
    signInToView: t("actions.signInToView"),
    signInToPropose: t("actions.signInToPropose"),
    proposalSent: t("actions.proposalSent"),
    sending: t("actions.sending"),
    viewConnection: t("actions.viewConnection"),
    respond: t("actions.respond"),
    sentMessage: t("actions.sentMessage"),
    verifiedOnly: t("actions.verifiedOnly"),
  });
  const { page, pageSize, total, total_capped: capped, profiles } = result;
  const last = lastPage({ page, pageSize, total, capped, shown: profiles.length });
  const signInHref = signInToReturn(returnTo);
  const hrefFor = (target: number) => (target <= 1 ? "/proposals" : `/proposals?page=${target}`);

  return (
    <section aria-labelledby="listing-title" className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="listing-title" className="font-bold text-2xl tracking-tight">
          {t("public.listTitle")}
        </h2>
        <p className="text-muted-foreground">{countText(total, capped)}</p>
      </div>

      {profiles.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6 text-muted-foreground">
          <p>{page > 1 && total > 0 ? t("public.emptyPage") : t("public.empty")}</p>
          {page > 1 ? (
            <Link href="/proposals" className="font-medium text-primary underline underline-offset-4">
              {t("public.firstPage")}
            </Link>
          ) : null}
        </div>
      ) : (
        <ProfileGrid minCard="wide">
          {profiles.map((profile, index) => {
            const name = cardName(profile);
            return (
              <li key={profile.id} className="grid">
                <ProfileCard
                  profile={profile}
                  match={profile.match}
                  eager={index < EAGER_CARDS}
                  lowData={lowData}
                  actions={
                    viewer === "visitor" ? (
                      <VisitorCardActions signInHref={signInHref} labels={labelsFor(name)} />
                    ) : viewer === "member" ? (
                      <MemberCardActions
                        profileId={profile.id}
                        relation={profile}
                        labels={labelsFor(name)}
                        prefetch={lowData ? false : undefined}
                      />
                    ) : null
                  }
                />
              </li>
            );
          })}
        </ProfileGrid>
      )}

      <Pagination
        page={page}
        last={last}
        hrefFor={hrefFor}
        label={t("public.pages")}
        prefetch={lowData ? false : undefined}
      />
    </section>
  );
}
