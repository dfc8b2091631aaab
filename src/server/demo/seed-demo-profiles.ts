import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type postgres from "postgres";
import { hashPassword } from "../auth/password";
import type { Database, Db } from "../db/client";
import { partnerRequirements, profileSubscriptions, profiles, subscriptionPlans, users } from "../db/schema";
import type { ImageStorage } from "../storage/storage";
import { addDemoPortraits } from "./add-demo-portraits";
import { type CopyLoad, copyLoad } from "./bulk";
import { type DemoPerson, generateDemoPerson } from "./generate-demo-person";
import { lastDemoOrdinal, recordDemoPurchases } from "./queries";
import { type DemoRows, demoRows, type SeedPlan } from "./rows";

/** Every demo member signs in with this (printed by the CLI and at first start). */
export const DEMO_PASSWORD = "Rishta@Demo1";
export const DEFAULT_DEMO_SEED = "rishta";
/** Runs up to this size get portraits unless told otherwise; larger ones show placeholders. */
export const PHOTO_RUN_LIMIT = 1000;

export type SeedDemoOptions = {
  count: number;
  seed?: string;
  /** Portraits; default: on for runs up to PHOTO_RUN_LIMIT when there is a `storage`. */
  photos?: boolean;
  storage?: ImageStorage;
  /** 'Today' for ages and dates (tests pin it). */
  now?: Date;
  /** People per transaction. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number; elapsedMs: number }) => void;
};

export type TableName = "users" | "profiles" | "partner_requirements" | "profile_subscriptions";
export type TableTiming = { rows: number; ms: number };

export type SeedDemoResult = {
  driver: Database["driver"];
  method: "copy" | "insert";
  seed: string;
  count: number;
  firstOrdinal: number;
  lastOrdinal: number;
  photos: number;
  password: string;
  /** The first new member's email, to sign in with. */
  sampleEmail: string | null;
  ms: number;
  /** Generating people and their rows (on PostgreSQL, alongside the database's work). */
  generateMs: number;
  photoMs: number;
  tables: Record<TableName, TableTiming>;
};

const TABLE_NAMES: readonly TableName[] = [
  "users",
  "profiles",
  "partner_requirements",
  "profile_subscriptions",
];

async function loadPlans(db: Db) {
  const rows: SeedPlan[] = await db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      isFree: subscriptionPlans.isFree,
      duration: subscriptionPlans.duration,
      messagesLimit: subscriptionPlans.messagesLimit,
      proposalsLimit: subscriptionPlans.proposalsLimit,
    })
    .from(subscriptionPlans);
  const freePlan = rows.find((plan) => plan.isFree);
  if (!freePlan) throw new Error("No Free plan in subscription_plans: seed the plans (seedPlans) first.");
  return { plans: new Map(rows.map((plan) => [plan.name, plan])), freePlan };
}

/** The postgres.js client under a Drizzle database, for the COPY path. */
function postgresClient(database: Database): postgres.Sql | null {
  if (database.driver !== "postgres") return null;
  const client: unknown = Reflect.get(database.db, "$client");
  return typeof client === "function" ? (client as postgres.Sql) : null;
}

/** Multi-row inserts of up to 500 rows: under PostgreSQL's 65,535 parameters for the widest table. */
async function inChunks<T>(items: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < items.length; from += 500) await insert(items.slice(from, from + 500));
}

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

type Part = keyof DemoRows;
const PARTS: readonly (readonly [Part, TableName])[] = [
  ["user", "users"],
  ["profile", "profiles"],
  ["partner", "partner_requirements"],
  ["subscription", "profile_subscriptions"],
];
/** People per slice of work between two looks at the socket. */
const SLICE = 1000;

type Batch = {
  size: number;
  firstEmail: string | null;
  rows: DemoRows[];
  /** COPY text per table, in slices (PostgreSQL only). */
  copy: Record<Part, Buffer[]> | null;
};

/**
 * Adds `count` complete, active demo members (account, profile, partner requirements, plan),
 * numbered after the demo members already there, so emails stay unique run after run. Each batch
 * is one transaction. On PostgreSQL each table's rows go in by COPY (see bulk.ts), two batches at
 * a time, and the next batch is generated meanwhile, a slice at a time so the sockets keep
 * flowing; on PGlite, ordinary multi-row inserts. Portraits, when asked for, are added afterwards
 * (addDemoPortraits).
 */
export async function seedDemoProfiles(
  database: Database,
  options: SeedDemoOptions,
): Promise<SeedDemoResult> {
  const started = performance.now();
  const { db } = database;
  const count = options.count;
  if (!Number.isInteger(count) || count < 1) throw new Error("count must be a whole number of at least 1");
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const storage = options.storage;
  const photos = options.photos ?? (storage !== undefined && count <= PHOTO_RUN_LIMIT);
  if (photos && !storage) throw new Error("photos need an image storage");
  const now = options.now ?? new Date();
  const client = postgresClient(database);
  const batchSize = options.batchSize ?? (client ? 20_000 : 1_000);

  const [{ plans, freePlan }, passwordHash, last] = await Promise.all([
    loadPlans(db),
    hashPassword(DEMO_PASSWORD),
    lastDemoOrdinal(db),
  ]);
  const firstOrdinal = last + 1;
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, { rows: 0, ms: 0 }])) as Record<
    TableName,
    TableTiming
  >;
  let generateMs = 0;
  let loads: { [K in Part]: CopyLoad<DemoRows[K]> } | null = null;

  const prepare = async (offset: number): Promise<Batch> => {
    const size = Math.min(batchSize, count - offset);
    const people: DemoPerson[] = [];
    for (let from = 0; from < size; from += SLICE) {
      const mark = performance.now();
      for (let i = from; i < Math.min(size, from + SLICE); i++) {
        people.push(generateDemoPerson(firstOrdinal + offset + i, { seed, now }));
      }
      generateMs += performance.now() - mark;
      await yieldToIo();
    }

    const rows: DemoRows[] = [];
    let copy: Batch["copy"] = null;
    if (client) copy = { user: [], profile: [], partner: [], subscription: [] };
    for (let from = 0; from < size; from += SLICE) {
      const mark = performance.now();
      const to = Math.min(size, from + SLICE);
      for (let i = from; i < to; i++) {
        rows.push(demoRows(people[i] as DemoPerson, { passwordHash, plans, freePlan, now }));
      }
      if (copy) {
        const first = rows[0] as DemoRows;
        loads ??= {
          user: copyLoad(users, first.user),
          profile: copyLoad(profiles, first.profile),
          partner: copyLoad(partnerRequirements, first.partner),
          subscription: copyLoad(profileSubscriptions, first.subscription),
        };
        for (const [part] of PARTS) {
          const load = loads[part] as CopyLoad<DemoRows[typeof part]>;
          let text = "";
          for (let i = from; i < to; i++) text += load.line((rows[i] as DemoRows)[part]);
          copy[part].push(Buffer.from(text));
        }
      }
      generateMs += performance.now() - mark;
      await yieldToIo();
    }
    return { size, firstEmail: people[0]?.email ?? null, rows, copy };
  };

  const timed = async (name: TableName, size: number, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    tables[name].ms += performance.now() - at;
    tables[name].rows += size;
  };

  const write = async (batch: Batch) => {
    const { rows, size } = batch;
    const column = <K extends Part>(part: K) => rows.map((row) => row[part]);
    if (client && batch.copy && loads) {
      const { copy } = batch;
      const shapes = loads;
      await client.begin(async (tx) => {
        // Should the server crash, a run numbers on from what survived: no need to wait for the
        // disk at each commit.
        await tx.unsafe("set local synchronous_commit = off");
        for (const [part, name] of PARTS) {
          const load = shapes[part];
          await timed(name, size, async () => {
            await tx.unsafe(load.stage);
            const stream = await tx.unsafe(load.copy).writable();
            await pipeline(Readable.from(copy[part]), stream);
            await tx.unsafe(load.insert);
          });
        }
      });
      return;
    }
    await db.transaction(async (tx) => {
      await timed("users", size, () => inChunks(column("user"), (chunk) => tx.insert(users).values(chunk)));
      await timed("profiles", size, () =>
        inChunks(column("profile"), (chunk) => tx.insert(profiles).values(chunk)),
      );
      await timed("partner_requirements", size, () =>
        inChunks(column("partner"), (chunk) => tx.insert(partnerRequirements).values(chunk)),
      );
      await timed("profile_subscriptions", size, () =>
        inChunks(column("subscription"), (chunk) => tx.insert(profileSubscriptions).values(chunk)),
      );
    });
  };

  // Two batches load at a time on PostgreSQL (two connections, so both cores work), and the next
  // is generated meanwhile; PGlite has one connection.
  const writers = client ? 2 : 1;
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  let sampleEmail: string | null = null;
  let done = 0;
  for (let offset = 0; offset < count && !failure; offset += batchSize) {
    let batch: Batch;
    try {
      batch = await prepare(offset);
    } catch (error) {
      failure = { error };
      break;
    }
    sampleEmail ??= batch.firstEmail;
    const task: Promise<void> = write(batch).then(
      () => {
        done += batch.size;
        options.onProgress?.({ done, total: count, elapsedMs: performance.now() - started });
      },
      (error: unknown) => {
        failure ??= { error };
      },
    );
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
    if (inFlight.size >= writers) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  if (failure) throw failure.error;
  await recordDemoPurchases(db, firstOrdinal, firstOrdinal + count - 1);

  let portraits = { count: 0, ms: 0 };
  if (photos && storage) {
    portraits = await addDemoPortraits(database, storage, {
      seed,
      firstOrdinal,
      lastOrdinal: firstOrdinal + count - 1,
    });
  }

  return {
    driver: database.driver,
    method: client ? "copy" : "insert",
    seed,
    count,
    firstOrdinal,
    lastOrdinal: firstOrdinal + count - 1,
    photos: portraits.count,
    password: DEMO_PASSWORD,
    sampleEmail,
    ms: performance.now() - started,
    generateMs,
    photoMs: portraits.ms,
    tables,
  };
}
