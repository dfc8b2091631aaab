import { HeartHandshakeIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { cardName, ProfileCard, ProfileGrid } from "@/components/discovery/profile-card";
import { connectionHref } from "@/components/discovery/proposal-state";
import type { ConnectionItem } from "@/components/proposals/types";
import { buttonVariants } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

/** /dashboard/connections: the members whose proposal was accepted either way, newest first. */
export function ConnectionList({ connections }: { connections: ConnectionItem[] }) {
  if (connections.length === 0) {
    return (
      <SectionPanel icon={<UsersIcon aria-hidden="true" />} title="No connections yet">
        <p>
          When a proposal you sent or received is accepted, you become connections and can see each other's
          contact details.
        </p>
        <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
          Browse profiles
        </Link>
      </SectionPanel>
    );
  }
  return (
    <section aria-labelledby="connections-title" className="grid max-w-6xl gap-4">
      <h2 id="connections-title" className="font-semibold text-xl">
        Your connections{" "}
        <span className="font-normal text-muted-foreground text-sm">({connections.length})</span>
      </h2>
      <ProfileGrid>
        {connections.map((connection) => {
          const name = cardName(connection.other);
          return (
            <li key={connection.id} className="grid">
              <ProfileCard
                profile={connection.other}
                actions={
                  <Link href={connectionHref(connection.id)} className={buttonVariants({ size: "sm" })}>
                    <HeartHandshakeIcon aria-hidden="true" />
                    View Connection<span className="sr-only"> with {name}</span>
                  </Link>
                }
              >
                <p className="text-muted-foreground text-sm">
                  Connected since{" "}
                  <span className="font-medium text-foreground">{formatDate(connection.created_at)}</span>
                </p>
              </ProfileCard>
            </li>
          );
        })}
      </ProfileGrid>
    </section>
  );
}
