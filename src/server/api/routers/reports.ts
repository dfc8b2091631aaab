import { createReportSchema } from "@/lib/validation/reports";
import { createReport, REPORT_RECEIVED, reportCreatedOutput } from "../../reports/create-report";
import { OMAR } from "../examples";
import { memberRoute } from "../trpc";

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
};
