import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRoutes } from "@/server/api/raw-routes";
import { restRoutes } from "@/server/api/rest";
import { NESTED_TOO_DEEPLY, RESERVED_KEY, UNSTORABLE_TEXT } from "@/server/api/storable-text";
import { users } from "@/server/db/schema";
import { appUrl } from "@/server/env";
import { UNREADABLE_REQUEST } from "@/server/errors";
import {
  createTestApp,
  describeApi,
  type RequestOptions,
  type TestApp,
  type TrpcErrorShape,
} from "../support/app";
import { memberWithProfile, profileInput } from "../support/profiles";

type Operation = {
  operationId: string;
  "x-auth": string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: {
      "application/json": { schema: { properties?: Record<string, unknown>; required?: string[] } };
      "multipart/form-data"?: { schema: { properties?: Record<string, unknown>; required?: string[] } };
    };
  };
  responses: Record<string, unknown>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Internals that must never reach a client: stack frames, SQL, driver and file names. */
const LEAKS =
  /\bat\s+\S+\s+\(|\.ts:\d+|\bselect\b|\binsert\b|\bfrom\s+"|pglite|postgres|drizzle|node_modules|Error:/i;

describeApi("the /api handler", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("publishes an OpenAPI document with every REST row and its request schema", async () => {
    const res = await app.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = res.body as unknown as OpenApiDocument;
    expect(doc.openapi).toBe("3.1.0");

    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(
      [...restRoutes, ...rawRoutes.filter((route) => route.document)]
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    );

    for (const route of restRoutes) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId).toBe(route.name);
      expect(operation?.["x-auth"]).toBe(route.auth);
      const statuses = Object.keys(operation?.responses ?? {});
      expect(statuses).toEqual(expect.arrayContaining(["200", "500"]));
      const hasInput = route.takesInput;
      expect(statuses.includes("422"), `${route.path} documents 422 only when it takes input`).toBe(hasInput);
      if (!hasInput) {
        expect(operation?.requestBody, route.path).toBeUndefined();
        expect(operation?.parameters, route.path).toBeUndefined();
      } else if (route.method === "GET") {
        expect(operation?.parameters?.length, route.path).toBeGreaterThan(0);
        for (const parameter of operation?.parameters ?? []) expect(parameter.in).toBe("query");
      } else {
        expect(
          (route.body === "multipart"
            ? operation?.requestBody?.content["multipart/form-data"]
            : operation?.requestBody?.content["application/json"]
          )?.schema.properties,
          route.path,
        ).toBeDefined();
      }
    }

    // Generators (Postman's among them) send an empty body for a schema that carries its own `$schema`.
    expect(res.text).not.toContain('"$schema"');
    const described = res.body as unknown as {
      servers: { url: string }[];
      info: { contact?: { url?: string }; license?: { name?: string }; version?: string };
      tags: { name: string; description: string }[];
    };
    expect(described.servers[0]?.url).toBe(appUrl());
    expect(described.info.contact?.url).toBe(`${appUrl()}/contact`);
    expect(described.info.license?.name).toBeTruthy();
    expect(described.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    const tags = described.tags;
    for (const tag of tags) expect(tag.description.length, tag.name).toBeGreaterThan(10);

    const signUp = doc.paths["/api/auth/sign-up"]?.post?.requestBody?.content["application/json"].schema;
    expect(Object.keys(signUp?.properties ?? {}).sort()).toEqual([
      "agree",
      "email",
      "name",
      "password",
      "phone",
    ]);
    expect([...(signUp?.required ?? [])].sort()).toEqual(["agree", "email", "name", "password", "phone"]);

    const reset =
      doc.paths["/api/auth/reset-password"]?.post?.requestBody?.content["application/json"].schema;
    expect(Object.keys(reset?.properties ?? {})).toEqual(
      expect.arrayContaining(["password", "confirmPassword"]),
    );

    const usersGet = doc.paths["/api/users/get"]?.get?.parameters ?? [];
    expect(usersGet.map((parameter) => parameter.name).sort()).toEqual([
      "after",
      "all",
      "gender",
      "page",
      "pageSize",
      "plan_id",
      "role",
      "search",
      "status",
      "user_id",
      "verified",
    ]);
    expect(usersGet.every((parameter) => !parameter.required)).toBe(true);
  });

  it("answers the health check", async () => {
    const res = await app.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: "ok" } });
    expect(res.headers.get("cache-control")).toBe("no-store");
    // A route that reads no input ignores a query string, whatever it holds.
    const withQuery = await app.request("GET", "/api/health", { query: { x: "\u0000", page: "abc" } });
    expect(withQuery.status).toBe(200);
  });

  it("answers an unknown path with a JSON 404", async () => {
    for (const [method, path] of [
      ["GET", "/api/nothing-here"],
      ["POST", "/api/auth/sign-in/extra"],
      ["GET", "/api/users"],
    ] as const) {
      const res = await app.request(method, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: "Not found", code: "NOT_FOUND" });
    }
  });

  it("answers a known path with the wrong method 405, naming the allowed methods", async () => {
    const getSignIn = await app.request("GET", "/api/auth/sign-in");
    expect(getSignIn.status).toBe(405);
    expect(getSignIn.body).toEqual({ error: "Method not allowed", code: "METHOD_NOT_ALLOWED" });
    expect(getSignIn.headers.get("allow")).toBe("POST");

    const deleteUpdate = await app.request("DELETE", "/api/users/update", { body: {} });
    expect(deleteUpdate.status).toBe(405);
    expect(deleteUpdate.headers.get("allow")).toBe("PUT");

    const postUsersGet = await app.request("POST", "/api/users/get", { body: {} });
    expect(postUsersGet.status).toBe(405);
    expect(postUsersGet.headers.get("allow")).toBe("GET");
  });

  it("answers a malformed JSON body 400", async () => {
    for (const rawBody of ["{", '{"email": "a@example.com",}', "undefined", "{'email': 1}"]) {
      const res = await app.request("POST", "/api/auth/sign-in", {
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toEqual({ error: "The request body is not valid JSON.", code: "BAD_REQUEST" });
    }
  });

  it("answers a body that is not declared JSON 400, so a plain HTML form cannot post", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await app.request("POST", "/api/auth/sign-in", {
        rawBody: JSON.stringify({ email: "a@example.com", password: "Whatever@1" }),
        headers: { "content-type": type },
      });
      expect(res.status, type).toBe(400);
      expect(res.body).toEqual({
        error: "Send the request body as JSON (Content-Type: application/json).",
        code: "BAD_REQUEST",
      });
    }
    const withCharset = await app.request("POST", "/api/auth/sign-in", {
      rawBody: JSON.stringify({ email: "a@example.com", password: "Whatever@1" }),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(withCharset.status).toBe(401);
  });

  it("refuses tRPC mutations that are not JSON (415), so a plain HTML form cannot sign anyone out", async () => {
    const member = await app.signUp();
    const formPost = await app.request("POST", "/api/trpc/auth.signOut", {
      rawBody: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookie: member.cookie,
    });
    expect(formPost.status).toBe(415);
    const me = await app.request<{ id: string } | null>("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.body.data?.id).toBe(member.user.id);
    const jsonPost = await app.trpc.mutation("auth.signOut", undefined, { cookie: member.cookie });
    expect(jsonPost.status).toBe(200);
  });

  it("answers a missing body with the validation messages", async () => {
    const res = await app.request("POST", "/api/auth/sign-in");
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("UNPROCESSABLE_CONTENT");
  });

  it("answers a body over 1 MB 413, whether declared or sent", async () => {
    const huge = JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024 + 10) });
    const sent = await app.request("POST", "/api/auth/sign-in", {
      rawBody: huge,
      headers: { "content-type": "application/json" },
    });
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual({ error: "Request body is too large.", code: "PAYLOAD_TOO_LARGE" });

    const declared = await app.request("POST", "/api/auth/sign-up", {
      rawBody: "{}",
      headers: { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
  });

  it("reads declared numbers from the query string and refuses what is not one", async () => {
    const admin = await app.makeAdmin();
    const ok = await app.request<{ pageSize: number }>("GET", "/api/users/get", {
      query: { page: "1", pageSize: "5" },
      cookie: admin.cookie,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.pageSize).toBe(5);
    for (const pageSize of ["", "5x", "1e400"]) {
      const bad = await app.request("GET", "/api/users/get", { query: { pageSize }, cookie: admin.cookie });
      expect(bad.status, pageSize).toBe(422);
      expect(Object.keys(bad.body.fields ?? {})).toEqual(["pageSize"]);
    }
  });

  it("answers text PostgreSQL cannot store (NUL, lone surrogates) 422 naming the field, on both adapters, and stores nothing", async () => {
    const input = app.signUpInput({ name: "Ali\u0000Khan" });
    const rest = await app.request("POST", "/api/auth/sign-up", { body: input });
    expect(rest.status).toBe(422);
    expect(rest.body).toEqual({
      error: UNSTORABLE_TEXT,
      code: "UNPROCESSABLE_CONTENT",
      fields: { name: UNSTORABLE_TEXT },
    });
    const trpc = await app.trpc.mutation("auth.signUp", input);
    expect(trpc.status).toBe(422);
    expect(trpc.error?.data.fields).toEqual({ name: UNSTORABLE_TEXT });
    const stored = await app.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(stored).toEqual([]);

    const admin = await app.makeAdmin();
    const search = await app.request("GET", "/api/users/get", {
      query: { search: "a\u0000b" },
      cookie: admin.cookie,
    });
    expect(search.status).toBe(422);
    expect(search.body.fields).toEqual({ search: UNSTORABLE_TEXT });

    const member = await memberWithProfile(app);
    const family = await app.request("PUT", "/api/profile/update/family-info", {
      body: {
        profile_id: member.user.profileId,
        data: { ...profileInput().family_info, father_name: "Ahmed\u0000" },
      },
      cookie: member.cookie,
    });
    expect(family.status).toBe(422);
    expect(family.body.fields).toEqual({ "data.father_name": UNSTORABLE_TEXT });

    // Lone surrogates, in values and keys, at any depth: jsonb refuses them, text columns would
    // silently replace them.
    const surrogate = await app.request("POST", "/api/auth/sign-up", {
      body: { ...app.signUpInput(), name: "Ab\ud800cd" },
    });
    expect(surrogate.status).toBe(422);
    expect(surrogate.body.fields).toEqual({ name: UNSTORABLE_TEXT });
    for (const data of [{ x: "\ud800" }, { x: ["ok", "\udc00"] }, { "\ud800": 1 }, { "a\u0000b": 1 }]) {
      const draft = await app.request("PUT", "/api/profile/draft", {
        body: { step: 1, data },
        cookie: member.cookie,
      });
      expect(draft.status, JSON.stringify(data)).toBe(422);
      expect(draft.body.error).toBe(UNSTORABLE_TEXT);
      const viaTrpc = await app.trpc.mutation(
        "profile.saveDraft",
        { step: 1, data },
        { cookie: member.cookie },
      );
      expect(viaTrpc.status, JSON.stringify(data)).toBe(422);
    }
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await app.request("PUT", "/api/profile/draft", {
      body: { step: 1, data: { personal_info: { first_name: "Ayesha \ud83c\udf38" } } },
      cookie: member.cookie,
    });
    expect(emoji.status, emoji.text).toBe(200);

    // The same text without the NUL goes through.
    const clean = await app.request("POST", "/api/auth/sign-up", { body: { ...input, name: "Ali Khan" } });
    expect(clean.status).toBe(200);
  });

  it("refuses the keys superjson cannot send back and input nested past 32 levels, on both adapters (found by fuzzing)", async () => {
    const member = await memberWithProfile(app);
    const nested = (depth: number, leaf: string) => `${'{"a":'.repeat(depth)}${leaf}${"}".repeat(depth)}`;
    // A draft with such a key was stored, and then every tRPC read of it failed as a 500.
    for (const key of ["constructor", "prototype", "__proto__"]) {
      const rawBody = `{"step":1,"data":{"personal_info":{"${key}":{"x":1}}}}`;
      const rest = await app.request("PUT", "/api/profile/draft", {
        rawBody,
        headers: { "content-type": "application/json" },
        cookie: member.cookie,
      });
      expect(rest.status, key).toBe(422);
      expect(rest.body).toEqual({
        error: RESERVED_KEY,
        code: "UNPROCESSABLE_CONTENT",
        fields: { "data.personal_info": RESERVED_KEY },
      });
      const trpc = await app.request("POST", "/api/trpc/profile.saveDraft", {
        rawBody: `{"json":${rawBody}}`,
        headers: { "content-type": "application/json" },
        cookie: member.cookie,
      });
      // superjson's copy of the input drops an own __proto__ key before any procedure sees it.
      expect(trpc.status, key).toBe(key === "__proto__" ? 200 : 422);
    }
    const draft = await app.trpc.query("profile.getDraft", undefined, { cookie: member.cookie });
    expect(draft.status).toBe(200);

    // A refusal naming such a key at the top (a field named "prototype") failed as a 500 over tRPC.
    const topLevel = await app.request("POST", "/api/trpc/auth.signIn", {
      rawBody: '{"json":{"email":"a@example.com","password":"x","prototype":"\\ud800"}}',
      headers: { "content-type": "application/json" },
    });
    expect(topLevel.status).toBe(422);
    expect(JSON.parse(topLevel.text).error.json.data.fields).toEqual({ _: RESERVED_KEY });

    // A NUL 40 levels down went past the check into jsonb: a 500 on both adapters.
    const deep = await app.request("PUT", "/api/profile/draft", {
      rawBody: `{"step":1,"data":${nested(40, '"x\\u0000y"')}}`,
      headers: { "content-type": "application/json" },
      cookie: member.cookie,
    });
    expect(deep.status).toBe(422);
    expect(deep.body.error).toBe(NESTED_TOO_DEEPLY);
    const deepTrpc = await app.request("POST", "/api/trpc/profile.saveDraft", {
      rawBody: `{"json":{"step":1,"data":${nested(40, "1")}}}`,
      headers: { "content-type": "application/json" },
      cookie: member.cookie,
    });
    expect(deepTrpc.status).toBe(422);
    // A wizard draft is a few levels deep; 30 is still taken.
    const fine = await app.request("PUT", "/api/profile/draft", {
      rawBody: `{"step":1,"data":${nested(30, "1")}}`,
      headers: { "content-type": "application/json" },
      cookie: member.cookie,
    });
    expect(fine.status, fine.text).toBe(200);
  });

  it("words tRPC's own errors for people: no parser or runtime text reaches the client", async () => {
    const notAnObject = "Send the input as a JSON object with the fields the API describes.";
    const cases: [string, string, string][] = [
      ['{"json": {"email": "a@example.com",', "a body cut short", UNREADABLE_REQUEST],
      [
        '{"json": {"email": 1}, "meta": {"values": {"email": ["class", "Foo"]}}}',
        "an unknown superjson class",
        UNREADABLE_REQUEST,
      ],
      [`${"[".repeat(5000)}${"]".repeat(5000)}`, "an array nested 5,000 deep", notAnObject],
    ];
    for (const [rawBody, what, message] of cases) {
      const res = await app.request("POST", "/api/trpc/auth.signIn", {
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, what).toBe(400);
      const body = JSON.parse(res.text) as { error: { json: { message: string } } };
      expect(body.error.json.message, what).toBe(message);
      expect(res.text, what).not.toMatch(/Unexpected|JSON at position|call stack|Foo/);
    }
  });

  it("answers every refusal on the tRPC path in tRPC's shape, labelled JSON (found by fuzzing)", async () => {
    const cases: [string, RequestOptions][] = [
      ["a form post", { rawBody: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      [
        "a declared body over 1 MB",
        {
          rawBody: "{}",
          headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
        },
      ],
      ["a media type tRPC does not take", { rawBody: "{}", headers: { "content-type": "APPLICATION/JSON" } }],
    ];
    for (const [what, options] of cases) {
      const res = await app.request("POST", "/api/trpc/auth.signIn", options);
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
      const error = (JSON.parse(res.text) as { error: { json: TrpcErrorShape } }).error.json;
      expect(error.message, what).toEqual(expect.any(String));
      expect(error.data, what).toMatchObject({ code: expect.any(String), httpStatus: res.status });
    }
    const batch = await app.request("POST", "/api/trpc/auth.signIn,auth.me?batch=1", {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(batch.status).toBe(400);
    expect(batch.headers.get("content-type")).toMatch(/^application\/json/);
    const crossSiteBatch = await app.request("POST", "/api/trpc/auth.signOut,auth.me?batch=1", {
      rawBody: "{}",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    });
    expect(crossSiteBatch.status).toBeGreaterThanOrEqual(400);
    expect(crossSiteBatch.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers a body that is not an object with a sentence, not a parser's words", async () => {
    for (const rawBody of ["", "[]", '"text"']) {
      const res = await app.request("PUT", "/api/profile/update/privacy-settings", {
        rawBody,
        headers: { "content-type": "application/json" },
        cookie: (await app.signUp()).cookie,
      });
      expect(res.status, rawBody).toBe(422);
      expect(res.body.error, rawBody).toBe(
        "Send the input as a JSON object with the fields the API describes.",
      );
    }
  });

  it("answers an unknown tRPC procedure 404", async () => {
    const res = await app.trpc.query("nothing.here");
    expect(res.status).toBe(404);
    expect(res.error?.data.code).toBe("NOT_FOUND");
  });

  it("answers an internal failure 500 'Something went wrong', with no internals, on both adapters", async () => {
    const broken = await createTestApp();
    try {
      const member = await broken.signUp();
      await broken.database.close();

      const signIn = await broken.request("POST", "/api/auth/sign-in", {
        body: { email: member.email, password: member.password },
      });
      expect(signIn.status).toBe(500);
      expect(signIn.body).toEqual({
        error: "Something went wrong",
        code: "INTERNAL_SERVER_ERROR",
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(signIn.text).not.toMatch(LEAKS);
      expect(signIn.text).not.toContain(member.email);

      // A failure while reading the session (before any procedure runs) is answered the same way.
      const badges = await broken.request("GET", "/api/dashboard/badges", { cookie: member.cookie });
      expect(badges.status).toBe(500);
      expect(badges.body.error).toBe("Something went wrong");
      expect(badges.text).not.toMatch(LEAKS);

      const trpc = await broken.trpc.mutation("auth.signIn", {
        email: member.email,
        password: member.password,
      });
      expect(trpc.status).toBe(500);
      expect(trpc.error?.message).toBe("Something went wrong");
      expect(trpc.error?.data.code).toBe("INTERNAL_SERVER_ERROR");
      expect(trpc.text).not.toMatch(LEAKS);
      expect(trpc.text).not.toContain("stack");
    } finally {
      await broken.close();
    }
  });
});
