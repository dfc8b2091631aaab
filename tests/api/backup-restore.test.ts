import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { acquireEmbeddedDatabase } from "@/server/db/lock";
import { localDiskStorage } from "@/server/storage/storage";
import { startChild } from "../bench/lib/processes";
import {
  createEmptyPostgresDatabase,
  createTestApp,
  describeApi,
  type TestApp,
  testDb,
} from "../support/app";
import { memberWithProfile, profileInput, uploadRealPhoto } from "../support/profiles";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/*
 * Issue 21's backup and restore (decision 0042), end to end on this project's database: members made
 * through the real API on a database on disk (a PGlite data folder, or a PostgreSQL database),
 * `npm run backup` and `npm run restore` run as the operator runs them, into a new database and a new
 * uploads folder, and a real server (`src/server/main.ts`) started on what was restored, asked over
 * HTTP. Whatever the restore leaves out (accounts, profiles, photo files) fails a sign-in, a profile
 * or a photo below.
 */

const embedded = testDb === "pglite";

type Member = {
  email: string;
  password: string;
  imageUrl: string;
  /** GET /api/profile/get as the member saw it before the backup. */
  profile: unknown;
  /** Their photo as they load it, as the other member loads it, and signed out, before the backup. */
  ownPhoto: Buffer;
  seenByOther: Seen;
  seenSignedOut: Seen;
};

type Seen = { status: number; bytes: Buffer };

type ServerEnv = { DATABASE_URL: string } & Record<string, string>;

/** Every file under a folder, by its path inside it, with its bytes. */
function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full));
  }
  return files;
}

/** Runs one of the npm scripts as the operator would, and answers how it ended and what it said. */
async function runScript(
  script: "backup" | "restore",
  args: string[],
  environment: Record<string, string>,
): Promise<{ outcome: string; output: string }> {
  const child = startChild(script, process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, STORAGE: "local", ...environment },
  });
  const outcome = await child.exited;
  return { outcome, output: child.output() };
}

describeApi("backup and restore, to a working server with photos", () => {
  let root: string;
  let app: TestApp | null = null;
  let releaseSource = () => {};
  let server: ServerProcess | null = null;
  /** The PostgreSQL databases this file made itself (the source is the app's, which `close` drops). */
  const drops: (() => Promise<void>)[] = [];
  const members: Member[] = [];
  /** Where the scripts find the source's data, and where the restore puts it. */
  let sourceEnv: ServerEnv;
  let targetEnv: ServerEnv;
  let backupDir: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "rishta-backup-"));
    // The photos in a folder of the test's own, kept when the app closes (before the PGlite backup).
    const uploadsDir = path.join(root, "source-uploads");
    const storage = localDiskStorage(uploadsDir);
    if (embedded) {
      const pgliteDir = path.join(root, "source", "pglite");
      // Held as the server holds it, until the backup's turn.
      releaseSource = acquireEmbeddedDatabase(pgliteDir, "the test");
      app = await createTestApp({ pgliteDir, storage });
      sourceEnv = { DATABASE_URL: "", PGLITE_DIR: pgliteDir, UPLOADS_DIR: uploadsDir };
    } else {
      app = await createTestApp({ storage });
      sourceEnv = { DATABASE_URL: app.url ?? "", UPLOADS_DIR: uploadsDir };
    }
    const source = app;

    const made = [];
    for (const [shade, gender] of [
      [60, "female"],
      [200, "male"],
    ] as const) {
      const name =
        gender === "female" ? { first_name: "Ayesha" } : { first_name: "Omar", last_name: "Farooq" };
      const personalInfo = { ...profileInput().personal_info, ...name, gender };
      const member = await memberWithProfile(source, { personal_info: personalInfo });
      made.push({ ...member, imageUrl: await uploadRealPhoto(source, member, shade) });
    }
    for (const [index, member] of made.entries()) {
      const other = made[1 - index];
      if (!other) throw new Error("two members expected");
      const profile = await source.request("GET", "/api/profile/get", { cookie: member.cookie });
      expect(profile.status, profile.text).toBe(200);
      const own = await source.request("GET", member.imageUrl, { cookie: member.cookie });
      expect(own.status).toBe(200);
      const seen = await source.request("GET", member.imageUrl, { cookie: other.cookie });
      const signedOut = await source.request("GET", member.imageUrl);
      members.push({
        email: member.email,
        password: member.password,
        imageUrl: member.imageUrl,
        profile: profile.body.data,
        ownPhoto: own.bytes,
        seenByOther: { status: seen.status, bytes: seen.bytes },
        seenSignedOut: { status: signedOut.status, bytes: signedOut.bytes },
      });
    }
    backupDir = path.join(root, "backup");
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await app?.close();
    releaseSource();
    for (const drop of drops) await drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it.runIf(embedded)(
    "refuses to back up the embedded database while the server holds it",
    async () => {
      const run = await runScript("backup", ["--out", backupDir], sourceEnv);
      expect(run.outcome).toBe("code 1");
      expect(run.output).toContain(`process ${process.pid} (probably the Rishta server) holds it`);
      expect(run.output).not.toMatch(/\n\s+at /);
      expect(existsSync(backupDir)).toBe(false);
    },
    60_000,
  );

  it(`backs up the database (${embedded ? "PGlite's own dump, the server stopped" : "pg_dump, the app still running"}) and the photos into one folder`, async () => {
    if (embedded) {
      await app?.close();
      releaseSource();
      releaseSource = () => {};
    }
    const run = await runScript("backup", ["--out", backupDir], sourceEnv);
    expect(run.outcome, run.output).toBe("code 0");
    const manifest: unknown = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
    const journal: { entries: unknown[] } = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8"));
    expect(manifest).toMatchObject({
      format: 1,
      database: testDb,
      migrations: journal.entries.length,
      storage: "local",
      // Three variants (display, thumb, blurred) of each member's photo.
      photoFiles: 6,
    });
    expect(readdirSync(backupDir).sort()).toEqual(
      [embedded ? "pglite.tar.gz" : "database.pgdump", "manifest.json", "uploads"].sort(),
    );
  }, 120_000);

  it("restores into a new database and a new uploads folder, and will not restore over them again", async () => {
    const uploadsDir = path.join(root, "restored", "uploads");
    if (embedded) {
      targetEnv = {
        DATABASE_URL: "",
        PGLITE_DIR: path.join(root, "restored", "pglite"),
        UPLOADS_DIR: uploadsDir,
      };
    } else {
      const { url, drop } = await createEmptyPostgresDatabase();
      drops.push(drop);
      targetEnv = { DATABASE_URL: url, UPLOADS_DIR: uploadsDir };
    }
    const run = await runScript("restore", ["--from", backupDir], targetEnv);
    expect(run.outcome, run.output).toBe("code 0");
    // The photo files, each with the source's bytes.
    const sourceFiles = filesUnder(sourceEnv.UPLOADS_DIR ?? "");
    expect(sourceFiles.size).toBe(6);
    expect(filesUnder(uploadsDir)).toEqual(sourceFiles);

    const again = await runScript("restore", ["--from", backupDir], targetEnv);
    expect(again.outcome, again.output).toBe("code 1");
    expect(again.output).toContain("Refusing to restore");
    expect(again.output).not.toMatch(/\n\s+at /);

    const wrong = await runScript("restore", ["--from", root], targetEnv);
    expect(wrong.outcome).toBe("code 1");
    expect(wrong.output).toContain("has no manifest.json");
  }, 120_000);

  it("serves the restored data from a real server: each member signs in, sees their profile and loads the same photos", async () => {
    server = await startServerProcess(embedded ? "backup" : "backup-pg", { ...targetEnv, STORAGE: "local" });
    const { base } = server;

    const load = async (url: string, cookie?: string): Promise<Seen> => {
      const response = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const cookies: string[] = [];
    for (const member of members) {
      const signedIn = await fetch(`${base}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0] ?? "")
        .find((pair) => /^rishta_session=.+/.test(pair));
      if (!cookie) throw new Error(`no session cookie for ${member.email}`);
      cookies.push(cookie);

      const profile = await fetch(`${base}/api/profile/get`, { headers: { cookie } });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { data: unknown }).data).toEqual(member.profile);

      const photo = await load(member.imageUrl, cookie);
      expect(photo.status).toBe(200);
      expect(photo.bytes.equals(member.ownPhoto)).toBe(true);
    }

    // The route still decides per viewer: the other member, and a visitor, get what they got before.
    for (const [index, member] of members.entries()) {
      const seen = await load(member.imageUrl, cookies[1 - index]);
      expect(seen.status).toBe(member.seenByOther.status);
      expect(seen.bytes.equals(member.seenByOther.bytes)).toBe(true);
      const signedOut = await load(member.imageUrl);
      expect(signedOut.status).toBe(member.seenSignedOut.status);
      expect(signedOut.bytes.equals(member.seenSignedOut.bytes)).toBe(true);
    }
  }, 180_000);
});
