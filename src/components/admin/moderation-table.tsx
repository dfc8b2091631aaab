import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { reportActionLabels } from "@/lib/validation/reports";
import type { ReportItem } from "@/server/reports/present";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";

/** The reasons as an administrator reads them (the member's Report dialog words them for members). */
export const REPORT_REASON_LABELS: Record<ReportItem["reason"], string> = {
  fake_profile: "Fake profile",
  harassment: "Harassment",
  scam: "Scam or money",
  inappropriate: "Inappropriate",
  other: "Other",
};

export const SAFETY_FLAG_LABELS: Record<NonNullable<ReportItem["safety_flag"]>, string> = {
  money: "Asks for money",
  off_platform: "Moves off the platform",
};

/** Where an item came from, in words. */
export function ReportSourceBadge({ item }: { item: Pick<ReportItem, "source" | "safety_flag"> }) {
  if (item.source === "safety_flag")
    return (
      <Badge variant="outline">
        Safety flag{item.safety_flag ? `: ${SAFETY_FLAG_LABELS[item.safety_flag]}` : ""}
      </Badge>
    );
  return <Badge variant="secondary">Member report</Badge>;
}

/** An item's state: open, or how it was closed. */
export function ReportStatusBadge({ item }: { item: Pick<ReportItem, "status" | "action"> }) {
  if (item.status === "open") return <Badge variant="destructive">Open</Badge>;
  return <Badge variant="secondary">{item.action ? reportActionLabels[item.action] : "Closed"}</Badge>;
}

/** The moderation queue: each reported member's name opens the item. */
export function ModerationTable({ items }: { items: readonly ReportItem[] }) {
  if (items.length === 0) return <p className="text-muted-foreground">Nothing waits here.</p>;
  return (
    <ScrollingTable label="Moderation queue">
      <table className={tableClass}>
        <caption className="sr-only">Moderation items</caption>
        <TableHead columns={["Reported member", "Reason", "Source", "Reported by", "Status", "Date"]} />
        <tbody className="divide-y">
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={`${cellClass} text-start font-medium`}>
                <Link
                  href={`/dashboard/moderation/${item.id}`}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {item.reported.name}
                  <span className="sr-only">: review this item</span>
                </Link>
              </th>
              <td className={cellClass}>{REPORT_REASON_LABELS[item.reason]}</td>
              <td className={cellClass}>
                <ReportSourceBadge item={item} />
              </td>
              <td className={cellClass}>{item.reporter?.name ?? "—"}</td>
              <td className={cellClass}>
                <ReportStatusBadge item={item} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(item.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
