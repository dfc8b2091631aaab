import { type Browser, expect, type Locator, test } from "@playwright/test";
import { profileInput } from "../support/profile-input";
import {
  createProfileByApi,
  dashboardNav,
  expectAccessible,
  expectNoHorizontalScroll,
  headerTitle,
  type NewMember,
  newMember,
  signUpByApi,
} from "./support";

/**
 * Issue 16's messages, end to end: two members in two browser contexts, connected through an
 * accepted proposal; she writes from the connection page's Message action, his badge and list
 * follow without a reload, the two talk with the read receipt and answers pushed live, and her block
 * makes the thread read-only on both sides.
 */

/** Waits for `locator` on `page` to appear by itself: pushed by the event stream, never reloaded. */
async function arrives(locator: Locator, what: string): Promise<void> {
  await expect(locator, `${what} arrives without a reload`).toBeVisible({ timeout: 5_000 });
}

const HER = { first: "Sana", last: "Malik" } as const;
const HIM = { first: "Faisal", last: "Raza" } as const;

async function memberPage(
  browser: Browser,
  label: string,
  who: { first: string; last: string },
  gender: "female" | "male",
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member: NewMember = newMember(label);
  await signUpByApi(page, member);
  const base = profileInput();
  await createProfileByApi(page, {
    personal_info: { ...base.personal_info, first_name: who.first, last_name: who.last, gender },
  });
  const me = (await (await page.request.get("/api/auth/me")).json()) as { data: { profileId: string } };
  return { page, profileId: me.data.profileId };
}

test.describe("messages", () => {
  test("two connected members chat; at 360 px the list and the thread are two screens", async ({
    browser,
  }) => {
    const her = await memberPage(browser, "Messages Her", HER, "female");
    const him = await memberPage(browser, "Messages Him", HIM, "male");

    // Connected through an accepted proposal (the proposals flow has tests of its own).
    const proposed = await her.page.request.post("/api/proposal/create", {
      data: { receiver_id: him.profileId },
    });
    expect(proposed.status(), await proposed.text()).toBe(200);
    const proposalId = ((await proposed.json()) as { data: { proposal: { id: string } } }).data.proposal.id;
    const accepted = await him.page.request.put("/api/proposal/update", {
      data: { proposal_id: proposalId, status: "accepted" },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const connectionId = ((await accepted.json()) as { data: { connection_id: string } }).data.connection_id;

    // He has no messages yet: the list says what to do.
    await him.page.goto("/dashboard/messages");
    await expect(headerTitle(him.page)).toHaveText("Messages");
    await expect(him.page.getByRole("heading", { name: "No messages yet" })).toBeVisible();
    await expectAccessible(him.page, "the empty conversation list");
    // The stream opens once the page is interactive. Her proposal is his one unread notification.
    await him.page.waitForLoadState("networkidle").catch(() => {});
    const hisNotifications = dashboardNav(him.page).getByRole("link", { name: /^Notifications/ });
    await expect(hisNotifications).toHaveAccessibleName(/^Notifications\s*1 unread$/);

    // She writes from the connection page's Message action.
    await her.page.goto(`/dashboard/connections/${connectionId}`);
    await her.page.getByRole("link", { name: `Message ${HIM.first} ${HIM.last}` }).click();
    await expect(her.page).toHaveURL(/\/dashboard\/messages\/new\?to=/);
    const composer = her.page.getByLabel(`Write a message to ${HIM.first} ${HIM.last}`);
    await composer.fill("Assalam o Alaikum Faisal, my family would like to meet yours.");
    await her.page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(her.page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const herThread = her.page.getByRole("list", { name: `Messages with ${HIM.first} ${HIM.last}` });
    await expect(herThread.getByText("my family would like to meet yours")).toBeVisible();
    await expect(herThread.getByText("Sent", { exact: false })).toBeVisible();
    await expectAccessible(her.page, "the thread");

    // He sees it in his list, unread, and opens the thread.
    const row = him.page.getByRole("link", { name: new RegExp(`${HER.first} ${HER.last}`) });
    await arrives(row, "the new conversation in his list");
    await expect(hisNotifications, "his badge counts the new message without a reload").toHaveAccessibleName(
      /^Notifications\s*2 unread$/,
      { timeout: 5_000 },
    );
    await expect(row).toContainText("my family would like to meet yours");
    await expect(row).toContainText("1 unread");
    await expectAccessible(him.page, "the conversation list");
    await row.click();
    const hisThread = him.page.getByRole("list", { name: `Messages with ${HER.first} ${HER.last}` });
    await expect(hisThread.getByText("my family would like to meet yours")).toBeVisible();

    // Seeing the thread marks it read: she gets the receipt.
    await arrives(herThread.getByText("Seen"), "the read receipt");

    // He answers; she sees it in her open thread.
    await him.page
      .getByLabel(`Write a message to ${HER.first} ${HER.last}`)
      .fill("Walaikum Assalam, Saturday suits us.");
    await him.page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(hisThread.getByText("Saturday suits us")).toBeVisible();
    await arrives(herThread.getByText("Saturday suits us"), "his answer in her thread");

    // At 360 px the list and the thread are separate screens.
    await him.page.setViewportSize({ width: 360, height: 740 });
    await him.page.goto("/dashboard/messages");
    await expect(row).toBeVisible();
    await expect(him.page.getByLabel(`Write a message to ${HER.first} ${HER.last}`)).toHaveCount(0);
    await expectNoHorizontalScroll(him.page, "the conversation list");
    await row.click();
    await expect(him.page.getByLabel(`Write a message to ${HER.first} ${HER.last}`)).toBeVisible();
    await expect(
      him.page.getByRole("link", { name: new RegExp(`${HER.first} ${HER.last}.*Saturday`) }),
    ).toHaveCount(0);
    await expectNoHorizontalScroll(him.page, "the thread");
    await expectAccessible(him.page, "the thread at 360 px");
    await him.page.getByRole("link", { name: "All conversations" }).click();
    await expect(him.page).toHaveURL(/\/dashboard\/messages$/);

    // She blocks him from the thread: it stays, read-only, for her; his open thread follows live.
    await him.page.setViewportSize({ width: 1280, height: 800 });
    await row.click();
    await expect(him.page.getByLabel(`Write a message to ${HER.first} ${HER.last}`)).toBeVisible();
    await her.page.getByRole("button", { name: `Block ${HIM.first} ${HIM.last}` }).click();
    await her.page
      .getByRole("dialog")
      .getByRole("button", { name: `Block ${HIM.first} ${HIM.last}` })
      .click();
    await expect(her.page.getByText("You have blocked this member.")).toBeVisible();
    await expect(her.page.getByLabel(`Write a message to ${HIM.first} ${HIM.last}`)).toHaveCount(0);
    await arrives(him.page.getByText("This member is not taking messages from you."), "the block");
    await expect(him.page.getByLabel(`Write a message to ${HER.first} ${HER.last}`)).toHaveCount(0);
    await expectAccessible(him.page, "the read-only thread");
  });
});
