import { z } from "zod";
import { ADMIN_ACTIONS } from "../admin-actions";
import { idField } from "./id";

const day = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date (YYYY-MM-DD).` })
    .describe(`${name === "from" ? "From" : "Until"} this day (inclusive), in Pakistan's time (UTC+5).`);

/**
 * GET /api/audit/get (issue 18): the administrators' trail, newest first, filtered by who acted,
 * which member it concerned, what was done and when; paged by `before` (the last entry of the
 * previous page), so a page never shifts under new entries and costs the same at any depth.
 */
export const getAuditSchema = z
  .object({
    admin_id: idField("admin_id").optional().describe("Only what this administrator (a user id) did."),
    member_id: idField("member_id")
      .optional()
      .describe(
        "Only entries about this member (a user id): their account, and their reports, verification requests, contact messages, payments and connections.",
      ),
    action: z
      .enum(ADMIN_ACTIONS, { error: "action must be one of the trail's actions." })
      .optional()
      .describe("Only this action."),
    from: day("from").optional(),
    to: day("to").optional(),
    before: idField("before")
      .optional()
      .describe("The id of the last entry of the previous page: the page of entries older than it."),
    pageSize: z
      .number({ error: "pageSize must be a number" })
      .int("pageSize must be a whole number")
      .min(1, "pageSize must be between 1 and 100")
      .max(100, "pageSize must be between 1 and 100")
      .default(50),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    error: "from must be on or before to.",
    path: ["to"],
  });

export type GetAuditInput = z.output<typeof getAuditSchema>;
