import { TRPCError } from "@trpc/server";
import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Connection Details" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const linkClass =
  "w-fit rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** One connection for an administrator: both members, who proposed and when; the view is logged. */
export default async function MemberConnectionPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/member-connections/${encodeURIComponent(id)}`);
  const result = await (await serverApi()).connection
    .get({ connection_id: id, page: 1, pageSize: 1 })
    .catch((error: unknown) => {
      if (error instanceof TRPCError && ["NOT_FOUND", "BAD_REQUEST"].includes(error.code)) return null;
      throw error;
    });
  if (!result || !("connection" in result) || !("members" in result.connection)) notFound();
  const connection = result.connection;
  return (
    <div className="grid min-w-0 gap-4">
      <Link href="/dashboard/member-connections" className={linkClass}>
        <ArrowLeftIcon aria-hidden="true" className="inline size-4 rtl:rotate-180" /> All connections
      </Link>
      <Card>
        <CardHeader>
          <CardTitle>Connection</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Proposal sent</dt>
              <dd>{formatDateTime(connection.proposed_at)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Connected since (proposal accepted)</dt>
              <dd>{formatDateTime(connection.created_at)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Proposal id</dt>
              <dd className="break-all font-mono text-xs">{connection.proposal_id}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {connection.members.map((member) => (
          <Card key={member.user_id}>
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2">
                {member.name}
                <Badge variant="secondary">{member.proposed ? "Proposed" : "Accepted"}</Badge>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">E-mail</dt>
                  <dd className="break-all">{member.email}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Account</dt>
                  <dd>{member.account_status}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Profile</dt>
                  <dd>
                    <Link href={`/dashboard/user-profile/${member.profile_id}`} className={linkClass}>
                      Open the profile<span className="sr-only"> of {member.name}</span>
                    </Link>
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="text-muted-foreground text-xs">
        Your view of this connection is recorded in the audit log.
      </p>
    </div>
  );
}
