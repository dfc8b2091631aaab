// Runs before `npm start` and `npm test`: installs dependencies when they are missing or older than
// package-lock.json, and does nothing (in a few milliseconds) otherwise. Plain Node, no dependencies.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function mtime(file) {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return null;
  }
}

const lock = mtime("package-lock.json");
const installed = mtime("node_modules/.package-lock.json");

let reason = null;
if (mtime("node_modules") === null || installed === null) reason = "node_modules is missing";
else if (lock !== null && installed < lock) reason = "package-lock.json is newer than node_modules";

if (reason) {
  console.log(`[ensure-install] ${reason}: running npm ci`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["ci"], { cwd: root, stdio: "inherit" });
  if (result.error) {
    console.error(`[ensure-install] could not run npm ci: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`[ensure-install] npm ci failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
