import { type Browser, expect, test } from "@playwright/test";
import { profileInput } from "../support/profile-input";
import {
  createProfileByApi,
  dashboardNav,
  expectAccessible,
  expectNoHorizontalScroll,
  headerTitle,
  type NewMember,
  newMember,
  screenshotsAtWidths,
  signUpByApi,
} from "./support";
import { expectUrduPage, useUrdu } from "./urdu";

/**
 * Issue 19: the member's own pages in Urdu at 360 px: the dashboard shell (sidebar on the start
 * side, the header's title, language switch and user menu), connections with their contact details
 * (the phone grouped for reading, tel: and WhatsApp links), a message thread and the notifications,
 * whose titles the server stores in English. Every page right to left, no English catalog text, no
 * sideways scroll, axe clean; screenshots at 360 and 1280 px in the report.
 */

const HER = { first: "Sana", last: "Malik" } as const;
const HIM = { first: "Faisal", last: "Raza" } as const;

async function urduMember(
  browser: Browser,
  baseURL: string,
  label: string,
  who: { first: string; last: string },
  gender: "female" | "male",
) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, it sets the language cookie
  await useUrdu(context, baseURL);
  const page = await context.newPage();
  const member: NewMember = newMember(label);
  await signUpByApi(page, member);
  const base = profileInput();
  await createProfileByApi(page, {
    personal_info: { ...base.personal_info, first_name: who.first, last_name: who.last, gender },
  });
  const me = (await (await page.request.get("/api/auth/me")).json()) as { data: { profileId: string } };
  return { page, member, profileId: me.data.profileId };
}

test("a member's dashboard, connections, messages and notifications in Urdu at 360 px", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const origin = baseURL ?? "";
  const her = await urduMember(browser, origin, "Urdu Her", HER, "female");
  const him = await urduMember(browser, origin, "Urdu Him", HIM, "male");

  const proposed = await her.page.request.post("/api/proposal/create", {
    data: { receiver_id: him.profileId },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  const proposalId = ((await proposed.json()) as { data: { proposal: { id: string } } }).data.proposal.id;
  const accepted = await him.page.request.put("/api/proposal/update", {
    data: { proposal_id: proposalId, status: "accepted" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const connectionId = ((await accepted.json()) as { data: { connection_id: string } }).data.connection_id;

  // The shell: Urdu header title, language switch to English, the sidebar on the start (right) side.
  const page = her.page;
  await page.goto("/dashboard");
  await expect(headerTitle(page)).toHaveText("ڈیش بورڈ");
  await expect(page.getByRole("link", { name: /^English/ })).toHaveAttribute("href", "?lang=en");
  await page.getByRole("button", { name: "فہرست کھولیں" }).click();
  const sheetNav = page.getByRole("navigation", { name: "ڈیش بورڈ کی فہرست" });
  await expect(sheetNav.getByRole("link", { name: "رابطے", exact: true })).toBeVisible();
  const sheet = await page.getByRole("dialog").boundingBox();
  expect(sheet, "the navigation sheet").not.toBeNull();
  // Right to left, the sheet slides in from the right edge.
  expect((sheet?.x ?? 0) + (sheet?.width ?? 0)).toBeGreaterThan(355);
  await expectAccessible(page, "the navigation sheet in Urdu");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /صارف کا مینو کھولیں/ }).click();
  await expect(page.getByRole("menuitem", { name: "لاگ آؤٹ" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expectUrduPage(page, "the dashboard home");
  await screenshotsAtWidths(page, testInfo, "urdu-dashboard");
  const aside = await page.locator("aside").first().boundingBox();
  expect(aside, "the static sidebar at 1280 px").not.toBeNull();
  expect(aside?.x ?? 0, "the sidebar stands on the right in Urdu").toBeGreaterThan(640);
  await page.setViewportSize({ width: 360, height: 740 });

  // Connections: the list, then the connection's contact details.
  await page.goto("/dashboard/connections");
  await expect(headerTitle(page)).toHaveText("رابطے");
  await expect(page.getByRole("heading", { name: /آپ کے رابطے/ })).toBeVisible();
  await expect(page.getByText(/سے رابطے میں/).first()).toBeVisible();
  await expectUrduPage(page, "the connections list");
  await screenshotsAtWidths(page, testInfo, "urdu-connections");
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto(`/dashboard/connections/${connectionId}`);
  await expect(headerTitle(page)).toHaveText("رابطے کی تفصیل");
  await page.getByRole("button", { name: "رابطے کی تفصیلات", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "رابطے کی تفصیلات" });
  const national = him.member.nationalPhone;
  const phone = dialog.getByRole("link", {
    name: `+92 ${national.slice(0, 3)} ${national.slice(3)}`,
    exact: true,
  });
  await expect(phone).toHaveAttribute("href", `tel:+92${national}`);
  await expect(dialog.getByRole("link", { name: /^واٹس ایپ/ })).toHaveAttribute(
    "href",
    `https://wa.me/92${national}`,
  );
  await expectUrduPage(page, "the contact details");
  await expectAccessible(page, "the contact details in Urdu");
  await expectNoHorizontalScroll(page, "the contact details");
  await dialog.getByRole("button", { name: "منسوخ کریں" }).click();

  // A message thread: written from the connection's Message action.
  await page.getByRole("link", { name: /^پیغام بھیجیں/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/new\?to=/);
  await page.getByLabel(/کو پیغام لکھیں$/).fill("السلام علیکم، ہمارا خاندان آپ سے ملنا چاہتا ہے۔");
  await page.getByRole("button", { name: "بھیجیں", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  const thread = page.getByRole("list", { name: /کے ساتھ پیغامات$/ });
  await expect(thread.getByText("ہمارا خاندان آپ سے ملنا چاہتا ہے")).toBeVisible();
  await expect(thread.getByText("بھیج دیا", { exact: false })).toBeVisible();
  await expect(thread.locator("time").first()).toHaveText(/^\d{2}\/\d{2}\/\d{2} بوقت \d{2}:\d{2} [AP]M$/);
  await expectUrduPage(page, "the message thread");
  await screenshotsAtWidths(page, testInfo, "urdu-thread");

  // His notifications: stored in English by the server, read in Urdu.
  const his = him.page;
  await his.goto("/dashboard/notifications");
  await expect(headerTitle(his)).toHaveText("اطلاعات");
  const items = his.getByTestId("notification");
  await expect(items.filter({ hasText: /کی جانب سے رشتے کی نئی پیشکش$/ })).toHaveCount(1);
  await expect(items.filter({ hasText: /کی جانب سے نئے پیغامات/ })).toHaveCount(1);
  await expect(his.getByRole("heading", { name: "2 بغیر پڑھی" })).toBeVisible();
  await expect(dashboardNav(his)).toBeHidden();
  await expectUrduPage(his, "the notifications");
  await screenshotsAtWidths(his, testInfo, "urdu-notifications");

  // The language switch: back to English, remembered.
  await his.getByRole("link", { name: /^English/ }).click();
  await expect(his.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(headerTitle(his)).toHaveText("Notifications");
  await expect(items.filter({ hasText: /^New proposal from / })).toHaveCount(1);
});
