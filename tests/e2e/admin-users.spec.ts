import { expect, test } from "@playwright/test";
import {
  ADMIN,
  expectAccessible,
  expectNoHorizontalScroll,
  newMember,
  signInByApi,
  signUpByApi,
  toast,
} from "./support";

/*
 * The Users console of issue 18: an administrator finds a member by e-mail, opens their detail,
 * blocks them with a reason (the member cannot sign in meanwhile) and unblocks them.
 */

test.describe("admin: the Users console (issue 18)", () => {
  test("searches a member, opens them, blocks and unblocks them with a reason", async ({ page, browser }) => {
    const member = newMember("Blockable");
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signUpByApi(memberPage, member);

    await signInByApi(page, ADMIN.email, ADMIN.password);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/dashboard/users");
    await expect(page.locator("header h1")).toHaveText("Users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(member.email);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: member.name }) });
    await expect(row).toContainText(member.email);
    await expect(row).toContainText("Active");
    await expectNoHorizontalScroll(page, "the Users table at 360 px");
    await expectAccessible(page, "the Users table");

    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole("link", { name: member.name }).click();
    await expect(page.getByRole("region", { name: "Account" })).toContainText(member.email);

    await page.getByRole("button", { name: "Block", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Block ${member.name}?` });
    // The reason is required.
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    await expect(dialog.getByText("Reason must be at least 3 characters.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Reported for asking for money.");
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    await expect(toast(page, "User updated successfully")).toBeVisible();
    await expect(page.getByText("Blocked", { exact: true }).first()).toBeVisible();

    const refused = await memberPage.request.post("/api/auth/sign-in", {
      data: { email: member.email, password: member.password },
    });
    expect(refused.status()).toBe(401);

    await page.getByRole("button", { name: "Unblock", exact: true }).click();
    const unblock = page.getByRole("dialog", { name: `Unblock ${member.name}?` });
    await unblock.getByLabel("Reason").fill("Cleared after a call.");
    await unblock.getByRole("button", { name: "Unblock", exact: true }).click();
    await expect(page.getByRole("button", { name: "Block", exact: true })).toBeVisible();
    await expectAccessible(page, "a user's detail page");
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page, "a user's detail page at 360 px");
    await page.screenshot({ path: test.info().outputPath("user-detail-360.png"), fullPage: true });

    const allowed = await memberPage.request.post("/api/auth/sign-in", {
      data: { email: member.email, password: member.password },
    });
    expect(allowed.status()).toBe(200);
    await memberContext.close();
  });
});
