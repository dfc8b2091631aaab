import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createProfileByApi,
  dashboardNav,
  expectAccessible,
  expectNoHorizontalScroll,
  headerTitle,
  type NewMember,
  newMember,
  screenshotsAtWidths,
  signInByApi,
  signInWithForm,
  signUpByApi,
} from "./support";

const MEMBER_LINKS = [
  "Dashboard",
  "Proposals",
  "Connections",
  "Messages",
  "Notifications",
  "Subscription",
  "Payment",
  "Profile",
  "Settings",
  "Help",
];
/** The admin sidebar; the entries with a count badge may carry it after their label. */
const ADMIN_LINKS = [
  "Dashboard",
  "Users",
  /^Verifications/,
  /^Moderation/,
  "Contacts",
  "Subscription Plans",
  "Payments",
  /^Notifications/,
  "Broadcasts",
  "Connections",
  "Audit Log",
  "Profile",
];

async function expectCurrentLink(page: Page, label: string) {
  const nav = dashboardNav(page);
  await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
  // Exactly one entry is current.
  await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
}

async function userMenuItems(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Open user menu" }).click();
  const items = page.getByRole("menuitem");
  await expect(items.first()).toBeVisible();
  const labels = (await items.allTextContents()).map((text) => text.trim());
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  return labels;
}

test.describe("member dashboard", () => {
  let member: NewMember;

  test.beforeAll(async ({ browser }) => {
    member = newMember("Member");
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpByApi(page, member);
    await createProfileByApi(page);
    await context.close();
  });

  test.beforeEach(async ({ page }) => {
    await signInByApi(page, member.email, member.password);
  });

  test("sidebar, current entry, page titles and the user menu", async ({ page }, testInfo) => {
    await page.goto("/dashboard");
    await expect(headerTitle(page)).toHaveText("Dashboard");
    const nav = dashboardNav(page);
    await expect(nav.getByRole("link")).toHaveText(MEMBER_LINKS);
    // Profile, Settings and Help sit under the 'others' group, after the main entries.
    await expect(nav).toContainText(/Payment.*others.*Profile.*Settings.*Help/is);
    await expectCurrentLink(page, "Dashboard");
    await expectAccessible(page, "member dashboard");
    await screenshotsAtWidths(page, testInfo, "dashboard-member");

    await nav.getByRole("link", { name: "Profile", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(headerTitle(page)).toHaveText("Profile");
    await expectCurrentLink(page, "Profile");
    await expectAccessible(page, "member profile");

    // The sidebar is 265 px wide (spec §2), and its logo leads back to /dashboard.
    const sidebar = page.locator("aside").filter({ has: nav });
    expect((await sidebar.boundingBox())?.width).toBe(265);
    await sidebar.getByRole("link", { name: "Rishta" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectCurrentLink(page, "Dashboard");
    await page.goto("/dashboard/profile");

    expect(await userMenuItems(page)).toEqual([
      "Profile",
      "Proposals",
      "Notifications",
      "Settings",
      "Logout",
    ]);

    await page.goto("/dashboard/whatever");
    await expect(headerTitle(page)).toHaveText("Page Not Found");
    await expectAccessible(page, "unknown dashboard page");
  });

  test("on a small screen 'Open navigation' opens the sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/dashboard");
    await expectNoHorizontalScroll(page, "member dashboard");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const nav = dashboardNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link")).toHaveText(MEMBER_LINKS);
    // Still 265 px on a phone (85% of 360 px would be wider), sliding in from the start edge.
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);
    expect((await sheet.boundingBox())?.width).toBe(265);
    await expectAccessible(page, "member dashboard with the sidebar open at 360 px");
    await nav.getByRole("link", { name: "Messages", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages$/);
    await expect(headerTitle(page)).toHaveText("Messages");
    await expectNoHorizontalScroll(page, "member messages");
  });

  test("admin pages answer 403 'Access denied'", async ({ page }) => {
    for (const path of ["/dashboard/users", "/dashboard/subscription-plans"]) {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path} for a member`).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
      await expectAccessible(page, `${path} refused`);
    }
    // The member's own sidebar still shows, without admin entries.
    await expect(dashboardNav(page).getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
  });
});

test.describe("admin dashboard", () => {
  test("the admin signs in and sees the admin sidebar, cards and menu", async ({ page }, testInfo) => {
    await page.goto("/auth/sign-in");
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(headerTitle(page)).toHaveText("Dashboard");

    const nav = dashboardNav(page);
    await expect(nav.getByRole("link")).toHaveText(ADMIN_LINKS);
    await expectCurrentLink(page, "Dashboard");
    const main = page.getByRole("main");
    for (const card of ["Members", "Profiles", "New contact messages", "Payments"]) {
      await expect(main.getByText(card, { exact: true }), `admin card "${card}"`).toBeVisible();
    }
    await expectAccessible(page, "admin dashboard");
    await screenshotsAtWidths(page, testInfo, "dashboard-admin");

    expect(await userMenuItems(page)).toEqual(["Profile", "Notifications", "Settings", "Logout"]);

    await nav.getByRole("link", { name: "Users", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(headerTitle(page)).toHaveText("Users");
    await expectCurrentLink(page, "Users");
    await expectAccessible(page, "admin users");

    // The member screens are not offered to admins: not in the sidebar, and 403 when typed in.
    for (const path of ["/dashboard/proposals", "/dashboard/subscription", "/dashboard/help"]) {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path} for an admin`).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    }
    await expectAccessible(page, "member page refused to an admin");
    await expect(dashboardNav(page).getByRole("link", { name: "Proposals", exact: true })).toHaveCount(0);
  });
});
