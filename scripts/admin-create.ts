/**
 * npm run admin:create -- --email someone@example.com --password 'S3cret@pass' [--name "Full Name"]
 *
 * The only way, besides ADMIN_EMAIL/ADMIN_PASSWORD at start, to make an admin. Works on the
 * configured database: PostgreSQL when DATABASE_URL is set, otherwise the embedded one, which it
 * refuses to open while the server holds it (two processes writing PGlite corrupt it).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { signUpSchema } from "@/lib/validation/auth";
import { openDatabase } from "@/server/db/client";
import { acquireEmbeddedDatabase } from "@/server/db/lock";
import { ensureAdmin, seedPlans } from "@/server/db/seed";
import { env } from "@/server/env";
import { databaseConfigFromEnv } from "@/server/services";

const argsSchema = z.object({
  email: signUpSchema.shape.email,
  password: signUpSchema.shape.password,
  name: signUpSchema.shape.name.optional(),
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join(".")}: ${issue.message}`);
    console.error(
      `Usage: npm run admin:create -- --email <email> --password <password> [--name <name>]\n${problems.join("\n")}`,
    );
    process.exit(2);
  }

  const config = env();
  const release = config.DATABASE_URL ? () => {} : acquireEmbeddedDatabase(config.PGLITE_DIR, "admin:create");
  try {
    const database = await openDatabase(databaseConfigFromEnv());
    try {
      await seedPlans(database.db);
      const outcome = await ensureAdmin(database.db, parsed.data);
      console.log(`Admin ${parsed.data.email.toLowerCase()} ${outcome} (${database.driver}).`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
