import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { publicRoutes } from "@/content/site";
import {
  ADMIN,
  createProfileByApi,
  expectHydrated,
  headerTitle,
  newMember,
  signInByApi,
  signInWithForm,
  signUpByApi,
  toast,
} from "./support";

/*
 * Issue 14, finding 4: every answer carries the security headers, and the Content-Security-Policy
 * lets the site's own scripts run (by hash on the prerendered public pages, by nonce on the pages
 * rendered per request) while refusing injected ones. Each test watches for CSP violations (the
 * `securitypolicyviolation` events and Chromium's console reports) and fails on any.
 */

/** Every public page the sitemap lists, the auth pages and a 404. */
const PUBLIC_PAGES = [
  ...publicRoutes.map((route) => route.path),
  "/auth/sign-in",
  "/auth/sign-up",
  "/auth/forgot-password",
  "/a-page-that-does-not-exist",
];

type Violations = { list: string[] };

/**
 * Collects every CSP violation the page reports, across navigations: the event is passed out
 * through a binding (which the CSP does not govern), and Chromium's own console line is kept too.
 */
async function watchViolations(page: Page): Promise<Violations> {
  const violations: Violations = { list: [] };
  await page.exposeFunction("reportCspViolation", (text: string) => violations.list.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.list.push(`console: ${message.text()}`);
  });
  return violations;
}

function expectCommonHeaders(response: { headers(): Record<string, string> } | null, what: string): string {
  expect(response, what).not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["x-frame-options"], what).toBe("DENY");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  return csp;
}

test("public pages, prerendered or not, run their own scripts and nothing else", async ({ page }) => {
  const violations = await watchViolations(page);

  await test.step("a prerendered page: its inline scripts by hash, no nonce", async () => {
    const response = await page.goto("/about");
    const csp = expectCommonHeaders(response, "/about");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(csp).not.toContain("nonce-");
    expect(response?.headers()["x-nextjs-cache"], "/about is served as a file").toBeDefined();
    await expectHydrated(page, "/about");
  });

  await test.step("every public page, the auth pages and a 404 hydrate without a violation", async () => {
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(path);
      expectCommonHeaders(response, path);
      await expectHydrated(page, path);
    }
    // Client-side navigation from a prerendered page to a page rendered per request.
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).first().click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    expect(violations.list).toEqual([]);
  });

  await test.step("a script injected into a page is refused, and reported", async () => {
    for (const path of ["/about", "/auth/sign-in"]) {
      await page.goto(path);
      await expectHydrated(page, path);
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
        return "injected" in window;
      });
      expect(ran, `an injected inline script ran on ${path}`).toBe(false);
      await expect.poll(() => violations.list.length, { message: path }).toBeGreaterThan(0);
      expect(violations.list.every((line) => /script-src/.test(line))).toBe(true);
      violations.list.length = 0;
    }
  });
});

test("the dashboard renders with a nonce on every script, and the admin signs in under it", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto("/auth/sign-in");
  await expectHydrated(page, "sign-in");
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(headerTitle(page)).toHaveText("Dashboard");

  const response = await page.goto("/dashboard/users");
  const csp = expectCommonHeaders(response, "/dashboard/users");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeDefined();
  const html = (await response?.text()) ?? "";
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) {
    if (/type="application\/ld\+json"/.test(tag)) continue;
    expect(tag, "every script carries this answer's nonce").toContain(`nonce="${nonce}"`);
  }
  await expectHydrated(page, "/dashboard/users");
  await expect(headerTitle(page)).toHaveText("Users");

  const again = await page.goto("/dashboard");
  expect(expectCommonHeaders(again, "/dashboard"), "a fresh nonce each time").not.toContain(
    `'nonce-${nonce}'`,
  );
  expect(violations.list).toEqual([]);
});

test("the profile wizard and the photo preview (a blob: image) work under the CSP", async ({ page }) => {
  const violations = await watchViolations(page);

  await test.step("a new member's wizard checks its first step in the browser", async () => {
    await signUpByApi(page, newMember("Csp wizard"));
    await page.goto("/dashboard/profile/create");
    await page.getByRole("button", { name: "Let's Start" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
  });

  await test.step("a member picks a new photo and sees it before saving", async () => {
    const member = newMember("Csp photo");
    await page.context().clearCookies();
    await signUpByApi(page, member);
    await createProfileByApi(page);
    await signInByApi(page, member.email, member.password);
    await page.goto("/dashboard/profile");
    await page.getByRole("button", { name: "Edit Profile Image", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile Image" });
    await dialog.getByRole("button", { name: "Remove Image" }).click();
    await expect(toast(page, "Profile image removed successfully!")).toBeVisible();
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c9e4de" } })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel("Profile Preview")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const preview = dialog.getByRole("img", { name: "Preview of the chosen photo" });
    await expect(preview).toHaveAttribute("src", /^blob:/);
    await expect
      .poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Update Now" }).click();
    await expect(toast(page, "Profile image upload successfully!")).toBeVisible();
    await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
  });

  expect(violations.list).toEqual([]);
});

test("API answers carry the headers and a policy that loads nothing", async ({ page }) => {
  for (const path of ["/api/health", "/api/subscription-plans", "/api/no-such-route"]) {
    const response = await page.request.get(path);
    const csp = expectCommonHeaders(response, path);
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  }
});
