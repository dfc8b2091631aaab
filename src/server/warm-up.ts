import { LOCALES } from "@/i18n/locales";
import { logger } from "./logger";

/**
 * The pages a newcomer opens first. Their first render on a fresh process loads large module
 * graphs (the API, the database code, each language's catalog): about 3 s on a busy 2-core machine.
 * The entry asks for each once, in each language, right after it starts listening, so that cost is
 * paid before the first visitor arrives rather than by them.
 */
export const WARM_PATHS = ["/", "/packages"] as const;

export type WarmResult = { path: string; locale: string; status: number | null; ms: number };

export async function warmUp(origin: string, paths: readonly string[] = WARM_PATHS): Promise<WarmResult[]> {
  const results: WarmResult[] = [];
  // One at a time: the point is to load modules, not to load the machine.
  for (const path of paths) {
    for (const locale of LOCALES) {
      const started = performance.now();
      let status: number | null = null;
      try {
        const response = await fetch(`${origin}${path}`, {
          headers: { "accept-language": locale },
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        logger.warn("warm-up request failed", { path, locale, error: String(error) });
      }
      results.push({ path, locale, status, ms: Math.round(performance.now() - started) });
    }
  }
  return results;
}

/** Where this process can reach itself: a wildcard listen address is reached on loopback. */
export function selfOrigin(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
