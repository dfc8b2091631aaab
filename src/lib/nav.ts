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

/**
 * Every label of the dashboard's navigation and header, in English (the spec's words). The
 * `dashboard.nav` catalog holds the same keys in both languages; the components show the catalog's
 * text, and a unit test keeps its English identical to these.
 */
export const navLabels = {
  dashboard: "Dashboard",
  proposals: "Proposals",
  connections: "Connections",
  messages: "Messages",
  notifications: "Notifications",
  subscription: "Subscription",
  payment: "Payment",
  others: "others",
  profile: "Profile",
  settings: "Settings",
  help: "Help",
  users: "Users",
  verifications: "Verifications",
  moderation: "Moderation",
  contacts: "Contacts",
  subscriptionPlans: "Subscription Plans",
  payments: "Payments",
  broadcasts: "Broadcasts",
  auditLog: "Audit Log",
  profileDetails: "Profile Details",
  proposalDetails: "Proposal Details",
  connectionDetails: "Connection Details",
  paymentDetails: "Payment Details",
  userDetails: "User Details",
  contactMessage: "Contact Message",
  verificationRequest: "Verification Request",
  moderationItem: "Moderation Item",
  pageNotFound: "Page Not Found",
} as const;

export type NavLabel = keyof typeof navLabels;

export type NavItem = {
  /** The English label; `labelKey` names it in the `dashboard.nav` catalog. */
  label: string;
  labelKey: NavLabel;
  /** An entry without a link is shown as plain, non-clickable text. */
  href?: string;
  icon: NavIcon;
  badge?: NavBadge;
};

export type NavGroup = {
  /** Shown above the group's entries; the first group has none. */
  label?: string;
  labelKey?: NavLabel;
  items: readonly NavItem[];
};

function entry(labelKey: NavLabel, href: string, icon: NavIcon, badge?: NavBadge): NavItem {
  return { label: navLabels[labelKey], labelKey, href, icon, ...(badge ? { badge } : {}) };
}

export const memberNav: readonly NavGroup[] = [
  {
    items: [
      entry("dashboard", "/dashboard", "dashboard"),
      entry("proposals", "/dashboard/proposals", "proposals", "pendingProposals"),
      entry("connections", "/dashboard/connections", "connections"),
      entry("messages", "/dashboard/messages", "messages"),
      entry("notifications", "/dashboard/notifications", "notifications", "unreadNotifications"),
      entry("subscription", "/dashboard/subscription", "subscription"),
      entry("payment", "/dashboard/payment", "payment"),
    ],
  },
  {
    label: navLabels.others,
    labelKey: "others",
    items: [
      entry("profile", "/dashboard/profile", "profile"),
      entry("settings", "/dashboard/settings", "settings"),
      entry("help", "/dashboard/help", "help"),
    ],
  },
];

export const adminNav: readonly NavGroup[] = [
  {
    items: [
      entry("dashboard", "/dashboard", "dashboard"),
      entry("users", "/dashboard/users", "users"),
      entry("verifications", "/dashboard/verifications", "verifications", "pendingVerifications"),
      entry("moderation", "/dashboard/moderation", "moderation", "openReports"),
      entry("contacts", "/dashboard/contacts", "contacts"),
      entry("subscriptionPlans", "/dashboard/subscription-plans", "plans"),
      entry("payments", "/dashboard/payments", "payments"),
      entry("notifications", "/dashboard/notifications", "notifications", "unreadNotifications"),
      entry("broadcasts", "/dashboard/broadcasts", "broadcasts"),
      entry("connections", "/dashboard/member-connections", "connections"),
      entry("auditLog", "/dashboard/audit", "audit"),
      entry("profile", "/dashboard/profile", "profile"),
    ],
  },
];

export function navFor(role: Role): readonly NavGroup[] {
  return role === "admin" ? adminNav : memberNav;
}

export type UserMenuItem = { label: string; labelKey: NavLabel; href: string };

const userMenu: readonly (UserMenuItem & { memberOnly?: boolean })[] = [
  { label: navLabels.profile, labelKey: "profile", href: "/dashboard/profile" },
  { label: navLabels.proposals, labelKey: "proposals", href: "/dashboard/proposals", memberOnly: true },
  { label: navLabels.notifications, labelKey: "notifications", href: "/dashboard/notifications" },
  { label: navLabels.settings, labelKey: "settings", href: "/dashboard/settings" },
];

/** The header user menu's links (Logout is an action, added by the menu itself). */
export function userMenuFor(role: Role): UserMenuItem[] {
  return userMenu
    .filter((item) => role === "member" || !item.memberOnly)
    .map(({ label, labelKey, href }) => ({ label, labelKey, href }));
}

export const PAGE_NOT_FOUND = navLabels.pageNotFound;

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
const sectionTitles: Record<string, NavLabel> = {
  proposals: "proposals",
  connections: "connections",
  messages: "messages",
  notifications: "notifications",
  subscription: "subscription",
  payment: "payment",
  profile: "profile",
  settings: "settings",
  help: "help",
  users: "users",
  contacts: "contacts",
  "subscription-plans": "subscriptionPlans",
  payments: "payments",
  verifications: "verifications",
  moderation: "moderation",
  broadcasts: "broadcasts",
  "member-connections": "connections",
  audit: "auditLog",
};

/** Detail pages: /dashboard/<section>/<id>, with their header title. */
const detailTitles: Record<string, NavLabel> = {
  "user-profile": "profileDetails",
  proposals: "proposalDetails",
  connections: "connectionDetails",
  messages: "messages",
  // A payment's receipt (/dashboard/payment/<id>).
  payment: "payment",
  payments: "paymentDetails",
  users: "userDetails",
  contacts: "contactMessage",
  verifications: "verificationRequest",
  moderation: "moderationItem",
  "member-connections": "connectionDetails",
};

/** Fixed pages under a section: /dashboard/<section>/<page>, with their header title. */
const subPageTitles: Record<string, NavLabel> = {
  "profile/create": "profile",
};

/** The header title of a dashboard path, as a `dashboard.nav` key; unknown paths are 'pageNotFound'. */
export function dashboardTitleKey(pathname: string): NavLabel {
  const segments = dashboardSegments(pathname);
  if (!segments) return "pageNotFound";
  const [section, id, ...rest] = segments;
  if (section === undefined) return "dashboard";
  if (rest.length > 0) return "pageNotFound";
  const subPage = `${section}/${id}`;
  if (id !== undefined && Object.hasOwn(subPageTitles, subPage))
    return subPageTitles[subPage] ?? "pageNotFound";
  const titles = id === undefined ? sectionTitles : detailTitles;
  return Object.hasOwn(titles, section) ? (titles[section] ?? "pageNotFound") : "pageNotFound";
}

/** The header title of a dashboard path in English; any path the dashboard does not have is 'Page Not Found'. */
export function dashboardTitle(pathname: string): string {
  return navLabels[dashboardTitleKey(pathname)];
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
