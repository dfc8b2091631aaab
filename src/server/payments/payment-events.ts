import type { Db } from "../db/client";
import { paymentEvents } from "../db/schema";

/** The kinds of money event (paymentEventSchema's `kind`). */
export type PaymentEventKind =
  | "created"
  | "token_issued"
  | "token_failed"
  | "notification"
  | "status_query"
  | "status_changed"
  | "admin_changed";

/** Longest text kept of one field a caller sent: the log keeps what came, not whatever size it was. */
const MAX_FIELD_CHARS = 500;
const MAX_FIELDS = 40;

/**
 * Fields as received from outside (a notification, a status answer), bounded for the log: at most
 * MAX_FIELDS fields of at most MAX_FIELD_CHARS characters each.
 */
export function boundedFields(fields: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields).slice(0, MAX_FIELDS)) {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    kept[key.slice(0, 100)] =
      typeof value === "string" || (text?.length ?? 0) > MAX_FIELD_CHARS
        ? (text ?? "").slice(0, MAX_FIELD_CHARS)
        : value;
  }
  return kept;
}

/** Appends one event to the payment log (append-only: a trigger refuses changes). */
export async function recordPaymentEvent(
  db: Db,
  event: {
    paymentId: string | null;
    basketId: string | null;
    kind: PaymentEventKind;
    verdict?: string | null;
    detail?: Record<string, unknown> | null;
    actorUserId?: string | null;
  },
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: event.paymentId,
    basketId: event.basketId?.slice(0, 200) ?? null,
    kind: event.kind,
    verdict: event.verdict ?? null,
    detail: event.detail ?? null,
    actorUserId: event.actorUserId ?? null,
  });
}
