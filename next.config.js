import { createRequire } from "node:module";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";

const require = createRequire(import.meta.url);

/**
 * Every layer formats messages with use-intl's format-only runtime: the catalogs next-intl is handed
 * inside Next's bundles are precompiled (src/i18n/client-messages.ts), so the ICU parser (12 KB)
 * stays out of the browser. Turbopack wants the alias relative to the project, webpack (`next build
 * --webpack`) absolute.
 */
const formatOnlyPath = require.resolve("use-intl/format-message/format-only");
const formatOnly = `./${path.relative(process.cwd(), formatOnlyPath)}`;

/** next-intl reads its per-request configuration (language, catalogs) from this file. */
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships ~15 MB of wasm; bundling it would copy that into the static folder.
  // The native and Node-only packages must stay real Node modules so the custom entry
  // and the Next bundle share one instance through globalThis.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "nodemailer"],
  // Separate build folders let a benchmark and the end-to-end suite build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
  // forbidden() (the dashboard's 403 for a role without access) needs this flag.
  experimental: { authInterrupts: true },
  turbopack: { resolveAlias: { "use-intl/format-message": formatOnly } },
  webpack(config) {
    config.resolve.alias["use-intl/format-message"] = formatOnlyPath;
    return config;
  },
};

export default withNextIntl(nextConfig);
