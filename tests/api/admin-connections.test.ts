import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminActions, users } from "@/server/db/schema";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { connectMembers, memberWithProfile } from "../support/profiles";

type Party = {
  user_id: string;
  profile_id: string;
  name: string;
  email: string;
  account_status: string;
  proposed: boolean;
};
type AdminConnection = {
  id: string;
  proposal_id: string;
  proposed_at: string;
  created_at: string;
  members: Party[];
};
type Page = { connections: AdminConnection[]; total: number; page: number; pageSize: number };

describeApi("connections for administrators (issue 18)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let sana: SignedUpUser;
  let omar: SignedUpUser;
  let hina: SignedUpUser;
  const tag = randomUUID().slice(0, 6);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    [sana, omar, hina] = [
      await memberWithProfile(app),
      await memberWithProfile(app),
      await memberWithProfile(app),
    ];
    // Names of their own, so a search finds exactly them.
    for (const [m, name] of [
      [sana, `Sana ${tag}`],
      [omar, `Omar ${tag}`],
      [hina, `Hina ${tag}`],
    ] as const) {
      await app.db.update(users).set({ name }).where(eq(users.id, m.user.id));
    }
    await connectMembers(app, omar, sana);
    await connectMembers(app, hina, omar);
    await app.settle();
  });
  afterAll(() => app?.close());

  const list = (query: string, cookie = admin.cookie) =>
    app.request<Page>("GET", `/api/connections/get?${query}`, { cookie });

  it("lists every connection with both members, who proposed and since when, searched and paged", async () => {
    const res = await list(`search=${tag}&page=1&pageSize=20`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.total).toBe(2);
    const [newest, older] = res.body.data?.connections ?? [];
    expect(newest?.members.map((m) => [m.name, m.proposed])).toEqual([
      [`Hina ${tag}`, true],
      [`Omar ${tag}`, false],
    ]);
    expect(older?.members.map((m) => [m.user_id, m.email, m.proposed])).toEqual([
      [omar.user.id, omar.email, true],
      [sana.user.id, sana.email, false],
    ]);
    const bySana = await list(`search=${encodeURIComponent(`sana ${tag}`)}`);
    expect(bySana.body.data?.connections.map((c) => c.id)).toEqual([older?.id]);
    const paged = await list(`search=${tag}&page=2&pageSize=1`);
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data?.connections.map((c) => c.id)).toEqual([older?.id]);
    // Listing is not a view of a connection: nothing recorded.
    expect(
      await app.db
        .select()
        .from(adminActions)
        .where(eq(adminActions.targetId, older?.id ?? "")),
    ).toEqual([]);
  });

  it("opens one connection and records the view in the trail", async () => {
    const page = await list(`search=${encodeURIComponent(`sana ${tag}`)}`);
    const id = page.body.data?.connections[0]?.id ?? "";
    const res = await app.request<{ connection: AdminConnection }>(
      "GET",
      `/api/connections/get?connection_id=${id}`,
      {
        cookie: admin.cookie,
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.connection).toMatchObject({
      id,
      members: [{ user_id: omar.user.id }, { user_id: sana.user.id }],
    });
    const entries = await app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, "connection"), eq(adminActions.targetId, id)));
    expect(entries).toEqual([
      expect.objectContaining({
        adminUserId: admin.user.id,
        action: "connection.view",
        reason: null,
        detail: { members: [omar.user.id, sana.user.id] },
      }),
    ]);
    const unknown = await app.request("GET", `/api/connections/get?connection_id=${randomUUID()}`, {
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it("leaves the members' own answers as they were: their list, never everyone's", async () => {
    const mine = await list(`search=${tag}`, sana.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.data).not.toHaveProperty("total");
    expect(mine.body.data?.connections).toHaveLength(1);
    expect(mine.body.data?.connections[0]).toHaveProperty("other");
    expect((await list(`search=${tag}`, hina.cookie)).body.data?.connections).toHaveLength(1);
    expect((await app.request("GET", `/api/connections/get?search=${tag}`)).status).toBe(401);
    const stranger = await app.signUp();
    expect((await list(`search=${tag}`, stranger.cookie)).body.data).toEqual({ connections: [] });
  });
});
