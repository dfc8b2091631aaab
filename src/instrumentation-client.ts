import type { $ZodConfig } from "zod/v4/core";

/*
 * Runs in the browser before any page code (Next's client instrumentation hook). zod builds a
 * faster parser for each object schema with `new Function` once it has checked that eval works,
 * and the CSP forbids eval (decision 0016): the refused check is reported as a violation on every
 * page that builds a schema. It is switched off here, before the first schema is built (the check
 * runs then). Through the global object zod keeps its settings in (what `z.config` writes), as
 * importing `z.config` would add 5 KB of zod to every public page; the security-headers
 * end-to-end test fails on the violation should a zod upgrade move it. The server, which has no
 * CSP, keeps the faster parsers.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
