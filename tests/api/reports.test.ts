import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { reportMessages } from "@/lib/validation/reports";
import { conversations, memberReports, messages } from "@/server/db/schema";
import { orderedPair } from "@/server/profiles/access";
import { PROFILE_NOT_AVAILABLE } from "@/server/proposals/create-proposal";
import {
  REPORT_MESSAGE_NOT_FOUND,
  REPORT_RECEIVED,
  REPORT_SELF,
  reportRateRule,
  TOO_MANY_REPORTS,
} from "@/server/reports/create-report";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile } from "../support/profiles";

type Created = { report: { id: string; reason: string; text: string | null; message_id: string | null } };

/** Member reports (issue 16, docs/decisions/0024): stored for the administrators' review. */
describeApi("member reports", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const pid = (m: SignedUpUser) => m.user.profileId ?? "";
  const report = (by: SignedUpUser, body: Record<string, unknown>) =>
    app.request<Created>("POST", "/api/reports/create", { body, cookie: by.cookie });
  /** A conversation of two members with one message from `from`, written straight to the tables. */
  const messageBetween = async (from: SignedUpUser, to: SignedUpUser) => {
    const [profileAId, profileBId] = orderedPair(pid(from), pid(to));
    const [conversation] = await app.db
      .insert(conversations)
      .values({ profileAId, profileBId })
      .returning({ id: conversations.id });
    const [message] = await app.db
      .insert(messages)
      .values({
        conversationId: conversation?.id ?? "",
        senderId: pid(from),
        receiverId: pid(to),
        text: "Please send me Rs. 50,000 for the visa fee.",
      })
      .returning({ id: messages.id });
    return message?.id ?? "";
  };

  it("stores the reason, the text and the message for the admins, about a blocked member too", async () => {
    const ayesha = await memberWithProfile(app);
    const omar = await memberWithProfile(app);
    const messageId = await messageBetween(omar, ayesha);
    const blocked = await app.request("POST", "/api/blocks/create", {
      body: { profile_id: pid(omar) },
      cookie: ayesha.cookie,
    });
    expect(blocked.status).toBe(200);

    const res = await report(ayesha, {
      profile_id: pid(omar),
      message_id: messageId,
      reason: "scam",
      text: "  He asked me for money.  ",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(REPORT_RECEIVED);
    const [stored] = await app.db
      .select()
      .from(memberReports)
      .where(eq(memberReports.id, res.body.data?.report.id ?? ""));
    expect(stored).toMatchObject({
      reporterId: pid(ayesha),
      reportedId: pid(omar),
      messageId,
      reason: "scam",
      text: "He asked me for money.",
      status: "open",
    });

    // Without message or text: both null.
    const plain = await report(ayesha, { profile_id: pid(omar), reason: "fake_profile", text: "" });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.data?.report).toMatchObject({ reason: "fake_profile", text: null, message_id: null });
  });

  it("answers 404 for a message of another pair's conversation, and stores nothing", async () => {
    const ayesha = await memberWithProfile(app);
    const omar = await memberWithProfile(app);
    const bilal = await memberWithProfile(app);
    const theirs = await messageBetween(omar, bilal);
    const res = await report(ayesha, { profile_id: pid(omar), message_id: theirs, reason: "harassment" });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(REPORT_MESSAGE_NOT_FOUND);
    const unknown = await report(ayesha, {
      profile_id: pid(omar),
      message_id: "00000000-0000-4000-8000-000000000000",
      reason: "harassment",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(REPORT_MESSAGE_NOT_FOUND);
    expect(
      await app.db
        .select()
        .from(memberReports)
        .where(eq(memberReports.reporterId, pid(ayesha))),
    ).toEqual([]);
  });

  it("refuses a bad reason, long text, oneself and an unknown member with words", async () => {
    const ayesha = await memberWithProfile(app);
    const omar = await memberWithProfile(app);
    const reason = await report(ayesha, { profile_id: pid(omar), reason: "rude" });
    expect(reason.status).toBe(422);
    expect(reason.body.fields?.reason).toBe(reportMessages.reason);
    const long = await report(ayesha, { profile_id: pid(omar), reason: "other", text: "a".repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.fields?.text).toBe(reportMessages.textTooLong);
    const longest = await report(ayesha, { profile_id: pid(omar), reason: "other", text: "a".repeat(1000) });
    expect(longest.status, longest.text).toBe(200);
    const self = await report(ayesha, { profile_id: pid(ayesha), reason: "other" });
    expect(self.status).toBe(422);
    expect(self.body.error).toBe(REPORT_SELF);
    const unknown = await report(ayesha, {
      profile_id: "00000000-0000-4000-8000-000000000000",
      reason: "other",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(PROFILE_NOT_AVAILABLE);
    const visitor = await app.request("POST", "/api/reports/create", {
      body: { profile_id: pid(omar), reason: "other" },
    });
    expect(visitor.status).toBe(401);
  });

  it("limits how many reports one member makes", async () => {
    const ayesha = await memberWithProfile(app);
    const omar = await memberWithProfile(app);
    for (let i = 0; i < reportRateRule.limit; i++) {
      const res = await report(ayesha, { profile_id: pid(omar), reason: "harassment" });
      expect(res.status, res.text).toBe(200);
    }
    const refused = await report(ayesha, { profile_id: pid(omar), reason: "harassment" });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(TOO_MANY_REPORTS);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      await app.db
        .select()
        .from(memberReports)
        .where(eq(memberReports.reporterId, pid(ayesha))),
    ).toHaveLength(reportRateRule.limit);
    // Another member is not held back by her count.
    const bilal = await memberWithProfile(app);
    expect((await report(bilal, { profile_id: pid(omar), reason: "harassment" })).status).toBe(200);
  });
});
