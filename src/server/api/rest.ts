/**
 * The REST table: every `/api/...` row of the spec and beyond, generated from the declarations the
 * procedures carry (`.meta({ rest })`, rest-declaration.ts). Each row calls the procedure that
 * declares it, through tRPC's own caller, so its input parsing, middlewares, authorization and
 * output check are the tRPC client's. Authorization lives in the procedures and their use cases;
 * a row cannot loosen it.
 */
import type { AnyProcedure } from "@trpc/server";
import type { RequestContext } from "../context";
import type { ProcedureAccess, ProcedureMeta } from "./access";
import type { AuthLevel, ProcedureSchemas, RestDeclaration } from "./rest-declaration";
import { appRoutes } from "./root";
import { createCallerFactory, createTRPCRouter, NO_INPUT } from "./trpc";

export type RestRoute = RestDeclaration & {
  auth: AuthLevel;
  /** The procedure's place in the app router, for the document's operation ids and for logs. */
  name: string;
  schemas: ProcedureSchemas;
  /** Whether the procedure reads input at all: a query string sent to one that does not is ignored. */
  takesInput: boolean;
  /** What each kind of caller gets (access.ts): the document lists these statuses among the row's answers. */
  access?: ProcedureAccess;
  /** Calls the procedure as the request's caller. */
  call(ctx: RequestContext, input: unknown): Promise<unknown>;
};

/** A declared procedure found in the app's routes: its meta, its name, and itself. */
export type DeclaredProcedure = { name: string; meta: ProcedureMeta; procedure: AnyProcedure };

/** Every procedure of the app's routes (a record of procedures and records), by walking it. */
export function declaredProcedures(
  routes: Record<string, unknown> = appRoutes,
  prefix = "",
): DeclaredProcedure[] {
  return Object.entries(routes).flatMap(([key, value]): DeclaredProcedure[] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "function") {
      const procedure = value as AnyProcedure;
      return [{ name, meta: (procedure.meta ?? {}) as ProcedureMeta, procedure }];
    }
    return declaredProcedures(value as Record<string, unknown>, name);
  });
}

export function restDeclarations(meta: ProcedureMeta): readonly RestDeclaration[] {
  if (!meta.rest) return [];
  return Array.isArray(meta.rest) ? meta.rest : [meta.rest as RestDeclaration];
}

function buildRoutes(): RestRoute[] {
  return declaredProcedures().flatMap(({ name, meta, procedure }) => {
    const declarations = restDeclarations(meta);
    if (declarations.length === 0) return [];
    const { auth, schemas } = meta;
    if (!auth || !schemas) throw new Error(`${name} declares a REST row but was not made by a route helper`);
    // A router of this one procedure: its caller is tRPC's public way to run exactly it.
    const callerOf = createCallerFactory(createTRPCRouter({ procedure }));
    const call = (ctx: RequestContext, input: unknown) =>
      (callerOf(ctx) as unknown as { procedure(input: unknown): Promise<unknown> }).procedure(input);
    return declarations.map((declaration) => ({
      ...declaration,
      auth,
      name,
      schemas,
      takesInput: schemas.input !== NO_INPUT,
      access: meta.access,
      call,
    }));
  });
}

export const restRoutes: readonly RestRoute[] = buildRoutes();

const byPath = new Map<string, RestRoute[]>();
for (const route of restRoutes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);

export function findRestRoute(
  method: string,
  path: string,
): { route?: RestRoute; pathKnown: boolean; allowed: RestRoute["method"][] } {
  const samePath = byPath.get(path) ?? [];
  return {
    route: samePath.find((route) => route.method === method),
    pathKnown: samePath.length > 0,
    allowed: samePath.map((route) => route.method),
  };
}

/** Query string to procedure input: repeated keys become lists, declared numbers and booleans are read as such. */
export function inputFromQuery(route: RestDeclaration, params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (route.lists?.includes(key)) {
      input[key] = values.flatMap((value) =>
        value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      );
      continue;
    }
    const read = (value: string): unknown => {
      if (route.numbers?.includes(key)) return value.trim() === "" ? Number.NaN : Number(value);
      if (route.booleans?.includes(key)) return value === "true" ? true : value === "false" ? false : value;
      return value;
    };
    input[key] = values.length > 1 ? values.map(read) : read(values[0] ?? "");
  }
  return input;
}
