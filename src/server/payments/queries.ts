import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { paymentEvents, payments, profiles, subscriptionPeriods, users } from "../db/schema";

const paymentColumns = {
  payment: payments,
  period: {
    startDate: subscriptionPeriods.startDate,
    endDate: subscriptionPeriods.endDate,
    endedAt: subscriptionPeriods.endedAt,
  },
  member: { userId: users.id, profileId: profiles.id, name: users.name, email: users.email },
};

function selectPayments(db: Db) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(subscriptionPeriods, eq(subscriptionPeriods.paymentId, payments.id))
    .leftJoin(profiles, eq(profiles.id, payments.profileId))
    .leftJoin(users, eq(users.id, profiles.userId));
}

/** One payment with its period and payer, by id or basket id. */
export async function findPayment(db: Db, by: { id: string } | { basketId: string }) {
  const [row] = await selectPayments(db)
    .where("id" in by ? eq(payments.id, by.id) : eq(payments.basketId, by.basketId))
    .limit(1);
  return row ?? null;
}

/**
 * A page of payments, newest first: one profile's (`profileId`), or everyone's; `search` matches the
 * payer's name or e-mail, or the basket id.
 */
export async function listPayments(
  db: Db,
  filter: { profileId?: string; search?: string; status?: (typeof payments.$inferSelect)["status"] },
  paging: { page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.profileId ? eq(payments.profileId, filter.profileId) : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
  ];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(payments.basketId, pattern)),
    );
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ value: count() })
      .from(payments)
      .leftJoin(profiles, eq(profiles.id, payments.profileId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** A payment's money events, oldest first. */
export function listPaymentEvents(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
}

/**
 * The next receipt number, RSH-000123, from its sequence: given when a payment is marked paid. At
 * least six digits, never fewer than the number has: lpad cut the millionth receipt to the
 * hundred-thousandth's number, which the unique index then refused, and the payment with it.
 */
export function nextReceiptNumber(): SQL<string> {
  return sql<string>`'RSH-' || to_char(nextval('payment_receipt_number_seq'), 'FM999999999000000')`;
}
