import { type Child, freePort, startChild, waitForOk } from "../bench/lib/processes";

/** A real server (`src/server/main.ts`) in a child process, and the base URL it answers on. */
export type ServerProcess = Child & { base: string };

/**
 * Starts the server and waits for its health check: on PostgreSQL at `DATABASE_URL`, or the
 * embedded database at `PGLITE_DIR` when `DATABASE_URL` is empty. No demo data, no admin, no mail
 * worker unless `env` says otherwise. Its build folder is `.next-server-<name>` (or env's
 * NEXT_DIST_DIR), which tsconfig.json must list (Next's dev server rewrites tsconfig.json for a
 * folder it does not list); only /api is asked for, so Next compiles nothing into it.
 */
export async function startServerProcess(
  name: string,
  env: { DATABASE_URL: string } & Record<string, string>,
): Promise<ServerProcess> {
  // A PORT of the caller's: a restart answers where the one before it did.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startChild(name, process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "development",
      NEXT_DIST_DIR: `.next-server-${name}`,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      MAIL_WORKER: "0",
      SEED_DEMO: "0",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      TRUST_PROXY: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  await waitForOk(`${base}/api/health`, child, 90_000);
  return { ...child, base };
}
