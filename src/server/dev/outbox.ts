import type { IncomingMessage } from "node:http";
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { type Env, env } from "../env";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Who may read the outbox at /dev/mail. It holds every reset link, so whoever reads it can take
 * over any account, the demo admin's included. Off unless DEV_MAIL_OUTBOX is on; in production
 * (the `npm start` quick start) only to a browser on this machine, talking to it directly: a
 * request that came through a proxy (a forwarding header) is refused, since the proxy's own
 * address is loopback too.
 */
export function mayReadOutbox(
  req: Pick<IncomingMessage, "headers"> & { socket: { remoteAddress?: string } },
  config: Pick<Env, "DEV_MAIL_OUTBOX" | "NODE_ENV"> = env(),
): boolean {
  if (!config.DEV_MAIL_OUTBOX) return false;
  if (config.NODE_ENV !== "production") return true;
  const proxied = ["x-forwarded-for", "forwarded", "x-real-ip"].some(
    (name) => req.headers[name] !== undefined,
  );
  return !proxied && LOOPBACK.has(req.socket.remoteAddress ?? "");
}

/** The last 50 mails, newest first. Read by the /dev/mail page in-process; no API exposes it. */
export function listOutbox(db: Db) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
}
