/**
 * The site's name and the account pages' addresses: what the header and logo need in the browser,
 * apart from the rest of the site's content (offices, phone lines, navigation in both languages),
 * which stays on the server.
 */
export const SITE_NAME = "Rishta";

export const accountLinks = {
  signIn: "/auth/sign-in",
  signUp: "/auth/sign-up",
  dashboard: "/dashboard",
} as const;
