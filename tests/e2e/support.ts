import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import type { CreateProfileInput } from "@/lib/validation/profile";
import { profileInput } from "../support/profile-input";

/** The admin the e2e server creates at start (playwright.config.ts, ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@e2e.test", password: "Admin@12345" } as const;

/** Satisfies the sign-up rules: 8+ characters, lower and upper case, a digit, one of @$!%*?&. */
export const PASSWORD = "Rishta@2026a";

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let counter = 0;

export type NewMember = { name: string; email: string; nationalPhone: string; password: string };

/** A member nobody has used before in this run (unique email and phone). */
export function newMember(label: string): NewMember {
  counter += 1;
  const digits = `${Date.now()}${counter}`.slice(-8);
  return {
    name: `E2E ${label} ${counter}`,
    email: `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${RUN}-${counter}@e2e.test`,
    nationalPhone: `30${digits}`,
    password: PASSWORD,
  };
}

/** A documentation address (RFC 5737) of the member's own, from the digits of their phone number. */
function clientAddressOf(member: NewMember): string {
  const n = Number(member.nationalPhone.slice(-4));
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export function addressOfEmail(email: string): string {
  let n = 0;
  for (const char of email) n = (n * 31 + char.charCodeAt(0)) % 62_500;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** The sign-up code mail's subject in either language (an Urdu visitor gets it in Urdu). */
const CODE_SUBJECTS = ["en", "ur"].map(
  (language) =>
    (
      JSON.parse(readFileSync(`src/i18n/messages/${language}/mail.json`, "utf8")) as {
        signUpCode: { subject: string };
      }
    ).signUpCode.subject,
);

/**
 * The 6-digit code of the newest sign-up mail to `email`, read from the dev outbox (the server
 * mails it after answering, so this waits for it).
 */
export async function confirmationCodeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const html = await (await request.get("/dev/mail")).text();
    const mail = html
      .split("<article")
      .find(
        (chunk) => chunk.includes(`>${email}<`) && CODE_SUBJECTS.some((subject) => chunk.includes(subject)),
      );
    code = /\n\s+(\d{6})\n/.exec(mail ?? "")?.[1];
    expect(code, `a confirmation code mailed to ${email}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? "";
}

/** Creates the member through the API; the session cookie lands in the page's browser context. */
export async function signUpByApi(page: Page, member: NewMember): Promise<void> {
  const headers = { "X-Forwarded-For": clientAddressOf(member) };
  const response = await page.request.post("/api/auth/sign-up", {
    headers,
    data: {
      name: member.name,
      email: member.email,
      phone: `+92${member.nationalPhone}`,
      password: member.password,
      agree: true,
    },
  });
  expect(response.status(), `sign-up API: ${await response.text()}`).toBeLessThan(300);
  const confirmed = await page.request.post("/api/auth/verify-email", {
    headers,
    data: { email: member.email, code: await confirmationCodeFor(page.request, member.email) },
  });
  expect(confirmed.status(), `verify-email API: ${await confirmed.text()}`).toBeLessThan(300);
}

/**
 * Signs up through the sign-up page, as a new member does (the form, then the code mailed to
 * them), and waits for the wizard it leads to.
 */
export async function signUpWithForm(page: Page, member: NewMember): Promise<void> {
  await page.goto("/auth/sign-up");
  await submitSignUpForm(page, member);
  await confirmSignUpCode(page, member);
  await expect(page).toHaveURL(/\/dashboard\/profile\/create$/);
}

/** Fills the sign-up form on the page with the member's details, agrees, and submits it. */
export async function submitSignUpForm(page: Page, member: NewMember): Promise<void> {
  await page.getByLabel("Full name", { exact: true }).fill(member.name);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Phone number", { exact: true }).fill(member.nationalPhone);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("I agree to the terms and conditions", { exact: true }).check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();
}

/** Sign-up's second step: types the code from the member's mail and confirms it. */
export async function confirmSignUpCode(page: Page, member: NewMember): Promise<void> {
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await page
    .getByLabel("6-digit code", { exact: true })
    .fill(await confirmationCodeFor(page.request, member.email));
  await page.getByRole("button", { name: "Confirm and create account", exact: true }).click();
}

/** Signs in through the API (cookie into the page's context): for tests about something else. */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  // From an address of the member's own (as for sign-up), so the suite's many API sign-ins do not
  // spend the per-address sign-in budget (30 in 15 minutes) the form sign-ins from 127.0.0.1 need.
  const response = await page.request.post("/api/auth/sign-in", {
    headers: { "X-Forwarded-For": addressOfEmail(email) },
    data: { email, password },
  });
  expect(response.status(), `sign-in API: ${await response.text()}`).toBeLessThan(300);
}

/** Fills and submits the sign-in form. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The dashboard's page title: the <h1> of the header. */
export function headerTitle(page: Page): Locator {
  return page.locator("header h1");
}

export function dashboardNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Dashboard navigation" });
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list on any violation, whatever
 * its impact (the issues ask for none serious or critical; the pages have none at all). Toasts come and go on their own clock, so they are left out
 * unless asked for (right after the step that shows one, when the result does not depend on timing).
 */
export async function expectAccessible(
  page: Page,
  what: string,
  { includeToasts = false }: { includeToasts?: boolean } = {},
): Promise<void> {
  // A router.refresh() after a save re-renders the head, and Next sets the <title> again a moment
  // later: wait for one (axe below still fails a page that never gets one), so axe does not read
  // the page half-way through that refresh.
  await expect.poll(() => page.title(), { message: `${what} has a <title>`, timeout: 5_000 }).not.toBe("");
  const builder = new AxeBuilder({ page });
  if (!includeToasts) builder.exclude("[data-sonner-toaster]");
  const results = await builder.analyze();
  const bad = results.violations;
  const report = bad
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      at ${node.target.join(" ")}${node.failureSummary ? `: ${node.failureSummary.replace(/\s+/g, " ")}` : ""}`,
        )
        .join("\n");
      const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : "";
      return `  - [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
  expect(bad.length, `accessibility violations on ${what} (${page.url()}):\n${report}`).toBe(0);
}

/** Fails when the page scrolls sideways (content wider than the viewport). */
export async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const element = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
  });
  expect(
    scrollWidth,
    `${what} scrolls horizontally at ${clientWidth} px (content is ${scrollWidth} px wide)`,
  ).toBeLessThanOrEqual(clientWidth);
}

export const WIDTHS = [360, 1280] as const;

/**
 * Screenshots of the page at 360 and 1280 px, attached to the HTML report and kept in
 * test-results; at 360 px the page must not scroll sideways and is checked with axe as well
 * (the small-screen layout has its own controls). Leaves the viewport at 1280 x 800.
 */
export async function screenshotsAtWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Let layout (and any resize listeners) settle before measuring.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (width === 360) {
      await expectNoHorizontalScroll(page, name);
      await expectAccessible(page, `${name} at ${width} px`);
    }
    const file = testInfo.outputPath(`${name}-${width}px.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} ${width}px`, { path: file, contentType: "image/png" });
  }
}

/**
 * Gives the signed-in member of `page` a complete profile through the API (photo upload, then the
 * wizard's submit), for tests about something other than the wizard. `overrides` replace whole
 * sections of the default profile (tests/support/profile-input.ts).
 */
export async function createProfileByApi(
  page: Page,
  overrides: Partial<CreateProfileInput> = {},
): Promise<void> {
  const photo = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 200, g: 170, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post("/api/profile/create/image-upload", {
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(upload.status(), `photo upload API: ${await upload.text()}`).toBe(200);
  const create = await page.request.post("/api/profile/create", { data: profileInput(overrides) });
  expect(create.status(), `profile create API: ${await create.text()}`).toBe(200);
}

/** A sonner toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true });
}

/** Whole years from a calendar date of birth to today (UTC), as the server counts age. */
export function ageOn(dob: string, today: Date = new Date()): number {
  const [year, month, day] = dob.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const before =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (before) age -= 1;
  return age;
}

/**
 * The page's scripts ran: React hydrated it, which takes both the script files and the inline
 * scripts that carry the server's render (React marks the elements it took over).
 */
export async function expectHydrated(page: Page, what: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll("body *")].some((element) =>
            Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
          ),
        ),
      { message: `${what} hydrated` },
    )
    .toBe(true);
}
