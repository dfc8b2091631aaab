/**
 * Data made straight in the database of the end-to-end server on PostgreSQL (the
 * "chromium-postgres" project), for states no page can make without the money path: plan periods
 * running and queued, paid and pending payments. The server writes its database's URL into the
 * run's folder (tests/e2e/postgres-server.ts); on the embedded database, which the server holds
 * alone, there is none and these tests skip.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type Database, openDatabase } from "../../src/server/db/client";
import { payments, profiles, subscriptionPlans, users } from "../../src/server/db/schema";
import { nextReceiptNumber } from "../../src/server/payments/queries";
import { startPlanPeriod } from "../../src/server/plans/periods";
import type { PlanRow } from "../../src/server/plans/queries";
import { POSTGRES_URL_FILE } from "../support/postgres-url";

export function e2eDatabaseUrl(): string | null {
  const dir = process.env.RISHTA_E2E_DATA;
  const file = dir ? path.join(dir, POSTGRES_URL_FILE) : null;
  return file && existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

let opened: Promise<Database> | null = null;

async function database(): Promise<Database> {
  const url = e2eDatabaseUrl();
  if (!url) throw new Error("no database URL: run this test in the chromium-postgres project");
  opened ??= openDatabase({ url });
  return opened;
}

export async function closeE2eDatabase(): Promise<void> {
  const current = opened;
  opened = null;
  if (current) await (await current).close();
}

export async function planNamed(name: string): Promise<PlanRow> {
  const { db } = await database();
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  if (!plan) throw new Error(`no ${name} plan`);
  return plan;
}

export async function profileIdOf(email: string): Promise<string> {
  const { db } = await database();
  const [row] = await db
    .select({ profileId: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`${email} has no profile`);
  return row.profileId;
}

/**
 * A payment of the member for `planName`, as the money path leaves it: `paid` starts (or queues) its
 * period in the same transaction, with a receipt number; `pending` and `failed` start nothing.
 */
export async function insertPayment(input: {
  email: string;
  planName: string;
  status: "paid" | "pending" | "failed";
  statusReason?: string;
  provider?: "payfast" | "demo";
}): Promise<{ id: string; basketId: string }> {
  const { db } = await database();
  const [plan, profileId] = await Promise.all([planNamed(input.planName), profileIdOf(input.email)]);
  const basketId = `RSH-E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const paid = input.status === "paid";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        basketId,
        profileId,
        planId: plan.id,
        planName: plan.name,
        amount: plan.price,
        status: input.status,
        statusReason: input.statusReason ?? null,
        provider: input.provider ?? "payfast",
        transactionId: paid ? `PF-${basketId.slice(8)}` : null,
        receiptNumber: paid ? nextReceiptNumber() : null,
        paidAt: paid ? new Date() : null,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error("the payment was not stored");
    if (paid) await startPlanPeriod(tx, { profileId, plan, source: "payment", paymentId: row.id });
    return { id: row.id, basketId };
  });
}
