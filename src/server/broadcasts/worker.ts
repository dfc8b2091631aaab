import type { Database } from "../db/client";
import { logger } from "../logger";
import { PollingLoop } from "../polling-loop";
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
  private readonly loop: PollingLoop;
  private listening = false;

  constructor(
    private readonly database: Database,
    private readonly options: BroadcastWorkerOptions = {},
  ) {
    this.loop = new PollingLoop(
      async () => (await this.runOnce()) !== null,
      options.pollMs ?? 5_000,
      // The database is away (or closing): the batch rolled back; the next poll tries again.
      "broadcast worker could not deliver a batch",
    );
  }

  async start(): Promise<void> {
    if (this.loop.running) return;
    if (!this.listening) {
      this.listening = true;
      await this.database.listen(BROADCASTS_CHANNEL, () => this.wake());
    }
    this.loop.start();
  }

  wake(): void {
    this.loop.wake();
  }

  /** Stops after the batch being delivered (if any) has committed. */
  async stop(): Promise<void> {
    await this.loop.stop();
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
}
