import Link from "next/link";
import type { z } from "zod";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { reportActionLabels } from "@/lib/validation/reports";
import type { reportsOutput } from "@/server/reports/present";
import {
  REPORT_REASON_LABELS,
  ReportSourceBadge,
  ReportStatusBadge,
  SAFETY_FLAG_LABELS,
} from "./moderation-table";
import { Fact, Facts } from "./payment-detail";
import { ReportActions } from "./report-actions";

type ReviewedReport = Extract<z.output<typeof reportsOutput>, { report: unknown }>["report"];

const linkClass =
  "rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** A moderation item for an administrator: who, why, the context, and (while open) the actions. */
export function ReportDetail({ report }: { report: ReviewedReport }) {
  const profile = report.profile;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-lg">
          <span className="font-semibold">{report.reported.name}</span>
          <span>{REPORT_REASON_LABELS[report.reason]}</span>
          <ReportSourceBadge item={report} />
          <ReportStatusBadge item={report} />
        </p>
        {report.status === "open" ? (
          <ReportActions
            reportId={report.id}
            memberName={report.reported.name}
            hasPhoto={profile !== null && profile.photo !== "none"}
          />
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts title="The item">
          <Fact label="Reported member">
            <Link href={`/dashboard/users/${report.reported.user_id}`} className={linkClass}>
              {report.reported.name}
            </Link>{" "}
            {report.reported.status === "active" ? null : <span>({report.reported.status})</span>}
          </Fact>
          <Fact label="Reported by">
            {report.reporter ? (
              <Link href={`/dashboard/users/${report.reporter.user_id}`} className={linkClass}>
                {report.reporter.name}
              </Link>
            ) : (
              "The message safety check"
            )}
          </Fact>
          <Fact label="Reason">{REPORT_REASON_LABELS[report.reason]}</Fact>
          {report.safety_flag ? <Fact label="Flag">{SAFETY_FLAG_LABELS[report.safety_flag]}</Fact> : null}
          <Fact label="Their words">
            {report.text ? <span className="whitespace-pre-wrap">{report.text}</span> : "None given"}
          </Fact>
          <Fact label="Received">{formatDateTime(report.created_at)}</Fact>
        </Facts>
        {report.status === "open" ? (
          <Facts title="Decision">
            <Fact label="Status">Open: choose an action above. Each asks for a reason.</Fact>
          </Facts>
        ) : (
          <Facts title="Decision">
            <Fact label="Action">{report.action ? reportActionLabels[report.action] : "—"}</Fact>
            <Fact label="Reason">
              <span className="whitespace-pre-wrap">{report.resolution_reason ?? "—"}</span>
            </Fact>
            <Fact label="Closed">{report.resolved_at ? formatDateTime(report.resolved_at) : "—"}</Fact>
          </Facts>
        )}
      </div>
      {report.messages.length > 0 ? (
        <section aria-labelledby="reviewed-messages" className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
          <h2 id="reviewed-messages" className="mb-1 font-semibold text-lg">
            The conversation
          </h2>
          <p className="mb-4 text-muted-foreground text-sm">
            The reported message with the messages around it. Your reading is recorded.
          </p>
          <ol className="grid gap-3">
            {report.messages.map((message) => (
              <li
                key={message.id}
                aria-current={message.reported ? "true" : undefined}
                className={cn(
                  "grid max-w-[85%] gap-1 rounded-lg border px-3 py-2 text-sm",
                  message.from_reported ? "justify-self-start" : "justify-self-end bg-muted/50",
                  message.reported && "border-destructive ring-2 ring-destructive/30",
                )}
              >
                <span className="text-muted-foreground text-xs">
                  {message.from_reported ? report.reported.name : "The other member"} ·{" "}
                  {formatDateTime(message.created_at)}
                  {message.reported ? " · reported message" : ""}
                  {message.safety_flag ? ` · flagged: ${SAFETY_FLAG_LABELS[message.safety_flag]}` : ""}
                </span>
                <span className="whitespace-pre-wrap break-words">{message.text}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {profile ? (
        <section aria-labelledby="reported-profile" className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
          <h2 id="reported-profile" className="mb-4 font-semibold text-lg">
            Their profile
          </h2>
          <div className="flex flex-wrap items-start gap-4">
            {/* biome-ignore lint/performance/noImgElement: the access-checked photo route, not a static asset. */}
            <img
              src={profile.image_url}
              alt={profile.photo === "none" ? "No photo (placeholder)" : `${profile.display_name}'s photo`}
              className="size-40 rounded-lg border object-cover"
            />
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{profile.display_name}</dd>
              <dt className="text-muted-foreground">Age</dt>
              <dd>{profile.age ?? "—"}</dd>
              <dt className="text-muted-foreground">Gender</dt>
              <dd className="capitalize">{profile.gender ?? "—"}</dd>
              <dt className="text-muted-foreground">Verified</dt>
              <dd>{profile.verified ? "Yes" : "No"}</dd>
              <dt className="text-muted-foreground">Photo</dt>
              <dd>{profile.photo === "none" ? "None" : "Uploaded"}</dd>
            </dl>
          </div>
        </section>
      ) : null}
    </div>
  );
}
