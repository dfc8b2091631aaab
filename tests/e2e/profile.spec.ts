import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import sharp from "sharp";
import {
  createProfileByApi,
  expectAccessible,
  expectNoHorizontalScroll,
  headerTitle,
  type NewMember,
  newMember,
  screenshotsAtWidths,
  signInByApi,
  signInWithForm,
  signUpByApi,
  signUpWithForm,
} from "./support";
import { expectUrduPage, useUrdu } from "./urdu";

/** A real photo file on disk (a coloured square with a circle), as a member would pick one. */
async function photoFile(testInfo: TestInfo, name: string, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="${colour}"/><circle cx="300" cy="240" r="120" fill="#f1d3b3"/>
    <rect x="150" y="380" width="300" height="220" rx="120" fill="#2d4a6b"/></svg>`;
  const file = testInfo.outputPath(name);
  await writeFile(file, await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  return file;
}

async function pickOption(page: Page, field: Locator, search: string, option: string) {
  await field.click();
  await field.fill(search);
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

async function stepHeading(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
}

async function next(page: Page) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true });
}

/** Opens a section's modal, lets `change` edit it, saves, and expects the section's message. */
async function editSection(
  page: Page,
  title: string,
  change: (dialog: Locator) => Promise<unknown>,
  message: string,
) {
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${title}` });
  await expect(dialog).toBeVisible();
  await change(dialog);
  await dialog.getByRole("button", { name: "Update Now", exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(dialog).toBeHidden();
}

function section(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

/** A box's top and bottom edges, and its left and right. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "a box on the page").not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  return { top: y, height, left: x, right: x + width };
}

/**
 * Step 1's Gender select lines up with the date of birth beside it at 1280 px (it used to sit
 * lower and taller: the date's hint made its cell taller and Gender's rows stretched to fill it).
 */
async function expectGenderInLine(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  const gender = await boxOf(page.locator("#profile-wizard-personal-info-gender"));
  const dob = await boxOf(page.locator("#profile-wizard-personal-info-dob"));
  expect(Math.abs(gender.top - dob.top), "Gender's top against Date of birth's").toBeLessThanOrEqual(1);
  expect(Math.abs(gender.height - dob.height), "Gender's height against Date of birth's").toBeLessThanOrEqual(
    1,
  );
  if (size) await page.setViewportSize(size);
}

test.describe("a new member's profile, from the wizard to deletion", () => {
  test.describe.configure({ mode: "serial" });
  let member: NewMember;

  test("walks the wizard with a real photo, resuming after a reload", async ({ page }, testInfo) => {
    member = newMember("Profile");
    // Signed up through the form, which leads straight to the wizard.
    await signUpWithForm(page, member);

    // A member without a profile who opens the dashboard is led to the wizard too.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard\/profile\/create$/);
    await expect(headerTitle(page)).toHaveText("Profile");
    await page.getByRole("button", { name: "Let's Start" }).click();

    // Step 1: personal; an empty Next shows the schema's messages.
    await stepHeading(page, "Personal information");
    await expect(page.getByText("Step 1 of 7")).toBeVisible();
    await expectGenderInLine(page);
    await next(page);
    await expect(page.getByText("First name is required")).toBeVisible();
    await expectAccessible(page, "wizard personal step with errors");
    await page.getByLabel("First name").fill("Sana");
    await page.getByLabel("Last name").fill("Malik");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Date of birth").fill("1994-03-09");
    await page.getByLabel("Marital status").selectOption("divorced");
    // Second-marriage fields appear once marital status is not single.
    await page.getByLabel("Kids from first marriage").selectOption("1");
    await page.getByLabel("Family approval").selectOption("yes");
    await page.getByLabel("Height", { exact: true }).selectOption("5.3");
    await page.getByLabel("Weight").selectOption("55");
    await next(page);

    await stepHeading(page, "Career");
    await page.getByLabel("Education").selectOption("master");
    await page.getByLabel("Profession").selectOption("employed");
    await page.getByLabel("Job title").selectOption("doctor");
    await next(page);

    await stepHeading(page, "Family");
    await page.getByLabel("Father's name").fill("Imran Malik");
    await page.getByLabel("Brothers").selectOption("2");
    await next(page);

    // Reload mid-way: the same step, with the earlier answers.
    await stepHeading(page, "Religion");
    await page.reload();
    await stepHeading(page, "Religion");
    await expect(page.getByText("Step 4 of 7")).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await stepHeading(page, "Family");
    await expect(page.getByLabel("Father's name")).toHaveValue("Imran Malik");
    await next(page);

    await stepHeading(page, "Religion");
    await page.getByLabel("Religion", { exact: true }).selectOption("islam");
    await page.getByLabel("Maslak").selectOption("barelvi");
    await page.getByLabel("Caste").selectOption("arain");
    await next(page);

    await stepHeading(page, "Residence");
    await pickOption(page, page.getByLabel("State", { exact: true }), "Punj", "Punjab");
    await pickOption(page, page.getByLabel("City", { exact: true }), "Lahor", "Lahore");
    await next(page);

    await stepHeading(page, "Partner requirements");
    await page.getByLabel("Age range").selectOption("28-32");
    await pickOption(page, page.getByLabel("Residence state"), "Sind", "Sindh");
    await page.keyboard.press("Escape");
    await pickOption(page, page.getByLabel("Residence city"), "Karach", "Karachi");
    await page.keyboard.press("Escape");
    await next(page);

    // Step 7: no submit without a photo; then a real file.
    await stepHeading(page, "Profile image");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please upload a profile image before submitting.")).toBeVisible();
    await page.getByLabel("Profile Preview").setInputFiles(await photoFile(testInfo, "first.jpg", "#c9e4de"));
    await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
    await expectAccessible(page, "wizard photo step");
    await screenshotsAtWidths(page, testInfo, "wizard-photo-step");
    await page.getByRole("button", { name: "Submit" }).click();

    await expect(toast(page, "Profile submitted successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(section(page, "Personal Information")).toContainText("Sana");
    await expect(section(page, "Second Marriage Information")).toBeVisible();
    await expect(section(page, "Residential Information")).toContainText("Lahore");
    await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
  });

  test("edits each section in its modal", async ({ page }, testInfo) => {
    await signInByApi(page, member.email, member.password);
    await page.goto("/dashboard/profile");
    await expect(headerTitle(page)).toHaveText("Profile");
    await expectAccessible(page, "profile page");
    await expectNoHorizontalScroll(page, "profile page");
    await screenshotsAtWidths(page, testInfo, "profile-page");

    await editSection(
      page,
      "Personal Information",
      async (dialog) => {
        await expect(dialog.getByLabel("Gender")).toBeDisabled();
        await expect(dialog.getByLabel("Date of birth")).toBeDisabled();
        await dialog.getByLabel("First name").fill("Sanaa");
      },
      "Personal information updated successfully!",
    );
    await expect(section(page, "Personal Information")).toContainText("Sanaa");

    await editSection(
      page,
      "Second Marriage Information",
      (dialog) => dialog.getByLabel("Kids from first marriage").selectOption("2"),
      "Second marriage information updated successfully!",
    );
    await editSection(
      page,
      "Career Information",
      (dialog) => dialog.getByLabel("Education").selectOption("phd"),
      "Career information updated successfully!",
    );
    await expect(section(page, "Career Information")).toContainText("PhD");
    await editSection(
      page,
      "Family Information",
      (dialog) => dialog.getByLabel("Sisters").selectOption("3"),
      "Family information updated successfully!",
    );
    await editSection(
      page,
      "Religion Information",
      (dialog) => dialog.getByLabel("Dietary preference").selectOption("strict_halal"),
      "Religion information updated successfully!",
    );
    await expect(section(page, "Religion Information")).toContainText("Strict Halal");
    await editSection(
      page,
      "Residential Information",
      async (dialog) => {
        await pickOption(page, dialog.getByLabel("City", { exact: true }), "Rawal", "Rawalpindi");
      },
      "Residential information updated successfully!",
    );
    await expect(section(page, "Residential Information")).toContainText("Rawalpindi");
    await editSection(
      page,
      "Partner Requirements",
      (dialog) => dialog.getByLabel("Complexion").selectOption("fair"),
      "Partner requirements updated successfully!",
    );
    await expect(section(page, "Partner Requirements")).toContainText("Fair");

    // A bad value stays in the modal with its message.
    await page.getByRole("button", { name: "Edit Family Information", exact: true }).click();
    const family = page.getByRole("dialog", { name: "Edit Family Information" });
    await family.getByLabel("Father's name").fill("Im");
    await family.getByRole("button", { name: "Update Now" }).click();
    await expect(family.getByText("Father Name must be at least 3 characters")).toBeVisible();
    await family.getByRole("button", { name: "Cancel" }).click();
    await expect(family).toBeHidden();
  });

  test("replaces and removes the photo", async ({ page }, testInfo) => {
    await signInByApi(page, member.email, member.password);
    await page.goto("/dashboard/profile");
    const before = await page.getByRole("img", { name: "Your profile photo" }).getAttribute("src");

    await page.getByRole("button", { name: "Edit Profile Image", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile Image" });
    await expect(dialog.getByText("Image already uploaded")).toBeVisible();
    await expect(dialog.getByLabel("Profile Preview")).toBeDisabled();
    // 'Remove Image' deletes the saved photo at once (spec §2: preview and saved image cleared),
    // and leaves the keyboard on the drop zone, open for a new file.
    await dialog.getByRole("button", { name: "Remove Image" }).click();
    await expect(toast(page, "Profile image removed successfully!")).toBeVisible();
    await expect(dialog.getByText("Image already uploaded")).toBeHidden();
    await expect(dialog.getByLabel("Profile Preview")).toBeEnabled();
    await expect(dialog.getByLabel("Profile Preview")).toBeFocused();
    await dialog
      .getByLabel("Profile Preview")
      .setInputFiles(await photoFile(testInfo, "second.jpg", "#f5c6aa"));
    await dialog.getByRole("button", { name: "Update Now" }).click();
    await expect(toast(page, "Profile image upload successfully!")).toBeVisible();
    await expect(page.getByRole("img", { name: "Your profile photo" })).not.toHaveAttribute(
      "src",
      before ?? "",
    );

    // The photo is served through the access-checked route, privately.
    const src = await page.getByRole("img", { name: "Your profile photo" }).getAttribute("src");
    expect(src).toMatch(/\/api\/profile\/images\//);
    const photo = await page.request.get(src ?? "");
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/webp");
    expect(photo.headers()["cache-control"]).toContain("private");

    // From the keyboard this time; the removal is saved, so 'Cancel' does not bring the photo back.
    await page.getByRole("button", { name: "Edit Profile Image", exact: true }).click();
    await dialog.getByRole("button", { name: "Remove Image" }).press("Enter");
    await expect(dialog.getByLabel("Profile Preview")).toBeFocused();
    await expect(dialog.getByText("Image already uploaded")).toBeHidden();
    // The first removal's toast may still be showing: this one is the newest.
    await expect(toast(page, "Profile image removed successfully!").last()).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("img", { name: "No profile photo yet" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("img", { name: "No profile photo yet" })).toBeVisible();
    expect((await page.request.get(src ?? "")).status()).toBe(404);
  });

  test("changes privacy settings", async ({ page }, testInfo) => {
    await signInByApi(page, member.email, member.password);
    await page.goto("/dashboard/settings");
    await expect(headerTitle(page)).toHaveText("Settings");
    const visibility = page.getByRole("group", { name: "Profile visibility" });
    await visibility.getByRole("radio", { name: "Verified members only" }).check();
    const picture = page.getByRole("group", { name: "Profile picture visibility" });
    await picture.getByRole("radio", { name: "Only my connections" }).check();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Privacy settings updated successfully!")).toBeVisible();
    await expectAccessible(page, "settings page");
    await expectNoHorizontalScroll(page, "settings page");
    await screenshotsAtWidths(page, testInfo, "settings-page");

    await page.reload();
    await expect(visibility.getByRole("radio", { name: "Verified members only" })).toBeChecked();
    await expect(picture.getByRole("radio", { name: "Only my connections" })).toBeChecked();
  });

  test("changes the password in Settings, with the current one asked first", async ({ page }) => {
    await signInByApi(page, member.email, member.password);
    await page.goto("/dashboard/settings");
    const form = page.getByRole("region", { name: "Password" });
    const newPassword = "Changed@Pass7";
    await form.getByLabel("Current password", { exact: true }).fill("Wrong@Pass1");
    await form.getByLabel("New password", { exact: true }).fill(newPassword);
    await form.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText(/The password is not correct/)).toBeVisible();
    await expectAccessible(page, "settings with a wrong current password");

    await form.getByLabel("Current password", { exact: true }).fill(member.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(
      toast(page, "Your password has been changed. Other devices have been signed out."),
    ).toBeVisible();
    // Still signed in here.
    await page.reload();
    await expect(headerTitle(page)).toHaveText("Settings");
    member = { ...member, password: newPassword };
  });

  test("deletes the account, and cannot sign in again", async ({ page }) => {
    await signInByApi(page, member.email, member.password);
    await page.goto("/dashboard/profile");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "delete account dialog");
    // The password is asked again: without it (or with a wrong one) nothing is deleted.
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Enter your password to confirm.")).toBeVisible();
    await dialog.getByLabel("Your password", { exact: true }).fill("Wrong@Pass1");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText(/The password is not correct/)).toBeVisible();
    await expectAccessible(page, "delete account dialog with a wrong password");
    await dialog.getByLabel("Your password", { exact: true }).fill(member.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(
      page.getByText("Your account has been permanently deleted successfully").first(),
    ).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/auth/sign-in");
    await signInWithForm(page, member.email, member.password);
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});

/** A date of birth that makes the member `years` old today (and not yet a year older). */
function dobForAge(years: number): string {
  const today = new Date();
  const born = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  born.setUTCDate(born.getUTCDate() - 10);
  return born.toISOString().slice(0, 10);
}

test.describe("the wizard's starting values are not taken as answers (decision 0036)", () => {
  test("height and weight must be chosen or confirmed; a 33-year-old man's partner range starts at 25 to 33", async ({
    page,
  }) => {
    await signUpByApi(page, newMember("Starting values"));
    await page.goto("/dashboard/profile/create");
    await page.getByRole("button", { name: "Let's Start" }).click();
    await stepHeading(page, "Personal information");
    await page.getByLabel("First name").fill("Bilal");
    await page.getByLabel("Last name").fill("Ahmed");
    await page.getByLabel("Gender").selectOption("male");
    await page.getByLabel("Date of birth").fill(dobForAge(33));
    await expect(page.getByLabel("Height", { exact: true })).toHaveValue("3.5");
    await expect(page.getByLabel("Weight")).toHaveValue("50");

    // Untouched, the starting 3.5 ft and 50 kg are not answers: the step stays.
    await next(page);
    await expect(page.getByText("Please choose your height, or confirm the one shown.")).toBeVisible();
    await expect(page.getByText("Please choose your weight, or confirm the one shown.")).toBeVisible();
    await stepHeading(page, "Personal information");
    await expectAccessible(page, "wizard personal step asking for height and weight");

    // Choosing a height answers it; the weight is confirmed as shown with the checkbox.
    await page.getByLabel("Height", { exact: true }).selectOption("5.9");
    await expect(page.getByText("Please choose your height, or confirm the one shown.")).toBeHidden();
    await expect(page.getByText("Please choose your weight, or confirm the one shown.")).toBeVisible();
    await page.getByLabel("These measurements are correct").check();
    await next(page);
    await stepHeading(page, "Career");

    // The confirmation is part of the draft: back on step 1 after a reload it still holds.
    await page.reload();
    await stepHeading(page, "Career");
    await page.getByRole("button", { name: "Previous" }).click();
    await stepHeading(page, "Personal information");
    await expect(page.getByLabel("These measurements are correct")).toBeChecked();
    await next(page);

    await stepHeading(page, "Career");
    await next(page);
    await stepHeading(page, "Family");
    await page.getByLabel("Father's name").fill("Ahmed Raza");
    await next(page);
    await stepHeading(page, "Religion");
    await next(page);
    await stepHeading(page, "Residence");
    await pickOption(page, page.getByLabel("State", { exact: true }), "Punj", "Punjab");
    await pickOption(page, page.getByLabel("City", { exact: true }), "Lahor", "Lahore");
    await next(page);

    await stepHeading(page, "Partner requirements");
    const ages = page.getByLabel("Age range");
    await expect(ages).toHaveValue("25-33");
    await expect(ages.locator("option:checked")).toHaveText("25 to 33 years");
    await expect(page.getByText(/Starts from your own age/)).toBeVisible();
  });

  test("a 28-year-old woman's partner range starts at 28 to 36", async ({ page }) => {
    await signUpByApi(page, newMember("Starting woman"));
    // Step 1 answered earlier (on another device, say): the partner step opens next.
    const saved = await page.request.put("/api/profile/draft", {
      data: { step: 6, data: { personal_info: { gender: "female", dob: dobForAge(28) } } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto("/dashboard/profile/create");
    await stepHeading(page, "Partner requirements");
    await expect(page.getByLabel("Age range")).toHaveValue("28-36");
  });
});

test.describe("the account summary on the profile page", () => {
  test("wraps a long e-mail inside its box and links the phone for calling and WhatsApp", async ({
    page,
  }, testInfo) => {
    const base = newMember("Summary");
    const member = {
      ...base,
      email: `a-really-long-mailbox-name-that-never-ends-${base.email}`.replace(/-+/g, "-"),
    };
    await signUpByApi(page, member);
    await createProfileByApi(page);
    await page.goto("/dashboard/profile");
    const summary = page.locator("#account-summary");
    const email = summary.locator("dd", { hasText: member.email });
    const phone = summary.locator("dd").nth(1);

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const card = await boxOf(summary);
      const field = await boxOf(email.locator("xpath=.."));
      const value = await boxOf(email);
      const text = await email.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      });
      expect(text.right, `${width} px: the e-mail's text ends inside its column`).toBeLessThanOrEqual(
        field.right + 0.5,
      );
      expect(value.right, `${width} px: the e-mail stays inside the card`).toBeLessThanOrEqual(card.right);
      if (width === 1280) {
        const phoneBox = await boxOf(phone);
        expect(text.right, "the e-mail stops before the Phone column").toBeLessThan(phoneBox.left);
      }
      await expectNoHorizontalScroll(page, `profile page with a long e-mail at ${width} px`);
    }
    await screenshotsAtWidths(page, testInfo, "profile-long-email");

    // The number reads +92 3xx xxxxxxx, calls on tap, and opens WhatsApp (a mobile number).
    const national = member.nationalPhone;
    const display = `+92 ${national.slice(0, 3)} ${national.slice(3)}`;
    const call = phone.getByRole("link", { name: `Call ${display}` });
    await expect(call).toHaveText(display);
    await expect(call).toHaveAttribute("href", `tel:+92${national}`);
    await expect(phone.getByRole("link", { name: `Message ${display} on WhatsApp` })).toHaveAttribute(
      "href",
      `https://wa.me/92${national}`,
    );
    await expect(summary).not.toContainText(`+92${national}`);
  });
});

/** The Urdu catalog's words, for finding controls by their Urdu labels. */
const UR = {
  wizard: JSON.parse(readFileSync("src/i18n/messages/ur/wizard.json", "utf8")),
  fields: JSON.parse(readFileSync("src/i18n/messages/ur/profile.json", "utf8")).fields,
} as {
  wizard: { start: string; next: string; submit: string; steps: Record<string, string> };
  fields: Record<string, string>;
};

test.describe("the wizard in Urdu", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("a member completes a profile with an Urdu name at 360 px, every step in Urdu", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // Seven steps, each checked for English, axe and overflow at two widths: more than a minute.
    test.slow();
    await useUrdu(context, baseURL ?? "");
    await signUpByApi(page, newMember("Urdu wizard"));
    await page.goto("/dashboard/profile/create");

    // Each step: Urdu only, then the screenshots (which check axe and sideways scrolling at 360 px
    // and leave the page at 1280 px), then back to the phone.
    const check = async (what: string) => {
      await expectUrduPage(page, what);
      await screenshotsAtWidths(page, testInfo, what.replace(/\s+/g, "-"));
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalScroll(page, what);
    };
    const nextUr = () => page.getByRole("button", { name: UR.wizard.next, exact: true }).click();
    const stepUr = (key: string) => stepHeading(page, UR.wizard.steps[key] ?? key);
    // The control itself: a combobox's list carries the same Urdu name ("شہر") as its input.
    const field = (key: string) =>
      page.locator("input, select, textarea").and(page.getByLabel(UR.fields[key] ?? key, { exact: true }));

    await check("urdu wizard welcome");
    await page.getByRole("button", { name: UR.wizard.start }).click();

    await stepUr("personal_info");
    await field("firstName").fill("عائشہ");
    await field("lastName").fill("خان");
    await field("gender").selectOption("female");
    await expect(field("gender").locator("option:checked")).toHaveText("عورت");
    await field("dob").fill(dobForAge(27));
    await field("height").selectOption("5.4");
    await field("weight").selectOption("55");
    await expect(field("height").locator("option:checked")).toHaveText("5.4 فٹ");
    await check("urdu wizard personal");
    await nextUr();

    await stepUr("career_info");
    await field("education").selectOption("master");
    await expect(field("education").locator("option:checked")).toHaveText("ماسٹر");
    await check("urdu wizard career");
    await nextUr();

    await stepUr("family_info");
    await field("fatherName").fill("عمران خان");
    await check("urdu wizard family");
    await nextUr();

    await stepUr("religion_info");
    await field("caste").selectOption("arain");
    await expect(field("caste").locator("option:checked")).toHaveText("آرائیں");
    await check("urdu wizard religion");
    await nextUr();

    await stepUr("residential_info");
    await pickOption(page, field("state"), "Punj", "Punjab");
    await pickOption(page, field("city"), "Lahor", "Lahore");
    await check("urdu wizard residence");
    await nextUr();

    await stepUr("partner_requirements");
    await expect(field("ageRange")).toHaveValue("27-35");
    await pickOption(page, field("residenceState"), "Sind", "Sindh");
    await page.keyboard.press("Escape");
    await pickOption(page, field("residenceCity"), "Karach", "Karachi");
    await page.keyboard.press("Escape");
    await check("urdu wizard partner");
    await nextUr();

    await stepUr("image");
    await page
      .locator("#profile-wizard-image")
      .setInputFiles(await photoFile(testInfo, "urdu.jpg", "#d7e3fc"));
    await check("urdu wizard photo");
    await page.getByRole("button", { name: UR.wizard.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.locator("#personal-info")).toContainText("عائشہ");
    await expectUrduPage(page, "urdu profile page");
  });
});
