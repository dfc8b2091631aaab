import { expect, test } from "@playwright/test";
import {
  confirmationCodeFor,
  confirmSignUpCode,
  dashboardNav,
  expectAccessible,
  headerTitle,
  newMember,
  screenshotsAtWidths,
  signInWithForm,
  signUpByApi,
  submitSignUpForm,
} from "./support";

test("a new member signs up, signs out, resets a forgotten password and signs in with it", async ({
  page,
}, testInfo) => {
  const member = newMember("Journey");
  const resetTo = "Fresh@Start9x";

  await test.step("the sign-up form explains what is wrong with bad input", async () => {
    await page.goto("/auth/sign-up");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    const countryCode = page.getByLabel("Country code", { exact: true });
    await expect(countryCode).toBeVisible();
    const isNativeSelect = await countryCode.evaluate((element) => element.tagName === "SELECT");
    // Pakistan (+92) is chosen unless the member picks another country.
    await expect(isNativeSelect ? countryCode.locator("option:checked") : countryCode).toContainText("+92");
    await expectAccessible(page, "sign-up");
    await screenshotsAtWidths(page, testInfo, "sign-up");

    await page.getByLabel("Full name", { exact: true }).fill("Al");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Phone number", { exact: true }).fill("12345");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account", exact: true }).click();

    // One click on "Create account" must show every message. (Soft: if it does not, the rest of
    // the journey still runs and reports its own findings.)
    for (const message of [
      "Name should be greater than 3 characters.",
      "Please enter a valid email address",
      "Phone number must be at least 10 digits",
      "Password must be at least 8 characters long",
      "You must agree to the terms and conditions.",
    ]) {
      await expect
        .soft(
          page.getByText(message, { exact: true }),
          `field error "${message}" after one click on Create account`,
        )
        .toBeVisible();
    }
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
    await expectAccessible(page, "sign-up with field errors");
  });

  await test.step("with good input a code is mailed, and confirming it leads to the profile wizard", async () => {
    // The same form, its errors corrected.
    await submitSignUpForm(page, member);
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(member.email, { exact: true })).toBeVisible();
    await expectAccessible(page, "sign-up code step");
    await screenshotsAtWidths(page, testInfo, "sign-up-code");
    // A wrong code is refused where it was typed.
    const code = await confirmationCodeFor(page.request, member.email);
    await page.getByLabel("6-digit code", { exact: true }).fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm and create account", exact: true }).click();
    await expect(page.getByText(/This code is not right or has expired/)).toBeVisible();
    await expectAccessible(page, "sign-up code step with an error");
    await confirmSignUpCode(page, member);

    // A member without a profile who opens the dashboard is led to the wizard.
    await expect(page).toHaveURL(/\/dashboard\/profile\/create$/);
    await expect(headerTitle(page)).toHaveText("Profile");
    await expect(dashboardNav(page)).toBeVisible();
    await expectAccessible(page, "profile wizard after sign-up");
  });

  await test.step("Logout from the user menu signs the member out", async () => {
    await page.getByRole("button", { name: "Open user menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText("Sign out successfully!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expectAccessible(page, "sign-in with the sign-out toast", { includeToasts: true });
    // Signed out for real: the dashboard sends us back to sign-in.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard$/);
  });

  await test.step("the member asks for a reset link from the sign-in page", async () => {
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expectAccessible(page, "forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByRole("button", { name: "Send reset link", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /\w/ }).first()).toBeVisible();
    await expectAccessible(page, "forgot-password confirmation");
  });

  let resetHref = "";
  await test.step("the mail with the link is in the dev outbox", async () => {
    const resetLink = page.locator('a[href*="/auth/reset-password?token="]');
    const mail = page.locator("article").filter({ hasText: member.email }).filter({ has: resetLink }).first();
    // The mail is sent after the answer (so timing cannot reveal accounts): reload until it is there.
    await expect(async () => {
      await page.goto("/dev/mail");
      await expect(mail, `a mail to ${member.email} with a reset link`).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Dev mail outbox" })).toBeVisible();
    await expectAccessible(page, "dev mail outbox");
    resetHref = (await mail.locator(resetLink).first().getAttribute("href")) ?? "";
    expect(resetHref).toContain("/auth/reset-password?token=");
  });

  await test.step("the link opens the reset form, which sets the new password", async () => {
    await page.goto(resetHref);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectAccessible(page, "reset-password");
    await page.getByLabel("New password", { exact: true }).fill(resetTo);
    await page.getByLabel("Confirm password", { exact: true }).fill(resetTo);
    await page.getByRole("button", { name: "Reset password", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /\w/ }).first()).toBeVisible();
    await expectAccessible(page, "reset-password confirmation");
  });

  await test.step("the old password no longer works; the new one does", async () => {
    await page.goto("/auth/sign-in");
    await signInWithForm(page, member.email, member.password);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expectAccessible(page, "sign-in with an error");

    await signInWithForm(page, member.email, resetTo);
    await expect(page).toHaveURL(/\/dashboard\/profile\/create$/);
    await expect(headerTitle(page)).toHaveText("Profile");
  });
});

test("sign-in page: looks right at 360 and 1280 px and refuses wrong credentials", async ({
  page,
}, testInfo) => {
  await page.goto("/auth/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
  await expectAccessible(page, "sign-in");
  await screenshotsAtWidths(page, testInfo, "sign-in");

  await signInWithForm(page, "nobody-here@e2e.test", "Wrong@Pass1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test("sign-in honours ?next= for same-site paths only", async ({ browser, page }) => {
  const member = newMember("Next");
  // Create the account in a throwaway context, so this page starts signed out.
  const setup = await browser.newContext();
  await signUpByApi(await setup.newPage(), member);
  await setup.close();

  await test.step("a signed-out visit to a dashboard page goes to sign-in and back after it", async () => {
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard%2Fsettings$/);
    await signInWithForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(headerTitle(page)).toHaveText("Settings");
  });

  await test.step("another site in ?next= is ignored: the member lands in the dashboard", async () => {
    await page.context().clearCookies();
    await page.goto("/auth/sign-in?next=https://evil.example");
    await signInWithForm(page, member.email, member.password);
    // /dashboard, which leads a member without a profile on to the wizard.
    await expect(page).toHaveURL(/\/dashboard\/profile\/create$/);
    // On this server, not another site.
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? "").origin);
  });
});
