import { describe, expect, it } from "vitest";
import {
  adminNav,
  bestMatch,
  dashboardAccess,
  dashboardTitle,
  isActive,
  isKnownDashboardPath,
  memberNav,
  navHrefs,
  userMenuFor,
} from "@/lib/nav";

describe("sidebar groups", () => {
  it("lists the member entries in the spec's order, with 'others' as the second group", () => {
    expect(memberNav.map((group) => group.label)).toEqual([undefined, "others"]);
    expect(memberNav[0]?.items.map((item) => item.label)).toEqual([
      "Dashboard",
      "Proposals",
      "Connections",
      "Messages",
      "Notifications",
      "Subscription",
      "Payment",
    ]);
    expect(memberNav[1]?.items.map((item) => item.href)).toEqual([
      "/dashboard/profile",
      "/dashboard/settings",
      "/dashboard/help",
    ]);
  });

  it("lists the admin entries", () => {
    expect(navHrefs(adminNav)).toEqual([
      "/dashboard",
      "/dashboard/users",
      "/dashboard/verifications",
      "/dashboard/moderation",
      "/dashboard/contacts",
      "/dashboard/subscription-plans",
      "/dashboard/payments",
      "/dashboard/notifications",
      "/dashboard/broadcasts",
      "/dashboard/member-connections",
      "/dashboard/audit",
      "/dashboard/profile",
    ]);
  });

  it("puts the count badges on Proposals and Notifications only", () => {
    const withBadges = memberNav.flatMap((group) => group.items).filter((item) => item.badge);
    expect(withBadges.map((item) => [item.label, item.badge])).toEqual([
      ["Proposals", "pendingProposals"],
      ["Notifications", "unreadNotifications"],
    ]);
  });

  it("leaves member-only screens out of an admin's user menu", () => {
    expect(userMenuFor("member").map((item) => item.label)).toEqual([
      "Profile",
      "Proposals",
      "Notifications",
      "Settings",
    ]);
    expect(userMenuFor("admin").map((item) => item.label)).toEqual(["Profile", "Notifications", "Settings"]);
  });
});

describe("dashboardTitle", () => {
  it.each([
    ["/dashboard", "Dashboard"],
    ["/dashboard/", "Dashboard"],
    ["/dashboard/user-profile/3f2a", "Profile Details"],
    ["/dashboard/proposals", "Proposals"],
    ["/dashboard/proposals/42", "Proposal Details"],
    ["/dashboard/connections", "Connections"],
    ["/dashboard/connections/7", "Connection Details"],
    ["/dashboard/messages", "Messages"],
    ["/dashboard/messages/5", "Messages"],
    ["/dashboard/notifications", "Notifications"],
    ["/dashboard/subscription", "Subscription"],
    ["/dashboard/payment", "Payment"],
    ["/dashboard/payment/9f1c2d3e-0000-4000-8000-000000000001", "Payment"],
    ["/dashboard/profile", "Profile"],
    ["/dashboard/settings", "Settings"],
    ["/dashboard/help", "Help"],
    ["/dashboard/users", "Users"],
    ["/dashboard/contacts", "Contacts"],
    ["/dashboard/subscription-plans", "Subscription Plans"],
    ["/dashboard/payments", "Payments"],
    ["/dashboard/proposals?tab=sent", "Proposals"],
  ])("%s → %s", (path, title) => {
    expect(dashboardTitle(path)).toBe(title);
  });

  it.each([
    "/dashboard/unknown",
    "/dashboard/user-profile",
    "/dashboard/proposals/42/edit",
    "/dashboard/messages/5/edit",
    "/dashboard/payment/9/print",
    "/dashboard/Proposals",
    "/dashboard/constructor",
    "/dashboard/__proto__",
    "/dashboardx",
    "/",
  ])("%s → Page Not Found", (path) => {
    expect(dashboardTitle(path)).toBe("Page Not Found");
    expect(isKnownDashboardPath(path)).toBe(false);
  });
});

describe("isActive", () => {
  const memberHrefs = navHrefs(memberNav);
  const adminHrefs = navHrefs(adminNav);

  it("matches /dashboard exactly and only exactly", () => {
    expect(isActive("/dashboard", "/dashboard")).toBe(true);
    expect(isActive("/dashboard", "/dashboard/")).toBe(true);
    expect(isActive("/dashboard", "/dashboard/proposals")).toBe(false);
    expect(isActive("/dashboard", "/dashboard/user-profile/1")).toBe(false);
  });

  it("matches other entries exactly or as a prefix on a segment boundary", () => {
    expect(isActive("/dashboard/proposals", "/dashboard/proposals")).toBe(true);
    expect(isActive("/dashboard/proposals", "/dashboard/proposals/42")).toBe(true);
    expect(isActive("/dashboard/connections", "/dashboard/connections/9?x=1")).toBe(true);
    expect(isActive("/dashboard/payment", "/dashboard/payments")).toBe(false);
    expect(isActive("/dashboard/subscription", "/dashboard/subscription-plans")).toBe(false);
    expect(isActive("/dashboard/proposals", "/dashboard/messages")).toBe(false);
  });

  it("marks exactly one member entry current on each sidebar page", () => {
    for (const href of memberHrefs) {
      expect(memberHrefs.filter((candidate) => isActive(candidate, href, memberHrefs))).toEqual([href]);
    }
    for (const href of adminHrefs) {
      expect(adminHrefs.filter((candidate) => isActive(candidate, href, adminHrefs))).toEqual([href]);
    }
  });

  it("prefers the longest match when entries nest", () => {
    const hrefs = ["/dashboard/settings", "/dashboard/settings/privacy"];
    expect(bestMatch(hrefs, "/dashboard/settings/privacy/x")).toBe("/dashboard/settings/privacy");
    expect(isActive("/dashboard/settings", "/dashboard/settings/privacy", hrefs)).toBe(false);
    expect(isActive("/dashboard/settings/privacy", "/dashboard/settings/privacy", hrefs)).toBe(true);
    expect(isActive("/dashboard/settings", "/dashboard/settings/other", hrefs)).toBe(true);
  });

  it("marks nothing current on a page outside the sidebar", () => {
    expect(bestMatch(memberHrefs, "/dashboard/user-profile/1")).toBeUndefined();
    expect(bestMatch(memberHrefs, "/somewhere")).toBeUndefined();
  });
});

describe("dashboardAccess", () => {
  it.each([
    "/dashboard/users",
    "/dashboard/contacts",
    "/dashboard/subscription-plans",
    "/dashboard/payments",
  ])("%s is for admins only", (path) => {
    expect(dashboardAccess(path, "admin")).toBe("ok");
    expect(dashboardAccess(path, "member")).toBe("forbidden");
  });

  it.each([
    "/dashboard/proposals",
    "/dashboard/proposals/42",
    "/dashboard/connections",
    "/dashboard/connections/1",
    "/dashboard/messages",
    "/dashboard/messages/5",
    "/dashboard/subscription",
    "/dashboard/payment",
    "/dashboard/help",
    "/dashboard/user-profile/1",
  ])("%s is for members only", (path) => {
    expect(dashboardAccess(path, "member")).toBe("ok");
    expect(dashboardAccess(path, "admin")).toBe("forbidden");
  });

  // Settings: members and administrators both keep their password and API tokens there (decision 0019).
  it.each(["/dashboard", "/dashboard/notifications", "/dashboard/profile", "/dashboard/settings"])(
    "%s is shared",
    (path) => {
      expect(dashboardAccess(path, "member")).toBe("ok");
      expect(dashboardAccess(path, "admin")).toBe("ok");
    },
  );

  it("cannot be dodged with deeper paths, doubled slashes, a trailing slash or percent-encoding", () => {
    expect(dashboardAccess("/dashboard/users/1/edit", "member")).toBe("forbidden");
    expect(dashboardAccess("/dashboard//users", "member")).toBe("forbidden");
    expect(dashboardAccess("/dashboard/users/", "member")).toBe("forbidden");
    expect(dashboardAccess("/dashboard/%75sers", "member")).toBe("forbidden");
    expect(dashboardAccess("/dashboard/payments?x=1", "member")).toBe("forbidden");
  });

  it("lets unknown paths through so they render the shell's not-found page", () => {
    expect(dashboardAccess("/dashboard/nowhere", "member")).toBe("ok");
    expect(dashboardAccess("/dashboard/nowhere", "admin")).toBe("ok");
  });
});

describe("nav labels and the dashboard catalog", () => {
  it("keeps the catalog's English identical to the spec's labels, with an Urdu twin for each", async () => {
    const { navLabels } = await import("@/lib/nav");
    const en = (await import("@/i18n/messages/en/dashboard.json")).default;
    const ur = (await import("@/i18n/messages/ur/dashboard.json")).default;
    expect(en.nav).toEqual(navLabels);
    expect(Object.keys(ur.nav).sort()).toEqual(Object.keys(navLabels).sort());
  });

  it("names every header title by a catalog key", async () => {
    const { dashboardTitleKey } = await import("@/lib/nav");
    expect(dashboardTitleKey("/dashboard")).toBe("dashboard");
    expect(dashboardTitleKey("/dashboard/connections/0b4f")).toBe("connectionDetails");
    expect(dashboardTitleKey("/dashboard/messages/0b4f")).toBe("messages");
    expect(dashboardTitleKey("/dashboard/nope")).toBe("pageNotFound");
  });
});
