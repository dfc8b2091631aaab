import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LinkifiedText } from "@/components/dev/linkified-text";
import { getDb } from "@/server/db/client";
import { listOutbox } from "@/server/dev/outbox";
import { OUTBOX_ACCESS_HEADER } from "@/server/trusted-headers";

export const metadata: Metadata = { title: "Dev mail outbox", robots: { index: false } };
export const dynamic = "force-dynamic";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "Asia/Karachi",
});

/**
 * Development only: the mail the service would have sent, newest first (reset links and the like).
 * The process entry decides who may read it (src/server/dev/outbox.ts) and says so in a header.
 */
export default async function DevMailPage() {
  if ((await headers()).get(OUTBOX_ACCESS_HEADER) !== "1") notFound();
  const mails = await listOutbox(await getDb());
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl">Dev mail outbox</h1>
        <p className="text-muted-foreground text-sm">
          Mail is not sent in this environment; the last 50 messages are kept here instead, newest first.
        </p>
      </header>
      {mails.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-muted-foreground">No mail has been sent yet.</p>
      ) : (
        mails.map((mail) => (
          <article
            key={mail.id}
            className="grid gap-3 rounded-lg border bg-card p-4 sm:p-6"
            aria-labelledby={`mail-${mail.id}`}
          >
            <h2 id={`mail-${mail.id}`} className="font-semibold text-lg">
              {mail.subject}
            </h2>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">To</dt>
              <dd className="break-all">{mail.to}</dd>
              <dt className="text-muted-foreground">Subject</dt>
              <dd>{mail.subject}</dd>
              <dt className="text-muted-foreground">Date</dt>
              <dd>
                <time dateTime={mail.createdAt.toISOString()}>{dateFormat.format(mail.createdAt)} (PKT)</time>
              </dd>
            </dl>
            <p className="whitespace-pre-wrap break-words border-t pt-3 text-sm leading-relaxed">
              <LinkifiedText text={mail.text} />
            </p>
          </article>
        ))
      )}
    </main>
  );
}
