import Link from "next/link";
import { formatDate } from "@/lib/format";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";

export type AdminConnectionRow = {
  id: string;
  proposed_at: Date;
  created_at: Date;
  members: { user_id: string; name: string; email: string; account_status: string; proposed: boolean }[];
};

const linkClass =
  "rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Every connection for the administrators: both members, who proposed, since when. */
export function ConnectionsTable({ connections }: { connections: readonly AdminConnectionRow[] }) {
  if (connections.length === 0)
    return <p className="text-muted-foreground">No connection matches this search.</p>;
  return (
    <ScrollingTable label="Connections">
      <table className={tableClass}>
        <caption className="sr-only">Connections, newest first</caption>
        <TableHead
          columns={["Proposed by", "Accepted by", "Proposed", "Connected since", { hidden: "Details" }]}
        />
        <tbody className="divide-y">
          {connections.map((connection) => {
            const [proposer, accepter] = connection.members;
            return (
              <tr key={connection.id} data-testid="connection-row">
                {[proposer, accepter].map((member, index) => (
                  <td key={member?.user_id ?? index} className={cellClass}>
                    <p className="font-medium">{member?.name}</p>
                    <p className="break-all text-muted-foreground text-xs">{member?.email}</p>
                    {member && member.account_status !== "active" ? (
                      <p className="text-destructive text-xs">Account {member.account_status}</p>
                    ) : null}
                  </td>
                ))}
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(connection.proposed_at)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(connection.created_at)}</td>
                <td className={cellClass}>
                  <Link href={`/dashboard/member-connections/${connection.id}`} className={linkClass}>
                    Details
                    <span className="sr-only">
                      {" "}
                      of {proposer?.name} and {accepter?.name}
                    </span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
