import { expect, test } from "@playwright/test";

/*
 * Issue 15: the API reference at /api/docs renders the OpenAPI document in the browser, under the
 * page's own Content-Security-Policy, with nothing fetched from another site and no console error.
 */

test("the API reference renders every domain's operations with no console error", async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /content security policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "http://")) foreign.push(request.url());
  });

  // Reached from the site's footer, as a partner finds it.
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page).toHaveTitle("Rishta API reference");
  await expect(page.getByRole("heading", { name: /Rishta API/ })).toBeVisible();
  // Tags are sections: the proposals domain is listed, and opening it shows its operations.
  const proposals = page.getByRole("heading", { name: /^proposals/ });
  await expect(proposals).toBeVisible();
  await proposals.click();
  await expect(page.getByText("/api/proposal/create", { exact: true })).toBeVisible();
  await page.getByText("/api/proposal/create", { exact: true }).click();
  // The operation shows its documented example answer, field names included.
  await expect(page.getByText("Example Value").first()).toBeVisible();

  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});

test("the API reference fits a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Rishta API/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
