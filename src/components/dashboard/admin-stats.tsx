import { ArrowRightIcon, BanknoteIcon, InboxIcon, UserRoundCheckIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount, formatRupees } from "@/lib/format";

export type AdminStats = {
  members: number;
  profiles: number;
  newContactMessages: number;
  paidPayments: number;
  revenue: number;
};

/** The admin dashboard's four cards, from live counts. */
export function AdminStatsCards({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Members"
        icon={<UsersIcon aria-hidden="true" />}
        value={formatCount(stats.members)}
        description="Registered member accounts"
        href="/dashboard/users"
        linkLabel="Open the member list"
      />
      <StatCard
        title="Profiles"
        icon={<UserRoundCheckIcon aria-hidden="true" />}
        value={formatCount(stats.profiles)}
        description="Members who completed their profile"
        href="/dashboard/users"
        linkLabel="See who is listed"
      />
      <StatCard
        title="New contact messages"
        icon={<InboxIcon aria-hidden="true" />}
        value={formatCount(stats.newContactMessages)}
        description="Waiting for a reply"
        href="/dashboard/contacts"
        linkLabel="Read the messages"
      />
      <StatCard
        title="Payments"
        icon={<BanknoteIcon aria-hidden="true" />}
        value={formatCount(stats.paidPayments)}
        description={
          <>
            Paid payments, <span className="font-medium text-foreground">{formatRupees(stats.revenue)}</span>{" "}
            in total
          </>
        }
        href="/dashboard/payments"
        linkLabel="See payment history"
      />
    </div>
  );
}

function StatCard({
  title,
  icon,
  value,
  description,
  href,
  linkLabel,
}: {
  title: string;
  icon: ReactNode;
  value: string;
  description: ReactNode;
  href: string;
  linkLabel: string;
}) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="font-medium text-base text-muted-foreground">{title}</CardTitle>
        <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary [&>svg]:size-4.5">
          {icon}
        </span>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="font-bold text-3xl tabular-nums">{value}</p>
        <CardDescription>{description}</CardDescription>
      </CardContent>
      <CardFooter className="mt-auto">
        <Link
          href={href}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {linkLabel}
          <ArrowRightIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}
