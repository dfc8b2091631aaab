import createNextIntlPlugin from "next-intl/plugin";

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
};

export default withNextIntl(nextConfig);
