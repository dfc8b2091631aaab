// `npm start`: builds the Next app when the sources changed since the last build, then runs the
// service (src/server/main.ts) in production mode. With no DATABASE_URL it uses the embedded
// database under ./data. Plain Node, no dependencies.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || ".next");
const stampFile = path.join(distDir, "rishta-source-hash");
const bin = (name) =>
  path.join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

/** Inputs of `next build`: a change to any of them (path, size or mtime) means a rebuild. */
const SOURCE_DIRS = ["src", "public"];
const SOURCE_FILES = ["next.config.js", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];
const BUILD_ENV = ["APP_URL", "PORT"];

function sourceHash() {
  const hash = createHash("sha256");
  const add = (relative) => {
    try {
      const stat = statSync(path.join(root, relative));
      hash.update(`${relative}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\n`);
    } catch {
      hash.update(`${relative}\0missing\n`);
    }
  };
  const walk = (relative) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      hash.update(`${relative}/\0missing\n`);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) add(child);
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  for (const file of SOURCE_FILES) add(file);
  // The public pages are rendered at build time with their canonical URLs, made from these.
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  return hash.digest("hex");
}

function buildReason(hash) {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) return "no build yet";
  let stamp = "";
  try {
    stamp = readFileSync(stampFile, "utf8").trim();
  } catch {
    return "the build has no source stamp";
  }
  return stamp === hash ? null : "the sources (or APP_URL/PORT) changed since the last build";
}

/** Runs a child with inherited stdio; SIGINT/SIGTERM go to the child and we exit with its code. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const onInt = () => forward("SIGINT");
    const onTerm = () => forward("SIGTERM");
    process.on("SIGINT", onInt);
    process.on("SIGTERM", onTerm);
    child.on("error", (error) => {
      console.error(`Could not start ${path.relative(root, command)}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
    child.on("exit", (code, signal) => {
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      resolve({ code, signal });
    });
  });
}

function exitLike({ code, signal }) {
  if (typeof code === "number") process.exit(code);
  // A child killed by a signal: exit the way shells report it (128 + signal number).
  const numbers = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
  process.exit(128 + (numbers[signal] ?? 1));
}

async function main() {
  const env = { ...process.env, NODE_ENV: "production" };

  const started = Date.now();
  const hash = sourceHash();
  const reason = buildReason(hash);
  if (reason) {
    console.log(`Building the app into ${path.relative(root, distDir)} (${reason}); this takes a minute...`);
    const result = await run(bin("next"), ["build"], env);
    if (result.code !== 0) {
      console.error("The build failed; the service was not started.");
      exitLike(result.code === null ? result : { code: result.code || 1 });
    }
    writeFileSync(stampFile, `${hash}\n`);
    console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  if (!env.SMTP_URL && !env.DATABASE_URL && env.DEV_MAIL_OUTBOX === undefined) {
    env.DEV_MAIL_OUTBOX = "1";
    console.log(
      "Local quick start: no SMTP_URL, so mail is not sent; read it at /dev/mail (DEV_MAIL_OUTBOX=1).",
    );
  }

  if (!env.PAYFAST_MERCHANT_ID && !env.DATABASE_URL && env.DEMO_PAYMENTS === undefined) {
    env.DEMO_PAYMENTS = "1";
    console.log(
      "Local quick start: no PayFast settings, so plans are bought through the demo provider (no money moves).",
    );
  }

  // `npm start` runs us under `sh -c`; when npm is sent SIGTERM (a process manager, `docker stop`)
  // the shell dies without passing it on. Notice being orphaned and stop the server cleanly.
  const parent = process.ppid;
  const watchParent = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(watchParent);
      process.emit("SIGTERM", "SIGTERM");
    }
  }, 1000);
  watchParent.unref();

  exitLike(await run(bin("tsx"), ["src/server/main.ts"], env));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
