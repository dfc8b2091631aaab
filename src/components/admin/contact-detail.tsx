import Link from "next/link";
import type { z } from "zod";
import { formatDateTime } from "@/lib/format";
import { contactTypeLabels } from "@/lib/validation/contact";
import type { contactsOutput } from "@/server/contacts/present";
import { ContactDelete, ContactReplyForm, ContactStatusForm } from "./contact-actions";
import { ContactStatusBadge } from "./contacts-table";
import { Fact, Facts } from "./payment-detail";

type OpenedContact = Extract<z.output<typeof contactsOutput>, { contact: unknown }>["contact"];

/** One contact message for an administrator: the sender, what they wrote, the replies, the actions. */
export function ContactDetail({ contact }: { contact: OpenedContact }) {
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex min-w-0 flex-wrap items-center gap-2 text-lg">
          <span className="break-words font-semibold">{contact.subject}</span>
          <ContactStatusBadge status={contact.message_status} />
        </p>
        <ContactDelete contactId={contact.id} subject={contact.subject} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts title="Sender">
          <Fact label="Name">
            {contact.user_id ? (
              <Link
                href={`/dashboard/users/${contact.user_id}`}
                className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {contact.name}
              </Link>
            ) : (
              contact.name
            )}
          </Fact>
          <Fact label="Email">
            <span className="break-all">{contact.email}</span>
          </Fact>
          <Fact label="Contact">{contact.phone ?? "—"}</Fact>
          <Fact label="Member">{contact.user_id ? "Yes, signed in when writing" : "No, a visitor"}</Fact>
        </Facts>
        <Facts title="Message">
          <Fact label="Contact type">{contactTypeLabels[contact.contact_type]}</Fact>
          <Fact label="Received">{formatDateTime(contact.created_at)}</Fact>
          <Fact label="Status">
            <ContactStatusForm contactId={contact.id} status={contact.message_status} />
          </Fact>
        </Facts>
      </div>
      <section aria-labelledby="contact-message" className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="contact-message" className="mb-3 font-semibold text-lg">
          What they wrote
        </h2>
        <p className="whitespace-pre-wrap break-words text-sm">
          {contact.message ?? "No message: only the subject."}
        </p>
      </section>
      <section aria-labelledby="contact-replies" className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="contact-replies" className="mb-3 font-semibold text-lg">
          Replies
        </h2>
        {contact.replies.length === 0 ? (
          <p className="mb-4 text-muted-foreground text-sm">No reply yet.</p>
        ) : (
          <ol className="mb-6 grid gap-3" aria-label="Replies sent">
            {contact.replies.map((reply) => (
              <li key={reply.id} className="grid gap-1 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
                <span className="text-muted-foreground text-xs">Sent {formatDateTime(reply.created_at)}</span>
                <span className="whitespace-pre-wrap break-words">{reply.body}</span>
              </li>
            ))}
          </ol>
        )}
        <ContactReplyForm contactId={contact.id} email={contact.email} />
      </section>
    </div>
  );
}
