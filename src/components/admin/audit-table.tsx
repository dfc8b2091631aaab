import { formatDateTime } from "@/lib/format";

export type AuditRow = {
  id: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  detail: Record<string, unknown> | null;
  created_at: Date;
  admin: { user_id: string; name: string | null; email: string | null };
};

/**
 * The trail as a list of entries (a table would be too wide at 360 px): who, what, which record,
 * when and why; the detail (before and after, or the values given) opens in place.
 */
export function AuditList({ entries }: { entries: readonly AuditRow[] }) {
  if (entries.length === 0) return <p className="text-muted-foreground">No entry matches these filters.</p>;
  return (
    <ol className="grid gap-2" aria-label="Audit entries, newest first">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-testid="audit-entry"
          className="grid gap-1 rounded-lg border bg-card p-3 text-sm"
        >
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="rounded bg-muted px-1.5 py-0.5 font-medium text-xs">{entry.action}</code>
            <span>
              by {entry.admin.name ?? "a former administrator"}
              {entry.admin.email ? (
                <span className="text-muted-foreground"> ({entry.admin.email})</span>
              ) : null}
            </span>
            <time
              className="ms-auto text-muted-foreground text-xs"
              dateTime={new Date(entry.created_at).toISOString()}
            >
              {formatDateTime(entry.created_at)}
            </time>
          </p>
          <p className="break-all text-muted-foreground text-xs">
            {entry.target_type.replaceAll("_", " ")} {entry.target_id}
          </p>
          {entry.reason ? (
            <p>
              <span className="text-muted-foreground">Reason: </span>
              {entry.reason}
            </p>
          ) : null}
          {entry.detail ? (
            <details className="group">
              <summary className="w-fit cursor-pointer rounded-sm text-primary text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                Detail
              </summary>
              <DetailView detail={entry.detail} />
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Before and after side by side when the entry has them; otherwise the values given. */
function DetailView({ detail }: { detail: Record<string, unknown> }) {
  const { before, after, ...rest } = detail;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const pre = "mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs";
  return (
    <div className="mt-2 grid gap-2 md:grid-cols-2">
      {before !== undefined ? (
        <div>
          <p className="font-medium text-xs">Before</p>
          <pre className={pre}>{json(before)}</pre>
        </div>
      ) : null}
      {after !== undefined ? (
        <div>
          <p className="font-medium text-xs">After</p>
          <pre className={pre}>{json(after)}</pre>
        </div>
      ) : null}
      {Object.keys(rest).length > 0 ? (
        <div className="md:col-span-2">
          <pre className={pre}>{json(rest)}</pre>
        </div>
      ) : null}
    </div>
  );
}
