import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import next from "next";
import { verifyPassword } from "./auth/password";
import { createCompressedAssets } from "./compressed-assets";
import type { Db } from "./db/client";
import { acquireEmbeddedDatabase } from "./db/lock";
import { ensureAdmin, hasAdmin, seedPlans } from "./db/seed";
import { seedDemoOnFirstStart } from "./demo/seed-demo-on-first-start";
import { appUrl, env } from "./env";
import { createHttpServer } from "./http";
import { logger } from "./logger";
import { purgeExpiredRows } from "./maintenance/purge-expired-rows";
import { runScheduledSweeps, SWEEP_INTERVAL_MS } from "./maintenance/scheduled-sweeps";
import { settleLostPayments } from "./payments/settle-lost-payments";
import { startServices, stopServices } from "./services";
import { findUserByEmail } from "./users/queries";
import { selfOrigin, warmUp } from "./warm-up";

/** The process entry (`npm start`, `npm run dev`): database first, then Next, then one HTTP server. */
async function main() {
  const config = env();
  const dev = config.NODE_ENV === "development";
  const embedded = !config.DATABASE_URL;
  const release = embedded ? acquireEmbeddedDatabase(config.PGLITE_DIR, "the server") : () => {};

  const services = await startServices();
  const { db } = services.database;
  await seedPlans(db);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    logger.info(`admin ${config.ADMIN_EMAIL} ${outcome} from ADMIN_EMAIL`);
  }
  const demoAdmin = embedded || config.SEED_DEMO ? await ensureDemoAdmin(services.database.db) : null;

  // Next builds its own idea of a request's URL from this name and compares the proxy's rewrites
  // against it; the proxy's URLs name any loopback address 'localhost', so Next must too, or every
  // language rewrite is taken for an external one (and proxied out).
  const hostname = /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/.test(config.HOST) ? "localhost" : config.HOST;
  const app = next({ dev, dir: process.cwd(), hostname, port: config.PORT });
  // Demo members on a fresh embedded database (SEED_DEMO=0 opts out, =1 opts a PostgreSQL one in),
  // added while Next prepares; their portraits follow in the background.
  const [demo] = await Promise.all([
    (config.SEED_DEMO ?? embedded)
      ? seedDemoOnFirstStart(services, (count) =>
          console.log(`First start: adding ${count} demo members (once)…`),
        ).catch((error: unknown) => {
          // Demo data is a convenience: the site starts without it.
          logger.error("could not add the demo members", { error: String(error) });
          return null;
        })
      : null,
    app.prepare(),
  ]);
  const handle = app.getRequestHandler();
  const assets = dev ? null : createCompressedAssets(config.NEXT_DIST_DIR);
  const server = createHttpServer(services, (req, res) => handle(req, res), undefined, assets);

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  console.log(
    `\nRishta is running at ${config.APP_URL ?? `http://localhost:${port}`} (${services.database.driver}, ${config.NODE_ENV})`,
  );
  if (assets) {
    void warmUp(selfOrigin(config.HOST, port))
      .then((results) => logger.info("warmed the first pages", { results }))
      .then(() => assets.precompress())
      .then((outcome) => logger.info("precompressed the build's scripts and styles (brotli)", outcome));
  }
  if (demoAdmin) console.log(`Admin sign-in: ${demoAdmin.email} / ${demoAdmin.password}`);
  if (demo) {
    const { members } = demo;
    console.log(
      `Demo members: ${members.count} added in ${(members.ms / 1000).toFixed(1)} s, their portraits being drawn; ` +
        `each signs in with the password ${members.password} (e.g. ${members.sampleEmail}). ` +
        "More: npm run seed:demo -- --profiles 1000",
    );
    void demo.portraits.then((portraits) => {
      if (portraits?.count) {
        console.log(`Demo portraits: ${portraits.count} stored in ${(portraits.ms / 1000).toFixed(1)} s`);
      }
    });
  }
  if (services.mailer.kind === "outbox" && config.DEV_MAIL_OUTBOX) {
    console.log(`Mail is not sent (no SMTP_URL): read it at ${appUrl()}/dev/mail`);
  }

  // Queued mail, including what an earlier process left unsent, goes out from here (decision 0022).
  if (config.MAIL_WORKER) services.mailJobs.start();
  else logger.warn("MAIL_WORKER=0: mail is queued in mail_jobs but not sent by this process");
  // Broadcasts queued by any process, including those an earlier one left half delivered (decision 0035).
  await services.broadcasts.start();

  // Expired sessions, dead reset links, old rate-limit windows: at start, then hourly.
  const purge = () =>
    services.background.run("purging expired rows", async () => {
      logger.debug("purged expired rows", await purgeExpiredRows(db));
    });
  purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000).unref();

  // Unread-messages digests and plan expiry notices (decision 0026): at start, then every few
  // minutes; one process at a time sweeps, under an advisory lock.
  const sweep = () =>
    services.background.run("sweeping digests and plan notices", async () => {
      const counts = await runScheduledSweeps(db);
      if (counts && counts.digests + counts.planNotices > 0) services.mailJobs.wake();
      logger.debug("swept digests and plan notices", counts ?? { skipped: "another process sweeps" });
    });
  sweep();
  const sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();

  // Payments whose notification never came are asked about at the provider (decision 0028), on the
  // same tick but outside the sweeps' transaction: it waits on the network.
  const settleLost = () =>
    services.background.run("settling lost payments", async () => {
      const counts = await settleLostPayments(db, services.payments, new Date(), () =>
        services.mailJobs.wake(),
      );
      logger.debug("asked about lost payments", counts);
    });
  settleLost();
  const settleTimer = setInterval(settleLost, SWEEP_INTERVAL_MS).unref();
  if (services.payments.demo) {
    console.log(`Payments go to the demo gateway (no money moves); set PAYFAST_* for real payments.`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(purgeTimer);
    clearInterval(sweepTimer);
    clearInterval(settleTimer);
    logger.info(`${signal}: draining requests`);
    await server.drain();
    await demo?.stop();
    await stopServices();
    release();
    logger.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/**
 * A fresh embedded database gets a demo admin whose password is kept (mode 0600) beside the data,
 * so every start can print the login until someone changes it.
 */
async function ensureDemoAdmin(db: Db) {
  const file = path.join(path.dirname(path.resolve(env().PGLITE_DIR)), "admin-credentials.json");
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as { email: string; password: string };
    // Print it only while it still works (admin:create may have changed it since).
    const user = await findUserByEmail(db, saved.email);
    const valid = user?.role === "admin" && (await verifyPassword(user.passwordHash, saved.password));
    return valid ? saved : null;
  }
  if (await hasAdmin(db)) return null;
  const credentials = {
    email: "admin@rishta.local",
    password: `Rishta!${randomBytes(6).toString("base64url")}1a`,
  };
  await ensureAdmin(db, { ...credentials, name: "Demo Admin" });
  writeFileSync(file, JSON.stringify(credentials, null, 2));
  chmodSync(file, 0o600);
  return credentials;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
