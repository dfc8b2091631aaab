import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, describeApi, type TestApp } from "../support/app";

type Place = { code: string; name: string };
type Countries = { countries: Place[] };
type States = { states: Place[] };
type Cities = { cities: Place[] };

const DAY = "public, max-age=86400";

describeApi("locations: the country-state-city pickers' data (GET /api/locations/*)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("lists every country by name, with ISO codes, cacheable for a day", async () => {
    const res = await app.request<Countries>("GET", "/api/locations/countries");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(DAY);
    const countries = res.body.data?.countries ?? [];
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries).toContainEqual({ code: "PK", name: "Pakistan" });
    expect(countries).toContainEqual({ code: "AE", name: "United Arab Emirates" });
    for (const country of countries) expect(Object.keys(country).sort()).toEqual(["code", "name"]);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en", { sensitivity: "base" }).compare));
  });

  it("lists Pakistan's states as PK-xx codes (Punjab is PK-PB), in any case of ?country", async () => {
    const res = await app.request<States>("GET", "/api/locations/states", { query: { country: "PK" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(DAY);
    const states = res.body.data?.states ?? [];
    expect(states).toContainEqual({ code: "PK-PB", name: "Punjab" });
    expect(states).toContainEqual({ code: "PK-SD", name: "Sindh" });
    expect(states.every((state) => state.code.startsWith("PK-"))).toBe(true);
    expect(states.map((state) => state.name)).toEqual([...states.map((state) => state.name)].sort());

    const lower = await app.request<States>("GET", "/api/locations/states", { query: { country: " pk " } });
    expect(lower.status).toBe(200);
    expect(lower.body.data).toEqual(res.body.data);
  });

  it("lists Punjab's cities with codes that end with the city name (PK-PB-Lahore)", async () => {
    const res = await app.request<Cities>("GET", "/api/locations/cities", { query: { state: "PK-PB" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(DAY);
    const cities = res.body.data?.cities ?? [];
    expect(cities).toContainEqual({ code: "PK-PB-Lahore", name: "Lahore" });
    expect(cities).toContainEqual({ code: "PK-PB-Rawalpindi", name: "Rawalpindi" });
    expect(cities.length).toBeGreaterThan(100);
    for (const city of cities) expect(city.code).toBe(`PK-PB-${city.name}`);
  });

  it("has the UAE's Dubai state, whose cities include Dubai", async () => {
    const states = await app.request<States>("GET", "/api/locations/states", { query: { country: "AE" } });
    const dubai = states.body.data?.states.find((state) => state.name === "Dubai");
    expect(dubai).toEqual({ code: "AE-DU", name: "Dubai" });
    const cities = await app.request<Cities>("GET", "/api/locations/cities", { query: { state: "AE-DU" } });
    expect(cities.status).toBe(200);
    expect(cities.body.data?.cities).toContainEqual({ code: "AE-DU-Dubai", name: "Dubai" });
  });

  it("answers 404 with a clear message for an unknown country or state, not cached", async () => {
    const country = await app.request("GET", "/api/locations/states", { query: { country: "XX" } });
    expect(country.status).toBe(404);
    expect(country.body).toEqual({ error: "There is no country with the code XX.", code: "NOT_FOUND" });
    expect(country.headers.get("cache-control")).toBe("no-store");

    const state = await app.request("GET", "/api/locations/cities", { query: { state: "PK-ZZ" } });
    expect(state.status).toBe(404);
    expect(state.body).toEqual({ error: "There is no state with the code PK-ZZ.", code: "NOT_FOUND" });
    expect(state.headers.get("cache-control")).toBe("no-store");
  });

  it("gives Hong Kong, whose districts have no city in the dataset, one state HK-HK and one city", async () => {
    const states = await app.request<States>("GET", "/api/locations/states", { query: { country: "hk" } });
    expect(states.status).toBe(200);
    expect(states.headers.get("cache-control")).toBe(DAY);
    expect(states.body.data).toEqual({ states: [{ code: "HK-HK", name: "Hong Kong S.A.R." }] });

    const cities = await app.request<Cities>("GET", "/api/locations/cities", { query: { state: "hk-hk" } });
    expect(cities.status).toBe(200);
    expect(cities.headers.get("cache-control")).toBe(DAY);
    expect(cities.body.data).toEqual({
      cities: [{ code: "HK-HK-Hong Kong S.A.R.", name: "Hong Kong S.A.R." }],
    });

    // Its districts stay out of the lists, and out of reach: no city could be chosen after them.
    const district = await app.request("GET", "/api/locations/cities", { query: { state: "HK-KKC" } });
    expect(district.status).toBe(404);
    expect(district.body).toEqual({ error: "There is no state with the code HK-KKC.", code: "NOT_FOUND" });
  });

  it("gives Vatican City and Kosovo a state and a city named after them, over REST and tRPC", async () => {
    const vatican = await app.request<States>("GET", "/api/locations/states", { query: { country: "VA" } });
    expect(vatican.body.data).toEqual({ states: [{ code: "VA-VA", name: "Vatican City State (Holy See)" }] });
    const kosovo = await app.trpc.query<Cities>("locations.cities", { state: "XK-XK" });
    expect(kosovo.data).toEqual({ cities: [{ code: "XK-XK-Kosovo", name: "Kosovo" }] });
  });

  it("answers 422 for a missing or malformed code", async () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ["/api/locations/states", {}, "country", "Country is required"],
      ["/api/locations/states", { country: "" }, "country", "Country is required"],
      [
        "/api/locations/states",
        { country: "PAK" },
        "country",
        "Country must be a two-letter code, such as PK",
      ],
      ["/api/locations/cities", {}, "state", "State is required"],
      [
        "/api/locations/cities",
        { state: "Punjab" },
        "state",
        "State must be a country-state code, such as PK-PB",
      ],
      [
        "/api/locations/cities",
        { state: "PK-PB-Lahore" },
        "state",
        "State must be a country-state code, such as PK-PB",
      ],
    ];
    for (const [path, query, field, message] of cases) {
      const res = await app.request("GET", path, { query });
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(422);
      expect(res.body).toEqual({
        error: message,
        code: "UNPROCESSABLE_CONTENT",
        fields: { [field]: message },
      });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("is public and the same for a member; a refreshed or cleared session cookie is never cached", async () => {
    const member = await app.signUp();
    const signedIn = await app.request<States>("GET", "/api/locations/states", {
      query: { country: "PK" },
      cookie: member.cookie,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.setCookies).toEqual([]);
    expect(signedIn.headers.get("cache-control")).toBe(DAY);

    const stale = await app.request<States>("GET", "/api/locations/states", {
      query: { country: "PK" },
      cookie: "rishta_session=not-a-real-session",
    });
    expect(stale.status).toBe(200);
    expect(stale.cookieCleared).toBe(true);
    expect(stale.headers.get("cache-control")).toBe("no-store");
  });

  it("has tRPC twins that agree with the REST routes and refuse the same input", async () => {
    const rest = await app.request<Cities>("GET", "/api/locations/cities", { query: { state: "AE-DU" } });
    const trpc = await app.trpc.query<Cities>("locations.cities", { state: "AE-DU" });
    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(rest.body.data);

    const countries = await app.trpc.query<Countries>("locations.countries");
    expect(countries.data?.countries).toContainEqual({ code: "PK", name: "Pakistan" });

    const unknown = await app.trpc.query("locations.states", { country: "XX" });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe("There is no country with the code XX.");

    const bad = await app.trpc.query("locations.states", { country: "Pakistan" });
    expect(bad.status).toBe(400);
    expect(bad.error?.data.fields).toEqual({ country: "Country must be a two-letter code, such as PK" });
  });

  it("refuses other methods with 405", async () => {
    const post = await app.request("POST", "/api/locations/countries", { body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
