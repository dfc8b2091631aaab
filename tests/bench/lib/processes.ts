import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

/** A child process whose output is kept (the last 64 KB) to show when something goes wrong. */
export type Child = {
  name: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then wait (SIGKILL after `graceMs`); resolves with the exit code or signal. */
  stop(graceMs?: number): Promise<string>;
  exited: Promise<string>;
};

const KEEP_BYTES = 64 * 1024;

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (output.length > KEEP_BYTES) output = output.slice(-KEEP_BYTES);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<string>((resolve) => {
    child.on("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
    child.on("error", (error) => resolve(`spawn error: ${error.message}`));
  });
  let running = true;
  void exited.then(() => {
    running = false;
  });

  return {
    name,
    process: child,
    output: () => output,
    exited,
    async stop(graceMs = 15_000) {
      if (running) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => {
          if (running) child.kill("SIGKILL");
        }, graceMs);
        const outcome = await exited;
        clearTimeout(timer);
        return outcome;
      }
      return exited;
    },
  };
}

export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitForOk(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | null = null;
  void child.exited.then((outcome) => {
    exited = outcome;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.name} exited (${exited}) before it was ready:\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${child.name} did not answer 200 at ${url} within ${timeoutMs / 1000} s:\n${child.output()}`,
  );
}
