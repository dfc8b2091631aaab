import type { ValidSession } from "./session";

/**
 * Validated sessions kept in memory (30 seconds at most), so a signed-in request usually skips the
 * database (docs/decisions/0012). The database stays the source of truth: every change that could
 * alter a cached answer (a session deleted, the account's name, role or status, the profile's
 * photo or state, the plan) is announced by database triggers on the `rishta_auth` channel and
 * evicts the entries it names, in this process and in every other one listening to the same
 * database. The time limit only bounds what a lost notification could leave behind.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/** The channel the database triggers of migration 0004 notify. */
export const AUTH_CHANNEL = "rishta_auth";

type Entry = { session: ValidSession; storedAt: number };

export class SessionCache {
  private readonly bySession = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /**
   * Counts evictions. A reader takes it before querying the database and stores its answer only if
   * nothing was evicted meanwhile: an answer read just before a sign-out committed must not be
   * cached after the sign-out's eviction has passed.
   */
  private evictions = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  get(sessionId: string, now = Date.now()): ValidSession | null {
    const entry = this.bySession.get(sessionId);
    if (!entry) return null;
    if (now - entry.storedAt >= this.ttlMs || entry.session.expiresAt.getTime() <= now) {
      this.drop(sessionId);
      return null;
    }
    return entry.session;
  }

  get epoch(): number {
    return this.evictions;
  }

  /** Keeps `session` unless an eviction happened since `epoch` was read. */
  set(session: ValidSession, epoch: number, now = Date.now()): void {
    if (epoch !== this.evictions) return;
    this.drop(session.sessionId);
    if (this.bySession.size >= MAX_ENTRIES) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.bySession.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.bySession.set(session.sessionId, { session: { ...session, refreshed: false }, storedAt: now });
    let ids = this.byUser.get(session.user.id);
    if (!ids) {
      ids = new Set();
      this.byUser.set(session.user.id, ids);
    }
    ids.add(session.sessionId);
  }

  forgetSession(sessionId: string): void {
    this.evictions++;
    this.drop(sessionId);
  }

  forgetUser(userId: string): void {
    this.evictions++;
    for (const sessionId of [...(this.byUser.get(userId) ?? [])]) this.drop(sessionId);
  }

  clear(): void {
    this.evictions++;
    this.bySession.clear();
    this.byUser.clear();
  }

  private drop(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    const ids = this.byUser.get(entry.session.user.id);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.byUser.delete(entry.session.user.id);
  }

  get size(): number {
    return this.bySession.size;
  }

  /**
   * A `rishta_auth` notification: `session:<id>`, `user:<uuid>` or `all`; `ping:<anything>` changes
   * nothing (a listener waiting for its own ping knows every notification committed before it has
   * been applied: PostgreSQL delivers them in commit order). Anything else forgets everything.
   */
  applyNotification(payload: string): void {
    const separator = payload.indexOf(":");
    const kind = separator === -1 ? payload : payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    if (kind === "ping") return;
    if (kind === "session") this.forgetSession(id);
    else if (kind === "user") this.forgetUser(id);
    else this.clear();
  }
}

/*
 * One cache per process, on globalThis: the node:http entry and Next's server bundle each carry
 * their own copy of this module, and an eviction made through one must be seen by the other.
 * Session ids are SHA-256 digests of random tokens, so databases opened side by side (the tests)
 * never share a key.
 */
const holder = globalThis as typeof globalThis & { __rishtaSessionCache?: SessionCache };

export function sessionCache(): SessionCache {
  holder.__rishtaSessionCache ??= new SessionCache();
  return holder.__rishtaSessionCache;
}
