import { desc } from "drizzle-orm";
import type { RequestContext } from "../context";
import { mailOutbox } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";

/** The dev outbox (off in production unless asked for), so a new developer can follow mailed links. */
export async function listOutbox(ctx: RequestContext) {
  if (!env().DEV_MAIL_OUTBOX) throw new AppError("NOT_FOUND", "Not found");
  return ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
}
