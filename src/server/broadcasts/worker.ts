import type { Database } from "../db/client";
import { logger } from "../logger";
import { type BatchOutcome, BROADCASTS_CHANNEL, deliverBroadcastBatch } from "./deliver";

export type BroadcastWorkerOptions = {
  pollMs?: number;
  batchSize?: number;
  /** Called after a batch queued e-mail, so the mail worker sends it now. */
  onMailQueued?: () => void;
};

/**
 * Delivers queued broadcasts in this process (decision 0035). The broadcasts table is the queue:
 * the worker delivers batch after batch while any is waiting, then sleeps until its next poll or
 * until a broadcast is queued (a NOTIFY on BROADCASTS_CHANNEL, from any process). Started by the
 * entry; tests call `drain` or `deliverBroadcastBatch` themselves.
 */
export class BroadcastWorker {
  private readonly pollMs: number;
  private loop: Promise<void> | null = null;
  private stopped = true;
  private woken = false;
  private wakeUp: (() => void) | null = null;
  private listening = false;

  constructor(
    private readonly database: Database,
    private readonly options: BroadcastWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5_000;
  }

  async start(): Promise<void> {
    if (this.loop) return;
    if (!this.listening) {
      this.listening = true;
      await this.database.listen(BROADCASTS_CHANNEL, () => this.wake());
    }
    this.stopped = false;
    this.loop = this.work();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops after the batch being delivered (if any) has committed. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
  }

  /** Delivers one batch; null when no broadcast is waiting (or another process holds each). */
  async runOnce(): Promise<BatchOutcome | null> {
    const outcome = await deliverBroadcastBatch(this.database.db, { batchSize: this.options.batchSize });
    if (outcome && outcome.mails > 0) this.options.onMailQueued?.();
    if (outcome?.finished) logger.info("broadcast delivered", { broadcastId: outcome.broadcastId });
    return outcome;
  }

  /** Delivers everything waiting now. */
  async drain(): Promise<void> {
    while (await this.runOnce()) {}
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let delivered = false;
      try {
        delivered = (await this.runOnce()) !== null;
      } catch (error) {
        // The database is away (or closing): the batch rolled back; try again at the next poll.
        logger.error("broadcast worker could not deliver a batch", { error: String(error) });
      }
      if (!delivered && !this.stopped && !this.woken) await this.sleep();
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
