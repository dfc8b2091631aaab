import { expect, test } from "@playwright/test";
import pa11y from "pa11y";
import puppeteer, { type Browser } from "puppeteer";

/**
 * pa11y with the HTML_CodeSniffer runner (WCAG2AA) beside axe (issue 19): the public and auth
 * pages, in both languages, have no errors. pa11y drives its own headless Chromium (Debian's) and
 * loads each page from the e2e server; `?lang=` picks the language as a shared link would.
 */
const PAGES = [
  "/",
  "/about",
  "/faq",
  "/packages",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/refund-policy",
  "/picture-policy",
  "/disclaimer",
  "/safety-tips",
  "/report-mis-use",
  "/proposals",
  "/auth/sign-in",
  "/auth/sign-up",
  "/auth/forgot-password",
] as const;

const LANGUAGES = ["en", "ur"] as const;

let browser: Browser | null = null;

test.describe("pa11y (HTML_CodeSniffer, WCAG2AA)", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    browser = await puppeteer.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    browser = null;
  });

  for (const language of LANGUAGES) {
    for (const path of PAGES) {
      test(`${path} (${language}) has no WCAG2AA errors`, async ({ baseURL }) => {
        if (!browser) throw new Error("pa11y's browser did not start");
        const url = new URL(path, baseURL);
        url.searchParams.set("lang", language);
        const results = await pa11y(url.toString(), {
          browser,
          runners: ["htmlcs"],
          standard: "WCAG2AA",
          timeout: 90_000,
        });
        expect(results.documentTitle, `${path} (${language}) loaded`).not.toBe("");
        const errors = results.issues
          .filter((issue) => issue.type === "error")
          .map((issue) => `${issue.code} at ${issue.selector}: ${issue.message}`);
        expect(errors, `${path} (${language})`).toEqual([]);
      });
    }
  }
});
