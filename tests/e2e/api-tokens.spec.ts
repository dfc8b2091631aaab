import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  expectAccessible,
  expectNoHorizontalScroll,
  headerTitle,
  newMember,
  screenshotsAtWidths,
  signInByApi,
  signUpByApi,
  toast,
} from "./support";

/**
 * Settings → API tokens (issue 15, decision 0019): create one, see it once, copy it, use it over
 * REST, see it listed with its last use, revoke it; accessible, keyboard-operable, at 360 px, with
 * no console errors. And a token opens no page.
 */

/** Console errors and uncaught page errors, failing the test at its end. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

test.describe("Settings → API tokens", () => {
  test("a member creates a token, sees it once, uses it, sees it listed and revokes it", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const errors = watchErrors(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const member = newMember("Tokens");
    await signUpByApi(page, member);
    await page.goto("/dashboard/settings");
    await expect(headerTitle(page)).toHaveText("Settings");

    const section = page.getByRole("region", { name: "API tokens" });
    await expect(section.getByText("You have no API tokens.")).toBeVisible();
    // Only administrators are offered the admin scope.
    await expect(section.getByRole("radio")).toHaveCount(2);
    await expect(section.getByRole("radio", { name: /Administrator/ })).toHaveCount(0);
    await expectAccessible(page, "settings with no API tokens");

    // Keyboard only: type the name, pick the expiry and the scope, submit with Enter.
    await section.getByLabel("Token name", { exact: true }).focus();
    await page.keyboard.type("Bureau CRM sync");
    await section.getByLabel("Expires after", { exact: true }).selectOption({ label: "90 days" });
    await section.getByRole("radio", { name: /Read and write/ }).focus();
    await page.keyboard.press("Space");
    await expect(section.getByRole("radio", { name: /Read and write/ })).toBeChecked();
    await section.getByLabel("Token name", { exact: true }).focus();
    await page.keyboard.press("Enter");

    const created = section.getByRole("region", { name: /Your new token/ });
    await expect(created).toBeVisible();
    await expect(created.getByText("Copy it now: you will not see it again.")).toBeVisible();
    const field = created.getByLabel("Your new API token", { exact: true });
    await expect(field).toBeFocused();
    const token = await field.inputValue();
    expect(token).toMatch(/^rishta_pat_[a-z2-7]{52}$/);
    await created.getByRole("button", { name: "Copy token" }).click();
    await expect(toast(page, "Token copied to the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expectAccessible(page, "settings showing a new API token");
    await screenshotsAtWidths(page, testInfo, "settings-api-token-created");

    // The token works over REST (a client with no cookie at all), and gets no cookie back.
    const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect((await me.json()).data.email).toBe(member.email);
    expect(me.headers()["set-cookie"]).toBeUndefined();
    // It opens no page: the dashboard sends a request carrying only the token to sign-in.
    const dashboard = await request.get("/dashboard/settings", {
      headers: { Authorization: `Bearer ${token}` },
      maxRedirects: 0,
    });
    expect(dashboard.status()).toBe(307);
    expect(dashboard.headers().location).toContain("/auth/sign-in");

    await created.getByRole("button", { name: "I have copied it" }).click();
    await expect(created).toBeHidden();
    await page.reload();
    const row = section.getByRole("listitem").filter({ hasText: "Bureau CRM sync" });
    await expect(row).toBeVisible();
    await expect(row.getByText("Read and write", { exact: true })).toBeVisible();
    // Listed with its last use, and never shown again.
    await expect(row.getByText("Never", { exact: true })).toHaveCount(0);
    expect(await page.content()).not.toContain(token.slice("rishta_pat_".length));
    await expectAccessible(page, "settings listing an API token");
    await expectNoHorizontalScroll(page, "settings listing an API token");
    await screenshotsAtWidths(page, testInfo, "settings-api-token-listed");

    // Revoke, confirming in a dialog opened from the keyboard.
    await row.getByRole("button", { name: "Revoke Bureau CRM sync" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Revoke “Bureau CRM sync”?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "the revoke dialog");
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await expect(toast(page, "API token revoked. It no longer works.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByText("You have no API tokens.")).toBeVisible();
    const refused = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);

    expect(errors, errors.join("\n")).toEqual([]);
  });

  test("an administrator opens Settings from the user menu and may ask for the admin scope", async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await signInByApi(page, ADMIN.email, ADMIN.password);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /account menu|user menu/i }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(headerTitle(page)).toHaveText("Settings");
    // No profile of their own to keep private or delete: the password and the tokens.
    await expect(page.getByRole("region", { name: "Privacy Settings" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Delete account" })).toHaveCount(0);

    const section = page.getByRole("region", { name: "API tokens" });
    await section.getByLabel("Token name", { exact: true }).fill("Nightly report");
    await section.getByRole("radio", { name: /Administrator/ }).check();
    await section.getByRole("button", { name: "Create token" }).click();
    const token = await section.getByLabel("Your new API token", { exact: true }).inputValue();
    const stats = await request.get("/api/dashboard/admin-stats", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(stats.status()).toBe(200);
    await expectAccessible(page, "an administrator's settings");
    await section.getByRole("button", { name: "I have copied it" }).click();
    await expect(section.getByRole("listitem").filter({ hasText: "Nightly report" })).toContainText(
      "Administrator",
    );

    expect(errors, errors.join("\n")).toEqual([]);
  });
});
