import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { profileInput } from "../support/profile-input";
import {
  ADMIN,
  createProfileByApi,
  dashboardNav,
  expectAccessible,
  expectNoHorizontalScroll,
  newMember,
  signInByApi,
  signUpByApi,
  toast,
} from "./support";

/*
 * Issue 18's broadcast, in the browser: a member has her notifications open in one browser
 * context; an administrator, in another, writes a broadcast to women, previews it with the
 * number of recipients, confirms and sends; the member's list and badge show it without a reload.
 */
test("an administrator's broadcast, previewed and counted, reaches a signed-in member live", async ({
  browser,
  page,
}) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  try {
    await signUpByApi(memberPage, newMember("broadcast"));
    const base = profileInput();
    await createProfileByApi(memberPage, { personal_info: { ...base.personal_info, gender: "female" } });
    await memberPage.goto("/dashboard/notifications");
    await expect(memberPage.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
    await memberPage.waitForLoadState("networkidle").catch(() => {});

    await signInByApi(page, ADMIN.email, ADMIN.password);
    await page.goto("/dashboard/broadcasts");
    await expect(page.locator("header h1")).toHaveText("Broadcasts");
    const title = `Eid Mubarak ${randomUUID().slice(0, 6)}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill("Our offices are closed on Eid.");
    await page.getByLabel("Link (optional)").fill("https://elsewhere.example");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByRole("button", { name: "Preview and count recipients" }).click();
    await expect(page.getByText("Link must be a page of this site", { exact: false })).toBeVisible();
    await page.getByLabel("Link (optional)").fill("/packages");
    await page.getByRole("button", { name: "Preview and count recipients" }).click();

    // The count is the server's dry run for the same segment.
    const dryRun = await page.request.post("/api/notifications/broadcast", {
      data: { title, body: "Our offices are closed on Eid.", segment: { gender: "female" }, dry_run: true },
    });
    const { recipients } = ((await dryRun.json()) as { data: { recipients: number } }).data;
    expect(recipients).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId("broadcast-recipients")).toHaveText(
      `${recipients.toLocaleString("en")} ${recipients === 1 ? "member" : "members"} will receive it.`,
    );
    await expect(page.getByRole("article", { name: "The notification as members see it" })).toContainText(
      title,
    );
    await expectAccessible(page, "the broadcast form with its preview");
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page, "the broadcasts page");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Send…" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this broadcast?" });
    await dialog.getByRole("button", { name: "Send now" }).click();
    await expect(toast(page, "Broadcast queued: members will receive it in a moment.")).toBeVisible();

    // No reload on the member's side: the stream brings it.
    const item = memberPage.getByTestId("notification").filter({ hasText: title });
    await expect(item).toHaveCount(1, { timeout: 10_000 });
    await expect(item.getByRole("link", { name: title })).toHaveAttribute("href", "/packages");
    await expect(dashboardNav(memberPage).getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName(
      /^Notifications\s*1 unread$/,
    );

    // The sent list shows it delivered (it refreshes itself while delivering).
    const row = page.getByTestId("broadcast-row").filter({ hasText: title });
    await expect(row).toContainText("Sent", { timeout: 10_000 });
    await expect(row).toContainText(
      `${recipients.toLocaleString("en")} of ${recipients.toLocaleString("en")}`,
    );
  } finally {
    await memberContext.close();
  }
});
