import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, expectAccessible, screenshotsAtWidths } from "./support";
import { expectUrduPage, useUrdu } from "./urdu";

const SENT = "Thank you! Your message has been sent. We will get back to you soon.";

function contactForm(page: Page) {
  return page.getByRole("form", { name: "Contact form" });
}

function field(page: Page, label: string) {
  return contactForm(page).getByLabel(label, { exact: true });
}

async function newContactMessages(admin: APIRequestContext): Promise<number> {
  const response = await admin.get("/api/dashboard/admin-stats");
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { newContactMessages: number } }).data.newContactMessages;
}

test.describe("contact form (spec §5, §7 POST /api/contacts)", () => {
  test("shows each validation message under its field", async ({ page }, testInfo) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await expect(form).toBeVisible();
    await expect(field(page, "Type of message")).toHaveValue("query");
    await expect(field(page, "Type of message").locator("option")).toHaveText([
      "Query",
      "Feedback",
      "Complaint",
      "Support",
    ]);

    // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
    const honeypot = page.locator("#contact-website");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(form.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);

    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form).toContainText("Name must be at least 3 characters");
    await expect(form).toContainText("Invalid email format");
    await expect(form).toContainText("Subject is required");
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Name")).toHaveAccessibleDescription("Name must be at least 3 characters");
    await expectAccessible(page, "contact form with errors");

    await field(page, "Name").fill("Al");
    await field(page, "Email").fill("fatima@");
    await field(page, "Phone (optional)").fill("12345");
    await field(page, "Subject").fill("Hi");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form).toContainText("Name must be at least 3 characters");
    await expect(form).toContainText("Invalid email format");
    await expect(form).toContainText("Phone number must be at least 10 digits");
    await expect(form).toContainText("Subject is required");

    await field(page, "Phone (optional)").fill("0300 1234567");
    await expect(form).toContainText("Please enter a valid phone number (including country code)");

    // Corrected fields lose their message as the sender types.
    await field(page, "Name").fill("Fatima Ahmed");
    await expect(form).not.toContainText("Name must be at least 3 characters");
    await screenshotsAtWidths(page, testInfo, "contact-errors");
  });

  test("stores a valid message, says thank you and clears the form", async ({
    page,
    playwright,
  }, testInfo) => {
    const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const signIn = await admin.post("/api/auth/sign-in", { data: ADMIN });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const before = await newContactMessages(admin);

    await page.goto("/contact");
    const form = contactForm(page);
    await field(page, "Name").fill("Fatima Ahmed");
    await field(page, "Email").fill("fatima.e2e@example.com");
    await field(page, "Phone (optional)").fill("+92 300 1234567");
    await field(page, "Subject").fill("Help choosing a package");
    await field(page, "Type of message").selectOption("support");
    await field(page, "Message (optional)").fill("Which plan suits a family looking in Dubai?");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(form.getByRole("status")).toHaveText(SENT);
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Email")).toHaveValue("");
    await expect(field(page, "Phone (optional)")).toHaveValue("");
    await expect(field(page, "Subject")).toHaveValue("");
    await expect(field(page, "Type of message")).toHaveValue("query");
    await expect(field(page, "Message (optional)")).toHaveValue("");
    await expect(form.getByRole("alert")).toHaveCount(0);

    expect(await newContactMessages(admin)).toBe(before + 1);
    await expectAccessible(page, "contact form after sending");
    await screenshotsAtWidths(page, testInfo, "contact-sent");
    await admin.dispose();
  });

  test("keeps everything typed when sending fails, and shows why", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await field(page, "Name").fill("Bilal Hussain");
    await field(page, "Email").fill("bilal.e2e@example.com");
    await field(page, "Subject").fill("Second marriage consultation");
    await field(page, "Type of message").selectOption("query");
    await field(page, "Message (optional)").fill("Please call me in the evening.");

    // The network drops.
    await page.route("**/api/contacts", (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText("No internet connection. Please check your network.");
    await expect(field(page, "Name")).toHaveValue("Bilal Hussain");
    await expect(field(page, "Email")).toHaveValue("bilal.e2e@example.com");
    await expect(field(page, "Subject")).toHaveValue("Second marriage consultation");
    await expect(field(page, "Message (optional)")).toHaveValue("Please call me in the evening.");
    await expect(form.getByText(SENT)).toHaveCount(0);

    // The server refuses (the hourly limit): its words are shown, nothing is lost.
    await page.unroute("**/api/contacts");
    const limit =
      "You have sent several messages in a short time. Please wait an hour and try again, or call us.";
    await page.route("**/api/contacts", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "3600" },
        body: JSON.stringify({ error: limit, code: "TOO_MANY_REQUESTS" }),
      }),
    );
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText(limit);
    await expect(field(page, "Name")).toHaveValue("Bilal Hussain");
    await expect(field(page, "Message (optional)")).toHaveValue("Please call me in the evening.");
    await expectAccessible(page, "contact form after a failed send");

    // Back online: the same values go through.
    await page.unroute("**/api/contacts");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("status")).toHaveText(SENT);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(field(page, "Name")).toHaveValue("");
  });
});

test.describe("contact form in Urdu, and filled in from a link (issue 19)", () => {
  test("labels, message types and button read in Urdu; a message is sent", async ({
    page,
    context,
    baseURL,
  }) => {
    await useUrdu(context, baseURL ?? "");
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "رابطہ فارم" });
    await expect(form.getByLabel("پیغام کی قسم", { exact: true }).locator("option")).toHaveText([
      "سوال",
      "رائے",
      "شکایت",
      "مدد",
    ]);
    await form.getByLabel("نام", { exact: true }).fill("عائشہ خان");
    await form.getByLabel("ای میل", { exact: true }).fill("ayesha.urdu@example.com");
    await form.getByLabel("موضوع", { exact: true }).fill("رشتے کے بارے میں سوال");
    await form.getByRole("button", { name: "پیغام بھیجیں" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "شکریہ! آپ کا پیغام بھیج دیا گیا ہے۔ ہم جلد آپ سے رابطہ کریں گے۔",
    );
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expectUrduPage(page, "contact in Urdu after sending");
    await expectAccessible(page, "contact in Urdu");
  });

  test("?name=, ?email=, ?phone= and ?subject= fill the form (the member's Help page links here)", async ({
    page,
  }) => {
    await page.goto("/contact?name=Ali%20Khan&email=ali.khan%40example.com&subject=Help%20with%20my%20plan");
    await expect(field(page, "Name")).toHaveValue("Ali Khan");
    await expect(field(page, "Email")).toHaveValue("ali.khan@example.com");
    await expect(field(page, "Subject")).toHaveValue("Help with my plan");
    await expect(field(page, "Phone (optional)")).toHaveValue("");
  });
});
