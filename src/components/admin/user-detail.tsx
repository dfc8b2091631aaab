import { BadgeCheckIcon } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime, formatRupees } from "@/lib/format";
import { labelOf, MARITAL_STATUSES, PROFESSIONS, RELIGIONS } from "@/lib/options/profile";
import type { UserDetail as Detail } from "@/server/users/detail";
import { Fact, Facts } from "./payment-detail";
import { UserActions } from "./user-actions";
import { UserStatusBadge } from "./users-table";

const linkClass =
  "rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

function verifiedChecks(profile: NonNullable<Detail["profile"]>): string {
  const checks = [
    profile.verified_photo ? "photo matches" : null,
    profile.verified_identity ? "identity checked" : null,
  ].filter(Boolean);
  return checks.length ? checks.join(", ") : "no checks recorded";
}

function List({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
      <h2 className="mb-3 font-semibold text-lg">{title}</h2>
      {children.length ? (
        <ul className="grid gap-2 text-sm">{children}</ul>
      ) : (
        <p className="text-muted-foreground text-sm">{empty}</p>
      )}
    </section>
  );
}

/**
 * One account for an administrator (decision 0032): the account and its contact details, the
 * profile's key facts and verified badge, the plan and its periods, payments, proposals and the
 * reports about them, with the actions.
 */
export function UserDetail({
  detail,
  self,
  plans,
}: {
  detail: Detail;
  self: boolean;
  plans: readonly { id: string; name: string; isFree: boolean }[];
}) {
  const { user, profile } = detail;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        {user.image_url ? (
          // biome-ignore lint/performance/noImgElement: the photo route is access-checked and private, not for next/image's cache.
          <img src={user.image_url} alt="" className="size-16 rounded-full border object-cover" />
        ) : null}
        <p className="flex flex-wrap items-center gap-2 text-lg">
          <span className="font-semibold">{user.name}</span>
          {user.role === "admin" ? <Badge>Admin</Badge> : null}
          <UserStatusBadge status={user.status} />
          {profile?.verified ? (
            <Badge variant="secondary">
              <BadgeCheckIcon aria-hidden="true" /> Verified
            </Badge>
          ) : null}
        </p>
      </div>
      <UserActions
        self={self}
        plans={plans}
        user={{
          id: user.id,
          name: user.name,
          role: user.role,
          status: user.status,
          verified: profile?.verified ?? false,
          profileSubmitted: user.profile_status === "active",
          planName: user.plan?.name ?? null,
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts title="Account">
          <Fact label="Email">{user.email}</Fact>
          <Fact label="Contact">{user.phone}</Fact>
          <Fact label="Role">{user.role === "admin" ? "Administrator" : "Member"}</Fact>
          <Fact label="Joined">{formatDateTime(user.created_at)}</Fact>
          <Fact label="Last active">
            {detail.last_active_at ? formatDateTime(detail.last_active_at) : "Never"}
          </Fact>
          <Fact label="E-mail confirmed">
            {detail.email_verified_at ? formatDate(detail.email_verified_at) : "Not confirmed"}
          </Fact>
        </Facts>
        <Facts title="Profile">
          {profile ? (
            <>
              <Fact label="State">
                {user.profile_status === "active"
                  ? "Submitted"
                  : user.profile_status === "disabled"
                    ? "Removed"
                    : "Draft"}
              </Fact>
              <Fact label="Gender">{user.gender ?? "—"}</Fact>
              <Fact label="Born">{profile.dob ?? "—"}</Fact>
              <Fact label="Marital status">{labelOf(MARITAL_STATUSES, profile.marital_status) || "—"}</Fact>
              <Fact label="Religion">{labelOf(RELIGIONS, profile.religion) || "—"}</Fact>
              <Fact label="Profession">{labelOf(PROFESSIONS, profile.profession) || "—"}</Fact>
              <Fact label="Lives in">
                {[profile.residence_city, profile.country].filter(Boolean).join(", ") || "—"}
              </Fact>
              <Fact label="Verified">
                {profile.verified
                  ? `Yes (${verifiedChecks(profile)}), ${formatDate(profile.verified_at)}${profile.verified_by ? ` by ${profile.verified_by}` : ""}`
                  : "No"}
              </Fact>
            </>
          ) : (
            <Fact label="Profile">None</Fact>
          )}
        </Facts>
        <Facts title="Plan">
          <Fact label="Current plan">{user.plan?.name ?? "None"}</Fact>
          <Fact label="Since">{detail.plan_period ? formatDate(detail.plan_period.start_date) : "—"}</Fact>
          <Fact label="Until">
            {detail.plan_period?.end_date ? formatDate(detail.plan_period.end_date) : "No end"}
          </Fact>
          <Fact label="Proposals">
            {detail.proposals.sent} sent, {detail.proposals.received} received
          </Fact>
        </Facts>
        <List title="Plan periods" empty="No paid or granted plan yet.">
          {detail.periods.map((period) => (
            <li key={period.id}>
              {period.plan_name} ({period.source === "admin" ? "granted" : "bought"}):{" "}
              {formatDate(period.start_date)} to {formatDate(period.ended_at ?? period.end_date)}
              {period.ended_at ? " (ended early)" : ""}
            </li>
          ))}
        </List>
        <List title="Payments" empty="No payments.">
          {detail.payments.map((payment) => (
            <li key={payment.id}>
              <Link href={`/dashboard/payments/${payment.id}`} className={linkClass}>
                {payment.plan_name}, {formatRupees(payment.amount)}
              </Link>{" "}
              <span className="text-muted-foreground">
                {payment.status}, {formatDate(payment.created_at)}
              </span>
            </li>
          ))}
        </List>
        <List title="Latest proposals" empty="No proposals.">
          {detail.proposals.latest.map((proposal) => (
            <li key={proposal.id}>
              {proposal.direction === "sent" ? "To" : "From"} {proposal.other_name}:{" "}
              <span className="text-muted-foreground">
                {proposal.status}, {formatDate(proposal.created_at)}
              </span>
            </li>
          ))}
        </List>
        <List title="Reports about them" empty="No reports.">
          {detail.reports.map((report) => (
            <li key={report.id}>
              <Link href={`/dashboard/moderation/${report.id}`} className={linkClass}>
                {report.source === "safety_flag" ? "Safety flag" : "Report"}:{" "}
                {report.reason.replaceAll("_", " ")}
              </Link>{" "}
              <span className="text-muted-foreground">
                {report.status}, {formatDate(report.created_at)}
              </span>
            </li>
          ))}
        </List>
      </div>
    </div>
  );
}
