import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  databaseAvailable,
  type SignedUpUser,
  TEST_PASSWORD,
  type TestApp,
  testDb,
} from "../support/app";
import { memberWithProfile, profileInput, setProfileColumns } from "../support/profiles";

/**
 * The round trips behind the ten actions members take most, counted as the statements the pool
 * sends to PostgreSQL (postgres.js `debug`, so BEGIN and COMMIT count too). Each budget is the
 * count today: an action that grows fails here, and the table in docs/benchmarks.md
 * ("Round trips per action") is these figures. PGlite runs in the process, so it has no round trips
 * to count: the file runs in the api-postgres project only.
 */
const QUERY_BUDGETS = {
  "sign in": 10,
  "dashboard badges": 2,
  "browse, first page": 3,
  "open a profile": 10,
  "send a proposal": 10,
  "accept a proposal": 14,
  "send a message": 16,
  "read a conversation": 7,
  notifications: 2,
  "save a profile section": 6,
} as const;

type Action = keyof typeof QUERY_BUDGETS;

describe.runIf(testDb === "postgres" && databaseAvailable)("round trips per action (issue 20)", () => {
  let app: TestApp;
  let counting = false;
  let statements: string[] = [];
  const counted: Partial<Record<Action, string[]>> = {};
  let man: SignedUpUser;
  let woman: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    app = await createTestApp({
      mailWorker: false,
      onStatement: (statement) => {
        if (counting) statements.push(statement);
      },
    });
    const base = profileInput();
    man = await memberWithProfile(app, {
      personal_info: { ...base.personal_info, first_name: "Bilal", gender: "male", dob: "1993-02-01" },
    });
    woman = await memberWithProfile(app);
    other = await memberWithProfile(app, {
      personal_info: { ...base.personal_info, first_name: "Sana" },
    });
    for (const member of [man, woman, other]) {
      await setProfileColumns(app, member, { profileVisibility: "everyone", messagesPrivacy: "everyone" });
    }
    await app.settle();
  });
  afterAll(() => app?.close());

  /**
   * Counts one run of `run`. `warm` runs it once before (the caches a member's second request finds
   * warm); `by` is the acting member, whose session is then read into the cache as any request of
   * theirs does: a member's own change evicts their cached session (src/server/api/trpc.ts), so the
   * request after a change of their own costs one statement more than these figures.
   */
  async function count<T>(
    action: Action,
    by: SignedUpUser | null,
    run: () => Promise<T>,
    warm = true,
  ): Promise<T> {
    if (warm) await run();
    await app.services.background.idle();
    await app.settle();
    if (by) ok(await app.request("GET", "/api/auth/me", { cookie: by.cookie }));
    statements = [];
    counting = true;
    try {
      const result = await run();
      await app.services.background.idle();
      return result;
    } finally {
      counting = false;
      counted[action] = statements;
      // QUERY_COUNTS_LOG=1 prints every action's statements (to update the budgets and the table).
      if (statements.length > QUERY_BUDGETS[action] || process.env.QUERY_COUNTS_LOG === "1") {
        console.log(`${action}: ${statements.length} statements\n  ${statements.join("\n  ")}`);
      }
    }
  }

  const ok = <T extends { status: number; text: string }>(res: T) => {
    expect(res.status, res.text).toBe(200);
    return res;
  };

  it("counts each action's statements within its budget", async () => {
    const pid = (m: SignedUpUser) => m.user.profileId ?? "";
    await count(
      "sign in",
      null,
      async () =>
        ok(
          await app.request("POST", "/api/auth/sign-in", {
            body: { email: man.email, password: TEST_PASSWORD },
          }),
        ),
      false,
    );
    await count("dashboard badges", man, async () =>
      ok(await app.request("GET", "/api/dashboard/badges", { cookie: man.cookie })),
    );
    await count("browse, first page", man, async () =>
      ok(
        await app.request("GET", "/api/profile/get/all-profiles", {
          cookie: man.cookie,
          query: { age_min: 18, age_max: 40 },
        }),
      ),
    );
    await count("open a profile", man, async () =>
      ok(
        await app.request("GET", "/api/profile/get/user-profile", {
          cookie: man.cookie,
          query: { profileId: pid(woman) },
        }),
      ),
    );
    // Warmed on another receiver: a second proposal to the same member is refused.
    ok(
      await app.request("POST", "/api/proposal/create", {
        body: { receiver_id: pid(other) },
        cookie: man.cookie,
      }),
    );
    const sent = await count(
      "send a proposal",
      man,
      async () =>
        ok(
          await app.request<{ proposal: { id: string } }>("POST", "/api/proposal/create", {
            body: { receiver_id: pid(woman) },
            cookie: man.cookie,
          }),
        ),
      false,
    );
    const proposalId = sent.body.data?.proposal.id ?? "";
    await count(
      "accept a proposal",
      woman,
      async () =>
        ok(
          await app.request("PUT", "/api/proposal/update", {
            body: { proposal_id: proposalId, status: "accepted" },
            cookie: woman.cookie,
          }),
        ),
      false,
    );
    await count("send a message", man, async () =>
      ok(
        await app.request("POST", "/api/messages/send", {
          body: { receiver_id: pid(woman), text: "Assalam o Alaikum" },
          cookie: man.cookie,
        }),
      ),
    );
    await count("read a conversation", woman, async () =>
      ok(
        await app.request("GET", "/api/messages/get", {
          cookie: woman.cookie,
          query: { profile_id: pid(man) },
        }),
      ),
    );
    await count("notifications", woman, async () =>
      ok(await app.request("GET", "/api/notifications/get", { cookie: woman.cookie })),
    );
    await count("save a profile section", man, async () =>
      ok(
        await app.request("PUT", "/api/profile/update/career-info", {
          body: { data: profileInput().career_info },
          cookie: man.cookie,
        }),
      ),
    );
    for (const [action, budget] of Object.entries(QUERY_BUDGETS)) {
      expect(counted[action as Action]?.length, action).toBeLessThanOrEqual(budget);
    }
    // The two named goals, whatever the budgets above say.
    expect(counted["send a proposal"]?.length).toBeLessThanOrEqual(10);
    const profileReads = (counted["save a profile section"] ?? []).filter((s) =>
      /^select .* from "profiles" where/s.test(s),
    );
    expect(profileReads, "a section save reads the profile once").toHaveLength(1);
  });

  it("reads a changed row once while an older transaction holds the change log's horizon back", async () => {
    // The filter is the browse index's to apply: it lists her only once the index has her change.
    const listed = async (profession: string) => {
      const res = ok(
        await app.request<{ profiles: { id: string }[] }>("GET", "/api/profile/get/all-profiles", {
          cookie: man.cookie,
          query: { age_min: 18, age_max: 60, pageSize: 50, profession },
        }),
      );
      return (res.body.data?.profiles ?? []).some((card) => card.id === woman.user.profileId);
    };
    const rowReads = () => statements.filter((s) => s.startsWith("select profile_id::text as id"));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A transaction with an xid, open across the change: the snapshot's xmin stays before it.
    const older = app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      await held;
    });
    try {
      await setProfileColumns(app, woman, { profession: "freelancer" });
      statements = [];
      counting = true;
      expect(await listed("freelancer")).toBe(true);
      expect(rowReads()).toHaveLength(1);
      statements = [];
      expect(await listed("freelancer")).toBe(true);
      expect(rowReads(), "the same change log entry is not read again").toHaveLength(0);
      // A later change is still read, the horizon still held.
      await setProfileColumns(app, woman, { profession: "retired" });
      statements = [];
      expect(await listed("freelancer")).toBe(false);
      expect(rowReads()).toHaveLength(1);
      expect(await listed("retired")).toBe(true);
    } finally {
      counting = false;
      release();
      await older;
    }
  });
});
