import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import superjson from "superjson";
import { describe, inject } from "vitest";
import type { SignUpInput } from "@/lib/validation/auth";
import { handleApiRequest } from "@/server/api/handler";
import type { PublicUser } from "@/server/auth/present";
import { SESSION_COOKIE } from "@/server/auth/session";
import { AUTH_CHANNEL } from "@/server/auth/session-cache";
import { type Database, type Db, openDatabase } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import { ensureAdmin, seedPlans } from "@/server/db/seed";
import type { PaymentProvider } from "@/server/payments/provider";
import { buildServices, type Services } from "@/server/services";
import { type ImageStorage, localDiskStorage } from "@/server/storage/storage";
import { normalizeEmail } from "@/server/users/queries";
import { loadContract } from "./contract";
import { type FakePayfast, startFakePayfast } from "./fake-payfast";
import { postgresAdminUrl, postgresUrlFor } from "./postgres-url";

/** Which database the API tests run on: the vitest project sets TEST_DB. */
export const testDb: "pglite" | "postgres" = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * False only in the api-postgres project when its global setup found no PostgreSQL server (and
 * REQUIRE_POSTGRES is not set): the file's tests are then reported as skipped, not passed.
 */
export const databaseAvailable: boolean = testDb === "pglite" || inject("postgresReachable") === true;

/** `describe`, run only when this project's database is there. */
export const describeApi = describe.runIf(databaseAvailable);

/** The password every factory account gets unless a test picks another. */
export const TEST_PASSWORD = "Rishta@2024";

const runId = randomBytes(3).toString("hex");
let sequence = 0;

/** An email no other test (in this run or an earlier one on the same server) has used. */
export function uniqueEmail(label = "member"): string {
  sequence += 1;
  return `${label}.${runId}.${sequence}@example.com`;
}

/** A client address of its own, so one test's requests never count against another's rate limits. */
export function uniqueIp(): string {
  sequence += 1;
  const n = sequence + Number.parseInt(runId, 16);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

type QueryValue = string | number | boolean | readonly (string | number | boolean)[];

export type RequestOptions = {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim (with `headers` deciding the content type): for malformed bodies. */
  rawBody?: string;
  /** Sent as multipart/form-data (the photo uploads); the boundary is set for you. */
  form?: FormData;
  query?: Record<string, QueryValue | undefined>;
  /** A `rishta_session=…` pair as `signUp`/`signIn` return it. */
  cookie?: string | null;
  /** The client address the rate limiter sees; a fresh one per request unless given. */
  ip?: string;
  headers?: Record<string, string>;
};

/** The REST table's JSON: `{ message?, data? }` on success, `{ error, code, fields? }` on failure. */
export type RestBody<D = unknown> = {
  message?: string;
  data?: D;
  error?: string;
  code?: string;
  fields?: Record<string, string>;
  requestId?: string;
};

export type ApiResponse<B> = {
  status: number;
  body: B;
  text: string;
  /** The raw body: what an image route answered. */
  bytes: Buffer;
  headers: Headers;
  /** Every Set-Cookie header of the response. */
  setCookies: string[];
  /** `rishta_session=<token>` when the response set a new session cookie, else null. */
  cookie: string | null;
  /** True when the response cleared the session cookie. */
  cookieCleared: boolean;
};

export type TrpcErrorShape = {
  message: string;
  code: number;
  data: { code: string; httpStatus: number; path?: string; fields?: Record<string, string> };
};

export type TrpcResponse<D> = {
  status: number;
  data?: D;
  error?: TrpcErrorShape;
  text: string;
  headers: Headers;
  cookie: string | null;
};

export type TestClient = {
  services: Services;
  request<D = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<RestBody<D>>>;
  trpc: {
    query<D = unknown>(path: string, input?: unknown, options?: RequestOptions): Promise<TrpcResponse<D>>;
    mutation<D = unknown>(path: string, input?: unknown, options?: RequestOptions): Promise<TrpcResponse<D>>;
  };
};

export type SignedUpUser = { user: PublicUser; cookie: string; email: string; password: string; ip: string };

export type TestApp = TestClient & {
  database: Database;
  db: Db;
  /** Where this file's photo variants are stored (empty when the app was given another storage). */
  uploadsDir: string;
  /** The connection URL of this file's PostgreSQL database (undefined on PGlite). */
  url?: string;
  /**
   * The fake PayFast on loopback this app's payment provider talks to (tests/support/fake-payfast.ts),
   * its notifications delivered to this app's handler; null when the test passed its own provider.
   */
  payfast: FakePayfast | null;
  /** A valid sign-up body with a unique email; `overrides` replace fields. */
  signUpInput(overrides?: Partial<SignUpInput>): SignUpInput;
  /**
   * Signs a new member up through the REST routes (sign-up, then verify-email with the mailed code,
   * whose mail is then removed from the outbox) and returns them with their session cookie.
   */
  signUp(overrides?: Partial<SignUpInput>): Promise<SignedUpUser>;
  /** Signs in through the REST route; throws unless it succeeds. */
  signIn(email: string, password?: string): Promise<{ user: PublicUser; cookie: string }>;
  /** Makes `email` an admin (creating the account when needed) with ensureAdmin, and signs in. */
  makeAdmin(email?: string, password?: string): Promise<SignedUpUser>;
  /** The outbox's mail to `to`, newest first, once the mail requests so far have been sent. */
  outbox(to: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  /**
   * Another app instance on the same database, as a second process would have: its own services
   * and, on PostgreSQL, its own connection pool. (PGlite in memory allows one connection.)
   */
  secondInstance(): Promise<TestClient & { close(): Promise<void> }>;
  /**
   * Resolves once this app has applied every session-cache notification committed so far. A test
   * that changes sessions, users or profiles straight in the database awaits it before the next
   * request, as that change reaches the cache asynchronously on PostgreSQL (as in production,
   * where it takes a moment to arrive from another process).
   */
  settle(): Promise<void>;
  close(): Promise<void>;
};

const BASE_URL = "http://localhost:3000";

function cookieFrom(setCookies: string[]): { cookie: string | null; cleared: boolean } {
  for (const header of setCookies) {
    const pair = header.split(";")[0] ?? "";
    const index = pair.indexOf("=");
    if (pair.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(index + 1).trim();
    return value ? { cookie: `${SESSION_COOKIE}=${value}`, cleared: false } : { cookie: null, cleared: true };
  }
  return { cookie: null, cleared: false };
}

function buildUrl(path: string, query?: RequestOptions["query"]): string {
  const url = new URL(path, BASE_URL);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

async function send(services: Services, method: string, url: string, options: RequestOptions) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | FormData | undefined;
  if (options.form !== undefined) {
    body = options.form;
  } else if (options.rawBody !== undefined) {
    body = options.rawBody;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const response = await handleApiRequest(services, new Request(url, { method, headers, body }), {
    ip: options.ip ?? uniqueIp(),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  const setCookies = response.headers.getSetCookie();
  return { response, text, bytes, setCookies, ...cookieFrom(setCookies) };
}

/**
 * Every REST answer any API test receives must be one the OpenAPI document promises: its status
 * listed for that operation, its body valid against that status's schema (tests/support/contract.ts).
 * Paths outside the document (unknown ones) and the answers every path may give (405, 404 for an
 * unknown path), which the document describes once, are not checked here.
 */
async function keepsTheContract(method: string, path: string, status: number, text: string): Promise<void> {
  const contract = await loadContract();
  const pathname = new URL(path, BASE_URL).pathname;
  if (!contract.document.paths[pathname]?.[method.toLowerCase()] || status === 405) return;
  const problem = contract.check(method, pathname, status, text);
  if (problem) throw new Error(`The answer breaks the OpenAPI document: ${problem}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createClient(services: Services): TestClient {
  const trpcCall = async <D>(
    kind: "query" | "mutation",
    path: string,
    input: unknown,
    options: RequestOptions,
  ) => {
    const serialized = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
    const url =
      kind === "query"
        ? buildUrl(
            `/api/trpc/${path}`,
            serialized === undefined ? options.query : { ...options.query, input: serialized },
          )
        : buildUrl(`/api/trpc/${path}`, options.query);
    const { response, text, cookie } = await send(services, kind === "query" ? "GET" : "POST", url, {
      ...options,
      rawBody: kind === "mutation" ? (serialized ?? "") : undefined,
      headers:
        kind === "mutation" ? { "content-type": "application/json", ...options.headers } : options.headers,
    });
    const json = parseJson(text) as { result?: { data?: unknown }; error?: unknown } | undefined;
    const result: TrpcResponse<D> = { status: response.status, text, headers: response.headers, cookie };
    if (json?.result && "data" in json.result) {
      result.data = superjson.deserialize(
        json.result.data as Parameters<typeof superjson.deserialize>[0],
      ) as D;
    }
    if (json?.error) {
      result.error = superjson.deserialize(
        json.error as Parameters<typeof superjson.deserialize>[0],
      ) as TrpcErrorShape;
    }
    return result;
  };

  return {
    services,
    async request<D>(method: string, path: string, options: RequestOptions = {}) {
      const { response, text, bytes, setCookies, cookie, cleared } = await send(
        services,
        method,
        buildUrl(path, options.query),
        options,
      );
      await keepsTheContract(method, path, response.status, text);
      return {
        status: response.status,
        body: parseJson(text) as RestBody<D>,
        text,
        bytes,
        headers: response.headers,
        setCookies,
        cookie,
        cookieCleared: cleared,
      };
    },
    trpc: {
      query: (path, input, options = {}) => trpcCall("query", path, input, options),
      mutation: (path, input, options = {}) => trpcCall("mutation", path, input, options),
    },
  };
}

async function withAdminConnection<T>(adminUrl: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * A new, empty database on the PostgreSQL server at `adminUrl` (no migrations run), and how to drop
 * it: every test database starts here.
 */
export async function createEmptyPostgresDatabase(
  adminUrl = postgresAdminUrl(),
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rishta_test_${randomBytes(6).toString("hex")}`;
  await withAdminConnection(adminUrl, (sql) => sql.unsafe(`create database "${name}"`));
  const drop = () =>
    withAdminConnection(adminUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)).then(
      () => {},
    );
  return { url: postgresUrlFor(name, adminUrl), drop };
}

async function openTestDatabase(
  onStatement?: (statement: string) => void,
  adminUrl = postgresAdminUrl(),
  pgliteDir?: string,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (testDb === "pglite") {
    return {
      database: await openDatabase(pgliteDir === undefined ? { memory: true } : { pgliteDir }),
      drop: async () => {},
    };
  }
  const { url, drop } = await createEmptyPostgresDatabase(adminUrl);
  try {
    return { database: await openDatabase({ url, onStatement }), url, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * A fresh, migrated database for one test file (PGlite in memory or in `pgliteDir`, or a new
 * PostgreSQL database that `close` drops), with the default plans seeded, and the real API handler
 * in front of it.
 */
export async function createTestApp(
  options: {
    smtpUrl?: string /** CORS_ORIGINS for this app (none: CORS off). */;
    corsOrigins?: string[];
    /**
     * Whether the mail worker runs, as it does in the server (default). Off, mail waits in
     * mail_jobs until the test drains it (`services.mailJobs.drain()`, `outbox`): for tests that
     * must see each attempt.
     */
    mailWorker?: boolean;
    /** On PostgreSQL, called with every statement this app's pool sends (BEGIN and COMMIT included). */
    onStatement?: (statement: string) => void;
    /** The payment provider; by default the PayFast driver pointed at a fake PayFast on loopback. */
    payments?: PaymentProvider;
    /** Where photos and documents go; by default the local-disk driver in `uploadsDir`. */
    storage?: ImageStorage;
    /** On PostgreSQL, the server to make the database on (its maintenance URL); by default the tests' one. */
    postgresAdminUrl?: string;
    /** The embedded database in this folder on disk instead of in memory; PGlite project only. */
    pgliteDir?: string;
  } = {},
): Promise<TestApp> {
  const { database, url, drop } = await openTestDatabase(
    options.onStatement,
    options.postgresAdminUrl,
    options.pgliteDir,
  );
  await seedPlans(database.db);
  // Each file's photos in a directory of its own, removed with the database.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "rishta-uploads-"));
  const storage = options.storage ?? localDiskStorage(uploadsDir);
  const payfast = options.payments ? null : await startFakePayfast();
  const payments = options.payments ?? (payfast as FakePayfast).provider();
  const services = await buildServices(
    database,
    options.smtpUrl,
    storage,
    options.corsOrigins ?? [],
    payments,
  );
  // Searches use the browse index once it has loaded: every test's searches take that path.
  await services.browse?.load();
  const client = createClient(services);
  if (payfast) {
    // The provider's notification reaches this app's handler as PayFast would send it: a form POST.
    payfast.deliver = async (target, fields) => {
      const notifyUrl = new URL(target);
      await client.request("POST", `${notifyUrl.pathname}${notifyUrl.search}`, {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    };
  }
  // Sign-up confirms the address with a mailed code, which the tests read from the outbox: an app
  // that mails over SMTP (the SMTP tests) makes its members through an outbox twin on the same
  // database, so they still sign up through the real routes.
  const signUpServices =
    services.mailer.kind === "outbox" ? services : await buildServices(database, "", storage, [], payments);
  if (options.mailWorker ?? true) services.mailJobs.start();
  const signUpClient = signUpServices === services ? client : createClient(signUpServices);
  const pings = new Map<string, () => void>();
  // Registered after the services' own listener, on the same connection: called after it.
  await database.listen(AUTH_CHANNEL, (payload) => pings.get(payload)?.());
  const extraInstances: { close(): Promise<void> }[] = [];
  let closed = false;

  const signUpInput = (overrides: Partial<SignUpInput> = {}): SignUpInput => ({
    name: "Ayesha Khan",
    email: uniqueEmail(),
    phone: "+923001234567",
    password: TEST_PASSWORD,
    agree: true,
    ...overrides,
  });

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const res = await client.request<PublicUser>("POST", "/api/auth/sign-in", { body: { email, password } });
    if (res.status !== 200 || !res.cookie || !res.body.data) {
      throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
    }
    return { user: res.body.data, cookie: res.cookie };
  };

  const app: TestApp = {
    ...client,
    database,
    db: database.db,
    uploadsDir,
    url,
    payfast,
    signUpInput,
    async signUp(overrides = {}) {
      const input = signUpInput(overrides);
      const ip = uniqueIp();
      // With an outbox twin both share mail_jobs: this app's worker pauses, so the twin (which
      // sends only what it drains) puts the code in the outbox, not at the SMTP peer.
      const paused = signUpServices !== services && services.mailJobs.running;
      if (paused) await services.mailJobs.stop();
      try {
        const started = await signUpClient.request("POST", "/api/auth/sign-up", { body: input, ip });
        if (started.status !== 200) {
          throw new Error(`sign-up of ${input.email} failed: ${started.status} ${started.text}`);
        }
        await signUpServices.mailJobs.drain();
      } finally {
        if (paused) services.mailJobs.start();
      }
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, normalizeEmail(input.email)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      // The code is used up here: the tests that follow count only the mail sent after sign-up.
      if (mail) await database.db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
      const res = await signUpClient.request<PublicUser>("POST", "/api/auth/verify-email", {
        body: { email: input.email, code: confirmationCodeFrom(mail?.text ?? "") },
        ip,
      });
      if (res.status !== 200 || !res.cookie || !res.body.data) {
        throw new Error(`confirming the sign-up of ${input.email} failed: ${res.status} ${res.text}`);
      }
      return { user: res.body.data, cookie: res.cookie, email: input.email, password: input.password, ip };
    },
    signIn,
    async makeAdmin(email = uniqueEmail("admin"), password = TEST_PASSWORD) {
      await ensureAdmin(database.db, { email, password });
      const { user, cookie } = await signIn(email, password);
      return { user, cookie, email, password, ip: uniqueIp() };
    },
    async outbox(to: string) {
      // Mail is queued (reset mail after the answer): wait until what the requests so far queued
      // has been tried.
      await services.mailJobs.drain();
      return database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt));
    },
    async secondInstance() {
      const second = url ? await openDatabase({ url }) : database;
      const secondServices = await buildServices(
        second,
        options.smtpUrl,
        storage,
        options.corsOrigins ?? [],
        payments,
      );
      if (options.mailWorker ?? true) secondServices.mailJobs.start();
      let instanceClosed = false;
      const instance = {
        ...createClient(secondServices),
        async close() {
          if (instanceClosed) return;
          instanceClosed = true;
          await secondServices.mailJobs.stop();
          await secondServices.mailer.close();
          if (second !== database) await second.close();
        },
      };
      extraInstances.push(instance);
      return instance;
    },
    async settle() {
      sequence += 1;
      const ping = `ping:${runId}.${sequence}`;
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no auth notification arrived in 5 s")), 5000);
        pings.set(ping, () => {
          clearTimeout(timer);
          pings.delete(ping);
          resolve();
        });
      });
      await database.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${ping})`);
      await heard;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const instance of extraInstances) await instance.close().catch(() => {});
      await signUpServices.background.idle();
      await services.background.idle();
      await services.mailJobs.stop();
      await services.mailer.close();
      // A test may have closed the database on purpose (to force an internal error).
      await database.close().catch(() => {});
      await drop();
      await payfast?.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
  return app;
}

/** The 6-digit code of a sign-up confirmation mail. */
export function confirmationCodeFrom(text: string): string {
  const match = /^\s+(\d{6})$/m.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation code in mail:\n${text}`);
  return match[1];
}

/** The reset link's token in a mail's text. */
export function resetTokenFrom(text: string): string {
  const match = /\/auth\/reset-password\?token=([a-z2-7]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return match[1];
}
