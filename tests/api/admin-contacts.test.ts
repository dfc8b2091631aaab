import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_DELETED } from "@/server/contacts/delete-contact";
import { CONTACT_NOT_FOUND } from "@/server/contacts/get-contacts";
import type { ContactItem } from "@/server/contacts/present";
import {
  CONTACT_NO_GOING_BACK_TO_NEW,
  CONTACT_REPLIED,
  CONTACT_UPDATED,
} from "@/server/contacts/update-contact";
import { adminActions, contactMessages, contactReplies, mailJobs } from "@/server/db/schema";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueEmail } from "../support/app";

const FORBIDDEN = { error: "This page is for administrators only.", code: "FORBIDDEN" };

type Reply = { id: string; body: string; admin_user_id: string };
type One = { contact: ContactItem & { replies: Reply[] } };
type Page = { contacts: ContactItem[]; total: number; page: number; pageSize: number };

/** The administrators' Contacts console (issue 18, spec §2 and §7, docs/decisions/0034). */
describeApi("the Contacts console", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    member = await app.signUp();
  });
  afterAll(() => app?.close());

  let sent = 0;
  /** A message sent through the public form (as a visitor, or as `by`), found by its unique subject. */
  async function contact(overrides: Record<string, unknown> = {}, by?: SignedUpUser) {
    sent += 1;
    const body = {
      name: "Fatima Ahmed",
      email: uniqueEmail("contact"),
      phone: "+923007654321",
      subject: `Plans question ${sent} ${uniqueEmail("s")}`,
      contact_type: "query",
      message: "How long does matchmaking usually take?",
      ...overrides,
    };
    const res = await app.request("POST", "/api/contacts", { body, cookie: by?.cookie ?? null });
    expect(res.status, res.text).toBe(200);
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, body.subject));
    if (!row) throw new Error("contact message not stored");
    return row;
  }
  const get = <D>(query: Record<string, string | number>, cookie: string | null = admin.cookie) =>
    app.request<D>("GET", "/api/contacts/get", { query, cookie });
  const update = (body: Record<string, unknown>, cookie: string | null = admin.cookie) =>
    app.request<One>("PUT", "/api/contacts/update", { body, cookie });
  const remove = (body: Record<string, unknown>, cookie: string | null = admin.cookie) =>
    app.request("DELETE", "/api/contacts/delete", { body, cookie });
  const trail = (contactId: string) =>
    app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, "contact_message"), eq(adminActions.targetId, contactId)))
      .orderBy(asc(adminActions.createdAt));

  it("is for administrators only: the member who wrote gets 403, visitors 401, and nothing changes", async () => {
    const row = await contact({}, member);
    for (const res of [
      await get({ page: 1 }, member.cookie),
      await get({ contact_id: row.id }, member.cookie),
      await update({ contact_id: row.id, message_status: "resolved" }, member.cookie),
      await remove({ contact_id: row.id }, member.cookie),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    for (const res of [
      await get({ contact_id: row.id }, null),
      await update({ contact_id: row.id, reply: "Hello" }, null),
      await remove({ contact_id: row.id }, null),
    ])
      expect(res.status).toBe(401);
    const [after] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(after?.messageStatus).toBe("new");
    expect(await app.db.select().from(contactReplies).where(eq(contactReplies.contactId, row.id))).toEqual(
      [],
    );
    expect(await trail(row.id)).toEqual([]);
  });

  it("lists newest first, searches name, e-mail, phone and subject, and filters by status and type", async () => {
    const tag = uniqueEmail("tag").split("@")[0] ?? "tag";
    const older = await contact({ name: `Zainab ${tag}`, contact_type: "complaint" });
    const newer = await contact({
      subject: `Refund ${tag}`,
      contact_type: "support",
      phone: "+971501112233",
    });
    const byName = await get<Page>({ search: tag });
    expect(byName.status, byName.text).toBe(200);
    expect(byName.body.data?.contacts.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(byName.body.data?.total).toBe(2);
    expect(byName.body.data?.contacts[1]).toMatchObject({
      name: `Zainab ${tag}`,
      email: older.email,
      phone: "+923007654321",
      contact_type: "complaint",
      message_status: "new",
      replies_count: 0,
      user_id: null,
    });
    expect((await get<Page>({ search: older.email })).body.data?.contacts.map((c) => c.id)).toEqual([
      older.id,
    ]);
    expect((await get<Page>({ search: "971501112233" })).body.data?.contacts.map((c) => c.id)).toEqual([
      newer.id,
    ]);
    const typed = await get<Page>({ search: tag, contact_type: "support" });
    expect(typed.body.data?.contacts.map((c) => c.id)).toEqual([newer.id]);
    const resolved = await get<Page>({ search: tag, message_status: "resolved" });
    expect(resolved.body.data?.contacts).toEqual([]);
    const paged = await get<Page>({ search: tag, page: 2, pageSize: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data?.contacts.map((c) => c.id)).toEqual([older.id]);
    const wrong = await get<Page>({ message_status: "closed" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.message_status).toBe("Status must be one of new, in_progress, resolved");
    // Reading the list records nothing: only opening a message does.
    expect(await trail(older.id)).toEqual([]);
  });

  it("opens one message with the member's account and records the read; an unknown one is 404", async () => {
    const row = await contact({}, member);
    const res = await get<One>({ contact_id: row.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.contact).toMatchObject({
      id: row.id,
      profile_id: member.user.profileId,
      user_id: member.user.id,
      replies: [],
    });
    const entries = await trail(row.id);
    expect(entries.map((e) => [e.action, e.adminUserId])).toEqual([["contact.view", admin.user.id]]);
    const unknown = await get<One>({ contact_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(CONTACT_NOT_FOUND);
  });

  it("moves status forward, reopens a resolved one, never goes back to new; each change in the trail", async () => {
    const row = await contact();
    const toResolved = await update({ contact_id: row.id, message_status: "resolved" });
    expect(toResolved.status, toResolved.text).toBe(200);
    expect(toResolved.body.message).toBe(CONTACT_UPDATED);
    expect(toResolved.body.data?.contact.message_status).toBe("resolved");
    const reopened = await update({ contact_id: row.id, message_status: "in_progress" });
    expect(reopened.body.data?.contact.message_status).toBe("in_progress");
    const back = await update({ contact_id: row.id, message_status: "new" });
    expect(back.status).toBe(409);
    expect(back.body.error).toBe(CONTACT_NO_GOING_BACK_TO_NEW);
    const entries = await trail(row.id);
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ["contact.update", { from: "new", to: "resolved" }],
      ["contact.update", { from: "resolved", to: "in_progress" }],
    ]);
    const nothing = await update({ contact_id: row.id });
    expect(nothing.status).toBe(422);
    expect(nothing.body.error).toBe("Give a new message_status, a reply, or both.");
  });

  it("replies by e-mail through the mail queue, keeps the reply, and moves a new message to in_progress", async () => {
    const row = await contact({
      subject: `Gold plan ${uniqueEmail("g")}`,
      message: "Is verification included?",
    });
    const reply = "Wa Alaikum Assalam Fatima,\n\nYes: the Gold plan includes verification.";
    const res = await update({ contact_id: row.id, reply });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(CONTACT_REPLIED);
    const contactView = res.body.data?.contact;
    expect(contactView?.message_status).toBe("in_progress");
    expect(contactView?.replies_count).toBe(1);
    expect(contactView?.replies.map((r) => [r.body, r.admin_user_id])).toEqual([[reply, admin.user.id]]);
    const replyId = contactView?.replies[0]?.id ?? "";

    const [job] = await app.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.idempotencyKey, `contact-reply:${replyId}`));
    expect(job).toMatchObject({ kind: "contact-reply", recipient: row.email });
    const mails = await app.outbox(row.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Re: ${row.subject}`);
    expect(mails[0]?.text).toContain("Yes: the Gold plan includes verification.");
    expect(mails[0]?.text).toContain("> Is verification included?");

    const entries = await trail(row.id);
    expect(entries.map((e) => e.action)).toEqual(["contact.reply", "contact.update"]);
    expect(entries[0]?.detail).toEqual({ reply_id: replyId, to: row.email, body: reply });
    expect(entries[1]?.detail).toEqual({ from: "new", to: "in_progress" });

    // A reply with a status: the status given wins, and a second reply is a second mail.
    const closing = await update({
      contact_id: row.id,
      reply: "Closing this now.",
      message_status: "resolved",
    });
    expect(closing.body.data?.contact.message_status).toBe("resolved");
    expect(closing.body.data?.contact.replies.map((r) => r.body)).toEqual([reply, "Closing this now."]);
    expect(await app.outbox(row.email)).toHaveLength(2);
    const shown = await get<One>({ contact_id: row.id });
    expect(shown.body.data?.contact.replies).toHaveLength(2);

    const blank = await update({ contact_id: row.id, reply: "   " });
    expect(blank.status).toBe(422);
    expect(blank.body.fields?.reply).toBe("Please write the reply.");
  });

  describe("DELETE /api/contacts/delete", () => {
    it("deletes the message and its replies, keeping a snapshot in the trail; a second delete is 404", async () => {
      const row = await contact({ contact_type: "complaint" });
      await update({ contact_id: row.id, reply: "We are looking into it." });
      const res = await remove({ contact_id: row.id });
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(CONTACT_DELETED);
      expect(await app.db.select().from(contactMessages).where(eq(contactMessages.id, row.id))).toEqual([]);
      expect(await app.db.select().from(contactReplies).where(eq(contactReplies.contactId, row.id))).toEqual(
        [],
      );
      const deleted = (await trail(row.id)).find((e) => e.action === "contact.delete");
      expect(deleted?.adminUserId).toBe(admin.user.id);
      expect(deleted?.detail).toMatchObject({
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        contact_type: "complaint",
        message: row.message,
        message_status: "in_progress",
        replies: [expect.objectContaining({ body: "We are looking into it." })],
      });
      const again = await remove({ contact_id: row.id });
      expect(again.status).toBe(404);
      expect(again.body.error).toBe(CONTACT_NOT_FOUND);
    });

    it("reads contact_id from the JSON body only", async () => {
      const row = await contact();
      const res = await app.request("DELETE", "/api/contacts/delete", {
        query: { contact_id: row.id },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe("Send the input as a JSON object with the fields the API describes.");
      expect(await app.db.select().from(contactMessages).where(eq(contactMessages.id, row.id))).toHaveLength(
        1,
      );
    });
  });
});
