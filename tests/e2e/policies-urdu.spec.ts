import { expect, type Page, test } from "@playwright/test";
import { policies } from "@/content/policies";
import { formatDate } from "@/lib/format";
import { expectAccessible, expectNoHorizontalScroll } from "./support";
import { expectUrduPage, useUrdu } from "./urdu";

/*
 * The policy pages in Urdu (issue 19): each of the seven reads right to left with no English
 * catalog text left, its title, table of contents and numbered sections in Urdu, passes axe and
 * does not scroll sideways at 360 px; its metadata points crawlers at both languages. The English
 * pages stay as they were.
 */

const POLICIES = Object.values(policies);

function sectionHeadings(page: Page) {
  return page.getByTestId("policy-sections").getByRole("heading", { level: 2 });
}

test.describe("policy pages in Urdu at 360 px", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useUrdu(context, baseURL ?? "");
  });

  for (const content of POLICIES) {
    const policy = content.ur;
    test(`${policy.path} is Urdu, accessible and fits a phone`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(policy.path);

      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
      await expect(page).toHaveTitle(`${policy.title} · رشتہ`);
      await expect(page.getByText("آخری ترمیم:")).toContainText(formatDate(policy.updated, "ur"));

      // The numbered sections and the table of contents are the Urdu ones, in the same order.
      const headings = sectionHeadings(page);
      await expect(headings).toHaveCount(policy.sections.length);
      for (const [index, section] of policy.sections.entries()) {
        await expect(headings.nth(index)).toHaveText(`${index + 1}.${section.heading}`);
      }
      const toc = page.getByRole("navigation", { name: "اس صفحے پر" });
      await expect(toc.getByRole("link")).toHaveCount(policy.sections.length);
      await expect(toc.getByRole("link").first()).toHaveAttribute("href", `#${policy.sections[0]?.id}`);

      // Crawlers find both languages; the Urdu page names itself as the canonical Urdu URL.
      const head = page.locator("head");
      await expect(head.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
        "href",
        new RegExp(`${policy.path}\\?lang=ur$`),
      );
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        new RegExp(`${policy.path}\\?lang=en$`),
      );
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        new RegExp(`${policy.path}$`),
      );
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ur_PK");

      await expectNoHorizontalScroll(page, `${policy.path} in Urdu`);
      await expectAccessible(page, `${policy.path} in Urdu at 360 px`);
      const file = testInfo.outputPath(`${policy.path.slice(1)}-ur-360px.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${policy.path} Urdu 360px`, { path: file, contentType: "image/png" });

      // Last, so every check above has run: no English catalog text anywhere on the page (the
      // header and footer included).
      await expectUrduPage(page, policy.path);
    });
  }

  test("phone numbers and the e-mail address read left to right inside Urdu text", async ({ page }) => {
    await page.goto(policies.reportMisuse.ur.path);
    const phone = page.locator("#how-to-report").getByRole("link", { name: "+92 300 8475120" });
    await expect(phone).toHaveAttribute("href", "tel:+923008475120");
    await expect(phone).toHaveAttribute("dir", "ltr");
    // Laid out left to right: the "+92" group sits left of the subscriber number.
    const order = await phone.evaluate((link) => {
      const text = link.firstChild;
      if (!text) return null;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 3);
      const first = range.getBoundingClientRect().left;
      range.setStart(text, text.textContent?.length ? text.textContent.length - 3 : 0);
      range.setEnd(text, text.textContent?.length ?? 0);
      return { first, last: range.getBoundingClientRect().left };
    });
    expect(order).not.toBeNull();
    expect(order?.first ?? 0).toBeLessThan(order?.last ?? 0);
    const email = page.locator("#how-to-report").getByRole("link", { name: "support@rishta.pk" });
    await expect(email).toHaveAttribute("dir", "ltr");
    // Links to other pages keep their Urdu labels.
    await expect(page.locator("#how-to-report").getByRole("link", { name: "رابطہ فارم" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("?lang=ur on a policy link opens it in Urdu without a remembered choice", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`${policies.safetyTips.ur.path}?lang=ur`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policies.safetyTips.ur.title);
    await expectUrduPage(page, "safety tips from a shared link");
    await context.close();
  });
});

test.describe("policy pages in English", () => {
  test("stay as they were: English headings, date and metadata, left to right", async ({ page }) => {
    await page.goto("/refund-policy");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund policy");
    await expect(sectionHeadings(page).first()).toHaveText(
      "1.Subscription fees are non-refundable once activated",
    );
    await expect(page.getByText("Last updated:")).toHaveText("Last updated: 1 November 2026");
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
    await expect(page).toHaveTitle("Refund policy · Rishta");
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "en_PK");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/refund-policy$/);
    await expect(page.locator('head link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
      "href",
      /\/refund-policy\?lang=ur$/,
    );
  });
});
