import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SidebarEntry } from "@/components/dashboard/sidebar-nav";
import type { Locale } from "@/i18n/locales";
import enDashboard from "@/i18n/messages/en/dashboard.json";
import urDashboard from "@/i18n/messages/ur/dashboard.json";

type Item = Parameters<typeof SidebarEntry>[0]["item"];

function render(item: Item, current = false, count?: number, locale: Locale = "en") {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: "Asia/Karachi",
      messages: { dashboard: locale === "en" ? enDashboard : urDashboard },
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children
      children: createElement(SidebarEntry, { item, current, count }),
    }),
  );
}

describe("a sidebar entry", () => {
  it("with a link is a link, marked current when it is", () => {
    const html = render(
      { label: "Proposals", labelKey: "proposals", href: "/dashboard/proposals", icon: "proposals" },
      true,
    );
    expect(html).toMatch(/^<a [^>]*href="\/dashboard\/proposals"/);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain(">Proposals<");
  });

  it("without a link is not clickable: no link, not focusable, marked disabled", () => {
    const html = render({ label: "Help", labelKey: "help", icon: "help" });
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("href=");
    expect(html).not.toContain("tabindex");
    expect(html).toMatch(/^<span aria-disabled="true"/);
    expect(html).toContain("Help");
  });

  it("shows a count badge only above zero, with words for screen readers", () => {
    const item = {
      label: "Proposals",
      labelKey: "proposals",
      href: "/dashboard/proposals",
      icon: "proposals",
      badge: "pendingProposals",
    } as const;
    expect(render(item, false, 0)).not.toContain("pending");
    const three = render(item, false, 3);
    expect(three).toContain(">3<");
    expect(three).toContain("3 pending");
    expect(render(item, false, 120)).toContain(">99+<");
  });

  it("reads in Urdu on an Urdu page: the label and the badge's words", () => {
    const item = {
      label: "Proposals",
      labelKey: "proposals",
      href: "/dashboard/proposals",
      icon: "proposals",
      badge: "pendingProposals",
    } as const;
    const html = render(item, false, 3, "ur");
    expect(html).toContain(">رشتے کی پیشکشیں<");
    expect(html).toContain("3 زیرِ غور");
    expect(html).not.toContain("Proposals");
  });
});
