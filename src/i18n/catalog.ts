import "server-only";
import type { Locale } from "./locales";
import enAuth from "./messages/en/auth.json";
import enCommon from "./messages/en/common.json";
import enConnections from "./messages/en/connections.json";
import enDashboard from "./messages/en/dashboard.json";
import enDiscovery from "./messages/en/discovery.json";
import enErrors from "./messages/en/errors.json";
import enHelp from "./messages/en/help.json";
import enMail from "./messages/en/mail.json";
import enMessages from "./messages/en/messages.json";
import enNotifications from "./messages/en/notifications.json";
import enOptions from "./messages/en/options.json";
import enPayments from "./messages/en/payments.json";
import enPolicies from "./messages/en/policies.json";
import enProfile from "./messages/en/profile.json";
import enProposals from "./messages/en/proposals.json";
import enPwa from "./messages/en/pwa.json";
import enSettings from "./messages/en/settings.json";
import enSite from "./messages/en/site.json";
import enSubscription from "./messages/en/subscription.json";
import enWizard from "./messages/en/wizard.json";
import urAuth from "./messages/ur/auth.json";
import urCommon from "./messages/ur/common.json";
import urConnections from "./messages/ur/connections.json";
import urDashboard from "./messages/ur/dashboard.json";
import urDiscovery from "./messages/ur/discovery.json";
import urErrors from "./messages/ur/errors.json";
import urHelp from "./messages/ur/help.json";
import urMail from "./messages/ur/mail.json";
import urMessages from "./messages/ur/messages.json";
import urNotifications from "./messages/ur/notifications.json";
import urOptions from "./messages/ur/options.json";
import urPayments from "./messages/ur/payments.json";
import urPolicies from "./messages/ur/policies.json";
import urProfile from "./messages/ur/profile.json";
import urProposals from "./messages/ur/proposals.json";
import urPwa from "./messages/ur/pwa.json";
import urSettings from "./messages/ur/settings.json";
import urSite from "./messages/ur/site.json";
import urSubscription from "./messages/ur/subscription.json";
import urWizard from "./messages/ur/wizard.json";

/**
 * Every user-visible word of the member-facing product, one JSON file per area and language. The
 * English is the spec's wording; the Urdu says the same. `tests/unit/i18n-catalogs.test.ts` fails
 * when a key or a placeholder is missing in one of them.
 */
const en = {
  auth: enAuth,
  common: enCommon,
  connections: enConnections,
  dashboard: enDashboard,
  discovery: enDiscovery,
  errors: enErrors,
  help: enHelp,
  mail: enMail,
  messages: enMessages,
  notifications: enNotifications,
  options: enOptions,
  payments: enPayments,
  policies: enPolicies,
  profile: enProfile,
  proposals: enProposals,
  pwa: enPwa,
  settings: enSettings,
  site: enSite,
  subscription: enSubscription,
  wizard: enWizard,
};

export type Messages = typeof en;
export type Namespace = keyof Messages;

const ur: Messages = {
  auth: urAuth,
  common: urCommon,
  connections: urConnections,
  dashboard: urDashboard,
  discovery: urDiscovery,
  errors: urErrors,
  help: urHelp,
  mail: urMail,
  messages: urMessages,
  notifications: urNotifications,
  options: urOptions,
  payments: urPayments,
  policies: urPolicies,
  profile: urProfile,
  proposals: urProposals,
  pwa: urPwa,
  settings: urSettings,
  site: urSite,
  subscription: urSubscription,
  wizard: urWizard,
};

export const catalogs: Record<Locale, Messages> = { en, ur };

/** The namespaces a group of pages hands to its client components (server components read all). */
export const CLIENT_NAMESPACES = {
  site: ["common", "site", "errors", "pwa", "payments"],
  app: [
    "common",
    "auth",
    "errors",
    "options",
    "wizard",
    "profile",
    "discovery",
    "proposals",
    "connections",
    "messages",
    "notifications",
    "dashboard",
    "subscription",
    "payments",
    "settings",
    "help",
    "pwa",
    "site",
  ],
} as const satisfies Record<string, readonly Namespace[]>;
