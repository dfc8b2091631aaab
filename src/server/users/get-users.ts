import type { z } from "zod";
import type { getUserSchema } from "@/lib/validation/users";
import { requireAdmin, requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError, NOT_ALLOWED } from "../errors";
import { presentUserRow } from "./present";
import { findUserById, listUsers } from "./queries";

export const USER_NOT_FOUND = "User not found";

/**
 * GET /api/users/get: a member reads only their own user; an admin reads anyone, the paged list, or
 * (`all=true`, as the spec's client asks) the whole list at once.
 */
export async function getUsers(ctx: RequestContext, input: z.output<typeof getUserSchema>) {
  const member = requireMember(ctx);
  if (input.user_id) {
    // Ids are UUIDs: the same id may arrive in upper case.
    const userId = input.user_id.toLowerCase();
    // A member's own account came with their session (kept fresh by the session cache's evictions).
    if (userId === member.user.id) return { user: presentUserRow(member.user) };
    if (member.user.role !== "admin") throw new AppError("FORBIDDEN", NOT_ALLOWED);
    const row = await findUserById(ctx.db, userId);
    if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    return { user: presentUserRow(row) };
  }
  requireAdmin(ctx);
  const filters = {
    search: input.search,
    role: input.role,
    status: input.status,
    gender: input.gender,
    planId: input.plan_id,
    verified: input.verified,
  };
  if (input.all) {
    // The spec's client (`?all=true`): every account in one page, the page as large as the list.
    const { items, total } = await listUsers(ctx.db, { filters, paging: "all" });
    return {
      users: items.map(presentUserRow),
      total,
      total_capped: false,
      page: 1,
      pageSize: items.length,
      next_after: null,
    };
  }
  const { page, pageSize, after } = input;
  const result = await listUsers(ctx.db, { filters, paging: { page, pageSize, after } });
  const last = result.items.at(-1);
  return {
    users: result.items.map(presentUserRow),
    total: result.total,
    total_capped: result.capped,
    page,
    pageSize,
    next_after: result.hasMore && last ? last.id : null,
  };
}
