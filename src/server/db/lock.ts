import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own, and a second process writing the same data directory corrupts
 * it. Whoever opens the embedded database (the server, a CLI) first takes this pid file.
 */
export function lockFileFor(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of another live process holding the embedded database, if any. */
export function embeddedDatabaseHolder(pgliteDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFileFor(pgliteDir), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireEmbeddedDatabase(pgliteDir: string, who: string): () => void {
  const holder = embeddedDatabaseHolder(pgliteDir);
  if (holder !== null) {
    throw new Error(
      `Refusing to open the embedded database at ${pgliteDir}: process ${holder} (probably the Rishta server) holds it, ` +
        `and two processes writing it would corrupt it. Stop that process first and run ${who} again, ` +
        "or set ADMIN_EMAIL and ADMIN_PASSWORD and restart the server.",
    );
  }
  const file = lockFileFor(pgliteDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
