import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createProfileByApi, newMember, signUpByApi } from "./support";

/**
 * Sharing a profile on WhatsApp: the public /share/<id> preview shows only what a visitor may see,
 * its preview card carries the photo only when the photo is public, and a profile visitors may not
 * see is not found.
 */

type Privacy = {
  profile_visibility: string;
  show_profile_picture: string;
  messages_privacy: string;
  proposals_privacy: string;
};

async function ownProfile(page: Page): Promise<{ id: string; image_url: string; privacy_settings: Privacy }> {
  const response = await page.request.get("/api/profile/get");
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: { profile: { id: string; image_url: string; privacy_settings: Privacy } };
    }
  ).data.profile;
}

async function setPrivacy(page: Page, change: Partial<Privacy>) {
  const profile = await ownProfile(page);
  const response = await page.request.put("/api/profile/update/privacy-settings", {
    data: { profile_id: profile.id, data: { ...profile.privacy_settings, ...change } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The share page as a signed-out visitor (WhatsApp's preview fetcher) gets it. */
async function visitorView(request: APIRequestContext, id: string) {
  const response = await request.get(`/share/${id}`, { headers: { cookie: "" } });
  const html = await response.text();
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&") ?? null;
  return { status: response.status(), html, ogImage: meta("og:image"), ogTitle: meta("og:title") };
}

test.describe("sharing a profile", () => {
  test("public photo, private photo, hidden profile; the WhatsApp link on the profile page", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const member = newMember("share");
    await signUpByApi(page, member);
    await createProfileByApi(page);
    await setPrivacy(page, { profile_visibility: "everyone", show_profile_picture: "everyone" });
    const profile = await ownProfile(page);
    const visitor = await playwright.request.newContext({ baseURL });
    try {
      // Public photo: the preview card is the member's photo, through the access-checked route.
      const open = await visitorView(visitor, profile.id);
      expect(open.status).toBe(200);
      // The profile's name (truncated the listing's way), never the account's e-mail or phone.
      const shownName = /^(.+) on Rishta$/.exec(open.ogTitle ?? "")?.[1] ?? "";
      expect(shownName).not.toBe("");
      expect(open.html).toContain(`>${shownName}</h1>`);
      expect(open.ogImage).not.toBeNull();
      expect(new URL(open.ogImage ?? "").pathname).toBe(new URL(profile.image_url, baseURL).pathname);
      expect(new URL(open.ogImage ?? "").pathname).toMatch(/^\/api\//);
      // …which a visitor may indeed load.
      const photo = await visitor.get(open.ogImage ?? "");
      expect(photo.status()).toBe(200);
      expect(photo.headers()["content-type"]).toMatch(/^image\//);
      // Never the e-mail or phone.
      expect(open.html).not.toContain(member.email);
      expect(open.html).not.toContain(member.nationalPhone);

      // Photo for verified members only: the site's generic card, and no photo on the page.
      await setPrivacy(page, { show_profile_picture: "verified_users" });
      const privatePhoto = await visitorView(visitor, profile.id);
      expect(privatePhoto.status).toBe(200);
      expect(new URL(privatePhoto.ogImage ?? "").pathname).toBe("/opengraph-image");
      expect(privatePhoto.html).not.toContain(new URL(profile.image_url, baseURL).pathname);

      // Profile hidden from visitors: not found, its existence not revealed.
      await setPrivacy(page, { profile_visibility: "private" });
      const hidden = await visitorView(visitor, profile.id);
      expect(hidden.status).toBe(404);
      expect(hidden.html).not.toContain(shownName);
      expect((await visitorView(visitor, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
      expect((await visitorView(visitor, "not-a-uuid")).status).toBe(404);
    } finally {
      await visitor.dispose();
    }

    // Another member sees "Share on WhatsApp" on a profile visitors may see.
    await setPrivacy(page, { profile_visibility: "everyone", show_profile_picture: "everyone" });
    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    try {
      await signUpByApi(other, newMember("share-viewer"));
      await createProfileByApi(other);
      await other.goto(`/dashboard/user-profile/${profile.id}`);
      const share = other.getByRole("link", { name: "Share on WhatsApp" });
      await expect(share).toBeVisible();
      const href = new URL((await share.getAttribute("href")) ?? "");
      expect(href.origin + href.pathname).toBe("https://wa.me/");
      const text = href.searchParams.get("text") ?? "";
      expect(text).toContain(`/share/${profile.id}`);
      expect(text).toMatch(/^Have a look at .+'s profile on Rishta: http/);
    } finally {
      await otherContext.close();
    }
  });
});
