/**
 * The dashboard's navigation, in one place: the sidebar groups of each role, the header title of
 * every dashboard path, which entry is current, and which role may open which path. Pure data and
 * functions, shared by the server layout, the client shell and the unit tests.
 */

export type Role = "member" | "admin";

export type NavIcon =
  | "dashboard"
  | "proposals"
  | "connections"
  | "messages"
  | "notifications"
  | "subscription"
  | "payment"
  | "profile"
  | "settings"
  | "help"
  | "users"
  | "contacts"
  | "plans"
  | "payments"
  | "verifications"
  | "moderation"
  | "broadcasts"
  | "audit";

/** The sidebar counts an entry may carry (from `dashboard.badges`). */
export type NavBadge = "pendingProposals" | "unreadNotifications" | "openReports" | "pendingVerifications";

export type NavItem = {
  label: string;
  /** An entry without a link is shown as plain, non-clickable text. */
  href?: string;
  icon: NavIcon;
  badge?: NavBadge;
};

export type NavGroup = {
  /** Shown above the group's entries; the first group has none. */
  label?: string;
  items: readonly NavItem[];
};

export const memberNav: readonly NavGroup[] = [
  {
    items: [
      { label: "Dashboard", href: "/dashboard", icon: "dashboard" },
      { label: "Proposals", href: "/dashboard/proposals", icon: "proposals", badge: "pendingProposals" },
      { label: "Connections", href: "/dashboard/connections", icon: "connections" },
      { label: "Messages", href: "/dashboard/messages", icon: "messages" },
      {
        label: "Notifications",
        href: "/dashboard/notifications",
        icon: "notifications",
        badge: "unreadNotifications",
      },
      { label: "Subscription", href: "/dashboard/subscription", icon: "subscription" },
      { label: "Payment", href: "/dashboard/payment", icon: "payment" },
    ],
  },
  {
    label: "others",
    items: [
      { label: "Profile", href: "/dashboard/profile", icon: "profile" },
      { label: "Settings", href: "/dashboard/settings", icon: "settings" },
      { label: "Help", href: "/dashboard/help", icon: "help" },
    ],
  },
];

export const adminNav: readonly NavGroup[] = [
  {
    items: [
      { label: "Dashboard", href: "/dashboard", icon: "dashboard" },
      { label: "Users", href: "/dashboard/users", icon: "users" },
      {
        label: "Verifications",
        href: "/dashboard/verifications",
        icon: "verifications",
        badge: "pendingVerifications",
      },
      { label: "Moderation", href: "/dashboard/moderation", icon: "moderation", badge: "openReports" },
      { label: "Contacts", href: "/dashboard/contacts", icon: "contacts" },
      { label: "Subscription Plans", href: "/dashboard/subscription-plans", icon: "plans" },
      { label: "Payments", href: "/dashboard/payments", icon: "payments" },
      {
        label: "Notifications",
        href: "/dashboard/notifications",
        icon: "notifications",
        badge: "unreadNotifications",
      },
      { label: "Broadcasts", href: "/dashboard/broadcasts", icon: "broadcasts" },
      { label: "Connections", href: "/dashboard/member-connections", icon: "connections" },
      { label: "Audit Log", href: "/dashboard/audit", icon: "audit" },
      { label: "Profile", href: "/dashboard/profile", icon: "profile" },
    ],
  },
];

export function navFor(role: Role): readonly NavGroup[] {
  return role === "admin" ? adminNav : memberNav;
}

export type UserMenuItem = { label: string; href: string };

const userMenu: readonly (UserMenuItem & { memberOnly?: boolean })[] = [
  { label: "Profile", href: "/dashboard/profile" },
  { label: "Proposals", href: "/dashboard/proposals", memberOnly: true },
  { label: "Notifications", href: "/dashboard/notifications" },
  { label: "Settings", href: "/dashboard/settings" },
];

/** The header user menu's links (Logout is an action, added by the menu itself). */
export function userMenuFor(role: Role): UserMenuItem[] {
  return userMenu
    .filter((item) => role === "member" || !item.memberOnly)
    .map(({ label, href }) => ({ label, href }));
}

export const PAGE_NOT_FOUND = "Page Not Found";

/** Path segments after `/dashboard`, decoded, without empty segments, or null outside the dashboard. */
export function dashboardSegments(pathname: string): string[] | null {
  const path = (pathname.split(/[?#]/)[0] ?? "").replace(/\/+/g, "/");
  const segments = path.split("/").filter(Boolean).map(safeDecode);
  if (segments[0] !== "dashboard") return null;
  return segments.slice(1);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Section pages: the first segment after /dashboard, with its header title. */
const sectionTitles: Record<string, string> = {
  proposals: "Proposals",
  connections: "Connections",
  messages: "Messages",
  notifications: "Notifications",
  subscription: "Subscription",
  payment: "Payment",
  profile: "Profile",
  settings: "Settings",
  help: "Help",
  users: "Users",
  contacts: "Contacts",
  "subscription-plans": "Subscription Plans",
  payments: "Payments",
  verifications: "Verifications",
  moderation: "Moderation",
  broadcasts: "Broadcasts",
  "member-connections": "Connections",
  audit: "Audit Log",
};

/** Detail pages: /dashboard/<section>/<id>, with their header title. */
const detailTitles: Record<string, string> = {
  "user-profile": "Profile Details",
  proposals: "Proposal Details",
  connections: "Connection Details",
  messages: "Messages",
  // A payment's receipt (/dashboard/payment/<id>).
  payment: "Payment",
  payments: "Payment Details",
  users: "User Details",
  contacts: "Contact Message",
  verifications: "Verification Request",
  moderation: "Moderation Item",
  "member-connections": "Connection Details",
};

/** Fixed pages under a section: /dashboard/<section>/<page>, with their header title. */
const subPageTitles: Record<string, string> = {
  "profile/create": "Profile",
};

/** The header title of a dashboard path; any path the dashboard does not have is 'Page Not Found'. */
export function dashboardTitle(pathname: string): string {
  const segments = dashboardSegments(pathname);
  if (!segments) return PAGE_NOT_FOUND;
  const [section, id, ...rest] = segments;
  if (section === undefined) return "Dashboard";
  if (rest.length > 0) return PAGE_NOT_FOUND;
  const subPage = `${section}/${id}`;
  if (id !== undefined && Object.hasOwn(subPageTitles, subPage))
    return subPageTitles[subPage] ?? PAGE_NOT_FOUND;
  if (id === undefined)
    return Object.hasOwn(sectionTitles, section)
      ? (sectionTitles[section] ?? PAGE_NOT_FOUND)
      : PAGE_NOT_FOUND;
  return Object.hasOwn(detailTitles, section) ? (detailTitles[section] ?? PAGE_NOT_FOUND) : PAGE_NOT_FOUND;
}

/** Whether the dashboard has this path (a section or a detail page), whoever may open it. */
export function isKnownDashboardPath(pathname: string): boolean {
  return dashboardTitle(pathname) !== PAGE_NOT_FOUND;
}

function normalizePath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? "").replace(/\/+/g, "/");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/** Whether `href` matches `pathname` at all: exactly, or as a prefix ending on a segment boundary. */
function matches(href: string, pathname: string): boolean {
  const target = normalizePath(href);
  const path = normalizePath(pathname);
  if (path === target) return true;
  // The dashboard home is only ever current on itself, not on every dashboard page.
  if (target === "/dashboard") return false;
  return path.startsWith(`${target}/`);
}

/** The one entry (of `hrefs`) that is current for `pathname`: the longest that matches. */
export function bestMatch(hrefs: readonly string[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const href of hrefs) {
    if (
      matches(href, pathname) &&
      (best === undefined || normalizePath(href).length > normalizePath(best).length)
    ) {
      best = href;
    }
  }
  return best;
}

/**
 * Whether a sidebar entry is current: `/dashboard` only on itself; any other entry on itself and on
 * the pages under it (`/dashboard/proposals/42`), never on a mere string prefix
 * (`/dashboard/payment` is not current on `/dashboard/payments`). Given the other entries, only the
 * longest match counts.
 */
export function isActive(href: string, pathname: string, siblings: readonly string[] = []): boolean {
  if (!matches(href, pathname)) return false;
  return bestMatch([href, ...siblings], pathname) === href;
}

/** Every link of a nav, in order. */
export function navHrefs(groups: readonly NavGroup[]): string[] {
  return groups.flatMap((group) => group.items.flatMap((item) => (item.href ? [item.href] : [])));
}

const adminOnlySections = new Set([
  "users",
  "contacts",
  "subscription-plans",
  "payments",
  "verifications",
  "moderation",
  "broadcasts",
  "member-connections",
  "audit",
]);
const memberOnlySections = new Set([
  "proposals",
  "connections",
  "messages",
  "subscription",
  "payment",
  "help",
  "user-profile",
]);

export type DashboardAccess = "ok" | "forbidden";

/**
 * Whether a role may open a dashboard path. Admin screens are closed to members and member screens
 * to admins; /dashboard, notifications, profile and settings (the password and API tokens; decision
 * 0019) are shared. Paths the dashboard does not know are
 * "ok" here so they render the shell's not-found page.
 */
export function dashboardAccess(pathname: string, role: Role): DashboardAccess {
  const section = dashboardSegments(pathname)?.[0];
  if (section === undefined) return "ok";
  if (adminOnlySections.has(section)) return role === "admin" ? "ok" : "forbidden";
  if (memberOnlySections.has(section)) return role === "member" ? "ok" : "forbidden";
  return "ok";
}
