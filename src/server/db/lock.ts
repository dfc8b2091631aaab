import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own, and a second process writing the same data directory corrupts
 * it. Whoever opens the embedded database (the server, a CLI) first takes this pid file.
 */
export function lockFileFor(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.lock`;
}

/** Whether a process with this pid runs (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
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
  const file = lockFileFor(pgliteDir);
  mkdirSync(path.dirname(file), { recursive: true });
  // Created exclusively ('wx'), so two processes starting at the same moment cannot both win.
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = embeddedDatabaseHolder(pgliteDir);
    if (holder !== null || attempt > 0) {
      throw new Error(
        `Refusing to open the embedded database at ${pgliteDir}: process ${holder ?? "another process"} (probably the Rishta server) holds it, ` +
          `and two processes writing it would corrupt it. Stop that process first and run ${who} again, ` +
          "or set ADMIN_EMAIL and ADMIN_PASSWORD and restart the server.",
      );
    }
    // Left by a process that is gone (or by this one): take it over.
    rmSync(file, { force: true });
  }
}
