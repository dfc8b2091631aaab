import type { MemberContext, RequestContext } from "../context";
import { AppError, NOT_ALLOWED, SIGN_IN_REQUIRED } from "../errors";

export function requireMember(ctx: RequestContext): MemberContext {
  if (!ctx.user || !ctx.sessionId) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED);
  return ctx as MemberContext;
}

export function requireAdmin(ctx: RequestContext): MemberContext {
  const member = requireMember(ctx);
  if (member.user.role !== "admin") throw new AppError("FORBIDDEN", "This page is for administrators only.");
  return member;
}

/** A member may act on their own user id; an admin on anyone's. */
export function requireSelfOrAdmin(ctx: RequestContext, userId: string): MemberContext {
  const member = requireMember(ctx);
  if (member.user.role !== "admin" && member.user.id !== userId) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  return member;
}
