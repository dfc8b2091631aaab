import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerRequirements, profileDrafts, profiles, proposals, users } from "@/server/db/schema";
import { createTestApp, describeApi, type SignedUpUser, TEST_PASSWORD, type TestApp } from "../support/app";
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
    it("erases the profile, revokes sessions, closes proposals, and frees the email", async () => {
      const member = await memberWithProfile(app);
      const friend = await memberWithProfile(app);
      const secondSession = await app.signIn(member.email);
      await app.db
        .insert(proposals)
        .values({ senderId: friend.user.profileId ?? "", receiverId: member.user.profileId ?? "" });

      const other = await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { profile_id: friend.user.profileId },
        cookie: member.cookie,
      });
      expect(other.status).toBe(403);

      const res = await app.request("PUT", "/api/profile/update/disable-profile", {
        body: { profile_id: member.user.profileId },
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
      expect(row).toMatchObject({
        status: "disabled",
        firstName: null,
        lastName: null,
        dob: null,
        fatherName: null,
        residenceCity: null,
        imageId: null,
        imageUrl: null,
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
