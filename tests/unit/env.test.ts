import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, parseEnv as parseProcessEnv, usesDemoPayments } from "@/server/env";
import { storageFromEnv } from "@/server/storage/storage-from-env";

/** parseEnv on a literal environment (ProcessEnv's typing insists on NODE_ENV). */
function parseEnv(source: Record<string, string | undefined>) {
  return parseProcessEnv(source as NodeJS.ProcessEnv);
}

function failure(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe("parseEnv", () => {
  it("gives working defaults for an empty environment", () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      PGLITE_DIR: "./data/pglite",
      RATE_LIMITS: true,
      TRUST_PROXY: false,
      LOG_LEVEL: "info",
      DEV_MAIL_OUTBOX: true,
    });
  });

  it("reads values and treats empty strings as unset", () => {
    const env = parseEnv({
      PORT: "8080",
      DATABASE_URL: "postgresql://app@db:5432/rishta",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      APP_URL: "https://rishta.example.com",
      RATE_LIMITS: "0",
      TRUST_PROXY: "true",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    });
    expect(env).toMatchObject({ PORT: 8080, RATE_LIMITS: false, TRUST_PROXY: true });
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });

  it("chooses the payment provider: PayFast with all three credentials, else the demo gateway where allowed", () => {
    const payfast = {
      PAYFAST_MERCHANT_ID: "102",
      PAYFAST_SECURED_KEY: "key",
      PAYFAST_MERCHANT_NAME: "Rishta",
    };
    expect(parseEnv({}).PAYFAST_API_URL).toBe("https://ipguat.apps.net.pk");
    expect(usesDemoPayments(parseEnv({}))).toBe(true);
    expect(usesDemoPayments(parseEnv(payfast))).toBe(false);
    expect(parseEnv({ ...payfast, PAYFAST_API_URL: "https://ipg1.apps.net.pk/" }).PAYFAST_API_URL).toBe(
      "https://ipg1.apps.net.pk",
    );
    // Production takes demo payments only when told to (npm start's local quick start does).
    const production = { NODE_ENV: "production" };
    expect(failure(production)).toContain("no payment provider");
    expect(usesDemoPayments(parseEnv({ ...production, DEMO_PAYMENTS: "1" }))).toBe(true);
    expect(usesDemoPayments(parseEnv({ ...production, ...payfast }))).toBe(false);
    expect(failure({ PAYFAST_MERCHANT_ID: "102" })).toContain("must be set together");
    expect(usesDemoPayments(parseEnv({ ...production, ...payfast, DEMO_PAYMENTS: "1" }))).toBe(false);
    expect(failure({ DEMO_PAYMENTS: "0" })).toContain("no PAYFAST_ settings");
    expect(failure({ ...payfast, PAYFAST_API_URL: "ipguat.apps.net.pk" })).toContain("PAYFAST_API_URL");
  });

  it("chooses the storage driver: local disk by default, an S3 bucket with its four settings", () => {
    expect(storageFromEnv(parseEnv({})).kind).toBe("local-disk");
    const s3 = {
      STORAGE: "s3",
      S3_BUCKET: "rishta-photos",
      S3_REGION: "me-central-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(storageFromEnv(parseEnv(s3)).kind).toBe("s3");
    expect(storageFromEnv(parseEnv({ ...s3, S3_ENDPOINT: "https://minio.example.com" })).kind).toBe("s3");
    expect(failure({ ...s3, S3_BUCKET: undefined, S3_SECRET_ACCESS_KEY: "" })).toContain(
      "STORAGE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY",
    );
    expect(failure({ STORAGE: "gcs" })).toContain("STORAGE: must be local or s3");
    expect(failure({ ...s3, S3_ENDPOINT: "minio:9000" })).toContain("S3_ENDPOINT");
  });

  it("turns the dev outbox off in production unless asked for", () => {
    const production = { NODE_ENV: "production", DEMO_PAYMENTS: "1" };
    expect(parseEnv(production).DEV_MAIL_OUTBOX).toBe(false);
    expect(parseEnv({ ...production, DEV_MAIL_OUTBOX: "1" }).DEV_MAIL_OUTBOX).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT: must be a port number"],
    [{ PORT: "3.5" }, "PORT: must be a port number"],
    [{ PORT: "70000" }, "PORT: must be a port number between 0 and 65535"],
    [{ PORT: "-1" }, "PORT: must be a port number between 0 and 65535"],
    [{ DATABASE_URL: "mysql://root@localhost/rishta" }, "DATABASE_URL: must be a postgres:// connection URL"],
    [{ DATABASE_URL: "localhost:5432" }, "DATABASE_URL: must be a postgres:// connection URL"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ APP_URL: "not a url" }, "APP_URL: must be an absolute URL such as http://localhost:3000"],
    [{ APP_URL: "localhost:3000" }, "APP_URL: must be an absolute URL such as http://localhost:3000"],
    [{ ADMIN_EMAIL: "admin", ADMIN_PASSWORD: "Secret@123" }, "ADMIN_EMAIL: must be an email address"],
    [
      { ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "short" },
      "ADMIN_PASSWORD: must be at least 8 characters",
    ],
    [{ RATE_LIMITS: "maybe" }, "RATE_LIMITS: must be 1/true or 0/false"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY: must be 1/true or 0/false"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL:"],
    [{ NODE_ENV: "staging" }, "NODE_ENV:"],
  ])("refuses %j, naming the variable", (source, message) => {
    const text = failure(source);
    expect(text).toMatch(/^Invalid environment configuration:/);
    expect(text).toContain(message);
  });

  it("refuses ADMIN_EMAIL without ADMIN_PASSWORD and the other way round", () => {
    for (const source of [{ ADMIN_EMAIL: "admin@example.com" }, { ADMIN_PASSWORD: "Secret@123" }]) {
      expect(failure(source)).toContain("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
    }
    expect(parseEnv({ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "Secret@123" }).ADMIN_EMAIL).toBe(
      "admin@example.com",
    );
  });

  it("lists every bad variable at once", () => {
    const text = failure({ PORT: "abc", DATABASE_URL: "mysql://x", RATE_LIMITS: "maybe" });
    expect(text).toContain("PORT:");
    expect(text).toContain("DATABASE_URL:");
    expect(text).toContain("RATE_LIMITS:");
  });

  it("never echoes a secret value in its message", () => {
    const text = failure({
      DATABASE_URL: "mysql://root:hunter2@db/rishta",
      ADMIN_EMAIL: "a@b.co",
      ADMIN_PASSWORD: "x",
    });
    expect(text).not.toContain("hunter2");
  });
});

describe(".env.example", () => {
  it("documents exactly the variables env.ts validates", () => {
    const documented = readFileSync(path.join(process.cwd(), ".env.example"), "utf8")
      .split("\n")
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
    // And every example value is one the server accepts.
    const values = Object.fromEntries(
      readFileSync(path.join(process.cwd(), ".env.example"), "utf8")
        .split("\n")
        .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => [match[1], match[2]]),
    );
    expect(() => parseEnv(values)).not.toThrow();
  });

  it("refuses a build folder outside the project", () => {
    expect(failure({ NEXT_DIST_DIR: "../elsewhere" })).toContain(
      "NEXT_DIST_DIR: must stay inside the project",
    );
    expect(failure({ NEXT_DIST_DIR: "/tmp/build" })).toContain(
      "NEXT_DIST_DIR: must be a relative folder name",
    );
  });
});
