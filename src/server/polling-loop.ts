import { logger } from "./logger";

/**
 * The loop of a durable queue's worker (the mail jobs, the broadcasts): run `step` again and again
 * while it finds work, then sleep until the next poll or until `wake` (work queued in this process,
 * or a NOTIFY from another). A failing step (the database away or closing) is logged and retried at
 * the next poll; `stop` lets the step under way finish.
 */
export class PollingLoop {
  private loop: Promise<void> | null = null;
  private stopped = true;
  private woken = false;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly step: () => Promise<boolean>,
    private readonly pollMs: number,
    private readonly failure: string,
  ) {}

  get running(): boolean {
    return this.loop !== null;
  }

  start(): void {
    if (this.loop) return;
    this.stopped = false;
    this.loop = this.work();
  }

  /** Makes a sleeping loop look for work now. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops polling; resolves once the step under way (if any) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let busy = false;
      try {
        busy = await this.step();
      } catch (error) {
        logger.error(this.failure, {
          error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        });
      }
      if (!busy && !this.stopped && !this.woken) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(), this.pollMs);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      this.wakeUp = done;
    });
  }
}
