import { expect, type Locator, test } from "@playwright/test";
import sharp from "sharp";
import {
  ADMIN,
  createProfileByApi,
  expectAccessible,
  expectNoHorizontalScroll,
  newMember,
  signInByApi,
  signUpByApi,
  toast,
} from "./support";

/*
 * Issue 18, verification: a member on a plan that includes it sends a selfie and an identity
 * document from their profile, an administrator reviews them beside the profile photo and
 * approves, and the member's profile carries the badge saying what was checked.
 */

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 240, height: 320, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The image has loaded (the access-checked route answered bytes the browser could decode). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

test("a member asks for verification, an administrator reviews the images and approves, the member sees the badge", async ({
  page,
  browser,
}) => {
  const member = newMember("Verify");
  await signUpByApi(page, member);
  await createProfileByApi(page);
  const own = await page.request.get("/api/profile/get");
  const userId = ((await own.json()) as { data: { profile: { user_id: string } } }).data.profile.user_id;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, ADMIN.email, ADMIN.password);
  // Gold includes verification (profile_status): granted by the administrator, as the console does.
  const plans = (await (await admin.request.get("/api/subscription-plans")).json()) as {
    data: { plans: { id: string; name: string; profile_status: boolean }[] };
  };
  const gold = plans.data.plans.find((plan) => plan.profile_status);
  if (!gold) throw new Error("no plan includes verification");
  const granted = await admin.request.put("/api/users/update/subscription", {
    data: { user_id: userId, plan_id: gold.id, reason: "Testing verification." },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  await page.goto("/dashboard/profile");
  const panel = page.getByRole("region", { name: "Get verified" });
  await panel.getByRole("button", { name: "Send for review" }).click();
  await expect(panel.getByText("Please take or upload a selfie.")).toBeVisible();
  await panel
    .getByLabel("Selfie (taken or uploaded now)")
    .setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: await png(210, 170, 150) });
  await panel.getByLabel("Identity document").selectOption("cnic");
  await panel
    .getByLabel("Photo of the document")
    .setInputFiles({ name: "cnic.png", mimeType: "image/png", buffer: await png(60, 120, 90) });
  await panel.getByRole("button", { name: "Send for review" }).click();
  await expect(toast(page, "Thank you. Your verification request has been sent for review.")).toBeVisible();
  await expect(panel.getByTestId("verification-state")).toContainText("Waiting for review.");
  await expectAccessible(page, "the profile with a pending verification");

  await admin.goto("/dashboard/verifications");
  await expect(admin.locator("header h1")).toHaveText("Verifications");
  await admin.getByRole("link", { name: new RegExp(`^${member.name}`) }).click();
  await expect(admin.getByRole("heading", { name: member.name })).toBeVisible();
  await expectLoaded(admin.getByRole("img", { name: `Selfie of ${member.name}` }));
  await expectLoaded(admin.getByRole("img", { name: `CNIC of ${member.name}` }));
  await expectLoaded(admin.getByRole("img", { name: `Profile photo of ${member.name}` }));
  await expectAccessible(admin, "the verification review page");
  await admin.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(admin, "the verification review page at 360 px");

  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: "Approve this verification?" });
  await dialog.getByLabel("The selfie matches the profile photo and the document").check();
  await dialog.getByLabel("The identity document is genuine and names the member").check();
  await dialog.getByRole("button", { name: "Approve verification" }).click();
  await expect(toast(admin, "Verification approved: the member now has the verified badge.")).toBeVisible();
  await expect(admin.getByText("The selfie and the identity document were deleted")).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(panel.getByTestId("verification-state")).toContainText("Approved");
  await expect(panel.getByText("Photo and ID verified").first()).toBeVisible();
});
