import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  expectAccessible,
  type NewMember,
  newMember,
  screenshotsAtWidths,
  signInWithForm,
  signUpByApi,
} from "./support";
import { expectUrduPage, useUrdu } from "./urdu";

type Plan = { id: string; name: string; price: number };

async function plansByName(request: APIRequestContext): Promise<Record<string, Plan>> {
  const response = await request.get("/api/subscription-plans");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { plans: Plan[] } };
  return Object.fromEntries(body.data.plans.map((plan) => [plan.name, plan]));
}

function planCard(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

test.describe("packages page (spec §2, §4)", () => {
  let plans: Record<string, Plan>;

  test.beforeAll(async ({ request }) => {
    plans = await plansByName(request);
  });

  test("shows the four plans with prices, limits, duration and features", async ({ page }, testInfo) => {
    await page.goto("/packages");
    await expect(page.getByRole("heading", { level: 1, name: "Packages" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(["Free", "Silver", "Gold", "Platinum"]);

    const free = planCard(page, "Free");
    await expect(free).toContainText("Rs. 0");
    await expect(free).toContainText("5 messages");
    await expect(free).toContainText("5 proposals");
    await expect(free).not.toContainText(/Valid for|days/);
    await expect(free.getByRole("listitem").filter({ hasText: "Verified badge" })).toContainText(
      "Not included",
    );

    const silver = planCard(page, "Silver");
    await expect(silver).toContainText("Rs. 2,500");
    await expect(silver).toContainText("50 messages");
    await expect(silver).toContainText("20 proposals");
    await expect(silver).toContainText("Valid for 30 days");
    await expect(silver.getByRole("listitem").filter({ hasText: "Verified badge" })).toContainText(
      "Not included",
    );

    const gold = planCard(page, "Gold");
    await expect(gold).toContainText("Rs. 5,000");
    await expect(gold).toContainText("Valid for 90 days");
    await expect(gold.getByRole("listitem").filter({ hasText: "Verified badge" })).toContainText("Included");
    await expect(gold.getByRole("listitem").filter({ hasText: "Featured profile" })).toContainText(
      "Not included",
    );

    const platinum = planCard(page, "Platinum");
    await expect(platinum).toContainText("Rs. 10,000");
    await expect(platinum.getByRole("listitem").filter({ hasText: "Featured profile" })).not.toContainText(
      "Not included",
    );

    // A visitor may pick any plan, Free included: each goes to sign-in first.
    for (const name of ["Free", "Silver", "Gold", "Platinum"]) {
      await expect(planCard(page, name).getByRole("link", { name: `Choose ${name}` })).toBeVisible();
    }
    await expectAccessible(page, "packages page (visitor)");
    await screenshotsAtWidths(page, testInfo, "packages-visitor");
  });

  test.describe("a visitor who picks a plan", () => {
    let member: NewMember;

    test.beforeAll(async ({ browser }) => {
      member = newMember("Packages");
      const context = await browser.newContext();
      await signUpByApi(await context.newPage(), member);
      await context.close();
    });

    test("signs in and comes back to that plan, highlighted and focused", async ({ page }) => {
      const silver = plans.Silver;
      if (!silver) throw new Error("no Silver plan");
      await page.goto("/packages");
      await planCard(page, "Silver").getByRole("link", { name: "Choose Silver" }).click();

      await expect(page).toHaveURL(/\/auth\/sign-in\?/);
      expect(new URL(page.url()).searchParams.get("next")).toBe(`/packages?plan=${silver.id}`);

      await signInWithForm(page, member.email, member.password);
      await expect(page).toHaveURL(`/packages?plan=${silver.id}`);
      const card = planCard(page, "Silver");
      await expect(card).toHaveAttribute("data-selected", "true");
      await expect(card).toContainText("Your choice");
      await expect(card).toBeFocused();
      await expect(page.locator("article[data-selected]")).toHaveCount(1);

      // Now signed in: the chosen plan's button leads to the subscription page.
      await expect(card.getByRole("link", { name: "Choose Silver" })).toHaveAttribute(
        "href",
        `/dashboard/subscription?plan=${silver.id}`,
      );
      await expect(planCard(page, "Free").getByRole("button", { name: "Your free plan" })).toBeDisabled();
      await expectAccessible(page, "packages page with a chosen plan");
    });
  });

  test("a signed-in member: Free is disabled, paid plans lead to the subscription page", async ({
    page,
  }, testInfo) => {
    await signUpByApi(page, newMember("PackagesMember"));
    await page.goto("/packages");

    const freeButton = planCard(page, "Free").getByRole("button", { name: "Your free plan" });
    await expect(freeButton).toBeDisabled();
    await expect(freeButton).toHaveAccessibleDescription("Every member has it; nothing to buy.");
    await expect(planCard(page, "Free").getByRole("link")).toHaveCount(0);
    // The Free plan's note is its own: no paid card carries it.
    await expect(page.getByText("Every member has it; nothing to buy.")).toHaveCount(1);
    for (const name of ["Silver", "Gold", "Platinum"]) {
      const plan = plans[name];
      if (!plan) throw new Error(`no ${name} plan`);
      await expect(planCard(page, name).getByRole("link", { name: `Choose ${name}` })).toHaveAttribute(
        "href",
        `/dashboard/subscription?plan=${plan.id}`,
      );
    }
    // An unknown ?plan= marks nothing.
    await page.goto("/packages?plan=not-a-plan");
    await expect(page.getByRole("article")).toHaveCount(4);
    await expect(page.locator("article[data-selected]")).toHaveCount(0);

    await page.goto("/packages");
    await expect(freeButton).toBeDisabled();
    await expectAccessible(page, "packages page (member)");
    await screenshotsAtWidths(page, testInfo, "packages-member");

    await planCard(page, "Gold").getByRole("link", { name: "Choose Gold" }).click();
    await expect(page).toHaveURL(`/dashboard/subscription?plan=${plans.Gold?.id}`);
  });
});

test.describe("packages page in Urdu (issue 19)", () => {
  test("the plans' prices, limits and buttons read in Urdu, right to left, at 360 px", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await useUrdu(context, baseURL ?? "");
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/packages");
    await expect(page.getByRole("heading", { level: 1, name: "پیکجز" })).toBeVisible();
    const silver = planCard(page, "Silver");
    await expect(silver).toContainText("2,500 روپے");
    await expect(silver).toContainText("50 پیغامات");
    await expect(silver).toContainText("30 دن کے لیے کارآمد");
    await expect(silver.getByRole("link", { name: "Silver منتخب کریں" })).toHaveAttribute(
      "href",
      /^\/auth\/sign-in\?next=/,
    );
    await expect(planCard(page, "Free")).toContainText("ہر رکن کے لیے مفت");
    await expectUrduPage(page, "packages in Urdu");
    await expectAccessible(page, "packages in Urdu");
    await screenshotsAtWidths(page, testInfo, "packages-ur");
  });
});
