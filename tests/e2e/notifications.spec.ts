import { type Browser, expect, type Page, test } from "@playwright/test";
import { profileInput } from "../support/profile-input";
import {
  createProfileByApi,
  dashboardNav,
  expectAccessible,
  headerTitle,
  type NewMember,
  newMember,
  screenshotsAtWidths,
  signUpByApi,
} from "./support";

/*
 * Issue 16, in the browser: two members in two browser contexts. B proposes to A while A has her
 * dashboard open; A's sidebar and header badges and her /dashboard/notifications list follow
 * without a reload (the event stream, decision 0025); Mark all as read clears the badges.
 */

async function memberIn(browser: Browser, label: string, gender: "male" | "female") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member: NewMember = newMember(label);
  await signUpByApi(page, member);
  const base = profileInput();
  await createProfileByApi(page, { personal_info: { ...base.personal_info, gender } });
  const me = await page.request.get("/api/auth/me");
  const profileId = ((await me.json()) as { data: { profileId: string } }).data.profileId;
  return { context, page, member, profileId };
}

function notificationsLink(page: Page) {
  return dashboardNav(page).getByRole("link", { name: /^Notifications/ });
}

test("a proposal's notification reaches the receiver's open dashboard live; mark all read clears it", async ({
  browser,
}, testInfo) => {
  const a = await memberIn(browser, "notified", "female");
  const b = await memberIn(browser, "proposer", "male");
  try {
    await a.page.goto("/dashboard/notifications");
    await expect(headerTitle(a.page)).toHaveText("Notifications");
    await expect(a.page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
    await expect(notificationsLink(a.page)).toHaveAccessibleName("Notifications");
    await expectAccessible(a.page, "empty notifications");
    // The stream is open once the page is interactive; give it its first message.
    await a.page.waitForLoadState("networkidle").catch(() => {});

    const sent = await b.page.request.post("/api/proposal/create", { data: { receiver_id: a.profileId } });
    expect(sent.status(), await sent.text()).toBe(200);

    // No reload: the list, the sidebar badge and the header badge follow the stream.
    const item = a.page.getByTestId("notification");
    await expect(item).toHaveCount(1, { timeout: 5_000 });
    await expect(item).toHaveAttribute("data-unread", "true");
    await expect(item.getByRole("link", { name: /^New proposal from / })).toHaveAttribute(
      "href",
      /\/dashboard\/proposals\/[0-9a-f-]{36}$/,
    );
    await expect(notificationsLink(a.page)).toHaveAccessibleName(/^Notifications\s*1 unread$/);
    await expect(a.page.getByTestId("header-unread")).toContainText("1");
    await screenshotsAtWidths(a.page, testInfo, "notifications-unread");
    await expectAccessible(a.page, "notifications with one unread");

    await a.page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(item).toHaveAttribute("data-unread", "false");
    await expect(notificationsLink(a.page)).toHaveAccessibleName("Notifications");
    await expect(a.page.getByTestId("header-unread")).toHaveCount(0);
    await expect(a.page.getByRole("heading", { name: "All read" })).toBeVisible();

    // The notification leads to its subject.
    await item.getByRole("link").click();
    await expect(a.page).toHaveURL(/\/dashboard\/proposals\/[0-9a-f-]{36}$/);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
