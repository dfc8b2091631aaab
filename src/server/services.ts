import { AUTH_CHANNEL, sessionCache } from "./auth/session-cache";
import { BackgroundTasks } from "./background";
import { BroadcastWorker } from "./broadcasts/worker";
import { type Database, type DatabaseConfig, openDatabase, setDatabase } from "./db/client";
import { BrowseIndex } from "./discovery/browse-index";
import { env } from "./env";
import { MailJobs } from "./mail/jobs";
import { type Mailer, outboxMailer, smtpMailer } from "./mail/mailer";
import type { PaymentProvider } from "./payments/provider";
import { providerFromEnv } from "./payments/provider-from-env";
import { listenForMemberEvents, type MemberEventBus } from "./realtime/event-bus";
import type { ImageStorage } from "./storage/storage";
import { storageFromEnv } from "./storage/storage-from-env";

/** What every request needs from the process: opened once at boot, shared on globalThis. */
export type Services = {
  database: Database;
  mailer: Mailer;
  storage: ImageStorage;
  background: BackgroundTasks;
  /**
   * Durable mail (decision 0022): use cases enqueue, the worker (started by the entry, or by a
   * test) sends; `drain()` waits until the mail so far has been tried.
   */
  mailJobs: MailJobs;
  /** Member events for the open streams (decision 0025): one listener per process, fanned out. */
  events: MemberEventBus;
  /** Origins allowed to call the REST rows with an API token (CORS_ORIGINS); empty: CORS off. */
  corsOrigins: ReadonlySet<string>;
  /** The payment provider the settings chose: PayFast, or the demo gateway (decision 0028). */
  payments: PaymentProvider;
  /** Delivers queued broadcasts in batches (decision 0035); started by the entry, not here. */
  broadcasts: BroadcastWorker;
  /** The in-memory browse index (decision 0040), loading from the start; null when BROWSE_INDEX=0. */
  browse: BrowseIndex | null;
};

const holder = globalThis as typeof globalThis & { __rishtaServices?: Promise<Services> };

export function databaseConfigFromEnv(): DatabaseConfig {
  const e = env();
  return e.DATABASE_URL ? { url: e.DATABASE_URL } : { pgliteDir: e.PGLITE_DIR };
}

/**
 * The services over an open database. Listens for the database's account changes first, so no
 * request can cache a session that a later change would not evict.
 */
export async function buildServices(
  database: Database,
  smtpUrl = env().SMTP_URL,
  storage: ImageStorage = storageFromEnv(),
  corsOrigins: readonly string[] = env().CORS_ORIGINS,
  payments: PaymentProvider = providerFromEnv(),
): Promise<Services> {
  const cache = sessionCache();
  const events = await listenForMemberEvents(database);
  await database.listen(
    AUTH_CHANNEL,
    (payload) => {
      cache.applyNotification(payload);
      // An ended session or a blocked account ends its open event streams.
      events.applyAuthNotification(payload);
    },
    // Whatever changed while the listening connection was down was not announced.
    () => {
      cache.clear();
      events.applyAuthNotification("all");
    },
  );
  const mailer = smtpUrl ? smtpMailer(smtpUrl, env().MAIL_FROM) : outboxMailer(database.db);
  const background = new BackgroundTasks();
  const mailJobs = new MailJobs(database.db, mailer, background);
  const broadcasts = new BroadcastWorker(database, {
    pollMs: env().BROADCAST_POLL_MS,
    onMailQueued: () => mailJobs.wake(),
  });
  const browse = env().BROWSE_INDEX ? new BrowseIndex(database) : null;
  void browse?.load();
  return {
    browse,
    database,
    mailer,
    storage,
    background,
    mailJobs,
    events,
    corsOrigins: new Set(corsOrigins),
    payments,
    broadcasts,
  };
}

export function startServices(): Promise<Services> {
  if (!holder.__rishtaServices) {
    const database = openDatabase(databaseConfigFromEnv());
    setDatabase(database);
    holder.__rishtaServices = database.then((db) => buildServices(db));
  }
  return holder.__rishtaServices;
}

/** The process's services; opened by the entry at boot, so this only ever awaits them. */
export function getServices(): Promise<Services> {
  return startServices();
}

export async function stopServices(): Promise<void> {
  const services = await holder.__rishtaServices;
  holder.__rishtaServices = undefined;
  if (!services) return;
  await services.background.idle();
  // The job being sent is finished and recorded; the rest wait in the table for the next start.
  await services.broadcasts.stop();
  await services.mailJobs.stop();
  await services.mailer.close();
  await services.database.close();
}
