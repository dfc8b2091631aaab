import { and, count, desc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { getUserDetailSchema } from "@/lib/validation/users";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import {
  memberReports,
  payments,
  profileSubscriptions,
  profiles,
  proposals,
  subscriptionPeriods,
  subscriptionPlans,
  users,
} from "../db/schema";
import { AppError } from "../errors";
import { USER_NOT_FOUND } from "./get-users";
import { presentUserRow, userRowSchema } from "./present";
import { findUserById } from "./queries";

const LATEST = 10;

const stamp = z.date();

/** GET /api/users/detail: what the Users screen's detail page shows of one account. */
export const userDetailOutput = z
  .object({
    user: userRowSchema,
    last_active_at: stamp.nullable().describe("When the account last made a request, if ever."),
    email_verified_at: stamp.nullable().describe("When the owner last proved they read the address."),
    profile: z
      .object({
        id: z.guid().describe("The profile's id."),
        first_name: z.string().nullable().describe("First name, once the wizard has it."),
        last_name: z.string().nullable().describe("Last name, once the wizard has it."),
        dob: z.string().nullable().describe("Date of birth, YYYY-MM-DD."),
        marital_status: z.string().nullable().describe("Marital status code."),
        religion: z.string().nullable().describe("Religion code."),
        profession: z.string().nullable().describe("Profession code."),
        country: z.string().nullable().describe("Country of residence (ISO code)."),
        residence_city: z.string().nullable().describe("City of residence."),
        submitted_at: stamp.nullable().describe("When the wizard was submitted."),
        verified: z.boolean().describe("Whether the profile carries the verified badge."),
        verified_at: stamp.nullable().describe("When the badge was granted."),
        verified_by: z.string().nullable().describe("The name of the administrator who granted it."),
        verified_photo: z.boolean().describe("The badge's check: the member's face matches the photo."),
        verified_identity: z.boolean().describe("The badge's check: an identity document was checked."),
      })
      .nullable()
      .describe("The account's profile; null if it has none."),
    plan_period: z
      .object({
        start_date: stamp.describe("When the current plan started."),
        end_date: stamp.nullable().describe("When it ends; null for Free."),
      })
      .nullable()
      .describe("The current plan's dates (the plan itself is `user.plan`)."),
    periods: z
      .array(
        z.object({
          id: z.guid().describe("The period's id."),
          plan_name: z.string().describe("The plan of the period."),
          source: z.enum(["payment", "admin"]).describe("Bought, or granted by an administrator."),
          start_date: stamp.describe("Start."),
          end_date: stamp.describe("End as planned."),
          ended_at: stamp.nullable().describe("When it was cut short, if it was."),
        }),
      )
      .describe("The latest paid or granted plan periods, newest first (at most 10)."),
    payments: z
      .array(
        z.object({
          id: z.guid().describe("The payment's id (its page: /dashboard/payments/{id})."),
          plan_name: z.string().describe("The plan bought."),
          amount: z.number().int().describe("Whole rupees."),
          status: z
            .enum(["pending", "paid", "failed", "cancelled", "refunded"])
            .describe("The payment's state."),
          created_at: stamp.describe("When checkout started."),
        }),
      )
      .describe("The latest payments, newest first (at most 10)."),
    proposals: z
      .object({
        sent: z.number().int().describe("Proposals this member sent, in all."),
        received: z.number().int().describe("Proposals this member received, in all."),
        latest: z
          .array(
            z.object({
              id: z.guid().describe("The proposal's id."),
              direction: z.enum(["sent", "received"]).describe("Whether the member sent or received it."),
              other_name: z.string().describe("The other member's account name."),
              status: z.enum(["pending", "accepted", "declined", "withdrawn"]).describe("Its state."),
              created_at: stamp.describe("When it was sent."),
            }),
          )
          .describe("The latest proposals either way, newest first (at most 10)."),
      })
      .describe("The member's proposals."),
    reports: z
      .array(
        z.object({
          id: z.guid().describe("The report's id (its page: /dashboard/moderation/{id})."),
          source: z
            .enum(["member", "safety_flag"])
            .describe("A member's report or the message safety check."),
          reason: z.string().describe("The reason code."),
          status: z.enum(["open", "actioned", "dismissed"]).describe("Whether it waits or was decided."),
          created_at: stamp.describe("When it was raised."),
        }),
      )
      .describe(
        "The latest reports about this member, newest first (at most 10); the reporters are not named.",
      ),
  })
  .meta({ id: "UserDetail" });

export type UserDetail = z.output<typeof userDetailOutput>;

async function loadDetail(db: Db, userId: string, profileId: string | null) {
  const verifier = alias(users, "verifier");
  const [account] = await db
    .select({
      lastActiveAt: users.lastActiveAt,
      emailVerifiedAt: users.emailVerifiedAt,
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dob: profiles.dob,
      maritalStatus: profiles.maritalStatus,
      religion: profiles.religion,
      profession: profiles.profession,
      country: profiles.country,
      residenceCity: profiles.residenceCity,
      submittedAt: profiles.submittedAt,
      verified: profiles.verified,
      verifiedAt: profiles.verifiedAt,
      verifiedBy: verifier.name,
      verifiedPhoto: profiles.verifiedPhoto,
      verifiedIdentity: profiles.verifiedIdentity,
      startDate: profileSubscriptions.startDate,
      endDate: profileSubscriptions.endDate,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(verifier, eq(verifier.id, profiles.verifiedBy))
    .leftJoin(profileSubscriptions, eq(profileSubscriptions.profileId, profiles.id))
    .where(eq(users.id, userId));
  if (!account) return null;
  const lists = profileId ? await loadLists(db, profileId) : null;
  return { account, lists };
}

async function loadLists(db: Db, profileId: string) {
  const other = alias(profiles, "other_profile");
  const otherUser = alias(users, "other_user");
  const [periods, paymentRows, [sent], [received], latest, reports] = await Promise.all([
    db
      .select({
        id: subscriptionPeriods.id,
        plan_name: subscriptionPlans.name,
        source: subscriptionPeriods.source,
        start_date: subscriptionPeriods.startDate,
        end_date: subscriptionPeriods.endDate,
        ended_at: subscriptionPeriods.endedAt,
      })
      .from(subscriptionPeriods)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPeriods.planId))
      .where(eq(subscriptionPeriods.profileId, profileId))
      .orderBy(desc(subscriptionPeriods.startDate))
      .limit(LATEST),
    db
      .select({
        id: payments.id,
        plan_name: payments.planName,
        amount: payments.amount,
        status: payments.status,
        created_at: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.profileId, profileId))
      .orderBy(desc(payments.createdAt))
      .limit(LATEST),
    db.select({ n: count() }).from(proposals).where(eq(proposals.senderId, profileId)),
    db.select({ n: count() }).from(proposals).where(eq(proposals.receiverId, profileId)),
    db
      .select({
        id: proposals.id,
        senderId: proposals.senderId,
        other_name: otherUser.name,
        status: proposals.status,
        created_at: proposals.createdAt,
      })
      .from(proposals)
      .innerJoin(
        other,
        or(
          and(eq(proposals.senderId, profileId), eq(other.id, proposals.receiverId)),
          and(eq(proposals.receiverId, profileId), eq(other.id, proposals.senderId)),
        ),
      )
      .innerJoin(otherUser, eq(otherUser.id, other.userId))
      .where(or(eq(proposals.senderId, profileId), eq(proposals.receiverId, profileId)))
      .orderBy(desc(proposals.createdAt))
      .limit(LATEST),
    db
      .select({
        id: memberReports.id,
        source: memberReports.source,
        reason: memberReports.reason,
        status: memberReports.status,
        created_at: memberReports.createdAt,
      })
      .from(memberReports)
      .where(eq(memberReports.reportedId, profileId))
      .orderBy(desc(memberReports.createdAt))
      .limit(LATEST),
  ]);
  return {
    periods,
    payments: paymentRows,
    sent: sent?.n ?? 0,
    received: received?.n ?? 0,
    latest,
    reports,
  };
}

/**
 * GET /api/users/detail: one account as the Users screen's detail page shows it, for an
 * administrator. It shows the member's e-mail and phone, so every read is a `user.view` in the
 * administrators' trail (one a read, decision 0032).
 */
export async function getUserDetail(
  ctx: RequestContext,
  input: z.output<typeof getUserDetailSchema>,
): Promise<UserDetail> {
  const admin = requireAdmin(ctx);
  const row = await findUserById(ctx.db, input.user_id);
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const detail = await loadDetail(ctx.db, row.id, row.profileId);
  if (!detail) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  await recordAdminAction(ctx.db, {
    adminUserId: admin.user.id,
    action: "user.view",
    targetType: "user",
    targetId: row.id,
  });
  const { account, lists } = detail;
  return {
    user: presentUserRow(row),
    last_active_at: account.lastActiveAt,
    email_verified_at: account.emailVerifiedAt,
    profile: account.profileId
      ? {
          id: account.profileId,
          first_name: account.firstName,
          last_name: account.lastName,
          dob: account.dob,
          marital_status: account.maritalStatus,
          religion: account.religion,
          profession: account.profession,
          country: account.country,
          residence_city: account.residenceCity,
          submitted_at: account.submittedAt,
          verified: account.verified ?? false,
          verified_at: account.verifiedAt,
          verified_by: account.verifiedBy,
          verified_photo: account.verifiedPhoto ?? false,
          verified_identity: account.verifiedIdentity ?? false,
        }
      : null,
    plan_period: account.startDate ? { start_date: account.startDate, end_date: account.endDate } : null,
    periods: lists?.periods ?? [],
    payments: lists?.payments ?? [],
    proposals: {
      sent: lists?.sent ?? 0,
      received: lists?.received ?? 0,
      latest: (lists?.latest ?? []).map(({ senderId, ...proposal }) => ({
        ...proposal,
        direction: senderId === row.profileId ? ("sent" as const) : ("received" as const),
      })),
    },
    reports: lists?.reports ?? [],
  };
}
