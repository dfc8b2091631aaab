import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { executeRows } from "@/server/db/raw-rows";
import { nextReceiptNumber } from "@/server/payments/queries";
import { createTestApp, describeApi, type TestApp } from "../support/app";

describeApi("receipt numbers", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("keeps six digits at least and never cuts one past the millionth receipt", async () => {
    const next = () => executeRows<{ n: string }>(app.db, sql`select ${nextReceiptNumber()} as n`);
    expect((await next())[0]?.n).toBe("RSH-000001");
    await executeRows(app.db, sql`select setval('payment_receipt_number_seq', 999998)`);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await next())[0]?.n ?? "");
    // Cut to six digits, RSH-1000000 was RSH-100000 again: a duplicate the unique index refuses.
    expect(numbers).toEqual(["RSH-999999", "RSH-1000000", "RSH-1000001"]);
  });
});
