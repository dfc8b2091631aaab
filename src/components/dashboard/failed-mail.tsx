"use client";

import { Loader2Icon, MailWarningIcon, RotateCcwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { serverErrorOf } from "@/lib/client-errors";
import { formatDateTime } from "@/lib/format";
import { api } from "@/trpc/react";

export type FailedMailJob = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  retryable: boolean;
  created_at: Date | string;
};

/**
 * The admin dashboard's list of mail the worker gave up on, so an outage's casualties are seen
 * and, once the cause is fixed, sent again. Shown only when there is something to show.
 */
export function FailedMailCard({ jobs }: { jobs: readonly FailedMailJob[] }) {
  if (jobs.length === 0) return null;
  return (
    <Card className="mt-6 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MailWarningIcon aria-hidden="true" className="size-4.5 text-destructive" />
          Mail that could not be sent
        </CardTitle>
        <CardDescription>
          These mails failed on every retry over about eight hours. Fix the mail server or the address, then
          send them again. Codes and reset links expire: those members ask for a new one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Failed mail">
          {jobs.map((job) => (
            <FailedMailRow key={job.id} job={job} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function FailedMailRow({ job }: { job: FailedMailJob }) {
  const router = useRouter();
  const retry = api.mailJobs.retry.useMutation({ meta: { errorToast: false } });
  const [queued, setQueued] = useState(false);

  const onRetry = async () => {
    try {
      const result = await retry.mutateAsync({ job_id: job.id });
      setQueued(true);
      toast.success(result.message);
      router.refresh();
    } catch (error) {
      toast.error(serverErrorOf(error).message);
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{job.subject}</p>
        <p className="text-muted-foreground text-sm">
          <span className="break-all">{job.recipient}</span> · {formatDateTime(job.created_at)} ·{" "}
          {job.attempts} attempts
        </p>
        {job.last_error ? (
          <p className="break-words text-muted-foreground text-sm">{job.last_error}</p>
        ) : null}
      </div>
      {job.retryable ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          disabled={retry.isPending || queued}
          onClick={onRetry}
          aria-label={`Send again: ${job.subject} to ${job.recipient}`}
        >
          {retry.isPending ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <RotateCcwIcon aria-hidden="true" />
          )}
          {queued ? "Queued" : "Send again"}
        </Button>
      ) : (
        <span className="shrink-0 text-muted-foreground text-sm">Expired: the member asks again</span>
      )}
    </li>
  );
}
