import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../bench/lib/processes";

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own (initdb into a temporary folder, on a free port), so the
 * test may stop and start it under load without touching the server every other test file uses.
 */
export type PrivatePostgres = {
  /** The maintenance database's URL, for createTestApp's `postgresAdminUrl`. */
  adminUrl: string;
  /** `immediate` kills every backend at once, as a crash would; `fast` is an orderly restart. */
  stop(mode: "fast" | "immediate"): Promise<void>;
  /** Starts the server again and resolves once it accepts connections (after crash recovery). */
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
};

/** The newest installed server's binaries (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
function serverBinDir(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return path.join(root, newest, "bin");
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinDir();
  const folder = mkdtempSync(path.join(tmpdir(), "rishta-private-pg-"));
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "server.log");
  // PostgreSQL refuses to run as root: as root, the server runs as the postgres account.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args])
      : run(path.join(bin, name), args);

  await tool("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const start = async () => {
    try {
      await tool("pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "60", "start"]);
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-4000) : "";
      throw new Error(`the private PostgreSQL did not start: ${String(error)}\n${log}`);
    }
  };
  await start();
  let running = true;
  const stop = async (mode: "fast" | "immediate") => {
    await tool("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
    running = false;
  };
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop("immediate").catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
