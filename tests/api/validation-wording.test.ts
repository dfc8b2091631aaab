import { afterAll, beforeAll, expect, it } from "vitest";
import { restRoutes } from "@/server/api/rest";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { ZOD_WORDS } from "../support/bad-inputs";
import { memberWithProfile, profileInput } from "../support/profiles";

/**
 * Issue 15: a refused input is answered in words written for people, never zod's own ("Invalid
 * input: expected object, received undefined", "Invalid option: expected one of ..."), over REST
 * as the spec's client reads it (`error`, `fields`). Missing sections, values of the wrong kind
 * and unknown options, sent to the rows that take nested or enumerated input. The unit test
 * tests/unit/validation-words.test.ts tries every row's every field; this one goes through the
 * whole stack on both databases.
 */

type Refusal = { status: number; error?: string; fields?: Record<string, string> };

const SECTIONS = {
  personal_info: "personal information",
  career_info: "career information",
  family_info: "family information",
  religion_info: "religion information",
  residential_info: "residential information",
  partner_requirements: "partner requirements",
} as const;

const SECTION_PATHS = {
  personal_info: "/api/profile/update/personal-info",
  career_info: "/api/profile/update/career-info",
  family_info: "/api/profile/update/family-info",
  religion_info: "/api/profile/update/religion-info",
  residential_info: "/api/profile/update/residential-info",
  partner_requirements: "/api/profile/update/partner-requirements",
} as const;

type Section = keyof typeof SECTIONS;
const SECTION_KEYS = Object.keys(SECTIONS) as Section[];

function expectPlainWords(res: Refusal, what: string) {
  expect(res.status, what).toBe(422);
  expect(res.error, what).toBeTruthy();
  expect(res.error ?? "", what).not.toMatch(ZOD_WORDS);
  for (const [field, message] of Object.entries(res.fields ?? {})) {
    expect(message, `${what}: ${field}`).not.toMatch(ZOD_WORDS);
  }
}

describeApi("validation wording (issue 15)", () => {
  let app: TestApp;
  let member: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    app = await createTestApp();
    member = await memberWithProfile(app);
    admin = await app.makeAdmin();
  });
  afterAll(() => app?.close());

  async function send(method: string, path: string, body: unknown, cookie = member.cookie): Promise<Refusal> {
    const res = await app.request(method, path, { body, cookie });
    return { status: res.status, error: res.body.error, fields: res.body.fields };
  }

  it("names each section the wizard's payload leaves out, in the spec's client's words", async () => {
    for (const key of SECTION_KEYS) {
      const { [key]: _left, ...rest } = profileInput();
      const res = await send("POST", "/api/profile/create", rest);
      expectPlainWords(res, `without ${key}`);
      expect(res.error).toBe(`Add your ${SECTIONS[key]} (${key}) before saving.`);
      expect(res.fields).toEqual({ [key]: res.error });
    }
  });

  it("says which section is not an object, and never how zod saw it", async () => {
    for (const wrong of ["engineer", 42, ["a"], true]) {
      const res = await send("POST", "/api/profile/create", { ...profileInput(), career_info: wrong });
      expectPlainWords(res, `career_info = ${JSON.stringify(wrong)}`);
      expect(res.fields?.career_info).toBe(
        "Send your career information (career_info) as an object of its fields.",
      );
    }
  });

  it("names the section of an update sent without its data", async () => {
    for (const key of SECTION_KEYS) {
      const res = await send("PUT", SECTION_PATHS[key], { profile_id: member.user.profileId });
      expectPlainWords(res, `${key} update without data`);
      expect(res.fields?.data).toBe(`Add your ${SECTIONS[key]} (data) before saving.`);
    }
    const privacy = await send("PUT", "/api/profile/update/privacy-settings", {});
    expect(privacy.fields?.data).toBe("Add your privacy settings (data) before saving.");
  });

  it("answers wrong kinds of values and unknown options in each section with the spec's messages", async () => {
    const input = profileInput();
    const cases: [Section, Record<string, unknown>][] = [
      ["personal_info", { ...input.personal_info, gender: "robot", height: "tall", second_marriage_info: 3 }],
      ["career_info", { ...input.career_info, education: "astronaut", monthly_income: 5 }],
      ["family_info", { ...input.family_info, total_brothers: "two", father_profession: ["business"] }],
      ["religion_info", { ...input.religion_info, religion: "jedi", do_you_prefer_beard: "maybe" }],
      ["residential_info", { ...input.residential_info, property_size: "mansion", country: 92 }],
      ["partner_requirements", { ...input.partner_requirements, complexion: "green", nationality: "PK" }],
    ];
    for (const [key, data] of cases) {
      const update = await send("PUT", SECTION_PATHS[key], { data });
      expectPlainWords(update, `${key} update`);
      const create = await send("POST", "/api/profile/create", { ...input, [key]: data });
      expectPlainWords(create, `${key} in the wizard`);
      expect(Object.keys(create.fields ?? {}).every((field) => field.startsWith(`${key}.`))).toBe(true);
    }
    const beard = await send("PUT", SECTION_PATHS.religion_info, {
      data: { ...input.religion_info, do_you_prefer_beard: "maybe" },
    });
    expect(beard.fields).toEqual({ "data.do_you_prefer_beard": "Beard option is required!" });
  });

  it("answers unknown options of the other enumerated inputs in plain words", async () => {
    const privacy = await send("PUT", "/api/profile/update/privacy-settings", {
      data: {
        profile_visibility: "friends",
        show_profile_picture: 1,
        messages_privacy: null,
        proposals_privacy: ["everyone"],
      },
    });
    expectPlainWords(privacy, "privacy settings");
    expect(privacy.fields).toEqual({
      "data.profile_visibility": "Profile visibility is required",
      "data.show_profile_picture": "Profile picture visibility is required",
      "data.messages_privacy": "Messages privacy is required",
      "data.proposals_privacy": "Proposal privacy is required",
    });

    const answer = await send("PUT", "/api/proposal/update", {
      proposal_id: "0b8e5c2a-1d3f-4a6b-9c8d-7e6f5a4b3c2d",
      status: "maybe",
    });
    expectPlainWords(answer, "proposal answer");

    const contact = await send("POST", "/api/contacts", {
      name: "Zainab Malik",
      email: "zainab.malik@example.com",
      subject: "A question",
      contact_type: "spam",
      website: 7,
    });
    expectPlainWords(contact, "contact form");

    const status = await send(
      "PUT",
      "/api/users/update",
      { user_id: member.user.id, status: "paused" },
      admin.cookie,
    );
    expectPlainWords(status, "user status");

    const search = await app.request("GET", "/api/profile/get/all-profiles", {
      query: { sort: "random", gender: "robot", age_min: "old", verified_only: "perhaps", religion: "jedi" },
      cookie: member.cookie,
    });
    expectPlainWords(
      { status: search.status, error: search.body.error, fields: search.body.fields },
      "search",
    );
  });

  it("tries every row that takes input with nothing at all, in plain words", async () => {
    for (const route of restRoutes) {
      if (!route.takesInput || route.method === "GET" || route.body === "multipart") continue;
      const res = await send(
        route.method,
        route.path,
        {},
        route.auth === "admin" ? admin.cookie : member.cookie,
      );
      // Rows whose every field is optional take `{}`; the others refuse it in words.
      if (res.status === 422) expectPlainWords(res, `${route.method} ${route.path} with {}`);
    }
  });
});
