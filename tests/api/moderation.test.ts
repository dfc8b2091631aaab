import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActions, memberReports, notifications, profiles, users } from "@/server/db/schema";
import { variantKey } from "@/server/profiles/images/store-photo";
import type { ReportItem } from "@/server/reports/present";
import {
  PHOTO_REMOVED_BODY,
  PHOTO_REMOVED_TITLE,
  REPORT_ALREADY_CLOSED,
  REPORT_NO_PHOTO,
  REPORT_RESOLVED,
  WARNING_TITLE,
  warningBody,
} from "@/server/reports/update-report";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile, setProfileColumns, uploadRealPhoto } from "../support/profiles";

const FORBIDDEN = { error: "This page is for administrators only.", code: "FORBIDDEN" };

type ReviewedMessage = { id: string; text: string; reported: boolean; from_reported: boolean };
type Queue = { reports: ReportItem[]; total: number };
type One = {
  report: ReportItem & { messages: ReviewedMessage[]; profile: { id: string; image_url: string } | null };
};
type Resolved = { report: ReportItem; closed_with_it: string[] };
type Badges = { openReports: number; pendingVerifications: number };

/** The moderation queue (issue 18, docs/decisions/0034): reports and safety flags, closed with an action. */
describeApi("the moderation queue", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
  });
  afterAll(() => app?.close());

  const pid = (m: SignedUpUser) => m.user.profileId ?? "";
  /** A member anyone may message, as the messages tests make them. */
  const member = async () => {
    const m = await memberWithProfile(app);
    await setProfileColumns(app, m, { profileVisibility: "everyone", messagesPrivacy: "everyone" });
    return m;
  };
  const send = async (from: SignedUpUser, to: SignedUpUser, text: string) => {
    const res = await app.request<{ sent_message: { id: string } }>("POST", "/api/messages/send", {
      body: { receiver_id: pid(to), text },
      cookie: from.cookie,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data?.sent_message.id ?? "";
  };
  const report = async (by: SignedUpUser, about: SignedUpUser, extra: Record<string, unknown> = {}) => {
    const res = await app.request<{ report: { id: string } }>("POST", "/api/reports/create", {
      body: { profile_id: pid(about), reason: "harassment", ...extra },
      cookie: by.cookie,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data?.report.id ?? "";
  };
  const queue = (query: Record<string, string | number> = {}, cookie: string | null = admin.cookie) =>
    app.request<Queue>("GET", "/api/reports/get", { query: { pageSize: 100, ...query }, cookie });
  const one = (reportId: string, cookie: string | null = admin.cookie) =>
    app.request<One>("GET", "/api/reports/get", { query: { report_id: reportId }, cookie });
  const resolve = (body: Record<string, unknown>, cookie: string | null = admin.cookie) =>
    app.request<Resolved>("PUT", "/api/reports/update", { body, cookie });
  const trail = (reportId: string) =>
    app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, "report"), eq(adminActions.targetId, reportId)))
      .orderBy(asc(adminActions.createdAt));
  const notesOf = (m: SignedUpUser) =>
    app.db.select().from(notifications).where(eq(notifications.userId, m.user.id));

  it("is for administrators only: members (the reporter included) get 403, visitors 401", async () => {
    const ayesha = await member();
    const omar = await member();
    const reportId = await report(ayesha, omar);
    for (const res of [await queue({}, ayesha.cookie), await one(reportId, ayesha.cookie)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await queue({}, null)).status).toBe(401);
    const refused = await resolve(
      { report_id: reportId, action: "dismiss", reason: "Not a problem" },
      omar.cookie,
    );
    expect(refused.status).toBe(403);
    expect(
      (await resolve({ report_id: reportId, action: "dismiss", reason: "Not a problem" }, null)).status,
    ).toBe(401);
    const [stored] = await app.db.select().from(memberReports).where(eq(memberReports.id, reportId));
    expect(stored?.status).toBe("open");
    expect(await trail(reportId)).toEqual([]);
  });

  it("lists open items oldest first, a flagged message among them, and filters by source and status", async () => {
    const sara = await member();
    const bilal = await member();
    const first = await report(sara, bilal, { reason: "fake_profile" });
    // The safety check flags this one as it is sent; the base puts it in the queue.
    const flaggedId = await send(bilal, sara, "Please send money on easypaisa for my visa fee");
    const res = await queue();
    expect(res.status, res.text).toBe(200);
    const ids = res.body.data?.reports.map((item) => item.id) ?? [];
    const flagged = res.body.data?.reports.find((item) => item.message_id === flaggedId);
    expect(flagged).toMatchObject({
      source: "safety_flag",
      safety_flag: "money",
      reason: "scam",
      status: "open",
      reporter: null,
      reported: { profile_id: pid(bilal), user_id: bilal.user.id, status: "active" },
    });
    // Oldest first: the report made before the message comes before its flag.
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(flagged?.id ?? ""));
    const created = res.body.data?.reports.map((item) => new Date(item.created_at).getTime()) ?? [];
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(res.body.data?.reports.find((item) => item.id === first)?.reporter).toEqual({
      user_id: sara.user.id,
      profile_id: pid(sara),
      name: sara.user.name,
    });

    const flagsOnly = await queue({ source: "safety_flag" });
    expect(flagsOnly.body.data?.reports.every((item) => item.source === "safety_flag")).toBe(true);
    expect(flagsOnly.body.data?.reports.map((item) => item.id)).toContain(flagged?.id);
    expect((await queue({ status: "closed" })).body.data?.reports.map((item) => item.id)).not.toContain(
      first,
    );
    const wrong = await queue({ status: "pending" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.status).toBe("Status must be one of open, closed, actioned, dismissed, all");
  });

  it("shows a message with its neighbours and records that the admin read them; a profile report shows the profile", async () => {
    const hina = await member();
    const kamran = await member();
    const texts = [
      "Assalam o Alaikum",
      "How are you?",
      "You will regret ignoring me",
      "Answer me now",
      "Bye",
    ];
    const ids: string[] = [];
    for (const [index, text] of texts.entries())
      ids.push(await send(index % 2 ? hina : kamran, index % 2 ? kamran : hina, text));
    const reportId = await report(hina, kamran, { message_id: ids[2], text: "He threatens me" });

    const res = await one(reportId);
    expect(res.status, res.text).toBe(200);
    const item = res.body.data?.report;
    expect(item?.messages.map((m) => m.text)).toEqual(texts);
    expect(item?.messages.filter((m) => m.reported).map((m) => m.id)).toEqual([ids[2]]);
    expect(item?.messages.map((m) => m.from_reported)).toEqual([true, false, true, false, true]);
    expect(item?.profile?.id).toBe(pid(kamran));
    const [view] = await trail(reportId);
    expect(view).toMatchObject({ action: "report.view", adminUserId: admin.user.id, reason: null });
    expect(view?.detail).toEqual({ message_ids: ids, reported_profile_id: pid(kamran) });

    // No message: the profile is the context, and nothing private was read.
    const profileReport = await report(hina, kamran, { reason: "fake_profile" });
    const profileView = await one(profileReport);
    expect(profileView.body.data?.report.messages).toEqual([]);
    expect(profileView.body.data?.report.profile?.id).toBe(pid(kamran));
    expect(await trail(profileReport)).toEqual([]);
  });

  it("dismisses with a reason, once: a closed item answers 409", async () => {
    const a = await member();
    const b = await member();
    const reportId = await report(a, b);
    const reason = "Ordinary disagreement, nothing against the rules";
    const res = await resolve({ report_id: reportId, action: "dismiss", reason });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(REPORT_RESOLVED.dismiss);
    expect(res.body.data?.report).toMatchObject({
      status: "dismissed",
      action: "dismiss",
      resolution_reason: reason,
      resolved_by: admin.user.id,
    });
    expect(res.body.data?.report.resolved_at).not.toBeNull();
    const entries = await trail(reportId);
    expect(entries.map((e) => [e.action, e.reason])).toEqual([["report.dismiss", reason]]);
    expect(entries[0]?.detail).toMatchObject({ reported_user_id: b.user.id, source: "member" });

    const again = await resolve({ report_id: reportId, action: "warn", reason: "Second thoughts" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REPORT_ALREADY_CLOSED);
    expect(await notesOf(b)).toEqual([]);
    expect((await queue({ status: "dismissed" })).body.data?.reports.map((r) => r.id)).toContain(reportId);

    const blank = await resolve({ report_id: reportId, action: "ban", reason: " " });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({
      action: "Please choose an action: dismiss, warn, block or remove_photo",
      reason: "Reason is required!",
    });
  });

  it("warns: the member is notified in words that name neither the reporter nor the admin's reason", async () => {
    const reporter = await member();
    const warned = await member();
    const reportId = await report(reporter, warned, { reason: "scam", text: "Asked me for money" });
    const reason = `Reported by ${reporter.user.name}: asked for money`;
    const res = await resolve({ report_id: reportId, action: "warn", reason });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data?.report).toMatchObject({ status: "actioned", action: "warn" });
    const notes = await notesOf(warned);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: "moderation_warning",
      title: WARNING_TITLE,
      body: warningBody("scam"),
      link: "/safety-tips",
    });
    const words = `${notes[0]?.title} ${notes[0]?.body}`;
    for (const secret of [reporter.user.name, reporter.email, pid(reporter), reason, "Asked me for money"])
      expect(words).not.toContain(secret);
    // The warned member's own notifications, as they read them, carry nothing more.
    const listed = await app.request("GET", "/api/notifications/get", { cookie: warned.cookie });
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(pid(reporter));
    expect(listed.text).not.toContain(reporter.user.name);
    const [entry] = await trail(reportId);
    expect(entry).toMatchObject({ action: "report.warn", reason });
    expect(entry?.detail?.notification_id).toBe(notes[0]?.id);
  });

  it("blocks: the account is disabled, its sessions end, and its other open items close with it", async () => {
    const a = await member();
    const b = await member();
    const blocked = await member();
    const first = await report(a, blocked);
    const second = await report(b, blocked, { reason: "scam" });
    const unrelated = await report(a, b);
    const me = () => app.request<{ id: string } | null>("GET", "/api/auth/me", { cookie: blocked.cookie });
    expect((await me()).body.data?.id).toBe(blocked.user.id);

    const reason = "Two members report threats and requests for money";
    const res = await resolve({ report_id: first, action: "block", reason });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(REPORT_RESOLVED.block);
    expect(res.body.data?.closed_with_it).toEqual([second]);
    expect(res.body.data?.report.reported.status).toBe("disabled");
    const [account] = await app.db.select().from(users).where(eq(users.id, blocked.user.id));
    expect(account?.status).toBe("disabled");
    expect((await me()).body.data).toBeNull();
    expect((await app.request("GET", "/api/notifications/get", { cookie: blocked.cookie })).status).toBe(401);

    const stored = await app.db
      .select()
      .from(memberReports)
      .where(eq(memberReports.reportedId, pid(blocked)));
    expect(stored.map((r) => [r.id, r.status, r.action, r.resolutionReason]).sort()).toEqual(
      [
        [first, "actioned", "block", reason],
        [second, "actioned", "block", reason],
      ].sort(),
    );
    const [other] = await app.db.select().from(memberReports).where(eq(memberReports.id, unrelated));
    expect(other?.status).toBe("open");
    const [entry] = await trail(first);
    expect(entry).toMatchObject({ action: "report.block", reason, adminUserId: admin.user.id });
    expect(entry?.detail).toMatchObject({ previous_status: "active", closed_with_it: [second] });
  });

  it("removes the photo: the profile shows none, its files leave storage, the member is told; 409 without one", async () => {
    const reporter = await member();
    const pictured = await member();
    const imageUrl = await uploadRealPhoto(app, pictured);
    const [before] = await app.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, pid(pictured)));
    const imageId = before?.imageId ?? "";
    expect(imageUrl).toContain(imageId);
    expect(await app.services.storage.get(variantKey(imageId, "display"))).not.toBeNull();

    const reportId = await report(reporter, pictured, { reason: "inappropriate" });
    const reason = "The photo shows several people and a logo";
    const res = await resolve({ report_id: reportId, action: "remove_photo", reason });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(REPORT_RESOLVED.remove_photo);
    const [after] = await app.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, pid(pictured)));
    expect([after?.imageId, after?.imageUrl]).toEqual([null, null]);
    for (const variant of ["display", "thumb", "blurred"] as const)
      expect(await app.services.storage.get(variantKey(imageId, variant))).toBeNull();
    const [note] = await notesOf(pictured);
    expect(note).toMatchObject({
      type: "photo_removed",
      title: PHOTO_REMOVED_TITLE,
      body: PHOTO_REMOVED_BODY,
    });
    const [entry] = await trail(reportId);
    expect(entry).toMatchObject({ action: "report.remove_photo", reason });
    expect(entry?.detail).toMatchObject({ image_id: imageId });

    // Nothing left to remove: the item stays open for another action.
    const next = await report(reporter, pictured, { reason: "inappropriate" });
    const none = await resolve({ report_id: next, action: "remove_photo", reason });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(REPORT_NO_PHOTO);
    const [stillOpen] = await app.db.select().from(memberReports).where(eq(memberReports.id, next));
    expect(stillOpen?.status).toBe("open");
    expect(await trail(next)).toEqual([]);
  });

  describe("the sidebar badge", () => {
    it("counts open items for admins and is 0 for members", async () => {
      const a = await member();
      const b = await member();
      const badges = (cookie: string) => app.request<Badges>("GET", "/api/dashboard/badges", { cookie });
      const [open] = await app.db
        .select({ id: memberReports.id })
        .from(memberReports)
        .where(eq(memberReports.status, "open"));
      expect(open).toBeDefined();
      const before = (await badges(admin.cookie)).body.data?.openReports ?? -1;
      const openNow = (await queue()).body.data?.total;
      expect(before).toBe(openNow);

      const reportId = await report(a, b);
      expect((await badges(admin.cookie)).body.data?.openReports).toBe(before + 1);
      expect((await badges(a.cookie)).body.data?.openReports).toBe(0);
      await resolve({ report_id: reportId, action: "dismiss", reason: "Nothing to act on" });
      expect((await badges(admin.cookie)).body.data?.openReports).toBe(before);
    });
  });
});
