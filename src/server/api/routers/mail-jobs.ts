import { retryMailJobSchema } from "@/lib/validation/mail-jobs";
import { failedMailOutput, getFailedMail, MAIL_RETRY_QUEUED, retryFailedMail } from "../../mail/failed-mail";
import { AYESHA } from "../examples";
import { adminRoute, adminRouteWithoutInput, MESSAGE_ONLY } from "../trpc";

const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;
const FAILED_JOB_EXAMPLE = "7b9d1f3b-5d7f-4b9d-8f3b-6d8f0b2d4f57";

export const mailJobsRoutes = {
  failed: adminRouteWithoutInput(failedMailOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/mail-jobs/failed",
        tag: "mail",
        summary: "Mail that could not be sent",
        description:
          "Jobs the mail worker gave up on after its retries (about eight hours of back-off), newest first, with the mail server's last answer.",
        example: {
          output: {
            jobs: [
              {
                id: FAILED_JOB_EXAMPLE,
                kind: "password-changed",
                recipient: AYESHA.email,
                subject: "Your Rishta password was changed",
                attempts: 6,
                last_error: "550 5.1.1 mailbox unavailable",
                retryable: true,
                created_at: "2026-11-20T09:15:00.000Z",
              },
            ],
          },
        },
      },
      access: { expect: ADMIN_ONLY },
    })
    .query(({ ctx }) => getFailedMail(ctx)),
  retry: adminRoute(retryMailJobSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/mail-jobs/retry",
        tag: "mail",
        errors: [404, 409],
        summary: "Send a failed mail again",
        description:
          "`{job_id}`: puts a failed job back in the queue with its attempts reset. 409 for a job that is not failed, or whose one-time code or link has expired (sign-up codes, reset links).",
        example: { input: { job_id: FAILED_JOB_EXAMPLE }, output: { message: MAIL_RETRY_QUEUED } },
      },
      access: { input: (w) => ({ job_id: w.failedMailJobId }), expect: ADMIN_ONLY },
    })
    .mutation(({ ctx, input }) => retryFailedMail(ctx, input)),
};
