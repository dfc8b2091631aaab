import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SidebarEntry } from "@/components/dashboard/sidebar-nav";

function render(item: Parameters<typeof SidebarEntry>[0]["item"], current = false, count?: number) {
  return renderToStaticMarkup(createElement(SidebarEntry, { item, current, count }));
}

describe("a sidebar entry", () => {
  it("with a link is a link, marked current when it is", () => {
    const html = render({ label: "Proposals", href: "/dashboard/proposals", icon: "proposals" }, true);
    expect(html).toMatch(/^<a [^>]*href="\/dashboard\/proposals"/);
    expect(html).toContain('aria-current="page"');
  });

  it("without a link is not clickable: no link, not focusable, marked disabled", () => {
    const html = render({ label: "Coming soon", icon: "help" });
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("href=");
    expect(html).not.toContain("tabindex");
    expect(html).toMatch(/^<span aria-disabled="true"/);
    expect(html).toContain("Coming soon");
  });

  it("shows a count badge only above zero, with words for screen readers", () => {
    const item = {
      label: "Proposals",
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
});
