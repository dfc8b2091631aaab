import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireEmbeddedDatabase, lockFileFor } from "@/server/db/lock";

describe("the embedded database's lock", () => {
  let dir: string;
  let holder: ChildProcess;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "rishta-lock-"));
    // A live process that is not this one, standing in for a running server.
    holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
  });
  afterAll(() => {
    holder?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is taken by the first process, with its pid, and given back", () => {
    const pglite = path.join(dir, "first", "pglite");
    const release = acquireEmbeddedDatabase(pglite, "the test");
    expect(readFileSync(lockFileFor(pglite), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileFor(pglite))).toBe(false);
  });

  it("is refused while another live process holds it", () => {
    const pglite = path.join(dir, "held", "pglite");
    acquireEmbeddedDatabase(pglite, "the test");
    writeFileSync(lockFileFor(pglite), String(holder.pid));
    expect(() => acquireEmbeddedDatabase(pglite, "the test")).toThrow(
      new RegExp(`process ${holder.pid} \\(probably the Rishta server\\) holds it`),
    );
    expect(readFileSync(lockFileFor(pglite), "utf8")).toBe(String(holder.pid));
  });

  it("is taken over from a process that is gone", () => {
    const pglite = path.join(dir, "stale", "pglite");
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    acquireEmbeddedDatabase(pglite, "the test");
    writeFileSync(lockFileFor(pglite), gone.stdout.trim());
    const release = acquireEmbeddedDatabase(pglite, "the test");
    expect(readFileSync(lockFileFor(pglite), "utf8")).toBe(String(process.pid));
    release();
  });

  it("makes npm run admin:create refuse, clearly, while the server holds the database", () => {
    const pglite = path.join(dir, "server", "pglite");
    acquireEmbeddedDatabase(pglite, "the test");
    writeFileSync(lockFileFor(pglite), String(holder.pid));
    const run = spawnSync(
      path.join("node_modules", ".bin", "tsx"),
      ["scripts/admin-create.ts", "--email", "boss@example.com", "--password", "Admin@2024x"],
      { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: pglite, NODE_ENV: "test" } },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`process ${holder.pid} (probably the Rishta server) holds it`);
    expect(run.stderr).toContain("run admin:create again");
    // It never opened (or created) the database.
    expect(existsSync(pglite)).toBe(false);
  }, 30_000);
});
