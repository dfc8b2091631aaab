import { logger } from "./logger";

/**
 * Work a request starts but does not wait for (making a reset link and queuing its mail: waiting
 * would let response times tell which emails have accounts). Mail itself is sent by the mail
 * jobs' worker (decision 0022), not here. Failures are logged; shutdown waits for what is running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  run(label: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => {
        logger.error(`${label} failed`, { error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves when nothing started so far is still running. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
