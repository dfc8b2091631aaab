/** What scripts/backup.ts writes and scripts/restore.ts reads (decision 0042), and the tools both use. */
import { spawn } from "node:child_process";
import path from "node:path";
import { z } from "zod";

/** A mistake or a refusal the person running the command can act on: its message alone is shown. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * A backup's manifest.json: what `npm run restore` reads first. `format` changes only when an older
 * restore could not read it.
 */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(["postgres", "pglite"]),
  serverVersion: z.string(),
  migrations: z.number().int().min(0),
  storage: z.enum(["local", "s3"]),
  photoFiles: z.number().int().min(0),
  adminCredentials: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const DATABASE_DUMP = { postgres: "database.pgdump", pglite: "pglite.tar.gz" } as const;

/** 20260501T101500Z: sorts by time, and is safe in a folder name everywhere. */
export function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/**
 * Runs a PostgreSQL client tool, its messages passed through; a missing tool or a failure is a
 * refusal naming it, not a stack trace.
 */
export function runTool(
  command: string,
  args: string[],
  environment: NodeJS.ProcessEnv,
  pgBin: string | undefined,
): Promise<void> {
  const executable = pgBin ? path.join(pgBin, command) : command;
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { env: environment, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        new Refusal(
          error.code === "ENOENT"
            ? `${executable} was not found: install PostgreSQL's client tools (the server's major version or newer), or pass --pg-bin with the folder that holds ${command}.`
            : `${executable} could not be run: ${error.message}`,
        ),
      );
    });
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Refusal(`${command} failed (${signal ? `signal ${signal}` : `exit code ${code}`}).`));
    });
  });
}

/**
 * libpq takes the same postgres:// URL, but a password in it would show in the process list: it
 * goes in PGPASSWORD instead.
 */
export function libpqConnection(url: string): { dbname: string; environment: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const environment: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    environment.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = "";
  }
  return { dbname: parsed.toString(), environment };
}

export function exitOnFailure(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof Refusal ? error.exitCode : 1);
  });
}

/**
 * A script's command line: `--help` prints `usage` and exits; whatever `parse` throws (an unknown
 * option, a missing value) is a refusal that shows the usage, exit code 2.
 */
export function parseCommandLine<T>(usage: string, parse: () => T): T {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parse();
  } catch (error) {
    throw new Refusal(`${usage}\n  ${error instanceof Error ? error.message : String(error)}`, 2);
  }
}
