import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  createProfileByApi,
  dashboardNav,
  expectAccessible,
  expectHydrated,
  headerTitle,
  newMember,
  signUpByApi,
  toast,
} from "./support";
import { useUrdu } from "./urdu";

/*
 * Issue 16, decision 0026, in the browser: spec §8's network notice when a request fails offline
 * (Propose, a form save, a page change), shown once however many fail, the page kept; the Settings
 * switches for the optional mails; the unsubscribe page every such mail links to.
 */

const OFFLINE = "No internet connection. Please check your network.";

test.describe.configure({ mode: "serial" });

async function memberWithProfile(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(label);
  await signUpByApi(page, member);
  await createProfileByApi(page);
  const own = await page.request.get("/api/profile/get");
  const body = (await own.json()) as { data: { profile: { id: string } } };
  return { context, page, member, profileId: body.data.profile.id };
}

/** Every toast on the page with this text (sonner keeps a dismissed one a moment while it leaves). */
const toasts = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("offline, Propose and a page change show the notice once, and the page stays", async ({ browser }) => {
  const target = await memberWithProfile(browser, "Offline Target");
  const proposer = await memberWithProfile(browser, "Offline Proposer");
  const { page, context } = proposer;
  const profileUrl = `/dashboard/user-profile/${target.profileId}`;
  await page.goto(profileUrl);
  const propose = page.getByRole("button", { name: /^Propose/ });
  await expect(propose).toBeVisible();

  await context.setOffline(true);
  await propose.click();
  await expect(toast(page, OFFLINE)).toBeVisible();
  // The page is still this one, not the browser's error page.
  await expect(page).toHaveURL(new RegExp(`${profileUrl}$`));
  await expect(headerTitle(page)).toHaveText("Profile Details");
  await expect(propose).toBeVisible();

  // Another failed Propose and a page change within 30 s: still one notice, still this page.
  await propose.click();
  await dashboardNav(page).getByRole("link", { name: "Settings" }).click();
  await page.waitForTimeout(1_000);
  await expect(toasts(page, OFFLINE)).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`${profileUrl}$`));
  await expect(headerTitle(page)).toHaveText("Profile Details");

  // Back online, the same button works.
  await context.setOffline(false);
  await propose.click();
  await expect(toast(page, "Proposal send successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proposal sent" })).toBeVisible();
  // And so does the page change.
  await dashboardNav(page).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  await proposer.context.close();
  await target.context.close();
});

test("offline, a form save and a mail switch show the notice once; the form and switch stay as they were", async ({
  browser,
}) => {
  const { page, context } = await memberWithProfile(browser, "Offline Saver");
  await page.goto("/dashboard/settings");
  const save = page.getByRole("button", { name: "Save Settings" });
  await expect(save).toBeVisible();
  const messages = page.getByRole("switch", { name: "Unread messages" });
  await expect(messages).toBeChecked();

  await context.setOffline(true);
  await save.click();
  await expect(toast(page, OFFLINE)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: OFFLINE })).toBeVisible();
  await messages.click();
  // The switch goes back: nothing was saved.
  await expect(messages).toBeChecked();
  await expect(messages).toBeEnabled();
  await page.waitForTimeout(1_000);
  await expect(toasts(page, OFFLINE)).toHaveCount(1);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(headerTitle(page)).toHaveText("Settings");

  await context.setOffline(false);
  await save.click();
  await expect(toast(page, "Privacy settings updated successfully!")).toBeVisible();
  await context.close();
});

test("the e-mail switches save at once and stay saved after a reload", async ({ browser }) => {
  const { page, context } = await memberWithProfile(browser, "Mail Switches");
  await page.goto("/dashboard/settings");
  const section = page.getByRole("region", { name: "E-mail notifications" });
  await expect(section.getByRole("switch")).toHaveCount(3);
  for (const name of ["Proposals", "Unread messages", "Plan reminders"]) {
    await expect(section.getByRole("switch", { name })).toBeChecked();
  }
  await expectAccessible(page, "settings with e-mail notifications");

  await section.getByRole("switch", { name: "Unread messages" }).click();
  await expect(toast(page, "E-mail notifications updated")).toBeVisible();
  // Keyboard: Space flips a focused switch.
  await section.getByRole("switch", { name: "Plan reminders" }).focus();
  await page.keyboard.press("Space");
  await expect(section.getByRole("switch", { name: "Plan reminders" })).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/mail-preferences/get")).json()) as { data: unknown }).data,
    )
    .toEqual({ preferences: { proposals: true, messages: false, plans: false } });

  await page.reload();
  await expect(section.getByRole("switch", { name: "Proposals" })).toBeChecked();
  await expect(section.getByRole("switch", { name: "Unread messages" })).not.toBeChecked();
  await expect(section.getByRole("switch", { name: "Plan reminders" })).not.toBeChecked();

  // At 360 px the switches sit beside their words, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await context.close();
});

test("the unsubscribe link asks first, and its button turns exactly that kind off", async ({ browser }) => {
  const target = await memberWithProfile(browser, "Unsubscriber");
  const proposer = await memberWithProfile(browser, "Mail Proposer");
  const sent = await proposer.page.request.post("/api/proposal/create", {
    data: { receiver_id: target.profileId },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // The proposal mail in the dev outbox carries the member's link.
  let link = "";
  await expect(async () => {
    const html = await (await target.page.request.get("/dev/mail")).text();
    const found = /\/unsubscribe\?token=([A-Za-z0-9_-]+)&(?:amp;)?kind=proposals/.exec(html);
    expect(found, "an unsubscribe link in the proposal mail").not.toBeNull();
    link = `/unsubscribe?token=${found?.[1]}&kind=proposals`;
  }).toPass({ timeout: 15_000 });

  const readPreferences = async () =>
    ((await (await target.page.request.get("/api/mail-preferences/get")).json()) as { data: unknown }).data;

  // Opened in a browser without a session, as from a phone's mail app: nothing changes yet.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Stop "Proposals" mail?');
  expect(await readPreferences()).toEqual({ preferences: { proposals: true, messages: true, plans: true } });
  await expectAccessible(page, "unsubscribe page");

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    'You will no longer get "Proposals" mail from Rishta. You can turn it back on in Settings.',
  );
  expect(await readPreferences()).toEqual({ preferences: { proposals: false, messages: true, plans: true } });

  // A broken link says so and changes nothing.
  await page.goto("/unsubscribe?token=abc&kind=everything");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not complete");
  await page.goto("/unsubscribe?token=not-a-real-token&kind=messages");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid." }),
  ).toBeVisible();
  expect(await readPreferences()).toEqual({ preferences: { proposals: false, messages: true, plans: true } });

  await context.close();
  await proposer.context.close();
  await target.context.close();
});

test("in Urdu, the network notice is in Urdu", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await useUrdu(context, baseURL ?? "");
  const page = await context.newPage();
  await page.goto("/auth/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "سائن ان" })).toBeVisible();
  // The notice listens once the page has hydrated; the heading shows before (server HTML).
  await expectHydrated(page, "the sign-in page");
  await context.setOffline(true);
  await expect(toast(page, "انٹرنیٹ کنکشن نہیں ہے۔ براہِ کرم اپنا نیٹ ورک چیک کریں۔")).toBeVisible();
  await expect(toasts(page, OFFLINE)).toHaveCount(0);
  await context.setOffline(false);
  await context.close();
});
