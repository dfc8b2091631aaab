import fc from "fast-check";
import { PHOTO_MAX_BYTES } from "@/lib/profile-image";
import { ACCESS_ROLES, type AccessRole, type AccessWorld } from "@/server/api/access";
import type { RestRoute } from "@/server/api/rest";
import type { DeclaredProcedure } from "../access-matrix";
import type { RawRequest } from "./http";
import { fromSchema, inputJsonSchema } from "./schema";
import {
  Deep,
  deep,
  jsonText,
  mutate,
  mutation,
  noise,
  oddString,
  RawNumber,
  resolveRefs,
  WorldRef,
  worldRef,
} from "./values";

/**
 * One fuzzing case of a procedure: who calls, the input (sent to tRPC and to every REST row of the
 * procedure), and how each adapter frames it, mostly as a client would and now and then not.
 */
export type FuzzCase = {
  caller: AccessRole;
  input: unknown;
  /** Where a browser would say the request comes from (decision 0016 refuses other sites). */
  site: Record<string, string>;
  /** A JSON row's Content-Type (null: none) and, when set, a body sent instead of the input. */
  rest: { contentType: string | null; rawBody: string | null; extraQuery: string };
  /** A superjson `meta` sent with the input, and, when set, a body or `input` sent instead. */
  trpc: { meta: unknown; raw: string | null; contentType: string | null };
  /** The photo rows' body. */
  multipart: MultipartSpec;
};

export type Photos = {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  rotatedJpeg: Buffer;
  gif: Buffer;
  bomb: Buffer;
};

/** One part of a multipart body: a file when it has a filename, else a text field. */
export type MultipartPart = {
  name: string;
  filename: string | null;
  contentType: string | null;
  body: Uint8Array | string | WorldRef;
};

export type MultipartSpec = {
  boundary: string;
  /** The request's Content-Type: mostly naming the boundary, now and then another, none or JSON. */
  header: string;
  lineEnd: "\r\n" | "\n";
  closed: boolean;
  parts: MultipartPart[];
};

const JSON_TYPES = ["application/json", "application/json; charset=utf-8"];
const ODD_TYPES = [
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonp",
  "",
];

const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constantFrom(...JSON_TYPES), weight: 12 },
  { arbitrary: fc.constantFrom<string | null>(...ODD_TYPES, null), weight: 1 },
);

const RAW_BODIES = [
  "",
  " ",
  "{",
  "}",
  "[",
  "null",
  "true",
  "0",
  '"text"',
  '{"a":1,}',
  "\ufeff{}",
  "{}{}",
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  "NaN",
  "undefined",
  "\u0000",
  '{"json":',
  "\ud800",
];

const rawText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...RAW_BODIES), weight: 4 },
  { arbitrary: oddString, weight: 2 },
  { arbitrary: deep.map((nested) => nested.text()), weight: 1 },
  { arbitrary: fc.constant(`{"a":"${"x".repeat(1024 * 1024)}"}`), weight: 1 },
);

const rawBody: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 12 },
  { arbitrary: rawText, weight: 1 },
);

const QUERY_NOISE = [
  "%",
  "%zz",
  "%ED%A0%80",
  "%00",
  "&",
  "=",
  "==",
  "a[b]=1",
  "page=1e400",
  "page=-0",
  "pageSize=%20",
  "page=0x10",
  "__proto__=1",
  "constructor[prototype][x]=1",
  "+",
  ";",
  "userId=",
  "profileId=%ZZ",
];

const extraQuery: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(""), weight: 6 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...QUERY_NOISE), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join("&")),
    weight: 1,
  },
);

/** superjson's `meta`: mostly none; otherwise annotations a server must not trust. */
const SUPERJSON_TYPES = [
  ["undefined"],
  ["bigint"],
  ["Date"],
  ["regexp"],
  ["set"],
  ["map"],
  ["number"],
  ["Error"],
  ["URL"],
  ["symbol", "x"],
  ["class", "Foo"],
  ["custom", "x"],
  ["typed-array", "Uint8Array"],
  ["typed-array", "Buffer"],
  "nonsense",
] as const;

const superjsonMeta: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 12 },
  {
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.constantFrom("", "a", "data", "__proto__", "constructor.prototype", "a.b.c", "0"),
          oddString,
        ),
        fc.constantFrom(...SUPERJSON_TYPES),
      )
      .map(([path, type]) => ({ values: path === "" ? type : { [path]: type } })),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom<unknown>(
      { referentialEqualities: { "": ["a"] } },
      { referentialEqualities: { a: ["__proto__"] } },
      { values: [["map", { a: ["set"] }]] },
      { v: 99 },
      "meta",
      [],
    ),
    weight: 1,
  },
  { arbitrary: noise, weight: 1 },
);

const caller = fc.constantFrom(...ACCESS_ROLES);

const site: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 12 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://localhost:3000" },
      { origin: "http://localhost:3000.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none", origin: "https://evil.example" },
    ),
    weight: 1,
  },
);

function photoBytes(photos: Photos): fc.Arbitrary<Uint8Array> {
  const valid = fc.constantFrom(photos.png, photos.jpeg, photos.webp, photos.rotatedJpeg);
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    {
      arbitrary: fc.constantFrom(
        photos.gif,
        photos.bomb,
        Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      ),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat()).map(([bytes, cut]) => bytes.subarray(0, cut % bytes.length)),
      weight: 2,
    },
    { arbitrary: fc.uint8Array({ maxLength: 512 }), weight: 1 },
    { arbitrary: valid.map((bytes) => Buffer.concat([bytes, Buffer.from("<?php echo 1; ?>")])), weight: 1 },
    { arbitrary: fc.constant(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0x41)), weight: 1 },
  );
}

const FILENAMES = [
  "portrait.png",
  "photo.jpg",
  "",
  "../../etc/passwd",
  'a"b.png',
  "x\r\nContent-Type: text/html.png",
  "\u202egnp.exe",
  "\u0635\u0648\u0631\u062a.png",
  "a".repeat(500),
];

function part(photos: Photos): fc.Arbitrary<MultipartPart> {
  const file = fc.record({
    name: fc.constantFrom("file", "file", "file", "File", "__proto__", ""),
    filename: fc.oneof(
      { arbitrary: fc.constantFrom<string | null>(...FILENAMES), weight: 4 },
      { arbitrary: oddString, weight: 1 },
    ),
    contentType: fc.constantFrom<string | null>(
      "image/png",
      "image/jpeg",
      "image/webp",
      null,
      "text/html",
      "application/octet-stream",
    ),
    body: photoBytes(photos),
  });
  const field = fc.record({
    name: fc.constantFrom("profileId", "profileId", "profile_id", "__proto__", "constructor", "file"),
    filename: fc.constant(null),
    contentType: fc.constant(null),
    body: fc.oneof(
      { arbitrary: worldRef as fc.Arbitrary<string | WorldRef>, weight: 3 },
      { arbitrary: oddString, weight: 1 },
    ),
  });
  return fc.oneof(file, field);
}

function multipartSpec(photos: Photos): fc.Arbitrary<MultipartSpec> {
  const wellFormed = fc.record({
    boundary: fc.constantFrom("----fuzzBoundary7MA4YWxkTrZu0gW", "x", "b".repeat(70)),
    lineEnd: fc.constant("\r\n" as const),
    closed: fc.constant(true),
    parts: fc
      .tuple(part(photos), fc.array(part(photos), { maxLength: 2 }))
      .map(([first, rest]) => [first, ...rest]),
  });
  return fc
    .tuple(
      wellFormed,
      fc.oneof(
        { arbitrary: fc.constant({}), weight: 8 },
        {
          arbitrary: fc.record({
            lineEnd: fc.constantFrom("\r\n" as const, "\n" as const),
            closed: fc.boolean(),
            header: fc.constantFrom("none", "other", "quoted", "upper", "json"),
          }),
          weight: 1,
        },
      ),
    )
    .map(([spec, odd]) => {
      const header =
        "header" in odd
          ? {
              none: "multipart/form-data",
              other: "multipart/form-data; boundary=somethingelse",
              quoted: `multipart/form-data; boundary="${spec.boundary}"`,
              upper: `MULTIPART/FORM-DATA; BOUNDARY=${spec.boundary}`,
              json: "application/json",
            }[odd.header]
          : `multipart/form-data; boundary=${spec.boundary}`;
      return {
        ...spec,
        ...("lineEnd" in odd ? { lineEnd: odd.lineEnd, closed: odd.closed } : {}),
        header,
      };
    });
}

/**
 * The world as a declaration sees it, with every id a WorldRef: the declared inputs then become
 * templates that stay valid after the world is rebuilt.
 */
export function referenceWorld(world: AccessWorld): AccessWorld {
  const refs = (prefix: string, object: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(object).map((key) => [key, new WorldRef(`${prefix}.${key}`)]));
  return {
    ...world,
    owner: refs("owner", world.owner),
    other: refs("other", world.other),
    admin: refs("admin", world.admin),
    proposalTarget: refs("proposalTarget", world.proposalTarget),
    paidPlanId: new WorldRef("paidPlanId"),
    newAccount: { ...world.newAccount, email: new WorldRef("newAccount.email") },
    pendingSignUp: refs("pendingSignUp", world.pendingSignUp),
  } as unknown as AccessWorld;
}

/** Inputs for one procedure: its declared ones, a little broken; ones from its schema; noise. */
export function inputArbitrary(procedure: DeclaredProcedure, references: AccessWorld): fc.Arbitrary<unknown> {
  const schema = inputJsonSchema(procedure.input);
  const templates = procedure.cases.flatMap((declared) =>
    declared.input ? [declared.input(references)] : [],
  );
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: noise, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  if (templates.length > 0) {
    const template = fc.constantFrom(...templates);
    choices.push({ arbitrary: template, weight: 1 });
    choices.push({
      arbitrary: fc
        .tuple(template, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, changes]) => mutate(value, changes)),
      weight: 5,
    });
  }
  if (schema) {
    const fromInputSchema = fromSchema(schema);
    choices.push({ arbitrary: fromInputSchema, weight: 3 });
    choices.push({
      arbitrary: fc
        .tuple(fromInputSchema, fc.array(mutation, { minLength: 1, maxLength: 2 }))
        .map(([value, changes]) => mutate(value, changes)),
      weight: 2,
    });
  }
  return fc.oneof(...choices);
}

export function caseArbitrary(
  procedure: DeclaredProcedure,
  references: AccessWorld,
  photos: Photos,
): fc.Arbitrary<FuzzCase> {
  return fc.record({
    caller,
    input: inputArbitrary(procedure, references),
    site,
    rest: fc.record({ contentType, rawBody, extraQuery }),
    trpc: fc.record({ meta: superjsonMeta, raw: rawBody, contentType }),
    multipart: multipartSpec(photos),
  });
}

/** Percent-encoded as a browser would; a lone surrogate goes as U+FFFD, which is what UTF-8 can carry. */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.toWellFormed());
}

/** An input as a GET row's query string: arrays as repeated keys, anything else as text. */
export function queryText(input: unknown): string {
  if (input === undefined) return "";
  const text = (value: unknown) => (typeof value === "string" ? value : jsonText(value));
  if (
    input === null ||
    typeof input !== "object" ||
    Array.isArray(input) ||
    input instanceof RawNumber ||
    input instanceof Deep
  ) {
    return encodeComponent(text(input));
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeComponent(key)}=${encodeComponent(text(item))}`);
    }
  }
  return pairs.join("&");
}

function withQuery(path: string, ...parts: string[]): string {
  const query = parts.filter(Boolean).join("&");
  return query ? `${path}?${query}` : path;
}

function headersFor(
  cookie: string | null,
  type: string | null,
  site: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = { ...site };
  if (cookie) headers.cookie = cookie;
  if (type !== null) headers["content-type"] = type;
  return headers;
}

function multipartBody(spec: MultipartSpec, world: AccessWorld): Buffer {
  const chunks: Buffer[] = [];
  const line = (text: string) => chunks.push(Buffer.from(`${text}${spec.lineEnd}`, "utf8"));
  for (const item of spec.parts) {
    line(`--${spec.boundary}`);
    const filename = item.filename === null ? "" : `; filename="${item.filename}"`;
    line(`Content-Disposition: form-data; name="${item.name}"${filename}`);
    if (item.contentType) line(`Content-Type: ${item.contentType}`);
    line("");
    const body = item.body instanceof WorldRef ? String(resolveRefs(item.body, world)) : item.body;
    chunks.push(typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body));
    chunks.push(Buffer.from(spec.lineEnd));
  }
  if (spec.closed) line(`--${spec.boundary}--`);
  return Buffer.concat(chunks);
}

/** The request a REST row gets for the case. */
export function restRequest(
  route: RestRoute,
  fuzz: FuzzCase,
  world: AccessWorld,
  cookie: string | null,
): RawRequest {
  if (route.body === "multipart") {
    const headers = headersFor(cookie, fuzz.multipart.header, fuzz.site);
    return { method: route.method, path: route.path, headers, body: multipartBody(fuzz.multipart, world) };
  }
  const input = resolveRefs(fuzz.input, world);
  if (route.method === "GET") {
    return {
      method: "GET",
      path: withQuery(route.path, queryText(input), fuzz.rest.extraQuery),
      headers: headersFor(cookie, null, fuzz.site),
    };
  }
  const text = fuzz.rest.rawBody ?? (input === undefined ? "" : jsonText(input));
  return {
    method: route.method,
    path: withQuery(route.path, fuzz.rest.extraQuery),
    headers: headersFor(cookie, fuzz.rest.contentType, fuzz.site),
    body: Buffer.from(text, "utf8"),
  };
}

/** The request tRPC gets for the case: `?input=` for a query, the body for a mutation. */
export function trpcRequest(
  procedure: DeclaredProcedure,
  fuzz: FuzzCase,
  world: AccessWorld,
  cookie: string | null,
): RawRequest {
  const input = resolveRefs(fuzz.input, world);
  const envelope =
    fuzz.trpc.raw ??
    (input === undefined && fuzz.trpc.meta === undefined
      ? null
      : `{"json":${input === undefined ? "null" : jsonText(input)}${fuzz.trpc.meta === undefined ? "" : `,"meta":${jsonText(fuzz.trpc.meta)}`}}`);
  const path = `/api/trpc/${procedure.path}`;
  if (procedure.type === "query") {
    return {
      method: "GET",
      path: envelope === null ? path : `${path}?input=${encodeComponent(envelope)}`,
      headers: headersFor(cookie, null, fuzz.site),
    };
  }
  return {
    method: "POST",
    path,
    headers: headersFor(cookie, fuzz.trpc.contentType, fuzz.site),
    body: Buffer.from(envelope ?? "", "utf8"),
  };
}

/** A request to a route that is not a procedure, or to a REST path with a method it does not take. */
export type RawRouteCase = {
  caller: AccessRole;
  method: string;
  /** Joined when the case runs, the WorldRefs filled in (a photo id, say). */
  target: (string | WorldRef)[];
  ifNoneMatch: string | null;
};

const METHODS = ["GET", "GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];

const oddSegment = oddString.map(encodeComponent);

export function rawRouteArbitrary(restPaths: readonly string[]): fc.Arbitrary<RawRouteCase> {
  const imageId = fc.oneof(
    { arbitrary: fc.constant(new WorldRef("owner.imageId")), weight: 3 },
    {
      arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom("", "..%2F..%2Fetc%2Fpasswd", "a".repeat(65), "%00", "x.webp", "."),
      weight: 1,
    },
    { arbitrary: oddSegment, weight: 1 },
  );
  const size = fc.constantFrom(
    "",
    "?size=thumb",
    "?size=display",
    "?size=blurred",
    "?size=%00",
    "?size=thumb&size=x",
  );
  const target = fc.oneof(
    {
      arbitrary: fc.tuple(imageId, size).map(([id, query]) => ["/api/profile/images/", id, query]),
      weight: 4,
    },
    {
      arbitrary: extraQuery.map((query) => [query ? `/api/openapi.json?${query}` : "/api/openapi.json"]),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...restPaths).map((path) => [path]), weight: 2 },
    { arbitrary: oddSegment.map((segment) => [`/api/${segment}`]), weight: 1 },
  );
  return fc.record({
    caller,
    method: fc.constantFrom(...METHODS),
    target,
    ifNoneMatch: fc.constantFrom<string | null>(null, null, "*", '"x"', 'W/"a", "b"', "\u00ff"),
  });
}

export function rawRouteRequest(route: RawRouteCase, world: AccessWorld, cookie: string | null): RawRequest {
  const headers = headersFor(cookie, null);
  if (route.ifNoneMatch !== null) headers["if-none-match"] = route.ifNoneMatch;
  const path = route.target
    .map((part) => (part instanceof WorldRef ? String(resolveRefs(part, world)) : part))
    .join("");
  return { method: route.method, path, headers };
}
