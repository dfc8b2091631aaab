import { getAuditSchema } from "@/lib/validation/audit";
import { auditOutput, getAudit } from "../../audit/get-audit";
import { ADMIN_USER_ID, AUDIT_BROADCAST_ENTRY } from "../examples";
import { adminRoute } from "../trpc";

/** The administrators' trail (issue 18). */
export const auditRoutes = {
  get: adminRoute(getAuditSchema, auditOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/audit/get",
        tag: "audit",
        summary: "The administrators' trail (administrators)",
        description:
          "What administrators did, and which members' private data they read, newest first: who, what (`action`), on which record, why, and what changed. Filtered by `admin_id` (who acted), `member_id` (entries about a member: their account, and the reports about them, their verification requests, payments, contact messages and connections), `action`, and the days `from`/`to` (inclusive, Pakistan time). Paged by `before`: the `next_before` of the previous answer. The trail is append-only: nothing in the service changes or deletes an entry.",
        numbers: ["pageSize"],
        example: {
          input: { admin_id: ADMIN_USER_ID, action: "broadcast.send", pageSize: 50 },
          output: { entries: [AUDIT_BROADCAST_ENTRY], next_before: null },
        },
      },
      access: [
        {
          name: "the whole trail",
          input: () => ({ pageSize: 10 }),
          expect: { visitor: 401, member: 403, other: 403, admin: 200 },
        },
        {
          name: "about the owner",
          input: (w) => ({ member_id: w.owner.userId, action: "user.block" }),
          expect: { visitor: 401, member: 403, other: 403, admin: 200 },
        },
      ],
    })
    .query(({ ctx, input }) => getAudit(ctx, input)),
};
