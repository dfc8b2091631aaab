import { expect, type Locator, type Page, test } from "@playwright/test";
import { blockMessages } from "@/lib/validation/blocks";
import { reportMessages, reportReasonLabels } from "@/lib/validation/reports";
import { profileInput } from "../support/profile-input";
import {
  ageOn,
  createProfileByApi,
  expectAccessible,
  expectNoHorizontalScroll,
  headerTitle,
  type NewMember,
  newMember,
  screenshotsAtWidths,
  signInByApi,
  signUpByApi,
  toast,
} from "./support";

/*
 * Issue 16, in the browser: a member blocks another from his profile and his card leaves her
 * search; Settings lists him and Unblock brings him back; the Report dialog sends a report. The
 * members are made through the API; the flows under test are driven through the UI.
 */

const HIM = { first: "Kamran", last: "Aziz", dob: "1960-03-01" } as const;
const HIM_NAME = `${HIM.first} ${HIM.last}`;
const AGE = String(ageOn(HIM.dob));
/** His age is one no other spec's member has, so the search shows him alone. */
const SEARCH = `/dashboard?gender=male&age_min=${AGE}&age_max=${AGE}`;

function card(page: Page, name: string): Locator {
  return page.getByRole("article", { name, exact: true });
}

test.describe("blocking and reporting a member", () => {
  test.describe.configure({ mode: "serial" });
  let her: NewMember;
  let him: NewMember;

  test.beforeAll(async ({ browser }) => {
    her = newMember("Blocker");
    him = newMember("Blocked");
    const base = profileInput();
    const profiles = [
      [her, {}],
      [
        him,
        {
          personal_info: {
            ...base.personal_info,
            first_name: HIM.first,
            last_name: HIM.last,
            gender: "male" as const,
            dob: HIM.dob,
          },
        },
      ],
    ] as const;
    for (const [member, overrides] of profiles) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signUpByApi(page, member);
      await createProfileByApi(page, overrides);
      await context.close();
    }
  });

  test("she blocks him from his profile, he leaves her search, and Unblock in Settings brings him back", async ({
    page,
  }, testInfo) => {
    await signInByApi(page, her.email, her.password);
    await page.goto(SEARCH);
    await card(page, HIM_NAME).getByRole("link", { name: /^View/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-profile\/[0-9a-f-]{36}$/);
    const profileUrl = page.url();
    await expect(headerTitle(page)).toHaveText("Profile Details");
    await screenshotsAtWidths(page, testInfo, "profile-with-block-and-report");

    await page.getByRole("button", { name: `Block ${HIM_NAME}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Block ${HIM_NAME}?` });
    await expect(dialog).toContainText(`${HIM_NAME} is not told.`);
    await expectAccessible(page, "block dialog");
    await dialog.getByRole("button", { name: `Block ${HIM_NAME}`, exact: true }).click();

    // Back to browsing, told what happened; he is gone from her search and his page.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, blockMessages.blocked)).toBeVisible();
    await page.goto(SEARCH);
    await expect(page.getByRole("status").filter({ hasText: /profiles? found/ })).toBeVisible();
    await expect(card(page, HIM_NAME)).toHaveCount(0);
    const gone = await page.goto(profileUrl);
    expect(gone?.status()).toBe(404);

    // Settings lists him, at a phone's width too.
    await page.goto("/dashboard/settings");
    const section = page.getByRole("region", { name: "Blocked members" });
    const row = section.getByRole("listitem", { name: HIM_NAME });
    await expect(row).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page, "settings with a blocked member");
    await expectAccessible(page, "settings with a blocked member at 360 px");
    await row.getByRole("button", { name: `Unblock ${HIM_NAME}` }).click();
    await expect(toast(page, blockMessages.unblocked)).toBeVisible();
    await expect(section).toContainText("You have not blocked anyone.");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(SEARCH);
    await expect(card(page, HIM_NAME)).toBeVisible();
  });

  test("she reports him with a reason and her own words, and is thanked", async ({ page }) => {
    await signInByApi(page, her.email, her.password);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(SEARCH);
    await card(page, HIM_NAME).getByRole("link", { name: /^View/ }).click();
    await page.getByRole("button", { name: `Report ${HIM_NAME}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Report ${HIM_NAME}` });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog).toContainText("Please choose why you are reporting this member.");
    await dialog.getByRole("radio", { name: reportReasonLabels.scam }).check();
    await dialog
      .getByLabel("Anything else we should know? (optional)")
      .fill("He asked me to send money for his visa.");
    await expectAccessible(page, "report dialog at 360 px");
    await expectNoHorizontalScroll(page, "report dialog");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("dialog", { name: "Report sent" })).toContainText(reportMessages.received);
    await expectAccessible(page, "report sent");
    await page.getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
