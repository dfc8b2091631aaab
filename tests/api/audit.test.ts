import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AdminAction, AdminActionTarget } from "@/lib/admin-actions";
import { adminActions, contactMessages } from "@/server/db/schema";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile } from "../support/profiles";

type Entry = {
  id: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  detail: Record<string, unknown> | null;
  created_at: string;
  admin: { user_id: string; name: string | null; email: string | null };
};
type Trail = { entries: Entry[]; next_before: string | null };

describeApi("the administrators' trail (issue 18)", () => {
  let app: TestApp;
  let first: SignedUpUser;
  let second: SignedUpUser;
  let member: SignedUpUser;
  let ids: Record<string, string>;

  /** One entry, straight in the table as recordAdminAction writes it, at a chosen time. */
  async function entry(
    admin: SignedUpUser,
    action: AdminAction,
    targetType: AdminActionTarget,
    targetId: string,
    createdAt: string,
    extra: { reason?: string; detail?: Record<string, unknown> } = {},
  ): Promise<string> {
    const [row] = await app.db
      .insert(adminActions)
      .values({
        adminUserId: admin.user.id,
        action,
        targetType,
        targetId,
        reason: extra.reason ?? null,
        detail: extra.detail ?? null,
        createdAt: new Date(createdAt),
      })
      .returning({ id: adminActions.id });
    return row?.id ?? "";
  }

  beforeAll(async () => {
    app = await createTestApp();
    [first, second] = [await app.makeAdmin(), await app.makeAdmin()];
    member = await memberWithProfile(app);
    const [contact] = await app.db
      .insert(contactMessages)
      .values({ name: "A member", email: member.email, subject: "Help", profileId: member.user.profileId })
      .returning({ id: contactMessages.id });
    ids = {
      block: await entry(first, "user.block", "user", member.user.id, "2031-03-01T10:00:00Z", {
        reason: "Scam messages",
        detail: { before: { status: "active" }, after: { status: "disabled" } },
      }),
      reply: await entry(
        second,
        "contact.reply",
        "contact_message",
        contact?.id ?? "",
        "2031-03-02T10:00:00Z",
      ),
      gone: await entry(second, "contact.delete", "contact_message", randomUUID(), "2031-03-03T10:00:00Z", {
        detail: { member_user_id: member.user.id },
      }),
      plan: await entry(first, "plan.update", "subscription_plan", randomUUID(), "2031-03-04T10:00:00Z"),
      unblock: await entry(first, "user.unblock", "user", member.user.id, "2031-03-05T21:00:00Z"),
    };
  });
  afterAll(() => app?.close());

  const get = (query: string, cookie = first.cookie) =>
    app.request<Trail>("GET", `/api/audit/get?${query}`, { cookie });
  const idsOf = (res: { body: { data?: Trail } }) => res.body.data?.entries.map((e) => e.id);
  const in2031 = "from=2031-03-01&to=2031-03-31";

  it("is refused to visitors and members", async () => {
    expect((await app.request("GET", "/api/audit/get")).status).toBe(401);
    expect((await get("", member.cookie)).status).toBe(403);
  });

  it("lists newest first with the administrator's name and e-mail, the reason and the detail", async () => {
    const res = await get(in2031);
    expect(res.status, res.text).toBe(200);
    expect(idsOf(res)).toEqual([ids.unblock, ids.plan, ids.gone, ids.reply, ids.block]);
    expect(res.body.data?.entries.at(-1)).toMatchObject({
      action: "user.block",
      target_type: "user",
      target_id: member.user.id,
      reason: "Scam messages",
      detail: { before: { status: "active" }, after: { status: "disabled" } },
      admin: { user_id: first.user.id, email: first.email },
    });
  });

  it("filters by administrator, action, member and days (Pakistan time)", async () => {
    expect(idsOf(await get(`${in2031}&admin_id=${second.user.id}`))).toEqual([ids.gone, ids.reply]);
    expect(idsOf(await get(`${in2031}&action=user.block`))).toEqual([ids.block]);
    // The member's account, their contact message, and the deleted one named in its detail.
    expect(idsOf(await get(`${in2031}&member_id=${member.user.id}`))).toEqual([
      ids.unblock,
      ids.gone,
      ids.reply,
      ids.block,
    ]);
    // 21:00 UTC on the 5th is already the 6th in Pakistan.
    expect(idsOf(await get("from=2031-03-02&to=2031-03-05"))).toEqual([ids.plan, ids.gone, ids.reply]);
    expect(idsOf(await get("from=2031-03-06&to=2031-03-06"))).toEqual([ids.unblock]);
    expect((await get("from=2031-03-06&to=2031-03-01")).status).toBe(422);
    expect((await get("action=user.delete_everything")).status).toBe(422);
  });

  it("pages by the last entry seen", async () => {
    const one = await get(`${in2031}&pageSize=2`);
    expect(idsOf(one)).toEqual([ids.unblock, ids.plan]);
    const two = await get(`${in2031}&pageSize=2&before=${one.body.data?.next_before}`);
    expect(idsOf(two)).toEqual([ids.gone, ids.reply]);
    const three = await get(`${in2031}&pageSize=2&before=${two.body.data?.next_before}`);
    expect(idsOf(three)).toEqual([ids.block]);
    expect(three.body.data?.next_before).toBeNull();
  });

  it("cannot be changed or emptied, even straight in the database", async () => {
    const id = ids.block ?? "";
    await expect(
      app.db.update(adminActions).set({ reason: "rewritten" }).where(eq(adminActions.id, id)),
    ).rejects.toThrow();
    await expect(app.db.delete(adminActions).where(eq(adminActions.id, id))).rejects.toThrow();
    await expect(app.db.execute(sql`truncate ${adminActions}`)).rejects.toThrow();
    const [kept] = await app.db.select().from(adminActions).where(eq(adminActions.id, id));
    expect(kept?.reason).toBe("Scam messages");
  });
});
