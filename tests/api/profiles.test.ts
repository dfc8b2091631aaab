import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq, inArray, or } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NESTED_TOO_DEEPLY } from "@/server/api/storable-text";
import {
  contactMessages,
  partnerRequirements,
  passwordResetTokens,
  profileDrafts,
  profiles,
  proposals,
  sessions,
  users,
} from "@/server/db/schema";
import {
  createTestApp,
  describeApi,
  resetTokenFrom,
  type SignedUpUser,
  TEST_PASSWORD,
  type TestApp,
} from "../support/app";
import {
  attachFakePhoto,
  connectMembers,
  memberWithProfile,
  profileInput,
  setProfileColumns,
} from "../support/profiles";

const FORBIDDEN = { error: "You are not allowed to do that.", code: "FORBIDDEN" };

type OwnProfileBody = {
  profile: {
    id: string;
    image_url: string | null;
    user_profile_image: { image_url: string } | null;
    subscription_plans: { name: string; price: number } | null;
    user_subscription_info: {
      messages_sent: number;
      proposals_sent: number;
      start_date: string | null;
      end_date: string | null;
    } | null;
    status: string;
    profile_info_status: boolean;
    email: string;
    phone: string;
    personal_info: Record<string, unknown> | null;
    career_info: Record<string, unknown> | null;
    family_info: Record<string, unknown> | null;
    religion_info: Record<string, unknown> | null;
    residential_info: Record<string, unknown> | null;
    partner_requirements: Record<string, unknown> | null;
    privacy_settings: Record<string, string>;
  };
};

type ViewBody = {
  profile: {
    id: string;
    display_name: string;
    age: number;
    photo: string;
    image_url: string;
    proposal_privacy: boolean;
    is_connection: boolean;
    personal_info: Record<string, unknown>;
  } & Record<string, unknown>;
};

type CardsBody = { profiles: { id: string; photo: string }[]; total: number; page: number; pageSize: number };

describeApi("profiles (spec §2 wizard and profile page, §3, §5, §7 Profile)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const connect = (a: SignedUpUser, b: SignedUpUser) => connectMembers(app, a, b);

  describe("the wizard's submit", () => {
    it("starts as an empty draft profile", async () => {
      const member = await app.signUp();
      const res = await app.request<OwnProfileBody>("GET", "/api/profile/get", { cookie: member.cookie });
      expect(res.status).toBe(200);
      expect(res.body.data?.profile).toMatchObject({
        id: member.user.profileId,
        status: "draft",
        profile_info_status: false,
        email: member.email,
        personal_info: null,
        partner_requirements: null,
        privacy_settings: {
          profile_visibility: "everyone",
          show_profile_picture: "verified_users",
          messages_privacy: "connections",
          proposals_privacy: "everyone",
        },
      });
    });

    it("refuses to submit without a photo", async () => {
      const member = await app.signUp();
      const res = await app.request("POST", "/api/profile/create", {
        body: profileInput(),
        cookie: member.cookie,
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe("Please upload a profile image before submitting.");
      const [row] = await app.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, member.user.profileId ?? ""));
      expect(row?.profileInfoStatus).toBe(false);
    });

    it("creates the whole profile in one go, clears the draft, and cannot be sent twice", async () => {
      const member = await app.signUp();
      await attachFakePhoto(app, member);
      await app.request("PUT", "/api/profile/draft", {
        body: { step: 7, data: { personal_info: { first_name: "Ayesha" } } },
        cookie: member.cookie,
      });
      const res = await app.request<{ name: string; user: { profile_info_status: boolean } }>(
        "POST",
        "/api/profile/create",
        { body: { ...profileInput(), profileId: member.user.profileId }, cookie: member.cookie },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Profile submitted successfully");
      expect(res.body.data?.name).toBe("Ayesha Khan");
      expect(res.body.data?.user.profile_info_status).toBe(true);

      const own = await app.request<OwnProfileBody>("GET", "/api/profile/get", {
        cookie: member.cookie,
        query: { userId: member.user.id },
      });
      const profile = own.body.data?.profile;
      expect(profile?.status).toBe("active");
      expect(profile?.profile_info_status).toBe(true);
      expect(profile?.personal_info).toMatchObject({ first_name: "Ayesha", dob: "1996-04-12", height: 5.4 });
      expect(profile?.residential_info).toMatchObject({ residence_city: "PK-PB-Lahore" });
      expect(profile?.partner_requirements).toMatchObject({
        age_min: 28,
        age_max: 32,
        height_range: 5.6,
        nationality: ["PK"],
      });
      // Spec §3's Profile shape: the photo under user_profile_image, the plan and its usage.
      expect(profile?.user_profile_image).toEqual({ image_url: profile?.image_url });
      expect(profile?.image_url).toMatch(/^\/api\/profile\/images\/[^/]+$/);
      expect(profile?.subscription_plans).toMatchObject({ name: "Free", price: 0 });
      expect(profile?.user_subscription_info).toMatchObject({ messages_sent: 0, proposals_sent: 0 });
      expect(profile?.user_subscription_info?.start_date).toBeTruthy();
      expect(
        await app.db
          .select()
          .from(profileDrafts)
          .where(eq(profileDrafts.profileId, profile?.id ?? "")),
      ).toEqual([]);
      const me = await app.request<{ profile_info_status: boolean }>("GET", "/api/auth/me", {
        cookie: member.cookie,
      });
      expect(me.body.data?.profile_info_status).toBe(true);

      const again = await app.request("POST", "/api/profile/create", {
        body: profileInput(),
        cookie: member.cookie,
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe("Your profile has already been submitted.");
    });

    it("keeps second-marriage details only when marital status is not single", async () => {
      const divorced = await memberWithProfile(app, {
        personal_info: {
          ...profileInput().personal_info,
          marital_status: "divorced",
          second_marriage_info: {
            kids_from_first_marriage: 2,
            reason_for_second_marriage: "compatibility_issues",
            family_approval: "yes",
            provide_separate_house: "yes",
            accept_partner_kids: "yes",
          },
        },
      });
      const single = await memberWithProfile(app, {
        personal_info: {
          ...profileInput().personal_info,
          second_marriage_info: {
            kids_from_first_marriage: 1,
            reason_for_second_marriage: "other",
            family_approval: "no",
            provide_separate_house: "no",
            accept_partner_kids: "no",
          },
        },
      });
      const read = async (m: SignedUpUser) =>
        (await app.request<OwnProfileBody>("GET", "/api/profile/get", { cookie: m.cookie })).body.data
          ?.profile.personal_info?.second_marriage_info;
      expect(await read(divorced)).toMatchObject({ kids_from_first_marriage: 2, family_approval: "yes" });
      expect(await read(single)).toBeNull();
    });

    it.each([
      [
        "personal_info",
        { first_name: "Al" },
        "personal_info.first_name",
        "First name must be at least 3 characters",
      ],
      ["personal_info", { dob: "2015-01-01" }, "personal_info.dob", "You must be at least 18 years old"],
      ["personal_info", { height: 7.5 }, "personal_info.height", "Height must be between 3.5 and 7 ft"],
      ["personal_info", { weight: 45 }, "personal_info.weight", "Weight must be between 50 and 100 kg"],
      // Values the columns cannot hold are refused as input, never a database error (500).
      ["personal_info", { dob: "2000-02-31" }, "personal_info.dob", "Please enter a valid date of birth"],
      ["personal_info", { dob: "2001-02-29" }, "personal_info.dob", "Please enter a valid date of birth"],
      ["personal_info", { dob: "" }, "personal_info.dob", "Date of birth is required"],
      ["personal_info", { weight: 70.5 }, "personal_info.weight", "Weight must be a whole number of kg"],
      ["personal_info", { height: 5.45 }, "personal_info.height", "Height must be between 3.5 and 7 ft"],
      [
        "personal_info",
        { mother_tongue: "xx" },
        "personal_info.mother_tongue",
        "Please select a valid mother tongue",
      ],
      [
        "partner_requirements",
        { mother_tongue: "zz" },
        "partner_requirements.mother_tongue",
        "Please select a valid mother tongue",
      ],
      ["partner_requirements", { age_min: 28.5 }, "partner_requirements.age_min", "Age Range is required!"],
      [
        "family_info",
        { total_brothers: 2.5 },
        "family_info.total_brothers",
        "Brothers count must be a whole number",
      ],
      ["career_info", { job_post: "astronaut" }, "career_info.job_post", "Job Title is required!"],
      ["family_info", { total_brothers: 16 }, "family_info.total_brothers", "Maximum 15 brothers allowed"],
      ["family_info", { total_sisters: -1 }, "family_info.total_sisters", "Sisters count cannot be negative"],
      ["family_info", { father_name: "" }, "family_info.father_name", "Father Name is required!"],
      [
        "religion_info",
        { do_you_prefer_beard: "maybe" },
        "religion_info.do_you_prefer_beard",
        "Beard option is required!",
      ],
      ["religion_info", { maslak: "none" }, "religion_info.maslak", "Maslak is required!"],
      [
        "residential_info",
        { property_size: "" },
        "residential_info.property_size",
        "Property size is required!",
      ],
      [
        "partner_requirements",
        { profession: "pilot" },
        "partner_requirements.profession",
        "profession is required!",
      ],
      [
        "partner_requirements",
        { nationality: [] },
        "partner_requirements.nationality",
        "Nationality is required",
      ],
    ] as const)("refuses %s %o with the spec's message", async (section, change, field, message) => {
      const member = await app.signUp();
      await attachFakePhoto(app, member);
      const base = profileInput();
      const body = { ...base, [section]: { ...base[section], ...change } };
      const res = await app.request("POST", "/api/profile/create", { body, cookie: member.cookie });
      expect(res.status).toBe(422);
      expect(res.body.fields?.[field]).toBe(message);
    });

    it("refuses places that do not exist or do not belong together", async () => {
      const member = await app.signUp();
      await attachFakePhoto(app, member);
      const base = profileInput();
      const wrongCity = await app.request("POST", "/api/profile/create", {
        body: { ...base, residential_info: { ...base.residential_info, residence_city: "PK-PB-Atlantis" } },
        cookie: member.cookie,
      });
      expect(wrongCity.status).toBe(422);
      expect(wrongCity.body.fields).toEqual({
        "residential_info.residence_city": "Residence city is required",
      });

      const stateOfAnotherCountry = await app.request("POST", "/api/profile/create", {
        body: {
          ...base,
          partner_requirements: {
            ...base.partner_requirements,
            residence_state: ["AE-DU"],
            residence_city: ["AE-DU-Dubai"],
          },
        },
        cookie: member.cookie,
      });
      expect(stateOfAnotherCountry.status).toBe(422);
      expect(stateOfAnotherCountry.body.fields?.["partner_requirements.residence_state"]).toBe(
        "Residence state is required",
      );
    });

    it("takes the acting member from the session: another member's profileId or auth_id is 403", async () => {
      const member = await app.signUp();
      const other = await app.signUp();
      await attachFakePhoto(app, member);
      for (const ids of [{ profileId: other.user.profileId }, { auth_id: other.user.id }]) {
        const res = await app.request("POST", "/api/profile/create", {
          body: { ...profileInput(), ...ids },
          cookie: member.cookie,
        });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(FORBIDDEN);
      }
      const read = await app.request("GET", "/api/profile/get", {
        cookie: member.cookie,
        query: { userId: other.user.id },
      });
      expect(read.status).toBe(403);
    });

    it("needs a session", async () => {
      const res = await app.request("POST", "/api/profile/create", { body: profileInput() });
      expect(res.status).toBe(401);
    });
  });

  describe("the wizard's draft", () => {
    it("is kept per member with its step, and replaced on each save", async () => {
      const member = await app.signUp();
      const other = await app.signUp();
      const empty = await app.request<{ draft: null }>("GET", "/api/profile/draft", {
        cookie: member.cookie,
      });
      expect(empty.body.data).toEqual({ draft: null });

      await app.request("PUT", "/api/profile/draft", {
        body: { step: 2, data: { personal_info: { first_name: "Zara" } } },
        cookie: member.cookie,
      });
      const saved = await app.request("PUT", "/api/profile/draft", {
        body: { step: 3, data: { personal_info: { first_name: "Zara" }, career_info: { education: "phd" } } },
        cookie: member.cookie,
      });
      expect(saved.status).toBe(200);
      const got = await app.request<{ draft: { step: number; data: unknown } }>("GET", "/api/profile/draft", {
        cookie: member.cookie,
      });
      expect(got.body.data?.draft).toMatchObject({
        step: 3,
        data: { personal_info: { first_name: "Zara" }, career_info: { education: "phd" } },
      });
      const theirs = await app.request("GET", "/api/profile/draft", { cookie: other.cookie });
      expect(theirs.body.data).toEqual({ draft: null });
    });

    it("refuses a step outside 0 to 7 and an oversized draft", async () => {
      const member = await app.signUp();
      const badStep = await app.request("PUT", "/api/profile/draft", {
        body: { step: 8, data: {} },
        cookie: member.cookie,
      });
      expect(badStep.status).toBe(422);
      expect(badStep.body.error).toBe("step must be a whole number from 0 to 7");
      for (const step of [1.5, -1, "2"]) {
        const res = await app.request("PUT", "/api/profile/draft", {
          body: { step, data: {} },
          cookie: member.cookie,
        });
        expect(res.body.fields, String(step)).toEqual({ step: "step must be a whole number from 0 to 7" });
      }
      // Nested past what any input may be (decision 0017; deeper than JSON.stringify can walk,
      // too): refused in words, not with a stack overflow's text.
      const nested = await app.request("PUT", "/api/profile/draft", {
        rawBody: `{"step":1,"data":{"notes":${"[".repeat(20_000)}${"]".repeat(20_000)}}}`,
        headers: { "content-type": "application/json" },
        cookie: member.cookie,
      });
      expect(nested.status).toBe(422);
      expect(nested.body.error).toBe(NESTED_TOO_DEEPLY);
      const huge = await app.request("PUT", "/api/profile/draft", {
        body: { step: 1, data: { notes: "x".repeat(70_000) } },
        cookie: member.cookie,
      });
      expect(huge.status).toBe(422);
      expect(huge.body.error).toBe("The draft is too large.");
    });
  });

  describe("editing one section at a time", () => {
    let member: SignedUpUser;
    beforeAll(async () => {
      member = await memberWithProfile(app);
    });

    const base = profileInput();
    it.each([
      [
        "personal-info",
        { ...base.personal_info, first_name: "Ayeshaa", gender: undefined, dob: undefined },
        "Personal information updated successfully!",
        "personal_info",
        { first_name: "Ayeshaa" },
      ],
      [
        "career-info",
        { ...base.career_info, education: "phd" },
        "Career information updated successfully!",
        "career_info",
        { education: "phd" },
      ],
      [
        "family-info",
        { ...base.family_info, total_sisters: 15 },
        "Family information updated successfully!",
        "family_info",
        { total_sisters: 15 },
      ],
      [
        "religion-info",
        { ...base.religion_info, religion: "sikhism", maslak: "khalsa", caste: "jat" },
        "Religion information updated successfully!",
        "religion_info",
        { religion: "sikhism", maslak: "khalsa" },
      ],
      [
        "residential-info",
        { ...base.residential_info, country: "AE", residence_state: "AE-DU", residence_city: "AE-DU-Dubai" },
        "Residential information updated successfully!",
        "residential_info",
        { residence_city: "AE-DU-Dubai" },
      ],
      [
        "partner-requirements",
        { ...base.partner_requirements, age_min: 34, age_max: 40, height_range: null },
        "Partner requirements updated successfully!",
        "partner_requirements",
        { age_min: 34, height_range: 3.5 },
      ],
    ] as const)(
      "PUT /api/profile/update/%s saves and answers with its message",
      async (path, data, message, section, expected) => {
        const res = await app.request<OwnProfileBody>("PUT", `/api/profile/update/${path}`, {
          body: { data, profile_id: member.user.profileId },
          cookie: member.cookie,
        });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(message);
        expect(res.body.data?.profile[section]).toMatchObject(expected);
        const read = await app.request<OwnProfileBody>("GET", "/api/profile/get", { cookie: member.cookie });
        expect(read.body.data?.profile[section]).toMatchObject(expected);
      },
    );

    it("refuses to change gender or date of birth", async () => {
      for (const change of [{ gender: "male" }, { dob: "1990-01-01" }]) {
        const res = await app.request("PUT", "/api/profile/update/personal-info", {
          body: { data: { ...base.personal_info, ...change } },
          cookie: member.cookie,
        });
        expect(res.status).toBe(422);
        expect(res.body.error).toBe("Gender and date of birth cannot be changed.");
      }
      const same = await app.request("PUT", "/api/profile/update/personal-info", {
        body: { data: { ...base.personal_info } },
        cookie: member.cookie,
      });
      expect(same.status).toBe(200);
      const [row] = await app.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, member.user.profileId ?? ""));
      expect(row).toMatchObject({ gender: "female", dob: "1996-04-12" });
    });

    it("edits second-marriage details only for members who are not single", async () => {
      const info = {
        kids_from_first_marriage: 11,
        reason_for_second_marriage: "divorce",
        family_approval: "yes",
        provide_separate_house: "no",
        accept_partner_kids: "yes",
      };
      const tooMany = await app.request("PUT", "/api/profile/update/second-marriage-info", {
        body: { data: info },
        cookie: member.cookie,
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.error).toBe("Maximum 10 kids allowed");

      const whileSingle = await app.request("PUT", "/api/profile/update/second-marriage-info", {
        body: { data: { ...info, kids_from_first_marriage: 1 } },
        cookie: member.cookie,
      });
      expect(whileSingle.status).toBe(422);
      expect(whileSingle.body.error).toBe(
        "Second marriage information applies only when marital status is not single.",
      );

      await app.request("PUT", "/api/profile/update/personal-info", {
        body: { data: { ...base.personal_info, marital_status: "widowed" } },
        cookie: member.cookie,
      });
      const saved = await app.request<OwnProfileBody>("PUT", "/api/profile/update/second-marriage-info", {
        body: { data: { ...info, kids_from_first_marriage: 1 } },
        cookie: member.cookie,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe("Second marriage information updated successfully!");
      expect(saved.body.data?.profile.personal_info?.second_marriage_info).toMatchObject({
        kids_from_first_marriage: 1,
      });

      // Back to single: the second-marriage details go.
      const single = await app.request<OwnProfileBody>("PUT", "/api/profile/update/personal-info", {
        body: { data: { ...base.personal_info, marital_status: "single" } },
        cookie: member.cookie,
      });
      expect(single.body.data?.profile.personal_info?.second_marriage_info).toBeNull();
    });

    it("refuses another member's profile_id (403) and an unsubmitted profile (409)", async () => {
      const other = await memberWithProfile(app);
      const res = await app.request("PUT", "/api/profile/update/career-info", {
        body: { data: base.career_info, profile_id: other.user.profileId },
        cookie: member.cookie,
      });
      expect(res.status).toBe(403);
      const [theirs] = await app.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, other.user.profileId ?? ""));
      expect(theirs?.education).toBe("master");

      const newcomer = await app.signUp();
      const early = await app.request("PUT", "/api/profile/update/career-info", {
        body: { data: base.career_info },
        cookie: newcomer.cookie,
      });
      expect(early.status).toBe(409);
      expect(early.body.error).toBe("Please complete your profile first.");
    });

    it("refuses values the columns cannot hold with 422 and the form's message, never a 500", async () => {
      for (const [path, data, field, message] of [
        [
          "personal-info",
          { ...base.personal_info, weight: 70.5 },
          "data.weight",
          "Weight must be a whole number of kg",
        ],
        [
          "personal-info",
          { ...base.personal_info, height: 5.55 },
          "data.height",
          "Height must be between 3.5 and 7 ft",
        ],
        [
          "personal-info",
          { ...base.personal_info, mother_tongue: "qq" },
          "data.mother_tongue",
          "Please select a valid mother tongue",
        ],
        [
          "second-marriage-info",
          {
            kids_from_first_marriage: 1.5,
            reason_for_second_marriage: "divorce",
            family_approval: "yes",
            provide_separate_house: "no",
            accept_partner_kids: "yes",
          },
          "data.kids_from_first_marriage",
          "Kids count must be a whole number",
        ],
        [
          "family-info",
          { ...base.family_info, total_sisters: 0.5 },
          "data.total_sisters",
          "Sisters count must be a whole number",
        ],
        [
          "partner-requirements",
          { ...base.partner_requirements, mother_tongue: "not-a-language" },
          "data.mother_tongue",
          "Please select a valid mother tongue",
        ],
        [
          "partner-requirements",
          { ...base.partner_requirements, age_max: 40.5 },
          "data.age_max",
          "Age Range is required!",
        ],
      ] as const) {
        const res = await app.request("PUT", `/api/profile/update/${path}`, {
          body: { data },
          cookie: member.cookie,
        });
        expect({ path, field, status: res.status, message: res.body.fields?.[field] }).toEqual({
          path,
          field,
          status: 422,
          message,
        });
      }
      const [row] = await app.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, member.user.profileId ?? ""));
      expect(row?.weight).toBe(55);
    });

    it("answers the same through tRPC", async () => {
      const res = await app.trpc.mutation<{ message: string }>(
        "profile.updateFamilyInfo",
        { data: { ...base.family_info, total_brothers: 16 } },
        { cookie: member.cookie },
      );
      expect(res.error?.message).toBe("Maximum 15 brothers allowed");
      expect(res.error?.data.fields?.["data.total_brothers"]).toBe("Maximum 15 brothers allowed");
      const ok = await app.trpc.mutation<{ message: string }>(
        "profile.updateFamilyInfo",
        { data: { ...base.family_info, total_brothers: 3 } },
        { cookie: member.cookie },
      );
      expect(ok.data?.message).toBe("Family information updated successfully!");
    });
  });

  describe("another member's sections (DESIGN.md §3: the acting member comes from the session)", () => {
    let member: SignedUpUser;
    let other: SignedUpUser;
    beforeAll(async () => {
      member = await memberWithProfile(app);
      other = await memberWithProfile(app, {
        personal_info: {
          ...profileInput().personal_info,
          marital_status: "divorced",
          second_marriage_info: {
            kids_from_first_marriage: 2,
            reason_for_second_marriage: "divorce",
            family_approval: "yes",
            provide_separate_house: "yes",
            accept_partner_kids: "yes",
          },
        },
      });
    });

    const base = profileInput();
    /** Each section's REST path and tRPC twin with data that the member may save for themself. */
    const rows = [
      ["personal-info", "profile.updatePersonalInfo", { ...base.personal_info, first_name: "Intruder" }],
      [
        "second-marriage-info",
        "profile.updateSecondMarriageInfo",
        {
          kids_from_first_marriage: 0,
          reason_for_second_marriage: "other",
          family_approval: "no",
          provide_separate_house: "no",
          accept_partner_kids: "no",
        },
      ],
      ["career-info", "profile.updateCareerInfo", { ...base.career_info, education: "phd" }],
      ["family-info", "profile.updateFamilyInfo", { ...base.family_info, father_name: "Intruder Khan" }],
      ["religion-info", "profile.updateReligionInfo", { ...base.religion_info, caste: "syed" }],
      [
        "residential-info",
        "profile.updateResidentialInfo",
        { ...base.residential_info, country: "AE", residence_state: "AE-DU", residence_city: "AE-DU-Dubai" },
      ],
      [
        "partner-requirements",
        "profile.updatePartnerRequirements",
        { ...base.partner_requirements, age_min: 18 },
      ],
      [
        "privacy-settings",
        "profile.updatePrivacySettings",
        {
          profile_visibility: "private",
          show_profile_picture: "private",
          messages_privacy: "everyone",
          proposals_privacy: "verified_users",
        },
      ],
    ] as const;

    const theirProfile = async () =>
      (await app.request<OwnProfileBody>("GET", "/api/profile/get", { cookie: other.cookie })).body.data
        ?.profile;

    it.each(rows)(
      "PUT /api/profile/update/%s naming another member is 403, and changes nothing of theirs",
      async (path, procedure, data) => {
        const before = await theirProfile();
        expect(before?.personal_info?.first_name).toBe("Ayesha");
        for (const ids of [
          { profile_id: other.user.profileId },
          { auth_id: other.user.id },
          { profile_id: other.user.profileId, auth_id: other.user.id },
        ]) {
          const rest = await app.request("PUT", `/api/profile/update/${path}`, {
            body: { data, ...ids },
            cookie: member.cookie,
          });
          expect({ ids, status: rest.status, body: rest.body }).toEqual({
            ids,
            status: 403,
            body: FORBIDDEN,
          });
        }
        const trpc = await app.trpc.mutation(
          procedure,
          { data, profile_id: other.user.profileId },
          { cookie: member.cookie },
        );
        expect(trpc.error?.data.httpStatus).toBe(403);
        expect(await theirProfile()).toEqual(before);
      },
    );

    it.each(rows)(
      "PUT /api/profile/update/%s without an id edits only the member's own profile",
      async (path, _procedure, data) => {
        const before = await theirProfile();
        const res = await app.request("PUT", `/api/profile/update/${path}`, {
          body: { data },
          cookie: member.cookie,
        });
        // The member is single: their own second-marriage edit is refused for that reason, not for identity.
        expect(res.status).toBe(path === "second-marriage-info" ? 422 : 200);
        expect(await theirProfile()).toEqual(before);
      },
    );
  });

  describe("privacy settings", () => {
    it("reads and saves the four settings with the spec's messages", async () => {
      const member = await memberWithProfile(app);
      const settings = {
        profile_visibility: "verified_users",
        show_profile_picture: "private",
        messages_privacy: "everyone",
        proposals_privacy: "verified_users",
      };
      const saved = await app.request("PUT", "/api/profile/update/privacy-settings", {
        body: { data: settings, profile_id: member.user.profileId },
        cookie: member.cookie,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe("Privacy settings updated successfully!");
      const read = await app.request<{ settings: unknown }>("GET", "/api/profile/get/privacy-settings", {
        cookie: member.cookie,
        query: { profileId: member.user.profileId ?? "" },
      });
      expect(read.body.data?.settings).toEqual(settings);

      for (const [field, message] of [
        ["profile_visibility", "Profile visibility is required"],
        ["show_profile_picture", "Profile picture visibility is required"],
        ["messages_privacy", "Messages privacy is required"],
        ["proposals_privacy", "Proposal privacy is required"],
      ] as const) {
        const bad = await app.request("PUT", "/api/profile/update/privacy-settings", {
          body: { data: { ...settings, [field]: "nobody" } },
          cookie: member.cookie,
        });
        expect(bad.status).toBe(422);
        expect(bad.body.fields?.[`data.${field}`]).toBe(message);
      }
    });

    it("is the member's own: another profileId is 403", async () => {
      const member = await memberWithProfile(app);
      const other = await memberWithProfile(app);
      const read = await app.request("GET", "/api/profile/get/privacy-settings", {
        cookie: member.cookie,
        query: { profileId: other.user.profileId ?? "" },
      });
      expect(read.status).toBe(403);
      const write = await app.request("PUT", "/api/profile/update/privacy-settings", {
        body: {
          data: {
            profile_visibility: "private",
            show_profile_picture: "private",
            messages_privacy: "connections",
            proposals_privacy: "verified_users",
          },
          profile_id: other.user.profileId,
        },
        cookie: member.cookie,
      });
      expect(write.status).toBe(403);
    });
  });

  describe("another member's profile, as privacy allows", () => {
    let owner: SignedUpUser;
    let plain: SignedUpUser;
    let verified: SignedUpUser;
    let connection: SignedUpUser;
    let admin: SignedUpUser;

    beforeAll(async () => {
      owner = await memberWithProfile(app);
      plain = await memberWithProfile(app);
      verified = await memberWithProfile(app);
      connection = await memberWithProfile(app);
      admin = await app.makeAdmin();
      await setProfileColumns(app, verified, { verified: true });
      await connect(owner, connection);
    });

    async function view(viewer: SignedUpUser) {
      return app.request<ViewBody>("GET", "/api/profile/get/user-profile", {
        cookie: viewer.cookie,
        query: { profileId: owner.user.profileId ?? "" },
      });
    }

    it("never shows email, phone or the date of birth; shows age and display name", async () => {
      const res = await view(plain);
      expect(res.status).toBe(200);
      const profile = res.body.data?.profile;
      expect(profile?.display_name).toBe("Ayesha Khan");
      expect(profile?.age).toBeGreaterThanOrEqual(29);
      expect(res.text).not.toContain(owner.email);
      expect(res.text).not.toContain("+923001234567");
      expect(res.text).not.toContain("1996-04-12");
      expect(profile?.proposal_privacy).toBe(true);
    });

    it.each([
      ["everyone", { plain: true, verified: true, connection: true, admin: true }],
      ["verified_users", { plain: false, verified: true, connection: true, admin: true }],
      ["private", { plain: false, verified: false, connection: true, admin: true }],
    ] as const)("profile_visibility %s decides who finds it", async (level, expected) => {
      await setProfileColumns(app, owner, { profileVisibility: level });
      const viewers = { plain, verified, connection, admin };
      for (const [name, viewer] of Object.entries(viewers)) {
        const res = await view(viewer);
        expect({ name, status: res.status }).toEqual({
          name,
          status: expected[name as keyof typeof expected] ? 200 : 404,
        });
      }
      const byUserId = await app.request("GET", "/api/profile/get/user-profile", {
        cookie: plain.cookie,
        query: { userId: owner.user.id },
      });
      expect(byUserId.status).toBe(expected.plain ? 200 : 404);
      // Ids in any letter case name the same member.
      const upperCase = await app.request("GET", "/api/profile/get/user-profile", {
        cookie: plain.cookie,
        query: { userId: owner.user.id.toUpperCase() },
      });
      expect(upperCase.status).toBe(byUserId.status);
      await setProfileColumns(app, owner, { profileVisibility: "everyone" });
    });

    it.each([
      ["everyone", { plain: "original", verified: "original", connection: "original", admin: "original" }],
      [
        "verified_users",
        { plain: "blurred", verified: "original", connection: "original", admin: "original" },
      ],
      ["private", { plain: "blurred", verified: "blurred", connection: "original", admin: "original" }],
    ] as const)("show_profile_picture %s decides original or blurred", async (level, expected) => {
      await setProfileColumns(app, owner, { showProfilePicture: level });
      for (const [name, viewer] of Object.entries({ plain, verified, connection, admin })) {
        const res = await view(viewer);
        expect({ name, photo: res.body.data?.profile.photo }).toEqual({
          name,
          photo: expected[name as keyof typeof expected],
        });
        expect(res.body.data?.profile.image_url).toMatch(/^\/api\/profile\/images\/[0-9a-f]{32}$/);
      }
    });

    it("proposals_privacy verified_users lets only verified members propose", async () => {
      await setProfileColumns(app, owner, { proposalsPrivacy: "verified_users" });
      expect((await view(plain)).body.data?.profile.proposal_privacy).toBe(false);
      expect((await view(verified)).body.data?.profile.proposal_privacy).toBe(true);
      await setProfileColumns(app, owner, { proposalsPrivacy: "everyone" });
    });

    it("hides unfinished profiles and needs a session", async () => {
      const newcomer = await app.signUp();
      const res = await app.request("GET", "/api/profile/get/user-profile", {
        cookie: plain.cookie,
        query: { profileId: newcomer.user.profileId ?? "" },
      });
      expect(res.status).toBe(404);
      const visitor = await app.request("GET", "/api/profile/get/user-profile", {
        query: { profileId: owner.user.profileId ?? "" },
      });
      expect(visitor.status).toBe(401);
    });
  });

  describe("the listing", () => {
    it("shows visitors only profiles open to everyone, and members never themselves", async () => {
      const open = await memberWithProfile(app);
      const members = await memberWithProfile(app);
      const hidden = await memberWithProfile(app);
      await setProfileColumns(app, members, { profileVisibility: "verified_users" });
      await setProfileColumns(app, hidden, { profileVisibility: "private" });
      const draft = await app.signUp();

      const all = async (cookie?: string) => {
        const ids: string[] = [];
        for (let page = 1; ; page++) {
          const res = await app.request<CardsBody>("GET", "/api/profile/get/all-profiles", {
            cookie,
            // Every gender: members otherwise see the opposite one by default (discovery).
            query: { page, pageSize: 50, gender: "any" },
          });
          expect(res.status).toBe(200);
          ids.push(...(res.body.data?.profiles.map((p) => p.id) ?? []));
          if (ids.length >= (res.body.data?.total ?? 0)) return ids;
        }
      };
      const visitor = await all();
      expect(visitor).toContain(open.user.profileId);
      expect(visitor).not.toContain(members.user.profileId);
      expect(visitor).not.toContain(hidden.user.profileId);
      expect(visitor).not.toContain(draft.user.profileId);

      const self = await all(open.cookie);
      expect(self).not.toContain(open.user.profileId);

      await setProfileColumns(app, open, { verified: true });
      const verifiedView = await all(open.cookie);
      expect(verifiedView).toContain(members.user.profileId);
      expect(verifiedView).not.toContain(hidden.user.profileId);

      await connect(open, hidden);
      expect(await all(open.cookie)).toContain(hidden.user.profileId);
    });

    it("pages within bounds and refuses someone else's ids", async () => {
      const member = await memberWithProfile(app);
      const other = await memberWithProfile(app);
      const big = await app.request("GET", "/api/profile/get/all-profiles", { query: { pageSize: 500 } });
      expect(big.status).toBe(422);
      expect(big.body.error).toBe("pageSize must be between 1 and 50");
      const theirs = await app.request("GET", "/api/profile/get/all-profiles", {
        cookie: member.cookie,
        query: { userId: other.user.id },
      });
      expect(theirs.status).toBe(403);
      const mine = await app.request<CardsBody>("GET", "/api/profile/get/all-profiles", {
        cookie: member.cookie,
        query: { userId: member.user.id, pageSize: 2 },
      });
      expect(mine.status).toBe(200);
      expect(mine.body.data?.profiles.length).toBeLessThanOrEqual(2);
    });
  });

  describe("subscription status", () => {
    it("shows the member's plan and usage; another member's is 403", async () => {
      const member = await memberWithProfile(app);
      const other = await memberWithProfile(app);
      const res = await app.request<{ subscription: { plan: { name: string }; messages_sent: number } }>(
        "GET",
        "/api/profile/get/user-subscription",
        { cookie: member.cookie, query: { profileId: member.user.profileId ?? "" } },
      );
      expect(res.status).toBe(200);
      expect(res.body.data?.subscription).toMatchObject({
        plan: { name: "Free", is_free: true },
        messages_sent: 0,
        proposals_sent: 0,
      });
      const theirs = await app.request("GET", "/api/profile/get/user-subscription", {
        cookie: member.cookie,
        query: { profileId: other.user.profileId ?? "" },
      });
      expect(theirs.status).toBe(403);
    });
  });

  describe("account deletion", () => {
    /** A small real JPEG, so the upload stores its three variants on disk. */
    const jpeg = () =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: "#c08060" } })
        .jpeg()
        .toBuffer();

    it("leaves no personal data behind: contact messages, reset links, photo files, sessions", async () => {
      const phone = `+92333${String(Date.now()).slice(-7)}`;
      const member = await app.signUp({ phone, name: "Noor Fatima" });
      await attachFakePhoto(app, member);
      const created = await app.request("POST", "/api/profile/create", {
        body: profileInput(),
        cookie: member.cookie,
      });
      expect(created.status).toBe(200);
      const photo = new FormData();
      photo.append("file", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "me.jpg");
      const uploaded = await app.request<{ image_url: string }>("PUT", "/api/profile/update/profile-image", {
        form: photo,
        cookie: member.cookie,
      });
      expect(uploaded.status, uploaded.text).toBe(200);
      const imageId = uploaded.body.data?.image_url.split("/").pop() ?? "";
      expect(readdirSync(path.join(app.uploadsDir, imageId)).sort()).toEqual([
        "blurred.webp",
        "display.webp",
        "thumb.webp",
      ]);

      // Two messages of theirs (signed in, and signed out from the same address) and one of a stranger.
      const signedIn = await app.request("POST", "/api/contacts", {
        body: {
          name: "Noor Fatima",
          email: "noor.personal@example.com",
          phone,
          subject: "Billing question",
          contact_type: "query",
          message: "Please call me back on my number.",
        },
        cookie: member.cookie,
      });
      expect(signedIn.status, signedIn.text).toBe(200);
      const signedOut = await app.request("POST", "/api/contacts", {
        body: {
          name: "Noor F",
          email: member.email.toUpperCase(),
          subject: "Cannot sign in",
          contact_type: "support",
        },
      });
      expect(signedOut.status, signedOut.text).toBe(200);
      const strangerEmail = `stranger.${imageId.slice(0, 8).toLowerCase()}@example.com`;
      const stranger = await app.request("POST", "/api/contacts", {
        body: { name: "Someone Else", email: strangerEmail, subject: "Feedback", contact_type: "feedback" },
      });
      expect(stranger.status).toBe(200);
      const mine = await app.db
        .select()
        .from(contactMessages)
        .where(
          or(
            eq(contactMessages.profileId, member.user.profileId ?? ""),
            eq(contactMessages.email, member.email),
          ),
        );
      expect(mine).toHaveLength(2);

      const forgot = await app.request("POST", "/api/auth/forgot-password", {
        body: { email: member.email },
      });
      expect(forgot.status).toBe(200);
      const mailed = await app.outbox(member.email);
      expect(mailed).toHaveLength(1);
      const token = resetTokenFrom(mailed[0]?.text ?? "");
      const tokens = () =>
        app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.user.id));
      expect(await tokens()).toHaveLength(1);
      const second = await app.signIn(member.email);

      const res = await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { password: member.password },
        cookie: member.cookie,
      });
      expect(res.status, res.text).toBe(200);

      // Contact messages keep what support needs (type, subject, status, date), not who wrote them.
      const after = await app.db
        .select()
        .from(contactMessages)
        .where(
          inArray(
            contactMessages.id,
            mine.map((row) => row.id),
          ),
        );
      expect(after).toHaveLength(2);
      for (const row of after) {
        expect(row).toMatchObject({
          name: "Deleted member",
          email: "deleted-member@deleted.invalid",
          phone: null,
          message: null,
          profileId: null,
        });
        const before = mine.find((m) => m.id === row.id);
        expect({ subject: row.subject, type: row.contactType, status: row.messageStatus }).toEqual({
          subject: before?.subject,
          type: before?.contactType,
          status: before?.messageStatus,
        });
      }
      const everything = JSON.stringify(await app.db.select().from(contactMessages));
      for (const personal of ["Noor", member.email, "noor.personal@example.com", phone, "call me back"]) {
        expect(everything).not.toContain(personal);
      }
      const [theirs] = await app.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, strangerEmail));
      expect(theirs).toMatchObject({ name: "Someone Else", email: strangerEmail });

      // Reset links die with the account: none is left, and the mailed one no longer works.
      expect(await tokens()).toEqual([]);
      // Nor does the dev outbox keep the mail (the link, the member's name) sent to the address.
      expect(await app.outbox(member.email)).toEqual([]);
      const reset = await app.request("POST", "/api/auth/reset-password", {
        body: { token, password: "Another@2025", confirmPassword: "Another@2025" },
      });
      expect(reset.status).toBe(400);
      expect(reset.body.error).toBe("This reset link is invalid or has expired. Please ask for a new one.");

      // The photo's files are gone from storage, and the route serves nothing.
      expect(existsSync(path.join(app.uploadsDir, imageId))).toBe(false);
      const served = await app.request("GET", `/api/profile/images/${imageId}`, { cookie: second.cookie });
      expect(served.status).toBe(404);

      // Every session is revoked, in the database and for each cookie.
      expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toEqual([]);
      for (const cookie of [member.cookie, second.cookie]) {
        expect((await app.request("GET", "/api/profile/get", { cookie })).status).toBe(401);
      }
    });

    it("erases the profile, revokes sessions, closes proposals, and frees the email", async () => {
      const member = await memberWithProfile(app);
      const friend = await memberWithProfile(app);
      const secondSession = await app.signIn(member.email);
      await app.db
        .insert(proposals)
        .values({ senderId: friend.user.profileId ?? "", receiverId: member.user.profileId ?? "" });

      const other = await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { profile_id: friend.user.profileId, password: member.password },
        cookie: member.cookie,
      });
      expect(other.status).toBe(403);

      const res = await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { profile_id: member.user.profileId, password: member.password },
        cookie: member.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Your account has been permanently deleted successfully");
      expect(res.cookieCleared).toBe(true);

      for (const cookie of [member.cookie, secondSession.cookie]) {
        const after = await app.request("GET", "/api/profile/get", { cookie });
        expect(after.status).toBe(401);
      }
      const signIn = await app.request("POST", "/api/auth/sign-in", {
        body: { email: member.email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(401);

      const [row] = await app.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, member.user.profileId ?? ""));
      expect(row?.status).toBe("disabled");
      // Every column that says something about the person is emptied; what remains is the row's
      // bookkeeping and the privacy choices (which describe no one).
      const bookkeeping = new Set([
        "id",
        "userId",
        "status",
        "profileInfoStatus",
        "verified",
        // What the badge stood for (issue 18): flags, false once the account is deleted.
        "verifiedPhoto",
        "verifiedIdentity",
        "profileVisibility",
        "showProfilePicture",
        "messagesPrivacy",
        "proposalsPrivacy",
        "submittedAt",
        "createdAt",
        "updatedAt",
      ]);
      for (const [column, value] of Object.entries(row ?? {})) {
        if (!bookkeeping.has(column)) expect(value, column).toBeNull();
      }
      expect(row).toMatchObject({
        profileInfoStatus: false,
        verified: false,
        verifiedPhoto: false,
        verifiedIdentity: false,
      });
      const [user] = await app.db.select().from(users).where(eq(users.id, member.user.id));
      expect(user?.status).toBe("deleted");
      expect(user?.email).not.toBe(member.email);
      expect(user?.phone).toBe("");
      expect(
        await app.db
          .select()
          .from(partnerRequirements)
          .where(eq(partnerRequirements.profileId, member.user.profileId ?? "")),
      ).toEqual([]);
      const [proposal] = await app.db
        .select()
        .from(proposals)
        .where(eq(proposals.receiverId, member.user.profileId ?? ""));
      expect(proposal?.status).toBe("declined");

      const seen = await app.request("GET", "/api/profile/get/user-profile", {
        cookie: friend.cookie,
        query: { profileId: member.user.profileId ?? "" },
      });
      expect(seen.status).toBe(404);
      const listed = await app.request<CardsBody>("GET", "/api/profile/get/all-profiles", {
        query: { pageSize: 50 },
      });
      expect(listed.body.data?.profiles.map((p) => p.id)).not.toContain(member.user.profileId);

      const again = await app.request("POST", "/api/auth/sign-up", {
        body: app.signUpInput({ email: member.email }),
      });
      expect(again.status).toBe(200);
    });
  });
});
