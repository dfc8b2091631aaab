import { expect, type Page, test } from "@playwright/test";
import { formatDate } from "../../src/lib/format";
import { closeE2eDatabase, insertPayment, planNamed } from "./database";
import {
  createProfileByApi,
  expectAccessible,
  headerTitle,
  newMember,
  screenshotsAtWidths,
  signUpByApi,
  toast,
} from "./support";

/**
 * The member's money pages (issue 17): a Free member's pages, a purchase and a decline through the
 * demo provider (any server), and what the pages make of payments and plan periods put straight in
 * the database (the PostgreSQL project only: the embedded database is the server's alone): queued
 * plans, a receipt, forged return parameters.
 */

async function memberWithProfile(page: Page, label: string) {
  const member = newMember(label);
  await signUpByApi(page, member);
  await createProfileByApi(page);
  return member;
}

function plan(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

// Nothing here needs the database: once, on the embedded one, is enough (playwright.config.ts's
// projects select by these tags).
test.describe("on the embedded server (no data from outside the pages)", { tag: "@embedded" }, () => {
  test("/packages has the plans and prices in its HTML, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/packages");
    await expect(page.getByRole("article")).toHaveCount(4);
    await expect(plan(page, "Silver")).toContainText("Rs. 2,500");
    await expect(plan(page, "Platinum")).toContainText("Rs. 10,000");
    // This server takes demo payments, and its packages page says so.
    await expect(
      page.getByText(/^Demo payments: plans here are bought through a demo payment page/),
    ).toBeVisible();
    // The visitor's buttons work without JavaScript too: sign in first, then back to the plan.
    await expect(plan(page, "Gold").getByRole("link", { name: "Choose Gold" })).toHaveAttribute(
      "href",
      /^\/auth\/sign-in\?next=%2Fpackages%3Fplan%3D/,
    );
    await context.close();
  });

  test("a Free member: plan, usage without duration, plans to buy, the confirmation, empty payments", async ({
    page,
  }, testInfo) => {
    await memberWithProfile(page, "SubFree");
    await page.goto("/dashboard/subscription");
    await expect(headerTitle(page)).toHaveText("Subscription");
    const status = page.getByRole("region", { name: "Subscription Status" });
    await expect(status).toContainText("Current plan: Free");
    await expect(status.getByRole("progressbar")).toHaveCount(2);
    await expect(status).not.toContainText("Duration");
    await expect(status.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/packages");
    await expect(status.getByRole("link", { name: "Reset Plan" })).toHaveAttribute("href", "/contact");

    const toBuy = page.getByRole("region", { name: "Plans you can buy" });
    await expect(toBuy.getByRole("heading", { level: 3 })).toHaveText(["Silver", "Gold", "Platinum"]);
    await expect(page.getByRole("region", { name: "Plan history" })).toContainText("No paid plans yet");
    await screenshotsAtWidths(page, testInfo, "subscription-free");

    // Picking Gold opens its confirmation, with the server's price and when it would start.
    await toBuy.getByRole("link", { name: "Choose Gold" }).click();
    const confirm = page.getByRole("region", { name: "Confirm your plan: Gold" });
    await expect(confirm).toContainText("Rs. 5,000");
    await expect(confirm).toContainText("Gold starts as soon as PayFast confirms your payment.");
    await expectAccessible(page, "the confirmation panel");
    // The checkout call fails (here: the network): spec §8's toast, and the member stays.
    await page.route("**/api/trpc/payfast.checkout**", (route) => route.abort());
    await confirm.getByRole("button", { name: "Pay Rs. 5,000" }).click();
    await expect(toast(page, "Failed to initiate payment")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/subscription\?plan=/);

    await page.goto("/dashboard/payment");
    await expect(headerTitle(page)).toHaveText("Payment");
    await expect(page.getByRole("heading", { name: "No payments yet" })).toBeVisible();
  });

  test("a member buys through the demo provider: a decline leaves Free, an approval gives the plan and a receipt", async ({
    page,
  }) => {
    await memberWithProfile(page, "SubBuyer");
    const pay = async (name: string, price: string, decision: "Approve" | "Decline") => {
      await page.goto("/packages");
      await plan(page, name)
        .getByRole("link", { name: `Choose ${name}` })
        .click();
      const confirm = page.getByRole("region", { name: `Confirm your plan: ${name}` });
      // Said before paying, not only on the provider's page.
      await expect(confirm.getByText("Demo payment: no money moves")).toBeVisible();
      await confirm.getByRole("button", { name: `Pay ${price}` }).click();
      // The hidden form posts itself to the (demo) provider's hosted page.
      await expect(page).toHaveURL(/\/api\/demo-payfast\/Ecommerce\/api\/Transaction\/PostTransaction$/);
      await expect(page.getByText("Demo payment: no money moves").first()).toBeVisible();
      await page.getByRole("button", { name: decision }).click();
    };

    await pay("Gold", "Rs. 5,000", "Decline");
    await expect(page).toHaveURL(/\/failure\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment failed");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/packages");
    await page.goto("/dashboard/subscription");
    await expect(page.getByRole("region", { name: "Subscription Status" })).toContainText(
      "Current plan: Free",
    );

    await pay("Silver", "Rs. 2,500", "Approve");
    await expect(page).toHaveURL(/\/success\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment successful");
    await expectAccessible(page, "the success page");
    await page.getByRole("link", { name: "Your subscription" }).click();
    const status = page.getByRole("region", { name: "Subscription Status" });
    await expect(status).toContainText("Current plan: Silver");
    await expect(status).toContainText("0 of 50 used, 50 left");
    await expect(page.getByRole("region", { name: "Plan history" })).toContainText("Running");

    await page.goto("/dashboard/payment");
    const rows = page.getByTestId("payment-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Silver");
    await expect(rows.nth(0)).toContainText("Paid");
    await expect(rows.nth(1)).toContainText("Failed");
    await rows.nth(0).getByRole("link", { name: "Receipt for Silver" }).click();
    await expect(page.getByRole("article", { name: /^Receipt RSH-\d{6}$/ })).toContainText("Demo payment");
  });

  test("a signed-out visitor on /success is asked to sign in and brought back", async ({ page }) => {
    await page.goto("/success?basket_id=RSH-ANY&err_code=000");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to see your payment");
    const href = await page.getByRole("link", { name: "Sign in", exact: true }).last().getAttribute("href");
    expect(new URL(href ?? "", "http://x").searchParams.get("next")).toBe(
      "/success?basket_id=RSH-ANY&err_code=000",
    );
  });
});

// The pages' server must be the one on PostgreSQL (E2E_POSTGRES=1, or CI): the data goes into its
// database, which the embedded server holds alone.
test.describe("with payments and periods in the database", { tag: "@db-data" }, () => {
  test.afterAll(() => closeE2eDatabase());

  test("a paid plan, a queued one, the confirmation's queued wording, payments and a receipt", async ({
    page,
    browser,
  }, testInfo) => {
    const member = await memberWithProfile(page, "SubPaid");
    const silver = await insertPayment({ email: member.email, planName: "Silver", status: "paid" });
    await insertPayment({ email: member.email, planName: "Gold", status: "paid" });
    await insertPayment({
      email: member.email,
      planName: "Platinum",
      status: "failed",
      statusReason: "Insufficient funds",
    });
    const platinum = await planNamed("Platinum");

    await page.goto("/dashboard/subscription");
    const status = page.getByRole("region", { name: "Subscription Status" });
    await expect(status).toContainText("Current plan: Silver");
    await expect(status).toContainText("0 days used, 30 days left");
    const silverEnds = formatDate(new Date(Date.now() + 30 * 86_400_000));
    await expect(page.getByRole("region", { name: "Coming next" })).toContainText(
      `Gold starts on ${silverEnds}`,
    );
    const history = page.getByRole("region", { name: "Plan history" });
    await expect(history.getByTestId("history-item")).toHaveCount(1);
    await expect(history).toContainText("Silver");
    await expect(history).toContainText("Running");
    await screenshotsAtWidths(page, testInfo, "subscription-queued");

    // Buying more while plans run: the confirmation says, before payment, where the new one goes.
    await page.goto(`/dashboard/subscription?plan=${platinum.id}`);
    const confirm = page.getByRole("region", { name: "Confirm your plan: Platinum" });
    const goldEnds = formatDate(new Date(Date.now() + 120 * 86_400_000));
    await expect(confirm.getByTestId("checkout-start")).toHaveText(
      `Platinum starts when your Gold plan ends on ${goldEnds}.`,
    );
    await expect(confirm.getByRole("button", { name: "Pay Rs. 10,000" })).toBeVisible();

    await page.goto("/dashboard/payment");
    const rows = page.getByTestId("payment-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Platinum");
    await expect(rows.nth(0)).toContainText("Failed");
    await expect(rows.nth(2)).toContainText("Silver");
    await expect(rows.nth(2)).toContainText("Rs. 2,500");
    await expect(rows.nth(2)).toContainText("Paid");
    await expect(rows.nth(2)).toContainText(/\d{2}\/\d{2}\/\d{2} at \d{2}:\d{2} (AM|PM)/);
    await expect(page.getByRole("link", { name: /^Receipt/ })).toHaveCount(2);
    await screenshotsAtWidths(page, testInfo, "payments");

    await rows.nth(2).getByRole("link", { name: "Receipt for Silver" }).click();
    await expect(page).toHaveURL(`/dashboard/payment/${silver.id}`);
    await expect(headerTitle(page)).toHaveText("Payment");
    const receipt = page.getByRole("article", { name: /^Receipt RSH-\d{6}$/ });
    await expect(receipt).toContainText(silver.basketId);
    await expect(receipt).toContainText(`PF-${silver.basketId.slice(8)}`);
    await expect(receipt).toContainText("Rs. 2,500");
    await expect(receipt).toContainText(member.email);
    await expect(receipt).toContainText(`${formatDate(new Date())} to ${silverEnds}`);
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectAccessible(page, "the receipt");
    // On paper: the receipt alone, without the dashboard's sidebar, header and buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header h1")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // Another member's payment id is the dashboard's not-found page.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signUpByApi(other, newMember("SubOther"));
    await other.goto(`/dashboard/payment/${silver.id}`);
    await expect(other.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await context.close();
  });

  test("/success shows the stored status, whatever its query says, and follows a pending one", async ({
    page,
  }) => {
    const member = await memberWithProfile(page, "SubReturn");
    const failed = await insertPayment({
      email: member.email,
      planName: "Gold",
      status: "failed",
      statusReason: "Transaction declined by the bank",
    });
    // A forged success: the basket failed, so the page says so.
    await page.goto(
      `/success?basket_id=${failed.basketId}&err_code=000&err_msg=Success&validation_hash=forged`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment failed");
    await expect(page.getByRole("main")).toContainText("Reason: Transaction declined by the bank");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/packages");
    await expectAccessible(page, "the failure wording");

    const pending = await insertPayment({ email: member.email, planName: "Silver", status: "pending" });
    await page.goto(`/success?basket_id=${pending.basketId}&err_code=000`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We are waiting for PayFast to confirm your payment",
    );
    // Still pending a few seconds later: the forged code changed nothing.
    await page.waitForTimeout(2_500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We are waiting for PayFast to confirm your payment",
    );
  });
});
