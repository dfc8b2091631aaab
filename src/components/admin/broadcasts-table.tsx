import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { formatCount, formatDateTime } from "@/lib/format";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";

type Broadcast = {
  id: string;
  title: string;
  link: string | null;
  email: boolean;
  segment: { gender?: string; plan_id?: string; country?: string; city?: string; verified?: boolean };
  recipients: number;
  delivered: number;
  status: "queued" | "sending" | "sent";
  admin_name: string | null;
  created_at: Date;
};

const STATUS_LABELS = { queued: "Queued", sending: "Sending", sent: "Sent" } as const;

/** The segment in words: "Women, PK-PB-Lahore, verified"; "Every member" when empty. */
function segmentText(segment: Broadcast["segment"], planName: (id: string) => string): string {
  const parts = [
    segment.gender === "female" ? "Women" : segment.gender === "male" ? "Men" : null,
    segment.plan_id ? `${planName(segment.plan_id)} plan` : null,
    segment.city ?? segment.country ?? null,
    segment.verified === true ? "verified" : segment.verified === false ? "not verified" : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "Every member";
}

/** The broadcasts sent, newest first, each with its delivery progress. */
export function BroadcastsTable({
  broadcasts,
  plans,
}: {
  broadcasts: Broadcast[];
  plans: { id: string; name: string }[];
}) {
  if (broadcasts.length === 0)
    return <p className="text-muted-foreground text-sm">No broadcast has been sent yet.</p>;
  const planName = (id: string) => plans.find((plan) => plan.id === id)?.name ?? "A removed";
  return (
    <ScrollingTable label="Sent broadcasts">
      <table className={tableClass}>
        <TableHead columns={["Title", "Recipients", "Progress", "Status", "Sent by", "Date"]} />
        <tbody>
          {broadcasts.map((broadcast) => {
            const percent =
              broadcast.recipients > 0 ? (broadcast.delivered / broadcast.recipients) * 100 : 100;
            return (
              <tr key={broadcast.id} data-testid="broadcast-row" className="border-b last:border-b-0">
                <td className={cellClass}>
                  <p className="font-medium">{broadcast.title}</p>
                  <p className="text-muted-foreground text-xs">
                    {segmentText(broadcast.segment, planName)}
                    {broadcast.email ? " · also by e-mail" : ""}
                  </p>
                </td>
                <td className={cellClass}>{formatCount(broadcast.recipients)}</td>
                <td className={`${cellClass} min-w-36`}>
                  <Progress
                    value={percent}
                    aria-label={`Delivery of ${broadcast.title}`}
                    valueText={`${formatCount(broadcast.delivered)} of ${formatCount(broadcast.recipients)} delivered`}
                  />
                  <span className="text-muted-foreground text-xs">
                    {formatCount(broadcast.delivered)} of {formatCount(broadcast.recipients)}
                  </span>
                </td>
                <td className={cellClass}>
                  <Badge variant={broadcast.status === "sent" ? "secondary" : "default"}>
                    {STATUS_LABELS[broadcast.status]}
                  </Badge>
                </td>
                <td className={cellClass}>{broadcast.admin_name ?? "A former administrator"}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(broadcast.created_at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
