import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  createProfileByApi,
  expectAccessible,
  expectNoHorizontalScroll,
  newMember,
  screenshotsAtWidths,
  signUpByApi,
} from "./support";
import { useUrdu } from "./urdu";

/** /dashboard/help: the guide, the members' FAQ and support, filtered by the search box. */

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : flatten(value)));
/** The English help copy without placeholders: none of it may show on the Urdu page. */
const englishHelp = flatten(
  JSON.parse(readFileSync("src/i18n/messages/en/help.json", "utf8")) as Tree,
).filter((text) => !text.includes("{"));

const content = (page: Page) => page.locator("#dashboard-main");
const search = (page: Page, label: string) => content(page).getByRole("searchbox", { name: label });

async function signedUpMember(page: Page, label: string) {
  const member = newMember(label);
  await signUpByApi(page, member);
  await createProfileByApi(page);
  return member;
}

test.describe("help page", () => {
  test("explains the service, answers the FAQ, reaches support, and filters as the member types", async ({
    page,
  }, testInfo) => {
    const member = await signedUpMember(page, "help-en");
    const response = await page.goto("/dashboard/help");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("This section is not available yet.")).toHaveCount(0);
    const main = content(page);
    for (const heading of ["How Rishta works", "Questions members ask", "Contact support"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const topic of [
      "Your profile",
      "Proposals",
      "Connections",
      "Messages",
      "Packages and payment",
      "Privacy",
      "Verification",
      "Safety",
      "How do I get started?",
      "Report misuse",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: topic, exact: true })).toBeVisible();
    }

    // Support: the contact form with the member's details, the phone lines and WhatsApp, misuse.
    const form = main.getByRole("link", { name: "Open the contact form" });
    const href = new URL((await form.getAttribute("href")) ?? "", "http://x");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("name")).toBe(member.name);
    expect(href.searchParams.get("email")).toBe(member.email);
    await expect(main.getByRole("link", { name: "Call Lahore office: +92 300 8475120" })).toHaveAttribute(
      "href",
      "tel:+923008475120",
    );
    await expect(main.getByRole("link", { name: "WhatsApp Lahore office: +92 300 8475120" })).toHaveAttribute(
      "href",
      "https://wa.me/923008475120",
    );
    await expect(main.getByRole("link", { name: "Report misuse" })).toHaveAttribute(
      "href",
      "/report-mis-use",
    );
    await expectAccessible(page, "help page");
    await screenshotsAtWidths(page, testInfo, "help");

    // Search: every word must match; sections without a match disappear.
    const box = search(page, "Search help");
    await box.fill("whatsapp");
    await expect(main.getByRole("heading", { level: 3, name: "Call or WhatsApp us" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "How Rishta works" })).toHaveCount(0);
    await expect(main.getByRole("heading", { level: 3, name: "Your profile" })).toHaveCount(0);
    await expect(main.getByRole("status")).toHaveText(/^\d+ topics? found$/);

    await box.fill("block member");
    await expect(main.getByRole("heading", { level: 3, name: "Messages", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Report misuse" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Proposals", exact: true })).toHaveCount(0);

    await box.fill("zebra crossing");
    await expect(main.getByRole("heading", { name: "Nothing found" })).toBeVisible();
    await expect(main.getByText("No help topic matches “zebra crossing”.", { exact: false })).toBeVisible();
    await expect(main.getByRole("article")).toHaveCount(0);
    await expectAccessible(page, "help page without results");

    await main.getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    await expect(main.getByRole("heading", { level: 3, name: "Your profile" })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page, "help page at 360 px");
  });

  test("in Urdu: right to left, Urdu copy, and the search works on Urdu words", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await useUrdu(context, baseURL ?? "");
    await signedUpMember(page, "help-ur");
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/dashboard/help");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    const main = content(page);
    await expect(main.getByRole("heading", { level: 2, name: "رشتہ کیسے کام کرتا ہے" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "پرائیویسی" })).toBeVisible();
    const text = await main.innerText();
    expect(englishHelp.filter((english) => text.includes(english))).toEqual([]);
    await expect(search(page, "مدد میں تلاش کریں")).toHaveAttribute(
      "placeholder",
      "مثلاً: تجاویز، پرائیویسی، ادائیگی",
    );

    await search(page, "مدد میں تلاش کریں").fill("واٹس ایپ");
    await expect(main.getByRole("heading", { level: 3, name: "ہمیں فون یا واٹس ایپ کریں" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "پرائیویسی" })).toHaveCount(0);
    await search(page, "مدد میں تلاش کریں").fill("زیبرا");
    await expect(main.getByRole("heading", { name: "کچھ نہیں ملا" })).toBeVisible();
    await search(page, "مدد میں تلاش کریں").fill("");
    await expectAccessible(page, "help page in Urdu");
    await expectNoHorizontalScroll(page, "Urdu help page at 360 px");
    await screenshotsAtWidths(page, testInfo, "help-ur");
  });
});
