import { z } from "zod";

/**
 * Every environment variable the service reads, checked once at start-up.
 * `.env.example` documents the same list; keep the two in step.
 */
const booleanFlag = z
  .enum(["0", "1", "true", "false"], { error: "must be 1/true or 0/false" })
  .transform((value) => value === "1" || value === "true");

/** An origin as browsers send it: scheme, host and port only, e.g. https://crm.example.com. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) => origins.every(isOrigin),
    "must be comma-separated origins such as https://crm.example.com (scheme and host, no path or trailing slash)",
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int()
    .min(0, "must be a port number between 0 and 65535")
    .max(65535, "must be a port number between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // Mailed links start with it: "localhost:3000" (no scheme) parses as a URL but makes dead links.
  APP_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute URL such as http://localhost:3000" })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  PGLITE_DIR: z.string().min(1).default("./data/pglite"),
  UPLOADS_DIR: z.string().min(1).default("./data/uploads"),
  /**
   * Where photos and verification documents are kept (decision 0041): `local` (UPLOADS_DIR on this
   * machine) or `s3`, an S3-compatible bucket every app process shares. With s3, S3_BUCKET,
   * S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required; S3_ENDPOINT names a
   * non-AWS service (MinIO, R2, …), addressed path-style. Objects stay private either way.
   */
  STORAGE: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an absolute URL such as https://s3.example.com" })
    .optional(),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).max(50).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).max(200).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Rishta <no-reply@rishta.local>"),
  ADMIN_EMAIL: z.email({ error: "must be an email address" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SEED_DEMO: booleanFlag.optional(),
  /** Shows mail that went to the outbox at /dev/mail. Defaults to on outside production only. */
  DEV_MAIL_OUTBOX: booleanFlag.optional(),
  /**
   * Whether this process sends the queued mail (decision 0022). 0 only queues it (jobs wait in
   * mail_jobs for a process that sends): for tests of durability, or a process that must not mail.
   */
  MAIL_WORKER: booleanFlag.default(true),
  /**
   * How often this process looks for broadcasts to deliver (decision 0035), in ms; a broadcast
   * sent from this or another process also wakes it at once. Short in end-to-end tests.
   */
  BROADCAST_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /**
   * Whether searches use the in-memory browse index (decision 0040) once it has loaded; 0 keeps
   * every search in SQL (the index is not loaded at all).
   */
  BROWSE_INDEX: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMITS: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Origins whose pages may call the REST API with an API token (never with cookies): CORS is off
   * when unset (decision 0019).
   */
  CORS_ORIGINS: originList.default([]),
  /**
   * PayFast (decision 0028): the merchant's id, secured key and name, all three or none; without
   * them payments go to the built-in demo gateway. PAYFAST_API_URL is the host (the sandbox unless
   * set; live is https://ipg1.apps.net.pk): the token, form and status addresses are made from it.
   */
  PAYFAST_MERCHANT_ID: z.string().trim().min(1).max(100).optional(),
  PAYFAST_SECURED_KEY: z.string().trim().min(1).max(200).optional(),
  PAYFAST_MERCHANT_NAME: z.string().trim().min(1).max(100).optional(),
  PAYFAST_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute URL such as https://ipguat.apps.net.pk" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("https://ipguat.apps.net.pk"),
  /**
   * The demo payment gateway (no money moves). Allowed outside production; 1 allows it in production
   * (npm start sets it for its local quick start), 0 refuses it everywhere.
   */
  DEMO_PAYMENTS: booleanFlag.optional(),
  /** Where `next build` writes and the server reads the build (next.config.js, scripts/start.mjs). */
  NEXT_DIST_DIR: z
    .string()
    .regex(/^[\w.-][\w./-]*$/, "must be a relative folder name such as .next")
    .refine((dir) => !dir.split("/").includes(".."), "must stay inside the project (no ..)")
    .default(".next"),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the service reads; `.env.example` documents exactly these. */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Empty strings mean "not set": a blank line in .env must not fail a URL check.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error(
      "Invalid environment configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    );
  }
  if (env.DEV_MAIL_OUTBOX === undefined) env.DEV_MAIL_OUTBOX = env.NODE_ENV !== "production";
  checkPaymentSettings(env);
  checkStorageSettings(env);
  return env;
}

/** STORAGE=s3 needs its bucket, region and keys; a missing one stops the start with its name. */
function checkStorageSettings(env: Env): void {
  if (env.STORAGE !== "s3") return;
  const required = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const missing = required.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`Invalid environment configuration:\n  STORAGE=s3 needs ${missing.join(", ")}`);
  }
}

/**
 * Which payment provider the settings choose (decision 0028): PayFast with all three credentials,
 * else the demo gateway where it is allowed; anything else stops the start with a message.
 */
function checkPaymentSettings(env: Env): void {
  const credentials = [env.PAYFAST_MERCHANT_ID, env.PAYFAST_SECURED_KEY, env.PAYFAST_MERCHANT_NAME];
  const given = credentials.filter((value) => value !== undefined).length;
  const fail = (line: string) => {
    throw new Error(`Invalid environment configuration:\n  ${line}`);
  };
  if (given > 0 && given < credentials.length) {
    fail("PAYFAST_MERCHANT_ID, PAYFAST_SECURED_KEY and PAYFAST_MERCHANT_NAME must be set together");
  }
  // With PayFast settings PayFast takes the payments; DEMO_PAYMENTS only allows the demo without them.
  if (given > 0) return;
  if (env.DEMO_PAYMENTS === false) {
    fail(
      "DEMO_PAYMENTS=0 but no PAYFAST_ settings: set PAYFAST_MERCHANT_ID, PAYFAST_SECURED_KEY and PAYFAST_MERCHANT_NAME",
    );
  }
  // In production the demo gateway runs only when told to (npm start's local quick start says so).
  if (env.NODE_ENV === "production" && env.DEMO_PAYMENTS !== true) {
    fail(
      "no payment provider: set PAYFAST_MERCHANT_ID, PAYFAST_SECURED_KEY and PAYFAST_MERCHANT_NAME, or DEMO_PAYMENTS=1 to take demo payments (no money moves) in production",
    );
  }
}

/** Whether the settings choose the demo gateway (checked at start-up by parseEnv). */
export function usesDemoPayments(env: Env): boolean {
  return env.PAYFAST_MERCHANT_ID === undefined;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}
