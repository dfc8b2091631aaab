import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { about } from "@/content/about";
import { contact } from "@/content/contact";
import { faq } from "@/content/faq";
import { home } from "@/content/home";
import { packages } from "@/content/packages";
import { secondMarriage } from "@/content/second-marriage";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  newMember,
  screenshotsAtWidths,
  signUpByApi,
} from "./support";
import { expectUrduPage, useUrdu } from "./urdu";

/*
 * The public website (issue 3): every page renders the spec's content, the carousel, FAQ, header
 * menu and skip link work from the keyboard, axe finds no violation at all, nothing scrolls sideways
 * at 360 px, and the SEO files list and guard the right paths. Expected texts are written out here
 * from spec §1, so a content edit that drops a required fact fails.
 */

const POLICY_PAGES = [
  { path: "/terms-and-conditions", title: "Terms and conditions", sections: 13 },
  { path: "/refund-policy", title: "Refund policy", sections: 5 },
  { path: "/safety-tips", title: "Safety tips", sections: 7 },
  { path: "/disclaimer", title: "Disclaimer" },
  { path: "/picture-policy", title: "Picture policy" },
  { path: "/report-mis-use", title: "Report misuse" },
  { path: "/privacy-policy", title: "Privacy policy" },
] as const;

const PAGES = [
  { path: "/", title: "Find a life partner your family can trust", name: "home" },
  { path: "/about", title: "About Rishta", name: "about" },
  { path: "/second-marriage", title: "Second marriage", name: "second-marriage" },
  { path: "/faq", title: "Frequently asked questions", name: "faq" },
  { path: "/contact", title: "Contact us", name: "contact" },
  ...POLICY_PAGES.map((policy) => ({ path: policy.path, title: policy.title, name: policy.path.slice(1) })),
];

/** The ten FAQ topics of spec §1, in order. */
const FAQ_QUESTIONS = [
  /services/i,
  /get started/i,
  /government certified/i,
  /how long does matchmaking take/i,
  /cross-border/i,
  /legal advice/i,
  /verify profiles/i,
  /how does matchmaking work/i,
  /areas/i,
  /trust/i,
];

const REFUND_SECTIONS = [
  /non-refundable once activated/i,
  /cancellation stops future charges only/i,
  /exceptional cases/i,
  /technical issues/i,
  /acknowledgment/i,
];

const SAFETY_TIPS = [
  /protect your personal information/i,
  /verify before you trust/i,
  /secure communication/i,
  /beware of scams/i,
  /meet in public places/i,
  /trust your instincts/i,
  /report suspicious activity/i,
];

function policySectionHeadings(page: Page): Locator {
  return page.getByTestId("policy-sections").getByRole("heading", { level: 2 });
}

function carousel(page: Page): Locator {
  return page.locator('[aria-roledescription="carousel"]');
}

function visibleSlide(page: Page): Locator {
  return carousel(page).locator('[aria-roledescription="slide"][aria-hidden="false"]');
}

// Reduced motion unless a test asks otherwise: no rotation and no fades while axe measures contrast.
test.use({ reducedMotion: "reduce" });

test.describe("public pages", () => {
  for (const info of PAGES) {
    test(`${info.path} has one h1, the landmarks, metadata, no axe findings and fits 360 px`, async ({
      page,
    }, testInfo) => {
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();

      // SEO: title, description, canonical and Open Graph for this very page.
      await expect(page).toHaveTitle(/Rishta/);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical && new URL(canonical).pathname).toBe(info.path);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /Rishta/);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
      const ogUrl = await head.locator('meta[property="og:url"]').getAttribute("content");
      expect(ogUrl && new URL(ogUrl).pathname).toBe(info.path);
      await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute(
        "content",
        /\/opengraph-image/,
      );

      await expectAccessible(page, info.name);
      await screenshotsAtWidths(page, testInfo, info.name);
    });
  }
});

test.describe("search metadata beyond the content pages", () => {
  for (const path of ["/packages", "/proposals", "/auth/sign-in", "/auth/sign-up", "/auth/forgot-password"]) {
    test(`${path} has its own description, canonical URL and Open Graph`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const head = page.locator("head");
      await expect(page).toHaveTitle(/Rishta/);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical && new URL(canonical).pathname).toBe(path);
      const ogUrl = await head.locator('meta[property="og:url"]').getAttribute("content");
      expect(ogUrl && new URL(ogUrl).pathname).toBe(path);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /Rishta/);
    });
  }

  test("the mailed reset page is kept out of search results", async ({ page }) => {
    await page.goto("/auth/reset-password?token=abc");
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test("every content page is prerendered at build time (served as a file, no rendering per visit)", () => {
  // /proposals lists members from the database, /packages the plans (decision 0031), and the auth
  // pages read the session: those render per request. Everything else public must be in the
  // build's prerender manifest.
  const dist = process.env.E2E_DIST_DIR ?? ".next-e2e";
  const manifest = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  // Each page is built once per language, under the [locale] segment the proxy rewrites to.
  const builtPages = PAGES.flatMap((info) =>
    ["en", "ur"].map((locale) => `/${locale}${info.path === "/" ? "" : info.path}`),
  );
  for (const page of [...builtPages, "/sitemap.xml", "/robots.txt"]) {
    expect(Object.keys(manifest.routes), `${page} prerendered`).toContain(page);
  }
});

/** Spec §1's three figures, each with its own label: over 5,000 marriages, 98% satisfaction, 80% second marriages. */
async function expectStatistics(main: Locator) {
  const items = main.locator("section#statistics").getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(/^5,000\+\s*marriages arranged/);
  await expect(items.nth(1)).toContainText(/^98%\s*client satisfaction/);
  await expect(items.nth(2)).toContainText(/^80%\s*second marriages/);
}

/** Every consultant (at least three) with a call link and a WhatsApp chat link that opens in a new tab. */
async function expectConsultantLinks(main: Locator) {
  const consultants = main.locator("section#team").getByRole("listitem");
  expect(await consultants.count()).toBeGreaterThanOrEqual(3);
  for (const consultant of await consultants.all()) {
    await expect(consultant.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+\d+$/);
    await expect(
      consultant.getByRole("link", { name: /^WhatsApp .*\(opens in a new tab\)$/ }),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{10,15}$/);
  }
}

test.describe("home page", () => {
  test("shows every section of spec §1, the statistics and the consultants' phone and WhatsApp links", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const [id, heading] of [
      ["about", /about rishta/i],
      ["why-choose-us", /why families choose rishta/i],
      ["services", /our services/i],
      ["team", /consultants/i],
      ["statistics", /record/i],
      ["testimonials", /what families say/i],
      ["second-marriage", /second marriages/i],
      ["faq", /frequently asked questions/i],
    ] as const) {
      const section = main.locator(`section#${id}`);
      await expect(section, `section #${id}`).toBeVisible();
      await expect(section.getByRole("heading", { level: 2 }).first()).toHaveText(heading);
    }

    await expectStatistics(main);

    await expectConsultantLinks(main);

    const testimonials = main.locator("section#testimonials blockquote");
    expect(await testimonials.count()).toBeGreaterThanOrEqual(3);

    const faq = main.locator("section#faq summary");
    await expect(faq).toHaveCount(10);
    for (const [index, question] of FAQ_QUESTIONS.entries()) {
      await expect(faq.nth(index)).toHaveText(question);
    }
  });

  test("the carousel is operated from the keyboard: Next, Previous and the slide pickers", async ({
    page,
  }) => {
    await page.goto("/");
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-label", /.+/);
    const slides = region.locator('[aria-roledescription="slide"]');
    const total = await slides.count();
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(visibleSlide(page)).toHaveCount(1);
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    // Reduced motion: no rotation, so changes are announced politely.
    await expect(region.getByRole("button", { name: "Play slide show" })).toBeVisible();
    await expect(region.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    const firstTitle = await visibleSlide(page).getByRole("heading").textContent();

    const next = region.getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", `2 of ${total}`);
    await expect(visibleSlide(page).getByRole("heading")).not.toHaveText(firstTitle ?? "");
    await expect(visibleSlide(page).getByRole("heading")).toBeVisible();

    const previous = region.getByRole("button", { name: "Previous slide" });
    await previous.focus();
    await page.keyboard.press("Space");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    // Previous from the first slide wraps to the last.
    await page.keyboard.press("Enter");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", `${total} of ${total}`);

    const picker = region.getByRole("button", { name: /^Slide 3:/ });
    await picker.focus();
    await page.keyboard.press("Enter");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", `3 of ${total}`);
    await expect(picker).toHaveAttribute("aria-current", "true");
    await expect(region.locator('button[aria-current="true"]')).toHaveCount(1);

    // Hidden slides are out of the tab order and the accessibility tree.
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");
    expect(await slides.nth(0).evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  });

  test("the carousel rotates on its own when motion is welcome, and pauses on hover, focus and the pause button", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const region = carousel(page);
    const live = region.locator("[aria-live]");
    await page.mouse.move(0, 0);
    await expect(region.getByRole("button", { name: "Pause slide show" })).toBeVisible();
    await expect(live).toHaveAttribute("aria-live", "off");
    const total = await region.locator('[aria-roledescription="slide"]').count();
    // The interval is 7 s.
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", `2 of ${total}`, { timeout: 12_000 });

    await region.hover();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.mouse.move(0, 0);
    await expect(live).toHaveAttribute("aria-live", "off");

    await region.getByRole("button", { name: "Next slide" }).focus();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.getByRole("banner").getByRole("link", { name: "Rishta" }).focus();
    await expect(live).toHaveAttribute("aria-live", "off");

    await region.getByRole("button", { name: "Pause slide show" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("banner").getByRole("link", { name: "Rishta" }).focus();
    await expect(region.getByRole("button", { name: "Play slide show" })).toBeVisible();
    await expect(live).toHaveAttribute("aria-live", "polite");
  });

  test("right-to-left ready: flipped to dir=rtl, the page still fits 360 px", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ["/", "/terms-and-conditions"]) {
      await page.goto(path);
      await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
      await expectNoHorizontalScroll(page, `${path} in RTL`);
      const file = testInfo.outputPath(`rtl${path === "/" ? "-home" : path.replace(/\//g, "-")}-360px.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${path} rtl 360px`, { path: file, contentType: "image/png" });
    }
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("header and footer", () => {
  test("wide screens: navigation to every public page, and Sign in / Sign up for visitors", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Second Marriage", "/second-marriage"],
      ["Browse Profiles", "/proposals"],
      ["Packages", "/packages"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/sign-in");
    await expect(banner.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/sign-up");
    await expect(banner.getByRole("button", { name: "Open menu" })).toBeHidden();

    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("small screens: the menu opens and closes from the keyboard, Escape returns focus", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    const close = page.getByRole("banner").getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const name of [
      "Home",
      "About",
      "Second Marriage",
      "Browse Profiles",
      "Packages",
      "FAQ",
      "Contact",
      "Sign in",
      "Sign up",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page, "home with the menu open at 360 px");
    const file = testInfo.outputPath("menu-open-360px.png");
    await page.screenshot({ path: file });
    await testInfo.attach("menu open 360px", { path: file, contentType: "image/png" });

    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "Second Marriage", exact: true }).click();
    await expect(page).toHaveURL(/\/second-marriage$/);
    await expect(menu).toBeHidden();
  });

  test("a signed-in member sees Dashboard instead of Sign in / Sign up", async ({ page }) => {
    await page.goto("/");
    await signUpByApi(page, newMember("Public header"));
    await page.reload();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  });

  test("the footer links every public page and policy, and the phone numbers", async ({ page }) => {
    await page.goto("/safety-tips");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/",
      "/about",
      "/second-marriage",
      "/proposals",
      "/packages",
      "/faq",
      "/contact",
      ...POLICY_PAGES.map((policy) => policy.path),
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first(), `footer link to ${href}`).toBeVisible();
    }
    await expect(footer.locator('a[href^="tel:+92"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:+971"]')).toHaveCount(2);
    await expect(footer).toContainText("© Rishta Matrimonial Services. All rights reserved.");
  });
});

test.describe("FAQ", () => {
  test("/faq lists the ten questions as a keyboard accordion with FAQPage structured data", async ({
    page,
  }) => {
    await page.goto("/faq");
    const questions = page.getByRole("main").locator("summary");
    await expect(questions).toHaveCount(10);
    for (const [index, question] of FAQ_QUESTIONS.entries()) {
      await expect(questions.nth(index)).toHaveText(question);
    }

    const first = page.getByRole("main").locator("details").first();
    await expect(first).not.toHaveAttribute("open");
    await questions.first().focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open");
    await expect(first.locator("p").first()).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPages = blocks
      .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: unknown[] })
      .filter((data) => data["@type"] === "FAQPage");
    expect(faqPages).toHaveLength(1);
    const entities = faqPages[0]?.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(entities).toHaveLength(10);
    for (const [index, entity] of entities.entries()) {
      expect(entity["@type"]).toBe("Question");
      expect(entity.name).toMatch(FAQ_QUESTIONS[index] as RegExp);
      expect(entity.name).toBe((await questions.nth(index).textContent())?.trim());
      expect(entity.acceptedAnswer["@type"]).toBe("Answer");
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });
});

test.describe("about and second marriage", () => {
  test("/about tells the story, the figures, the values, how we work and the consultants", async ({
    page,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toContainText([
      "Our story",
      "A record families trust",
      "What we believe",
      "How we work",
    ]);
    await expect(main).toContainText(/Over 5,000 marriages later/);
    await expectStatistics(main);
    await expect(main.locator("section#how-we-work").getByRole("listitem")).toHaveCount(4);
    await expectConsultantLinks(main);
  });

  test("/second-marriage gives the 80% figure, the profile's second-marriage questions and how we help", async ({
    page,
  }) => {
    await page.goto("/second-marriage");
    const main = page.getByRole("main");
    await expect(main).toContainText(/80%\s*of the marriages we arrange are second marriages/);
    const questions = main.locator("section#your-profile").getByRole("listitem");
    await expect(questions).toHaveCount(5);
    await expect(questions).toContainText([
      /children/,
      /Why you are seeking/,
      /family approves/,
      /separate house/,
      /partner's children/,
    ]);
    await expect(main.locator("section#how-we-help").getByRole("heading", { level: 3 })).toHaveText([
      "A specialist consultant",
      "Privacy by default",
      "Verified status",
      "Free legal advice",
    ]);
    await expect(main.getByRole("link", { name: "Create your profile" })).toHaveAttribute(
      "href",
      "/auth/sign-up",
    );
  });
});

test.describe("policy pages", () => {
  test("terms and conditions: 13 sections, ages 18 to 75, the laws of Pakistan, the unverified-client disclaimer", async ({
    page,
  }) => {
    await page.goto("/terms-and-conditions");
    await expect(policySectionHeadings(page)).toHaveCount(13);
    const main = page.getByRole("main");
    await expect(main).toContainText(/18 to 75/);
    await expect(main).toContainText(/laws of Pakistan/);
    await expect(main).toContainText(/unverified clients/i);
  });

  test("refund policy: the five sections of spec §1, with the 7-day window", async ({ page }) => {
    await page.goto("/refund-policy");
    const headings = policySectionHeadings(page);
    await expect(headings).toHaveCount(5);
    for (const [index, heading] of REFUND_SECTIONS.entries()) {
      await expect(headings.nth(index)).toHaveText(heading);
    }
    await expect(page.getByRole("main")).toContainText(/within 7 days/);
    await expect(page.getByRole("main")).toContainText(/unauthorised transaction/i);
  });

  test("safety tips: the seven tips of spec §1", async ({ page }) => {
    await page.goto("/safety-tips");
    const headings = policySectionHeadings(page);
    await expect(headings).toHaveCount(7);
    for (const [index, heading] of SAFETY_TIPS.entries()) {
      await expect(headings.nth(index)).toHaveText(heading);
    }
  });

  test("disclaimer, picture policy, report misuse and privacy policy state the spec's facts", async ({
    page,
  }) => {
    const facts: [string, RegExp[]][] = [
      [
        "/disclaimer",
        [/responsible for (the truth|what they share)/i, /cannot guarantee any number of/i, /record of/i],
      ],
      ["/picture-policy", [/your own/i, /one person/i, /copyright/i, /obscene/i]],
      ["/report-mis-use", [/termination/i, /e-mail/i, /phone/i]],
      [
        "/privacy-policy",
        [/photograph/i, /family/i, /only to you and to your connections/i, /PayFast/, /delete your account/i],
      ],
    ];
    for (const [path, expected] of facts) {
      await page.goto(path);
      const main = page.getByRole("main");
      for (const fact of expected) await expect(main, `${path} mentions ${fact}`).toContainText(fact);
    }
    // Report misuse gives a working e-mail and phone link.
    await page.goto("/report-mis-use");
    await expect(page.getByRole("main").locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.getByRole("main").locator('a[href^="tel:+"]').first()).toBeVisible();
  });

  test("every policy page has a table of contents whose links reach its numbered sections", async ({
    page,
  }) => {
    for (const policy of POLICY_PAGES) {
      await page.goto(policy.path);
      const toc = page.getByRole("navigation", { name: "On this page" });
      const links = toc.getByRole("link");
      const headings = policySectionHeadings(page);
      const count = await headings.count();
      expect(count, `${policy.path} sections`).toBeGreaterThanOrEqual(
        "sections" in policy ? policy.sections : 4,
      );
      await expect(links).toHaveCount(count);
      for (let index = 0; index < count; index++) {
        await expect(headings.nth(index)).toHaveText(new RegExp(`^${index + 1}\\.`));
        const href = await links.nth(index).getAttribute("href");
        expect(href).toMatch(/^#/);
        await expect(page.locator(`section${href}`)).toHaveCount(1);
      }
      const last = links.nth(count - 1);
      await last.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute("href")) ?? ""}$`));
    }
  });
});

test.describe("contact page", () => {
  test("lists the Pakistan number and both Dubai numbers with call and WhatsApp links, above the form", async ({
    page,
  }) => {
    await page.goto("/contact");
    const pakistan = page.getByTestId("phones-pakistan");
    const dubai = page.getByTestId("phones-dubai");
    await expect(pakistan.getByRole("heading", { name: "Pakistan" })).toBeVisible();
    await expect(dubai.getByRole("heading", { name: "Dubai" })).toBeVisible();
    await expect(pakistan.locator('a[href^="tel:+92"]')).toHaveCount(1);
    await expect(dubai.locator('a[href^="tel:+971"]')).toHaveCount(2);
    for (const list of [pakistan, dubai]) {
      for (const call of await list.locator('a[href^="tel:"]').all()) {
        const digits = ((await call.getAttribute("href")) ?? "").replace(/\D/g, "");
        await expect(list.locator(`a[href="https://wa.me/${digits}"]`)).toHaveCount(1);
      }
    }
    await expect(pakistan.locator('a[href^="tel:"]')).toHaveText(/^\+92 3\d{2} \d{7}$/);
    for (const call of await dubai.locator('a[href^="tel:"]').all()) {
      await expect(call).toHaveText(/^\+971 5\d \d{3} \d{4}$/);
    }
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  });
});

test.describe("SEO files", () => {
  test("sitemap.xml lists every public page", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    for (const info of PAGES) expect(paths, `sitemap lists ${info.path}`).toContain(info.path);
    expect(paths).toContain("/packages");
    expect(paths.some((path) => path.startsWith("/dashboard"))).toBe(false);
  });

  test("robots.txt allows the site, disallows the private paths and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ["/dashboard", "/api", "/dev", "/auth/reset-password"]) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
    }
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("the Open Graph image is a 1200x630 PNG", async ({ request }) => {
    const response = await request.get("/opengraph-image");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const body = await response.body();
    expect(body.readUInt32BE(16)).toBe(1200);
    expect(body.readUInt32BE(20)).toBe(630);
  });
});

/*
 * Issue 19: the public site in Urdu. Each page is read with the language cookie a visitor's choice
 * leaves (useUrdu), must be right to left with no English left (the catalogs' messages, and no run
 * of three English words from a content module), fit 360 px and pass axe; screenshots attached.
 */
const URDU_PAGES = [
  { path: "/", name: "home-ur", title: home.ur.hero.title },
  { path: "/about", name: "about-ur", title: about.ur.title },
  { path: "/faq", name: "faq-ur", title: faq.ur.title },
  { path: "/packages", name: "packages-ur", title: packages.ur.title },
  { path: "/contact", name: "contact-ur", title: contact.ur.title },
  { path: "/second-marriage", name: "second-marriage-ur", title: secondMarriage.ur.title },
] as const;

/** Latin text an Urdu page may show: the e-mail, phone numbers, plan names, PKR and the like. */
async function englishRuns(page: Page): Promise<string[]> {
  const texts = await page.locator("body").evaluate((body) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (!parent || !text || parent.closest("script,style,noscript,[hidden]")) continue;
      out.push(text);
    }
    for (const element of body.querySelectorAll("[aria-label],[alt]")) {
      out.push(element.getAttribute("aria-label") ?? "", element.getAttribute("alt") ?? "");
    }
    return out;
  });
  // Three Latin words in a row is a sentence left in English; names and numbers are not.
  return texts.filter((text) => /[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/.test(text));
}

test.describe("the public site in Urdu", () => {
  for (const info of URDU_PAGES) {
    test(`${info.path} in Urdu: rtl, no English, axe clean and fits 360 px`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      await useUrdu(context, baseURL ?? "");
      await page.setViewportSize({ width: 360, height: 800 });
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title);
      if (info.path === "/packages") await expect(page.locator("article[data-plan]").first()).toBeVisible();
      await expectUrduPage(page, info.name);
      expect(await englishRuns(page), `${info.name}: English sentences`).toEqual([]);
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "ur_PK");
      await expectNoHorizontalScroll(page, info.name);
      await expectAccessible(page, info.name);
      await screenshotsAtWidths(page, testInfo, info.name);
    });
  }

  test("the header's language switch turns the page to Urdu, and the choice is remembered", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Read this page in Urdu" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.ur.title);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "rishta_lang")?.value).toBe(
      "ur",
    );

    // The next page, with no ?lang= in its URL, is Urdu too: the cookie remembers.
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.ur.title);

    // And back to English the same way.
    await page.getByRole("banner").getByRole("link", { name: "یہ صفحہ انگریزی میں پڑھیں" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  });

  test("on a phone the switch is in the header and in the menu, reached with the keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/contact");
    const switches = page.getByRole("link", { name: "Read this page in Urdu" });
    await expect(switches.first()).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const inMenu = page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Read this page in Urdu" });
    await expect(inMenu).toBeVisible();
    // Tab from the menu's last page link reaches the switch.
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Tab");
    await expect(inMenu).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.ur.title);
    await expectNoHorizontalScroll(page, "contact in Urdu after the switch");
  });

  test("?lang=ur on a shared link opens the page in Urdu and remembers it", async ({ page }) => {
    await page.goto("/second-marriage?lang=ur");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondMarriage.ur.title);
    await page.goto("/packages");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await page.goto("/packages?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packages");
  });

  test("crawlers see both languages: hreflang links, canonical URLs and the sitemap's alternates", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    for (const path of ["/", "/about", "/faq", "/packages", "/contact", "/second-marriage"]) {
      await page.goto(path);
      const head = page.locator("head");
      const hreflang = async (lang: string) =>
        new URL((await head.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href")) ?? "");
      const en = await hreflang("en");
      const ur = await hreflang("ur");
      const fallback = await hreflang("x-default");
      expect(`${en.pathname}${en.search}`, `${path} hreflang en`).toBe(`${path}?lang=en`);
      expect(`${ur.pathname}${ur.search}`, `${path} hreflang ur`).toBe(`${path}?lang=ur`);
      expect(`${fallback.pathname}${fallback.search}`, `${path} x-default`).toBe(path);
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_PK");
    }

    // The Urdu page is its own canonical, so search engines keep it apart from the English one.
    await useUrdu(context, baseURL ?? "");
    await page.goto("/about");
    const canonical = new URL((await page.locator('head link[rel="canonical"]').getAttribute("href")) ?? "");
    expect(`${canonical.pathname}${canonical.search}`).toBe("/about?lang=ur");
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "ur_PK");
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveCount(1);

    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/about", "/packages"]) {
      expect(xml).toMatch(new RegExp(`hreflang="ur"\\s+href="[^"]*${path}\\?lang=ur"`));
      expect(xml).toMatch(new RegExp(`hreflang="en"\\s+href="[^"]*${path}\\?lang=en"`));
    }
  });
});

/*
 * Issue 19's walk: "every public page preloads two images it never shows". The home page fetched
 * all four carousel pictures at once (the hidden slides sit under the first one, and lazy loading
 * counts a transparent image as on screen). Now an image is fetched only when it is shown, and
 * every image a page preloads is one it displays, at 360 and at 1280 px, in both languages.
 */
test.describe("images on first load", () => {
  const IMAGE_PAGES = ["/", "/about", "/second-marriage", "/faq", "/contact", "/packages", "/privacy-policy"];

  async function imagesShownAndFetched(page: Page) {
    return page.evaluate(() => {
      const shown = [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const slide = image.closest('[aria-hidden="true"]');
          return !slide && image.complete && box.width > 0 && box.height > 0;
        })
        .map((image) => new URL(image.currentSrc || image.src).pathname);
      const fetched = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/images\/[^/]+\.(svg|png|jpe?g|webp|avif)$/.test(new URL(entry.name).pathname))
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "css")
        .map((entry) => new URL(entry.name).pathname);
      const preloaded = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
      ].map((link) => new URL(link.href).pathname);
      return { shown, fetched, preloaded };
    });
  }

  for (const lang of ["en", "ur"] as const) {
    for (const width of [360, 1280]) {
      test(`${lang} at ${width} px: every image fetched or preloaded is one the page shows`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        for (const path of IMAGE_PAGES) {
          await page.goto(`${path}?lang=${lang}`, { waitUntil: "load" });
          // Scroll through the page, so lazy images below the fold load and count as shown.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 400) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 30));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState("networkidle");
          const { shown, fetched, preloaded } = await imagesShownAndFetched(page);
          for (const image of preloaded) expect(shown, `${path} preloads ${image}`).toContain(image);
          for (const image of fetched) expect(shown, `${path} fetches ${image}`).toContain(image);
        }
      });
    }
  }

  test("a carousel slide's picture is fetched when the slide is shown", async ({ page }) => {
    await page.goto("/");
    const region = carousel(page);
    const second = region.locator('[aria-roledescription="slide"]').nth(1);
    await expect(second.locator("img")).toHaveCount(0);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^2 of /);
    await expect(second.locator("img")).toBeVisible();
    expect(await second.locator("img").evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  });
});
