import { createReportSchema, getReportsSchema, updateReportSchema } from "@/lib/validation/reports";
import { createReport, REPORT_RECEIVED, reportCreatedOutput } from "../../reports/create-report";
import { getReports } from "../../reports/get-reports";
import { reportResolvedOutput, reportsOutput } from "../../reports/present";
import { REPORT_RESOLVED, updateReport } from "../../reports/update-report";
import { ADMIN_USER_ID, OMAR, REPORT_OF_OMAR, REPORT_OF_OMAR_ITEM } from "../examples";
import { adminRoute, memberRoute } from "../trpc";

const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;
const WARN_REASON = "Asked a member for money for a visa; first warning.";

export const reportsRoutes = {
  create: memberRoute(createReportSchema, reportCreatedOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/reports/create",
        tag: "safety",
        errors: [404, 429],
        summary: "Report a member",
        description:
          "`{profile_id, message_id?, reason, text?}`: the signed-in member reports another member for the administrators to review; `reason` is one of fake_profile, harassment, scam, inappropriate, other; `text` up to 1,000 characters. `message_id`, when given, must be a message between the two (else 404). A member one has blocked may be reported too. Rate limited per member.",
        example: {
          input: {
            profile_id: OMAR.profileId,
            reason: "scam",
            text: "He asked me to send money for a visa.",
          },
          output: {
            message: REPORT_RECEIVED,
            report: {
              id: "6e8a0c2e-4b6d-4f8a-b0c2-e4a6c8e0a2b4",
              profile_id: OMAR.profileId,
              message_id: null,
              reason: "scam",
              text: "He asked me to send money for a visa.",
              created_at: "2026-11-20T09:31:00.000Z",
            },
          },
        },
      },
      access: {
        input: (w) => ({ profile_id: w.blockTarget.profileId, reason: "fake_profile" }),
        expect: { visitor: 401, member: 200, other: 200, admin: 200 },
      },
    })
    .mutation(({ ctx, input }) => createReport(ctx, input)),
  get: adminRoute(getReportsSchema, reportsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/reports/get",
        tag: "safety",
        errors: [404],
        summary: "The moderation queue (administrators)",
        description:
          "Without `report_id`, a page of the queue of member reports and safety flags: `status` open (the default, oldest first), closed, actioned, dismissed or all (closed ones newest decision first), `source` member or safety_flag, `page`, `pageSize`. With `report_id`, one item with its context: the reported message and up to three messages either side in its conversation (reading them is recorded in the administrators' trail as `report.view`), and the reported member's profile. The reporter is shown to administrators only.",
        numbers: ["page", "pageSize"],
        example: {
          input: { status: "open", page: 1, pageSize: 20 },
          output: { reports: [REPORT_OF_OMAR_ITEM], total: 1, page: 1, pageSize: 20 },
        },
      },
      access: [
        {
          name: "the queue",
          input: () => ({ status: "open", page: 1, pageSize: 5 }),
          expect: ADMIN_ONLY,
        },
        {
          name: "one item with its context",
          input: (w) => ({ report_id: w.owner.reportId }),
          expect: ADMIN_ONLY,
        },
      ],
    })
    .query(({ ctx, input }) => getReports(ctx, input)),
  update: adminRoute(updateReportSchema, reportResolvedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/reports/update",
        tag: "safety",
        errors: [404, 409],
        summary: "Close a moderation item with an action (administrators)",
        description:
          "`{report_id, action, reason}`: closes an open item (`actioned`, or `dismissed` for `dismiss`) and does the action. `warn` notifies the reported member in general words (never naming the reporter); `block` disables the account, ends its sessions and API tokens, and closes every other open item about the member with it (`closed_with_it`); `remove_photo` removes the member's profile photo and tells them. An item already closed answers 409, as does `remove_photo` for a member without a photo and `block` of an administrator. Recorded in the administrators' trail as `report.<action>` with the reason.",
        example: {
          input: { report_id: REPORT_OF_OMAR, action: "warn", reason: WARN_REASON },
          output: {
            message: REPORT_RESOLVED.warn,
            report: {
              ...REPORT_OF_OMAR_ITEM,
              status: "actioned",
              action: "warn",
              resolution_reason: WARN_REASON,
              resolved_by: ADMIN_USER_ID,
              resolved_at: "2026-11-20T11:02:00.000Z",
            },
            closed_with_it: [],
          },
        },
      },
      access: {
        input: (w) => ({
          report_id: w.owner.reportId,
          action: "dismiss",
          reason: "Nothing against the rules.",
        }),
        expect: ADMIN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => updateReport(ctx, input)),
};
