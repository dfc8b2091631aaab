import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { profileInput } from "../support/profile-input";
import {
  ADMIN,
  createProfileByApi,
  expectAccessible,
  expectNoHorizontalScroll,
  headerTitle,
  newMember,
  signInByApi,
  signUpByApi,
  toast,
} from "./support";

/*
 * Issue 18's moderation queue and Contacts console, end to end: a member reports a message and the
 * admin warns its writer from the queue; a visitor writes through the contact form and the admin
 * answers from the console, the reply then shown on the message's page.
 */

async function memberWithProfile(browser: Browser, label: string, first: string, gender: "female" | "male") {
  const page = await (await browser.newContext()).newPage();
  const member = newMember(label);
  await signUpByApi(page, member);
  const base = profileInput();
  await createProfileByApi(page, {
    personal_info: { ...base.personal_info, first_name: first, last_name: "Moderated", gender },
  });
  const me = (await (await page.request.get("/api/auth/me")).json()) as { data: { profileId: string } };
  return { page, member, profileId: me.data.profileId };
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, ADMIN.email, ADMIN.password);
  return page;
}

test.describe("admin: moderation and contacts (issue 18)", () => {
  test("a member reports a message; the admin reads it in the queue and warns the writer", async ({
    browser,
  }) => {
    const her = await memberWithProfile(browser, "Mod Reporter", "Rabia", "female");
    const him = await memberWithProfile(browser, "Mod Writer", "Usman", "male");
    // Connected through an accepted proposal, so they may write (the proposals flow has its own tests).
    const proposed = await her.page.request.post("/api/proposal/create", {
      data: { receiver_id: him.profileId },
    });
    expect(proposed.status(), await proposed.text()).toBe(200);
    const proposalId = ((await proposed.json()) as { data: { proposal: { id: string } } }).data.proposal.id;
    const accepted = await him.page.request.put("/api/proposal/update", {
      data: { proposal_id: proposalId, status: "accepted" },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const words = `You will regret ignoring me ${randomUUID().slice(0, 6)}`;
    const sent = await him.page.request.post("/api/messages/send", {
      data: { receiver_id: her.profileId, text: words },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const messageId = ((await sent.json()) as { data: { sent_message: { id: string } } }).data.sent_message
      .id;
    const reported = await her.page.request.post("/api/reports/create", {
      data: {
        profile_id: him.profileId,
        message_id: messageId,
        reason: "harassment",
        text: "He threatens me",
      },
    });
    expect(reported.status(), await reported.text()).toBe(200);

    const page = await adminPage(browser);
    await page.goto("/dashboard/moderation");
    await expect(headerTitle(page)).toHaveText("Moderation");
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${him.member.name} `) }) });
    await expect(row.first()).toContainText("Harassment");
    await expectAccessible(page, "the moderation queue");
    await row.first().getByRole("link").click();

    await expect(headerTitle(page)).toHaveText("Moderation Item");
    await expect(page.getByRole("region", { name: "The conversation" })).toContainText(words);
    await expect(page.getByText("He threatens me")).toBeVisible();
    await page.getByRole("button", { name: "Warn" }).click();
    const dialog = page.getByRole("dialog", { name: "Warn this member?" });
    await dialog.getByRole("button", { name: "Send the warning" }).click();
    await expect(dialog.getByText("Reason is required!", { exact: true })).toBeVisible();
    await dialog.getByLabel("Reason").fill("Threatening message to a connection; first warning");
    await dialog.getByRole("button", { name: "Send the warning" }).click();
    await expect(toast(page, "The member has been warned.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Decision" })).toContainText(
      "Threatening message to a connection; first warning",
    );
    await expect(page.getByRole("button", { name: "Warn" })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page, "a moderation item at 360 px");
    await expectAccessible(page, "a closed moderation item");

    // The warned member reads the warning, which names nobody.
    const notes = await (await him.page.request.get("/api/notifications/get")).text();
    expect(notes).toContain("A warning from the Rishta team");
    expect(notes).not.toContain(her.member.name);
  });

  test("a visitor writes through the contact form; the admin replies from the console", async ({
    page,
    browser,
  }) => {
    const subject = `Verification question ${randomUUID().slice(0, 8)}`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name", { exact: true }).fill("Nadia Hussain");
    await form.getByLabel("Email", { exact: true }).fill(`nadia-${randomUUID().slice(0, 8)}@example.com`);
    await form.getByLabel("Subject", { exact: true }).fill(subject);
    await form.getByLabel("Message (optional)", { exact: true }).fill("How does profile verification work?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you!");

    const admin = await adminPage(browser);
    await admin.goto("/dashboard/contacts");
    await expect(headerTitle(admin)).toHaveText("Contacts");
    await admin.getByRole("searchbox", { name: "Search messages" }).fill(subject);
    await admin.getByRole("button", { name: "Search" }).click();
    const row = admin.getByRole("row").filter({ hasText: subject });
    await expect(row).toContainText("New");
    await expectAccessible(admin, "the Contacts table");
    await row.getByRole("link", { name: /^Nadia Hussain/ }).click();

    await expect(headerTitle(admin)).toHaveText("Contact Message");
    await expect(admin.getByText("How does profile verification work?")).toBeVisible();
    const reply = "Wa Alaikum Assalam Nadia, an admin checks a selfie and your ID, then the badge shows.";
    await admin.getByLabel("Your reply").fill(reply);
    await admin.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(admin, "Reply sent by e-mail and kept with the message.")).toBeVisible();
    await expect(admin.getByRole("list", { name: "Replies sent" })).toContainText(reply);
    await expect(admin.getByText("In progress").first()).toBeVisible();
    await expectAccessible(admin, "a contact message with a reply");
  });
});
