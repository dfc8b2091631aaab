import { sql } from "drizzle-orm";
import { ageFromDob } from "@/lib/validation/profile";
import type { Database, Db } from "../db/client";
import { executeRows } from "../db/raw-rows";
import { logger } from "../logger";
import { dobRange, familyRank, incomeRank, SEARCH_FLAGS, type SearchRow } from "./criteria";

/**
 * The browse index (issue 20, docs/decisions/0040): each app process keeps `profile_search` in
 * typed arrays and answers a search's filters, counts, order and page ids from memory, with the
 * same rules as the SQL search (search-profiles.ts) and the same score (criteria.ts), so every
 * page of any search costs a scan of the rows in its age band instead of scoring them in
 * PostgreSQL. The database stays the source of truth: every change to profile_search is logged by
 * the triggers of migration 0014 and read before each search (`catchUp`), so a committed change is
 * in the next search of every process. Until the first load is done, and whenever it is off
 * (BROWSE_INDEX=off), searches run in SQL.
 */

/** Text values are held as codes of one dictionary: equal codes, equal strings. 0 is null. */
class Dictionary {
  private readonly codes = new Map<string, number>([["", 0]]);
  private readonly values: string[] = [""];

  code(value: string | null | undefined): number {
    if (value === null || value === undefined) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  get size(): number {
    return this.values.length;
  }

  /** The code of a value that may not be there: -1 (no row's code) when absent. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  /** Codes of every value for which `test` holds. */
  matching(test: (value: string) => boolean): Set<number> {
    const found = new Set<number>();
    for (const [value, code] of this.codes) if (code !== 0 && test(value)) found.add(code);
    return found;
  }
}

/** A row as the loader reads it: timestamps as microseconds, so order ties match PostgreSQL's. */
type LoadedRow = {
  id: string;
  gender: string;
  dob_days: number;
  height: number;
  religion: string;
  maslak: string;
  caste: string;
  marital_status: string;
  education: string;
  profession: string;
  mother_tongue: string;
  nationality: string;
  income: number;
  family: number;
  state: string;
  city: string;
  flags: number;
  featured_us: number | null;
  submitted_us: number;
  active_us: number | null;
  want_religion: string | null;
  want_maslak: string | null;
  want_caste: string | null;
  want_age_min: number | null;
  want_age_max: number | null;
  want_height: number | null;
  want_marital_status: string | null;
  want_education: string | null;
  want_profession: string | null;
  want_mother_tongue: string | null;
  want_income: number | null;
  want_family: number | null;
  want_places: string[] | null;
  want_count: number;
};

const ROW_COLUMNS = sql`profile_id::text as id, gender::text as gender, (dob - date '1970-01-01') as dob_days,
  height, religion, maslak, caste, marital_status, education, profession, mother_tongue, nationality,
  income, family, state, city, flags,
  (extract(epoch from featured_until) * 1000000)::float8 as featured_us,
  (extract(epoch from submitted_at) * 1000000)::float8 as submitted_us,
  (extract(epoch from last_active_at) * 1000000)::float8 as active_us,
  want_religion, want_maslak, want_caste, want_age_min, want_age_max, want_height, want_marital_status,
  want_education, want_profession, want_mother_tongue, want_income, want_family, want_places, want_count`;

const LOAD_BATCH = 50_000;
/**
 * The slot's share of a rebuild's sort key (band × SLOT_SPAN + slot): 2^30 slots, and the largest
 * key (about 4×10^5 × 2^30) stays an exact double. 2^24 would have mixed bands past 16.7M slots.
 */
const SLOT_SPAN = 2 ** 30;
/** Past this many rows changed since the sorted lists were built, they are built again. */
const REBUILD_AFTER = 20_000;
/** The change log is kept an hour (purgeExpiredRows); an index that has not read it for this long loads again. */
const STALE_AFTER_MS = 45 * 60 * 1000;
export const CHANGE_LOG_KEEP_MS = 60 * 60 * 1000;

const GENDERS = ["male", "female"] as const;

const NONE = -1;

/** What a search asks of the index; the SQL search's input, with the codes and dates worked out here. */
export type BrowseQuery = {
  gender: "male" | "female" | null;
  today: string;
  ageMin: number | null;
  ageMax: number | null;
  heightMin?: number;
  heightMax?: number;
  religion?: readonly string[];
  maslak?: readonly string[];
  caste?: readonly string[];
  maritalStatus?: readonly string[];
  education?: readonly string[];
  profession?: readonly string[];
  motherTongue?: readonly string[];
  state?: readonly string[];
  city?: readonly string[];
  country?: readonly string[];
  income?: readonly string[];
  familyStatus?: readonly string[];
  verifiedOnly?: boolean;
  withPhoto?: boolean;
  /** profile_visibility levels hidden from this viewer (flags bits), and who sees them anyway. */
  hiddenFlags: number;
  connections: ReadonlySet<string>;
  /** Never listed: the viewer and everyone blocked either way. */
  excluded: ReadonlySet<string>;
  sort: "best_match" | "newest" | "recently_active";
  /** The viewer's own row when they are scored (best match), else null. */
  scoring: SearchRow | null;
  offset: number;
  limit: number;
  cap: number;
};

export type BrowseHit = { id: string; met: number | null; total: number | null; featured: boolean };
export type BrowseResult = { featuredCount: number; othersCount: number; hits: BrowseHit[] };

export class BrowseIndex {
  private readonly dict = new Dictionary();
  private size = 0;
  private capacity = 0;
  private readonly slotOf = new Map<string, number>();
  private ids: string[] = [];
  private free: number[] = [];
  // One typed array per column.
  private alive = new Uint8Array(0);
  /** The profile id as three numbers (13, 13 and 6 hex digits): their order is the uuid's. */
  private idHigh = new Float64Array(0);
  private idMiddle = new Float64Array(0);
  private idLow = new Float64Array(0);
  private gender = new Uint8Array(0);
  private dob = new Int32Array(0);
  private height = new Float64Array(0);
  private religion = new Uint32Array(0);
  private maslak = new Uint32Array(0);
  private caste = new Uint32Array(0);
  private marital = new Uint32Array(0);
  private education = new Uint32Array(0);
  private profession = new Uint32Array(0);
  private tongue = new Uint32Array(0);
  private nationality = new Uint32Array(0);
  private state = new Uint32Array(0);
  private city = new Uint32Array(0);
  private income = new Int16Array(0);
  private family = new Int16Array(0);
  private flags = new Uint16Array(0);
  private featuredUs = new Float64Array(0);
  private submittedUs = new Float64Array(0);
  private activeUs = new Float64Array(0);
  private wReligion = new Uint32Array(0);
  private wMaslak = new Uint32Array(0);
  private wCaste = new Uint32Array(0);
  private wAgeMin = new Int16Array(0);
  private wAgeMax = new Int16Array(0);
  private wHeight = new Float64Array(0);
  private wMarital = new Uint32Array(0);
  private wEducation = new Uint32Array(0);
  private wProfession = new Uint32Array(0);
  private wTongue = new Uint32Array(0);
  private wIncome = new Int16Array(0);
  private wFamily = new Int16Array(0);
  private wCount = new Uint8Array(0);
  /** want_places as dictionary codes: a row's are `placePool[placeStart .. placeStart + placeLength)`. */
  private placeStart = new Int32Array(0);
  private placeLength = new Uint8Array(0);
  private placePool = new Int32Array(1024);
  private placeUsed = 0;

  /** Per gender, the slots ordered by dob (those without a featured_until, and those with one), and what changed since. */
  private byDob: DobList[] = [emptyList(), emptyList()];
  private featuredByDob: DobList[] = [emptyList(), emptyList()];
  private changed = new Set<number>();
  private inChanged = new Uint8Array(0);

  /** The snapshot xmin of the last read of the change log (the next read starts there). */
  private horizon: string | null = null;
  /**
   * The change-log entries (`xid:profile id`) read since the horizon, with their xid. While an older
   * transaction holds the horizon back (in any database of the cluster), every read returns the
   * same entries again; their rows were read after they committed and need no second read.
   */
  private applied = new Map<string, bigint>();
  private readAt = 0;
  private loading: Promise<void> | null = null;
  private reading: Promise<void> | null = null;
  private loaded = false;

  constructor(private readonly database: Pick<Database, "db">) {}

  /** Whether searches may use it: loaded, and its change log read recently enough. */
  get ready(): boolean {
    return this.loaded && Date.now() - this.readAt < STALE_AFTER_MS;
  }

  get rows(): number {
    return this.slotOf.size;
  }

  /** Loads the whole table (once at a time); searches run in SQL meanwhile. */
  load(): Promise<void> {
    this.loading ??= this.loadAll()
      .catch((error: unknown) => {
        logger.error("browse index load failed", {
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /**
   * Applies every change committed since the last read; when the index is too far behind (or not
   * loaded), starts a full load and answers false: the caller searches in SQL this time.
   */
  async catchUp(db: Db = this.database.db): Promise<boolean> {
    if (!this.ready) {
      void this.load();
      return false;
    }
    this.reading ??= this.readChanges(db).finally(() => {
      this.reading = null;
    });
    await this.reading;
    return true;
  }

  /**
   * Loads into a fresh index and takes its state when done: meanwhile (and if the load fails) the
   * current one keeps answering.
   */
  private async loadAll(): Promise<void> {
    const began = Date.now();
    const fresh = new BrowseIndex(this.database);
    await fresh.fill();
    const { loading, reading } = this;
    Object.assign(this, fresh, { loading, reading });
    logger.info("browse index loaded", { rows: this.slotOf.size, ms: Date.now() - began });
  }

  private async fill(): Promise<void> {
    this.grow(1024);
    const { db } = this.database;
    await db.transaction(
      async (tx) => {
        const [snapshot] = await executeRows<{ xmin: string }>(
          tx,
          sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
        );
        // Keyset pages in the primary key's order: a page costs one index range, where ordering by
        // the id as text sorted the whole table for every page (hours at 10,000,000 rows).
        let after = "00000000-0000-0000-0000-000000000000";
        for (;;) {
          const rows = await executeRows<LoadedRow>(
            tx,
            sql`select ${ROW_COLUMNS} from profile_search where profile_id > ${after}::uuid
                order by profile_id limit ${LOAD_BATCH}`,
          );
          for (const row of rows) this.put(row);
          const last = rows.at(-1);
          if (!last || rows.length < LOAD_BATCH) break;
          after = last.id;
        }
        this.horizon = snapshot?.xmin ?? null;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    this.rebuild();
    this.readAt = Date.now();
    this.loaded = true;
  }

  private async readChanges(db: Db): Promise<void> {
    const [read] = await executeRows<{ xmin: string; entries: string[] | null }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
            (select array_agg(distinct xid::text || ':' || profile_id::text) from profile_search_changes
              where xid >= ${this.horizon ?? "0"}::xid8) as entries`,
    );
    const entries = (read?.entries ?? []).filter((entry) => !this.applied.has(entry));
    const ids = [...new Set(entries.map((entry) => entry.slice(entry.indexOf(":") + 1)))];
    if (ids.length > 0) {
      const rows = await executeRows<LoadedRow>(
        db,
        // By the primary key (the ids as one uuid[] parameter, as findPageRows sends them): compared
        // as text, every read scanned the table.
        sql`select ${ROW_COLUMNS} from profile_search where profile_id = any(${sql.param(ids)}::uuid[])`,
      );
      const present = new Set(rows.map((row) => row.id));
      for (const row of rows) this.put(row);
      for (const id of ids) if (!present.has(id)) this.remove(id);
      if (this.changed.size > REBUILD_AFTER) this.rebuild();
    }
    for (const entry of entries) this.applied.set(entry, BigInt(entry.slice(0, entry.indexOf(":"))));
    this.horizon = read?.xmin ?? this.horizon;
    if (this.horizon !== null) {
      const horizon = BigInt(this.horizon);
      for (const [entry, xid] of this.applied) if (xid < horizon) this.applied.delete(entry);
    }
    this.readAt = Date.now();
  }

  private grow(minimum: number): void {
    if (minimum <= this.capacity) return;
    const capacity = Math.max(minimum, this.capacity * 2, 1024);
    this.alive = resized(this.alive, capacity);
    this.idHigh = resized(this.idHigh, capacity);
    this.idMiddle = resized(this.idMiddle, capacity);
    this.idLow = resized(this.idLow, capacity);
    this.inChanged = resized(this.inChanged, capacity);
    this.gender = resized(this.gender, capacity);
    this.dob = resized(this.dob, capacity);
    this.height = resized(this.height, capacity);
    this.religion = resized(this.religion, capacity);
    this.maslak = resized(this.maslak, capacity);
    this.caste = resized(this.caste, capacity);
    this.marital = resized(this.marital, capacity);
    this.education = resized(this.education, capacity);
    this.profession = resized(this.profession, capacity);
    this.tongue = resized(this.tongue, capacity);
    this.nationality = resized(this.nationality, capacity);
    this.state = resized(this.state, capacity);
    this.city = resized(this.city, capacity);
    this.income = resized(this.income, capacity);
    this.family = resized(this.family, capacity);
    this.flags = resized(this.flags, capacity);
    this.featuredUs = resized(this.featuredUs, capacity);
    this.submittedUs = resized(this.submittedUs, capacity);
    this.activeUs = resized(this.activeUs, capacity);
    this.wReligion = resized(this.wReligion, capacity);
    this.wMaslak = resized(this.wMaslak, capacity);
    this.wCaste = resized(this.wCaste, capacity);
    this.wAgeMin = resized(this.wAgeMin, capacity);
    this.wAgeMax = resized(this.wAgeMax, capacity);
    this.wHeight = resized(this.wHeight, capacity);
    this.wMarital = resized(this.wMarital, capacity);
    this.wEducation = resized(this.wEducation, capacity);
    this.wProfession = resized(this.wProfession, capacity);
    this.wTongue = resized(this.wTongue, capacity);
    this.wIncome = resized(this.wIncome, capacity);
    this.wFamily = resized(this.wFamily, capacity);
    this.wCount = resized(this.wCount, capacity);
    this.placeStart = resized(this.placeStart, capacity);
    this.placeLength = resized(this.placeLength, capacity);
    this.capacity = capacity;
  }

  private put(row: LoadedRow): void {
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.size++;
      this.grow(slot + 1);
      this.slotOf.set(row.id, slot);
      this.ids[slot] = row.id;
      const hex = row.id.replaceAll("-", "");
      this.idHigh[slot] = Number.parseInt(hex.slice(0, 13), 16);
      this.idMiddle[slot] = Number.parseInt(hex.slice(13, 26), 16);
      this.idLow[slot] = Number.parseInt(hex.slice(26), 16);
    }
    const d = this.dict;
    this.alive[slot] = 1;
    this.gender[slot] = row.gender === "female" ? 1 : 0;
    this.dob[slot] = Number(row.dob_days);
    this.height[slot] = Number(row.height);
    this.religion[slot] = d.code(row.religion);
    this.maslak[slot] = d.code(row.maslak);
    this.caste[slot] = d.code(row.caste);
    this.marital[slot] = d.code(row.marital_status);
    this.education[slot] = d.code(row.education);
    this.profession[slot] = d.code(row.profession);
    this.tongue[slot] = d.code(row.mother_tongue);
    this.nationality[slot] = d.code(row.nationality);
    this.state[slot] = d.code(row.state);
    this.city[slot] = d.code(row.city);
    this.income[slot] = Number(row.income);
    this.family[slot] = Number(row.family);
    this.flags[slot] = Number(row.flags);
    this.featuredUs[slot] = row.featured_us === null ? Number.NaN : Number(row.featured_us);
    this.submittedUs[slot] = Number(row.submitted_us);
    this.activeUs[slot] = row.active_us === null ? Number.NaN : Number(row.active_us);
    this.wReligion[slot] = d.code(row.want_religion);
    this.wMaslak[slot] = d.code(row.want_maslak);
    this.wCaste[slot] = d.code(row.want_caste);
    this.wAgeMin[slot] = row.want_age_min === null ? NONE : Number(row.want_age_min);
    this.wAgeMax[slot] = row.want_age_max === null ? NONE : Number(row.want_age_max);
    this.wHeight[slot] = row.want_height === null ? Number.NaN : Number(row.want_height);
    this.wMarital[slot] = d.code(row.want_marital_status);
    this.wEducation[slot] = d.code(row.want_education);
    this.wProfession[slot] = d.code(row.want_profession);
    this.wTongue[slot] = d.code(row.want_mother_tongue);
    this.wIncome[slot] = row.want_income === null ? NONE : Number(row.want_income);
    this.wFamily[slot] = row.want_family === null ? NONE : Number(row.want_family);
    this.wCount[slot] = Number(row.want_count);
    const places = row.want_places ?? [];
    if (this.placeUsed + places.length > this.placePool.length) {
      const pool = new Int32Array(Math.max(this.placePool.length * 2, this.placeUsed + places.length));
      pool.set(this.placePool);
      this.placePool = pool;
    }
    this.placeStart[slot] = this.placeUsed;
    this.placeLength[slot] = Math.min(places.length, 255);
    for (const place of places.slice(0, 255)) this.placePool[this.placeUsed++] = d.code(place);
    this.markChanged(slot);
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.free.push(slot);
    this.markChanged(slot);
  }

  private markChanged(slot: number): void {
    if (!this.loaded) return;
    if (!this.inChanged[slot]) {
      this.inChanged[slot] = 1;
      this.changed.add(slot);
    }
  }

  /** Builds the dob-ordered lists from scratch and compacts the place pool. */
  /**
   * Renumbers the rows in (gender, dob) order, so a search reads the columns of an age band in
   * sequence rather than at random (measured: 130 ns a row at random, a fraction of that in order),
   * and builds the dob-ordered lists and the place pool afresh.
   */
  private rebuild(): void {
    const live: number[] = [];
    for (let slot = 0; slot < this.size; slot++) if (this.alive[slot]) live.push(slot);
    // One numeric sort: rows with a featured_until first (a few percent, read by every page 1, so
    // together), then gender, then dob (days, shifted positive), then the old slot.
    const keys = new Float64Array(live.length);
    for (const [i, slot] of live.entries()) {
      const region = Number.isNaN(this.featuredUs[slot] as number) ? 1 : 0;
      const band =
        (region * 2 + (this.gender[slot] as number)) * 100_000 + (this.dob[slot] as number) + 50_000;
      keys[i] = band * SLOT_SPAN + slot;
    }
    keys.sort();
    const order = Int32Array.from(keys, (key) => key % SLOT_SPAN);
    // Room for 5% more rows than are alive: growth by doubling left up to twice that (over a
    // gigabyte of typed arrays at 10,000,000 rows).
    this.capacity = Math.max(1024, Math.ceil(live.length * 1.05));
    this.alive = permuted(this.alive, order, this.capacity);
    this.idHigh = permuted(this.idHigh, order, this.capacity);
    this.idMiddle = permuted(this.idMiddle, order, this.capacity);
    this.idLow = permuted(this.idLow, order, this.capacity);
    this.gender = permuted(this.gender, order, this.capacity);
    this.dob = permuted(this.dob, order, this.capacity);
    this.height = permuted(this.height, order, this.capacity);
    this.religion = permuted(this.religion, order, this.capacity);
    this.maslak = permuted(this.maslak, order, this.capacity);
    this.caste = permuted(this.caste, order, this.capacity);
    this.marital = permuted(this.marital, order, this.capacity);
    this.education = permuted(this.education, order, this.capacity);
    this.profession = permuted(this.profession, order, this.capacity);
    this.tongue = permuted(this.tongue, order, this.capacity);
    this.nationality = permuted(this.nationality, order, this.capacity);
    this.state = permuted(this.state, order, this.capacity);
    this.city = permuted(this.city, order, this.capacity);
    this.income = permuted(this.income, order, this.capacity);
    this.family = permuted(this.family, order, this.capacity);
    this.flags = permuted(this.flags, order, this.capacity);
    this.featuredUs = permuted(this.featuredUs, order, this.capacity);
    this.submittedUs = permuted(this.submittedUs, order, this.capacity);
    this.activeUs = permuted(this.activeUs, order, this.capacity);
    this.wReligion = permuted(this.wReligion, order, this.capacity);
    this.wMaslak = permuted(this.wMaslak, order, this.capacity);
    this.wCaste = permuted(this.wCaste, order, this.capacity);
    this.wAgeMin = permuted(this.wAgeMin, order, this.capacity);
    this.wAgeMax = permuted(this.wAgeMax, order, this.capacity);
    this.wHeight = permuted(this.wHeight, order, this.capacity);
    this.wMarital = permuted(this.wMarital, order, this.capacity);
    this.wEducation = permuted(this.wEducation, order, this.capacity);
    this.wProfession = permuted(this.wProfession, order, this.capacity);
    this.wTongue = permuted(this.wTongue, order, this.capacity);
    this.wIncome = permuted(this.wIncome, order, this.capacity);
    this.wFamily = permuted(this.wFamily, order, this.capacity);
    this.wCount = permuted(this.wCount, order, this.capacity);
    this.placeStart = permuted(this.placeStart, order, this.capacity);
    this.placeLength = permuted(this.placeLength, order, this.capacity);
    const ids: string[] = new Array(order.length);
    this.slotOf.clear();
    for (const [slot, old] of order.entries()) {
      const id = this.ids[old] as string;
      ids[slot] = id;
      this.slotOf.set(id, slot);
    }
    this.ids = ids;
    this.size = order.length;
    this.free = [];
    this.inChanged = new Uint8Array(this.capacity);
    this.changed.clear();
    for (const [g] of GENDERS.entries()) {
      const all: number[] = [];
      const featured: number[] = [];
      for (let slot = 0; slot < this.size; slot++) {
        if (this.gender[slot] !== g) continue;
        if (Number.isNaN(this.featuredUs[slot] as number)) all.push(slot);
        else featured.push(slot);
      }
      this.byDob[g] = this.dobList(all);
      this.featuredByDob[g] = this.dobList(featured);
    }
    // Entries of rows written again are garbage in the pool: copy the live ones.
    const pool = new Int32Array(Math.max(1024, this.placeUsed));
    let used = 0;
    for (let slot = 0; slot < this.size; slot++) {
      const start = this.placeStart[slot] as number;
      const length = this.placeLength[slot] as number;
      pool.set(this.placePool.subarray(start, start + length), used);
      this.placeStart[slot] = used;
      used += length;
    }
    this.placePool = pool;
    this.placeUsed = used;
  }

  /** `slots` (already in dob order after a rebuild) with their dobs. */
  private dobList(slots: number[]): DobList {
    const list = Int32Array.from(slots);
    return { slots: list, dobs: list.map((slot) => this.dob[slot] as number) };
  }

  /** A search's counts and page, as the SQL search would answer them (search-profiles.ts). */
  search(query: BrowseQuery): BrowseResult {
    const nowUs = Date.now() * 1000;
    const filter = this.filterFor(query);
    const score = query.scoring ? this.scorerFor(query.scoring, query.today) : null;
    const { latest, before } = dobRange(query.today, query.ageMin, query.ageMax);
    const low = before === null ? -Infinity : daysOf(before) + 1;
    const high = latest === null ? Infinity : daysOf(latest);
    const genders = query.gender === null ? [0, 1] : [query.gender === "female" ? 1 : 0];
    const changed = [...this.changed].filter(
      (slot) =>
        this.alive[slot] === 1 &&
        genders.includes(this.gender[slot] as number) &&
        inBand(this.dob[slot] as number, low, high) &&
        this.accepts(filter, slot),
    );
    // The featured rows first: a few percent of the table, which page 1 usually needs alone.
    const featured: number[] = [];
    for (const g of genders) {
      this.collect(
        this.featuredByDob[g] as DobList,
        { low, high, filter, nowUs, featured: true },
        featured,
        Infinity,
      );
    }
    for (const slot of changed) if ((this.featuredUs[slot] as number) > nowUs) featured.push(slot);
    const { offset, limit } = query;
    const featuredPage = this.top(featured, query.sort, score, offset + limit).slice(offset, offset + limit);
    const needsOthers = featuredPage.length < limit && offset + limit > featured.length;
    // The others are counted up to what the SQL search counts (cap + 1) unless the page needs them all.
    const others: number[] = [];
    const countTo = needsOthers ? Infinity : query.cap + 1;
    for (const g of genders) {
      // Rows without a featured_until, then those whose featuring has ended.
      for (const list of [this.byDob[g], this.featuredByDob[g]] as DobList[]) {
        if (others.length >= countTo) break;
        this.collect(list, { low, high, filter, nowUs, featured: false }, others, countTo);
      }
    }
    for (const slot of changed) if (!((this.featuredUs[slot] as number) > nowUs)) others.push(slot);
    let othersPage: number[] = [];
    if (needsOthers) {
      const from = Math.max(0, offset - featured.length);
      const want = limit - featuredPage.length;
      othersPage = this.top(others, query.sort, score, from + want).slice(from, from + want);
    }
    const hit = (slot: number, isFeatured: boolean): BrowseHit => {
      return {
        id: this.ids[slot] as string,
        met: score ? score.met(slot) : null,
        total: score ? score.total(slot) : null,
        featured: isFeatured,
      };
    };
    return {
      featuredCount: featured.length,
      othersCount: others.length,
      hits: [...featuredPage.map((slot) => hit(slot, true)), ...othersPage.map((slot) => hit(slot, false))],
    };
  }

  /**
   * Pushes onto `into` each live, unchanged slot of `list` born in [low, high] (days) that the
   * filter accepts and is featured now (or not, as `featured` says), until `into` holds `upTo`.
   * Changed rows are left out: the caller takes them from `changed`, with their current values.
   */
  private collect(
    list: DobList,
    scan: { low: number; high: number; filter: Filter; nowUs: number; featured: boolean },
    into: number[],
    upTo: number,
  ): void {
    const { slots, dobs } = list;
    const { low, high, filter, nowUs, featured } = scan;
    let lo = 0;
    let hi = slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((dobs[mid] as number) < low) lo = mid + 1;
      else hi = mid;
    }
    const featuredUs = this.featuredUs;
    const inChanged = this.inChanged;
    const alive = this.alive;
    for (let i = lo; i < slots.length && into.length < upTo; i++) {
      if ((dobs[i] as number) > high) break;
      const slot = slots[i] as number;
      if (inChanged[slot] === 1 || alive[slot] === 0) continue;
      if ((featuredUs[slot] as number) > nowUs !== featured) continue;
      if (this.accepts(filter, slot)) into.push(slot);
    }
  }

  /** The search's filters (search-profiles.ts filtersSql, visibleTo, the viewer and blocks) for one slot. */
  private accepts(f: Filter, slot: number): boolean {
    if (f.heightMin !== null && !((this.height[slot] as number) >= f.heightMin)) return false;
    if (f.heightMax !== null && !((this.height[slot] as number) <= f.heightMax)) return false;
    if (f.religion !== null && f.religion[this.religion[slot] as number] !== 1) return false;
    if (f.maslak !== null && f.maslak[this.maslak[slot] as number] !== 1) return false;
    if (f.caste !== null && f.caste[this.caste[slot] as number] !== 1) return false;
    if (f.marital !== null && f.marital[this.marital[slot] as number] !== 1) return false;
    if (f.education !== null && f.education[this.education[slot] as number] !== 1) return false;
    if (f.profession !== null && f.profession[this.profession[slot] as number] !== 1) return false;
    if (f.tongue !== null && f.tongue[this.tongue[slot] as number] !== 1) return false;
    const state = this.state[slot] as number;
    if (f.state !== null && f.state[state] !== 1) return false;
    if (f.city !== null && f.city[this.city[slot] as number] !== 1) return false;
    if (f.cityStates !== null && f.cityStates[state] !== 1) return false;
    if (f.countries !== null && f.countries[state] !== 1) return false;
    if (f.income !== null && !f.income.has(this.income[slot] as number)) return false;
    if (f.family !== null && !f.family.has(this.family[slot] as number)) return false;
    const flags = this.flags[slot] as number;
    if ((flags & f.flagsNeeded) !== f.flagsNeeded) return false;
    if ((flags & f.hiddenFlags) !== 0 && !f.connections.has(slot)) return false;
    return f.excluded.size === 0 || !f.excluded.has(slot);
  }

  /**
   * The first `count` slots in the sort's order (best match: score desc, nulls last; newest;
   * recently active, nulls last; ties by profile id desc): a selection, then a sort of those only.
   * Kept in small functions: a long loop's function compiled mid-loop, with no feedback yet for
   * what follows the loop, was thrown away at every call (measured: 800 ns a row instead of 50).
   */
  private top(slots: number[], sort: BrowseQuery["sort"], score: Scorer | null, count: number): number[] {
    if (count <= 0 || slots.length === 0) return [];
    const keys =
      sort === "best_match" && score
        ? scoreKeys(slots, score)
        : timeKeys(slots, sort === "recently_active" ? this.activeUs : this.submittedUs);
    return this.firstByKey(slots, keys, count);
  }

  private firstByKey(slots: number[], keys: Float64Array, count: number): number[] {
    const { idHigh, idMiddle, idLow } = this;
    /** Whether match i comes before match j: a strict order, as ids are unique. */
    const before = (i: number, j: number): boolean => {
      const ki = keys[i] as number;
      const kj = keys[j] as number;
      if (ki !== kj) return ki > kj;
      const a = slots[i] as number;
      const b = slots[j] as number;
      if (idHigh[a] !== idHigh[b]) return (idHigh[a] as number) > (idHigh[b] as number);
      if (idMiddle[a] !== idMiddle[b]) return (idMiddle[a] as number) > (idMiddle[b] as number);
      return (idLow[a] as number) > (idLow[b] as number);
    };
    const n = slots.length;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    const take = Math.min(count, n);
    if (n > take) selectFirst(order, take, before);
    return Array.from(order.subarray(0, take))
      .sort((i, j) => (before(i, j) ? -1 : 1))
      .map((i) => slots[i] as number);
  }

  /** The search's filters as lookup tables by code (a code's entry is 1 when its value passes). */
  private filterFor(query: BrowseQuery): Filter {
    const d = this.dict;
    const table = (codes: Iterable<number>): Uint8Array => {
      const passes = new Uint8Array(d.size);
      for (const code of codes) if (code >= 0) passes[code] = 1;
      return passes;
    };
    const codes = (values: readonly string[] | undefined) =>
      values?.length ? table(values.map((value) => d.find(value))) : null;
    const slots = (ids: Iterable<string>) => {
      const found = new Set<number>();
      for (const id of ids) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined) found.add(slot);
      }
      return found;
    };
    return {
      heightMin: query.heightMin ?? null,
      heightMax: query.heightMax ?? null,
      religion: codes(query.religion),
      maslak: codes(query.maslak),
      caste: codes(query.caste),
      marital: codes(query.maritalStatus),
      education: codes(query.education),
      profession: codes(query.profession),
      tongue: codes(query.motherTongue),
      state: codes(query.state),
      city: codes(query.city),
      // A city's state, so the SQL search can seek by state: the same rows, kept for equal answers.
      cityStates:
        query.city?.length && !query.state?.length
          ? table(query.city.map((code) => d.find(code.split("-").slice(0, 2).join("-"))))
          : null,
      countries: query.country?.length
        ? table(d.matching((value) => (query.country ?? []).some((code) => value.startsWith(`${code}-`))))
        : null,
      income: query.income?.length ? new Set(query.income.map(incomeRank)) : null,
      family: query.familyStatus?.length ? new Set(query.familyStatus.map(familyRank)) : null,
      flagsNeeded:
        (query.verifiedOnly ? SEARCH_FLAGS.verified : 0) | (query.withPhoto ? SEARCH_FLAGS.photo : 0),
      hiddenFlags: query.hiddenFlags,
      connections: slots(query.connections),
      excluded: slots(query.excluded),
    };
  }

  /** The mutual score of criteria.ts (matchSql) for the viewer's row, per slot. */
  private scorerFor(viewer: SearchRow, today: string): Scorer {
    const d = this.dict;
    const wanted = (value: string | null) => (value === null ? null : d.find(value));
    const tReligion = wanted(viewer.wantReligion);
    const tMaslak = wanted(viewer.wantMaslak);
    const tCaste = wanted(viewer.wantCaste);
    const tMarital = wanted(viewer.wantMaritalStatus);
    const tEducation = wanted(viewer.wantEducation);
    const tProfession = wanted(viewer.wantProfession);
    const tTongue = wanted(viewer.wantMotherTongue);
    const tHeight = viewer.wantHeight;
    const tIncome = viewer.wantIncome;
    const tFamily = viewer.wantFamily;
    const ageSet = viewer.wantAgeMin !== null && viewer.wantAgeMax !== null;
    const band = dobRange(today, viewer.wantAgeMin, viewer.wantAgeMax);
    const ageHigh = band.latest === null ? Infinity : daysOf(band.latest);
    const ageLow = band.before === null ? -Infinity : daysOf(band.before) + 1;
    const places = (prefix: "N" | "S" | "C") => {
      const list = (viewer.wantPlaces ?? [])
        .filter((p) => p.startsWith(`${prefix}:`))
        .map((p) => d.find(p.slice(2)));
      return list.length ? new Set(list) : null;
    };
    const tNationality = places("N");
    const tState = places("S");
    const tCity = places("C");
    const theirsTotal =
      [
        tReligion,
        tMaslak,
        tCaste,
        tMarital,
        tEducation,
        tProfession,
        tTongue,
        tHeight,
        tIncome,
        tFamily,
      ].filter((value) => value !== null).length +
      (ageSet ? 1 : 0) +
      [tNationality, tState, tCity].filter((value) => value !== null).length;
    // The viewer's facts, for the candidates' requirements.
    const mReligion = d.find(viewer.religion);
    const mMaslak = d.find(viewer.maslak);
    const mCaste = d.find(viewer.caste);
    const mMarital = d.find(viewer.maritalStatus);
    const mEducation = d.find(viewer.education);
    const mProfession = d.find(viewer.profession);
    const mTongue = d.find(viewer.motherTongue);
    const mAge = ageFromDob(viewer.dob, new Date(`${today}T00:00:00Z`));
    const mHeight = viewer.height;
    const mIncome = viewer.income;
    const mFamily = viewer.family;
    const mN = d.find(`N:${viewer.nationality}`);
    const mS = d.find(`S:${viewer.state}`);
    const mC = d.find(`C:${viewer.city}`);
    const met = (slot: number): number => {
      let met = 0;
      if (tReligion !== null && this.religion[slot] === tReligion) met++;
      if (tMaslak !== null && this.maslak[slot] === tMaslak) met++;
      if (tCaste !== null && this.caste[slot] === tCaste) met++;
      if (ageSet && inBand(this.dob[slot] as number, ageLow, ageHigh)) met++;
      if (tHeight !== null && (this.height[slot] as number) >= tHeight) met++;
      if (tMarital !== null && this.marital[slot] === tMarital) met++;
      if (tEducation !== null && this.education[slot] === tEducation) met++;
      if (tProfession !== null && this.profession[slot] === tProfession) met++;
      if (tTongue !== null && this.tongue[slot] === tTongue) met++;
      if (tIncome !== null && (this.income[slot] as number) >= tIncome) met++;
      if (tNationality?.has(this.nationality[slot] as number)) met++;
      if (tState?.has(this.state[slot] as number)) met++;
      if (tCity?.has(this.city[slot] as number)) met++;
      if (tFamily !== null && (this.family[slot] as number) >= tFamily) met++;
      // Theirs for them: a requirement not set (code 0, NONE, NaN) is never met.
      const wReligion = this.wReligion[slot] as number;
      if (wReligion !== 0 && wReligion === mReligion) met++;
      const wMaslak = this.wMaslak[slot] as number;
      if (wMaslak !== 0 && wMaslak === mMaslak) met++;
      const wCaste = this.wCaste[slot] as number;
      if (wCaste !== 0 && wCaste === mCaste) met++;
      const ageMin = this.wAgeMin[slot] as number;
      const ageMax = this.wAgeMax[slot] as number;
      if (ageMin !== NONE && ageMax !== NONE && mAge >= ageMin && mAge <= ageMax) met++;
      if ((this.wHeight[slot] as number) <= mHeight) met++;
      const wMarital = this.wMarital[slot] as number;
      if (wMarital !== 0 && wMarital === mMarital) met++;
      const wEducation = this.wEducation[slot] as number;
      if (wEducation !== 0 && wEducation === mEducation) met++;
      const wProfession = this.wProfession[slot] as number;
      if (wProfession !== 0 && wProfession === mProfession) met++;
      const wTongue = this.wTongue[slot] as number;
      if (wTongue !== 0 && wTongue === mTongue) met++;
      const wIncome = this.wIncome[slot] as number;
      if (wIncome !== NONE && wIncome <= mIncome) met++;
      const wFamily = this.wFamily[slot] as number;
      if (wFamily !== NONE && wFamily <= mFamily) met++;
      const length = this.placeLength[slot] as number;
      if (length > 0) {
        const start = this.placeStart[slot] as number;
        let n = false;
        let s = false;
        let c = false;
        for (let i = start; i < start + length; i++) {
          const place = this.placePool[i] as number;
          if (place === mN) n = true;
          else if (place === mS) s = true;
          else if (place === mC) c = true;
        }
        met += (n ? 1 : 0) + (s ? 1 : 0) + (c ? 1 : 0);
      }
      return met;
    };
    return { met, total: (slot) => theirsTotal + (this.wCount[slot] as number) };
  }
}

/** The mutual score of one viewer: criteria met and compared, per slot (no object per row). */
type Scorer = { met(slot: number): number; total(slot: number): number };

/** A search's filters, worked out once per search: tables by dictionary code, and slots. */
type Filter = {
  heightMin: number | null;
  heightMax: number | null;
  religion: Uint8Array | null;
  maslak: Uint8Array | null;
  caste: Uint8Array | null;
  marital: Uint8Array | null;
  education: Uint8Array | null;
  profession: Uint8Array | null;
  tongue: Uint8Array | null;
  state: Uint8Array | null;
  city: Uint8Array | null;
  cityStates: Uint8Array | null;
  countries: Uint8Array | null;
  income: Set<number> | null;
  family: Set<number> | null;
  flagsNeeded: number;
  hiddenFlags: number;
  connections: Set<number>;
  excluded: Set<number>;
};

/** Slots in dob order, with each one's dob as it was when the list was built. */
type DobList = { slots: Int32Array; dobs: Int32Array };

function emptyList(): DobList {
  return { slots: new Int32Array(0), dobs: new Int32Array(0) };
}

type TypedColumn = Uint8Array | Uint16Array | Uint32Array | Int16Array | Int32Array | Float64Array;

/** `old` reordered: entry i of the copy is entry order[i] of `old`; room for `capacity` values. */
function permuted<T extends TypedColumn>(old: T, order: Int32Array, capacity: number): T {
  const next = new (old.constructor as new (length: number) => T)(capacity);
  for (let i = 0; i < order.length; i++) next[i] = old[order[i] as number] as number;
  return next;
}

/** A copy of `old` with room for `capacity` values. */
function resized<T extends TypedColumn>(old: T, capacity: number): T {
  const next = new (old.constructor as new (length: number) => T)(capacity);
  next.set(old);
  return next;
}

function daysOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

function inBand(days: number, low: number, high: number): boolean {
  return days >= low && days <= high;
}

/** Best match's sort key: the score's share (met ÷ compared), -Infinity when nothing is compared (nulls last). */
function scoreKeys(slots: number[], score: Scorer): Float64Array {
  const keys = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as number;
    const total = score.total(slot);
    keys[i] = total > 0 ? score.met(slot) / total : -Infinity;
  }
  return keys;
}

/** Newest's or recently active's sort key, in microseconds; -Infinity for none (nulls last). */
function timeKeys(slots: number[], times: Float64Array): Float64Array {
  const keys = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const time = times[slots[i] as number] as number;
    keys[i] = Number.isNaN(time) ? -Infinity : time;
  }
  return keys;
}

/**
 * Reorders `order` so that its first `count` entries are the first `count` by `before` (in no
 * particular order): quickselect, linear on average.
 */
function selectFirst(order: Int32Array, count: number, before: (i: number, j: number) => boolean): void {
  let lo = 0;
  let hi = order.length - 1;
  const target = count - 1;
  while (lo < hi) {
    const pivot = order[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (before(order[i] as number, pivot)) i++;
      while (before(pivot, order[j] as number)) j--;
      if (i <= j) {
        const swap = order[i] as number;
        order[i] = order[j] as number;
        order[j] = swap;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
}
