import Link from "next/link";
import { formatDateTime } from "@/lib/format";
import { DOCUMENT_TYPE_LABELS } from "@/lib/validation/verifications";
import type { Review } from "@/server/verifications/schemas";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";
import { VerificationStatusBadge } from "./verification-status";

/** The verification queue; each member's name opens the review page. */
export function VerificationsTable({ verifications }: { verifications: readonly Review[] }) {
  if (verifications.length === 0) return <p className="text-muted-foreground">No request has this status.</p>;
  return (
    <ScrollingTable label="Verification requests">
      <table className={tableClass}>
        <caption className="sr-only">Verification requests</caption>
        <TableHead columns={["Member", "Document", "Status", "Asked", "Decided"]} />
        <tbody className="divide-y">
          {verifications.map((request) => (
            <tr key={request.verification_id}>
              <th scope="row" className={`${cellClass} text-start font-medium`}>
                <Link
                  href={`/dashboard/verifications/${request.verification_id}`}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {request.member_name}
                  <span className="sr-only">: review the request</span>
                </Link>
              </th>
              <td className={cellClass}>{DOCUMENT_TYPE_LABELS[request.document_type]}</td>
              <td className={cellClass}>
                <VerificationStatusBadge status={request.status} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(request.created_at)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {request.decided_at ? formatDateTime(request.decided_at) : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
