import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { closeE2eDatabase, insertPayment } from "./database";
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
 * The administrators' side of issue 17: a plan's price edited in the Plans table shows on
 * /packages; a payment shows in the Payments table, and its detail marks it refunded with a reason.
 */

function planRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });
}

test.describe("admin: subscription plans and payments (issue 17)", () => {
  test.afterAll(() => closeE2eDatabase());
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, ADMIN.email, ADMIN.password);
  });

  test("edits a plan's price, which /packages shows, then deletes the plan nobody bought", async ({
    page,
  }) => {
    const name = `Trial ${randomUUID().slice(0, 6)}`;
    const created = await page.request.post("/api/subscription-plans/create", {
      data: { name, price: 900, messages_limit: 10, proposals_limit: 5, duration: 7 },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto(`/dashboard/subscription-plans?search=${encodeURIComponent(name)}`);
    await expect(page.locator("header h1")).toHaveText("Subscription Plans");
    const row = planRow(page, name);
    await expect(row).toContainText("Rs. 900");
    await expect(row).toContainText("Active");
    await expectAccessible(page, "the plans table");

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
    // Spec §5's message, under its field, for an empty box.
    await dialog.getByLabel("Messages limit").fill("");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Messages Limit is required!", { exact: true })).toBeVisible();
    await dialog.getByLabel("Messages limit").fill("12");
    await dialog.getByLabel("Price (Rs.)").fill("1250");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Subscription plan updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Rs. 1,250");

    await page.goto("/packages");
    const card = page.getByRole("article", { name, exact: true });
    await expect(card).toContainText("Rs. 1,250");

    // Nobody bought it: the confirmation says it will be deleted, and it is.
    await page.goto(`/dashboard/subscription-plans?search=${encodeURIComponent(name)}`);
    await planRow(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole("dialog", { name: `Delete “${name}”?` });
    await expect(confirm).toContainText("Nobody has bought this plan, so it will be deleted for good.");
    await confirm.getByRole("button", { name: "Delete plan" }).click();
    await expect(toast(page, "Subscription plan deleted.")).toBeVisible();
    await expect(page.getByText("No plan matches this search.")).toBeVisible();
  });

  // The payment is written straight into the database, which only the PostgreSQL server leaves open.
  test("sees a payment in the Payments table, opens it and marks it refunded with a reason", {
    tag: "@db-data",
  }, async ({ page, browser }) => {
    const member = newMember("Payer");
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signUpByApi(memberPage, member);
    await memberContext.close();

    const { basketId } = await insertPayment({
      email: member.email,
      planName: "Gold",
      status: "paid",
      provider: "demo",
    });

    await page.goto(`/dashboard/payments?search=${encodeURIComponent(member.email)}`);
    const row = page.getByRole("row").filter({ hasText: member.email });
    await expect(row).toContainText("Gold");
    await expect(row).toContainText("Rs. 5,000");
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(member.name);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page, "the payments table at 360 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole("link", { name: /^Gold payment/ }).click();
    await expect(page.locator("header h1")).toHaveText("Payment Details");
    await expect(page.getByText(basketId, { exact: true })).toBeVisible();
    await expectAccessible(page, "a payment's detail");

    await page.getByRole("button", { name: "Mark refunded" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark this payment refunded?" });
    await dialog.getByRole("button", { name: "Mark refunded" }).click();
    await expect(dialog.getByText("Reason is required!", { exact: true })).toBeVisible();
    await dialog.getByLabel("Reason").fill("Refunded by bank transfer: bought twice");
    await dialog.getByRole("button", { name: "Mark refunded" }).click();
    await expect(toast(page, "Payment marked refunded. The plan it bought has ended.")).toBeVisible();
    await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Refunded by bank transfer: bought twice").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark refunded" })).toHaveCount(0);
    // The event log has the administrator's change.
    await expect(page.getByRole("cell", { name: "admin_changed" })).toBeVisible();
  });
});
