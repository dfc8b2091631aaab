import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  createProfileByApi,
  expectAccessible,
  expectNoHorizontalScroll,
  newMember,
  screenshotsAtWidths,
  signInByApi,
  signUpByApi,
} from "./support";
import { useUrdu } from "./urdu";

/**
 * Issue 19, the money helper's pages in Urdu at 360 px: the subscription page, a checkout through
 * the demo provider, and Settings, where switching the language to Urdu stores it on the account
 * (the page turns right to left, and stays so after signing out and in again on a fresh browser).
 */

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[key, value] as [string, string]]
      : leaves(value).map(([k, v]) => [`${key}.${k}`, v] as [string, string]),
  );
const catalogOf = (locale: string, name: string) =>
  new Map(
    leaves(JSON.parse(readFileSync(path.join("src/i18n/messages", locale, `${name}.json`), "utf8")) as Tree),
  );

/** This helper's English messages that Urdu says differently, as patterns (`{x}` matches anything). */
const ENGLISH = ["settings", "subscription", "payments"].flatMap((name) => {
  const ur = catalogOf("ur", name);
  return [...catalogOf("en", name)]
    .filter(
      ([key, english]) =>
        ur.get(key) !== english && !/\{\s*\w+\s*,|</.test(english) && /[A-Za-z]{3,}/.test(english),
    )
    .map(
      ([, english]) =>
        new RegExp(
          `^${english
            .split(/\{\s*\w+\s*\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join(".+")}$`,
        ),
    );
});

/**
 * The page is Urdu (rtl, lang=ur) and this helper's part of it (`main`) shows none of its catalogs'
 * English. The whole-page check (`expectUrduPage`) also covers the shell and the plan cards, which
 * other helpers translate: it joins once their work is merged.
 */
async function expectUrduMain(page: Page, what: string, scope: Locator = page.locator("main")) {
  await expect(page.locator("html"), what).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html"), what).toHaveAttribute("lang", "ur");
  const texts = await scope.evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text && node.parentElement && !node.parentElement.closest("[hidden],[aria-hidden='true']"))
        out.push(text);
    }
    return out;
  });
  expect(
    texts.filter((text) => ENGLISH.some((pattern) => pattern.test(text))),
    `${what}: English left`,
  ).toEqual([]);
}

async function expectGoodAt360(page: Page, what: string, scope?: Locator) {
  await expectUrduMain(page, what, scope);
  await expectNoHorizontalScroll(page, what);
  await expectAccessible(page, what);
}

test.describe("money pages in Urdu", { tag: "@embedded" }, () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("the subscription page and a checkout through the demo provider, in Urdu", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // Signed up in English (the suite's helper reads the English code mail), then reading Urdu.
    await signUpByApi(page, newMember("MoneyUrdu"));
    await createProfileByApi(page);
    await useUrdu(context, baseURL ?? "");

    await page.goto("/dashboard/subscription");
    await expect(page.getByRole("heading", { name: "پلان جو آپ خرید سکتے ہیں" })).toBeVisible();
    await expect(page.getByRole("region", { name: "پلانز کی تاریخ" })).toContainText(
      "ابھی تک کوئی ادا شدہ پلان نہیں",
    );
    // This helper's parts: the plan history (the plan panel and cards are other helpers').
    await expectGoodAt360(
      page,
      "the subscription page",
      page.getByRole("region", { name: "پلانز کی تاریخ" }),
    );
    await screenshotsAtWidths(page, testInfo, "subscription-urdu");
    await page.setViewportSize({ width: 360, height: 800 });

    // The confirmation of a plan: its price in Urdu's rupees, and the demo notice in Urdu.
    const plans = await page.request.get("/api/subscription-plans");
    const listed = ((await plans.json()) as { data: { plans: { id: string; name: string }[] } }).data.plans;
    const gold = listed.find((plan) => plan.name === "Gold");
    await page.goto(`/dashboard/subscription?plan=${gold?.id}`);
    const confirm = page.getByTestId("checkout-panel");
    await expect(confirm.getByRole("heading", { level: 2 })).toHaveText("اپنے پلان کی تصدیق کریں: Gold");
    await expect(confirm).toContainText("5,000 روپے");
    await expect(confirm.getByText("ڈیمو ادائیگی: کوئی رقم منتقل نہیں ہوتی")).toBeVisible();
    await expectGoodAt360(page, "the confirmation", confirm);
    await screenshotsAtWidths(page, testInfo, "checkout-urdu");
    await page.setViewportSize({ width: 360, height: 800 });

    await confirm.getByRole("button", { name: "5,000 روپے ادا کریں" }).click();
    await expect(page).toHaveURL(/\/api\/demo-payfast\/Ecommerce\/api\/Transaction\/PostTransaction$/);
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page).toHaveURL(/\/success\?/);
    await page.goto("/dashboard/subscription");
    const history = page.getByRole("region", { name: "پلانز کی تاریخ" });
    await expect(history).toContainText("Gold");
    await expect(history).toContainText("جاری");
    await expect(history).toContainText("خریدا گیا");
  });

  test("Settings switches the account to Urdu: right to left, and still so after signing in again elsewhere", async ({
    page,
    browser,
  }, testInfo) => {
    const member = newMember("MoneyLang");
    await signUpByApi(page, member);
    await createProfileByApi(page);

    await page.goto("/dashboard/settings");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const languages = page.getByRole("group", { name: "Language", exact: true });
    await expect(languages.getByRole("radio", { name: "English" })).toBeChecked();
    // Not `check()`: the radio shows the page's language, which changes with the reload it causes.
    await languages.getByRole("radio", { name: "اردو (Urdu)" }).click();
    // The page loads again in Urdu.
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "زبان اور ڈیٹا" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "زبان", exact: true }).getByRole("radio", { name: "اردو" }),
    ).toBeChecked();
    await expectGoodAt360(page, "Settings in Urdu");

    // Low data: this browser's cookie, three choices, automatic until changed.
    const lowData = page.getByRole("group", { name: "کم ڈیٹا موڈ" });
    await expect(lowData.getByRole("radio", { name: /^خودکار/ })).toBeChecked();
    await lowData.getByRole("radio", { name: /^آن/ }).check();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "rishta_low_data")?.value).toBe("on");
    await page.reload();
    await expect(
      page.getByRole("group", { name: "کم ڈیٹا موڈ" }).getByRole("radio", { name: /^آن/ }),
    ).toBeChecked();
    await screenshotsAtWidths(page, testInfo, "settings-urdu");

    // Signed out, and in again from a browser that has never chosen a language: Urdu all the same.
    await page.request.post("/api/auth/sign-out");
    const fresh = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: "en-GB" });
    const other = await fresh.newPage();
    await signInByApi(other, member.email, member.password);
    await other.goto("/dashboard/settings");
    await expect(other.locator("html")).toHaveAttribute("dir", "rtl");
    await expectUrduMain(other, "Settings after signing in again");
    await fresh.close();

    // The header's switch (?lang=en) on a dashboard page is the account's choice too.
    await signInByApi(page, member.email, member.password);
    await page.goto("/dashboard/settings?lang=en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const stored = await page.request.get("/api/language/get");
    expect(((await stored.json()) as { data: { locale: string } }).data.locale).toBe("en");
  });
});
