import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src/", import.meta.url));

/**
 * What every test process sees, whatever the shell exports: a quiet logger, the test environment, a
 * fixed public URL and sender for mailed links, abuse limits on, and mail to the outbox unless a
 * test starts its own SMTP peer.
 */
const testEnv = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  APP_URL: "http://localhost:3000",
  MAIL_FROM: "Rishta <no-reply@rishta.local>",
  RATE_LIMITS: "1",
  SMTP_URL: "",
} as const;

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: src }],
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    // PGlite's first open in a process (initdb in WASM) takes about 5 s.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          env: testEnv,
        },
      },
      {
        extends: true,
        test: {
          name: "api-pglite",
          include: ["tests/api/**/*.test.ts"],
          env: { ...testEnv, TEST_DB: "pglite" },
          // Each file still gets its own database; sharing the worker's modules compiles PGlite's
          // WASM once per worker instead of once per file (about 2 s a file).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api-postgres",
          include: ["tests/api/**/*.test.ts"],
          env: { ...testEnv, TEST_DB: "postgres" },
          // Decides once per run whether PostgreSQL is reachable (and fails loudly if it must be).
          globalSetup: ["tests/support/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
