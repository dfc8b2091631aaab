import postgres from "postgres";

/** A database a bench makes for one run on the given server, and drops when it is done. */
export type ThrowawayDatabase = {
  name: string;
  url: string;
  serverVersion: string;
  /** Drops it (forcing out what is still connected) and closes the admin connection; never throws. */
  drop(log: (message: string) => void): Promise<void>;
};

export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [row] = await admin<{ server_version: string }[]>`show server_version`;
  const name = `${prefix}_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}_${process.pid}`;
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    serverVersion: row?.server_version ?? "unknown",
    async drop(log) {
      try {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        log(`dropped database ${name}`);
      } catch (error) {
        console.error(`could not drop database ${name}: ${error instanceof Error ? error.message : error}`);
      }
      await admin.end({ timeout: 5 });
    },
  };
}
