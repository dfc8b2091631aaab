import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { type ContactStatus, contactStatusLabels, contactTypeLabels } from "@/lib/validation/contact";
import type { ContactItem } from "@/server/contacts/present";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";

const STATUS_VARIANTS: Record<ContactStatus, "default" | "secondary" | "outline"> = {
  new: "default",
  in_progress: "outline",
  resolved: "secondary",
};

/** A contact message's status as a badge, in words. */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{contactStatusLabels[status]}</Badge>;
}

/** Spec §2's Contacts table; each name opens the message. */
export function ContactsTable({ contacts }: { contacts: readonly ContactItem[] }) {
  if (contacts.length === 0) return <p className="text-muted-foreground">No message matches this search.</p>;
  return (
    <ScrollingTable label="Contact messages">
      <table className={tableClass}>
        <caption className="sr-only">Contact messages, newest first</caption>
        <TableHead columns={["Name", "Email", "Contact", "Status", "Contact Type", "Subject", "Date"]} />
        <tbody className="divide-y">
          {contacts.map((contact) => (
            <tr key={contact.id}>
              <th scope="row" className={`${cellClass} text-start font-medium`}>
                <Link
                  href={`/dashboard/contacts/${contact.id}`}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {contact.name}
                  <span className="sr-only">: open the message</span>
                </Link>
              </th>
              <td className={`${cellClass} break-all`}>{contact.email}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{contact.phone ?? "—"}</td>
              <td className={cellClass}>
                <ContactStatusBadge status={contact.message_status} />
              </td>
              <td className={cellClass}>{contactTypeLabels[contact.contact_type]}</td>
              <td className={`${cellClass} max-w-64 truncate`} title={contact.subject}>
                {contact.subject}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(contact.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
