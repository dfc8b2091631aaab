/**
 * The REST table: every documented `/api/...` path of the spec, one line each, calling the same
 * procedure the tRPC client calls. Authorization lives in the procedures and their use cases, so a
 * row cannot loosen it; `auth` here only documents it (and the OpenAPI document shows it).
 */
export type RestRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Dotted path of the procedure in the app router. */
  procedure: string;
  auth: "public" | "member" | "admin";
  summary: string;
  /** Query parameters read as numbers (query strings carry only text). */
  numbers?: readonly string[];
  /** Query parameters read as booleans ("true"/"false"). */
  booleans?: readonly string[];
};

export const restRoutes: readonly RestRoute[] = [
  { method: "GET", path: "/api/health", procedure: "health", auth: "public", summary: "Liveness check" },

  // Auth (spec §7, base /api/auth)
  {
    method: "POST",
    path: "/api/auth/sign-up",
    procedure: "auth.signUp",
    auth: "public",
    summary: "Create an account and sign in",
  },
  {
    method: "POST",
    path: "/api/auth/sign-in",
    procedure: "auth.signIn",
    auth: "public",
    summary: "Sign in with email and password",
  },
  {
    method: "POST",
    path: "/api/auth/sign-out",
    procedure: "auth.signOut",
    auth: "public",
    summary: "End this browser's session",
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    procedure: "auth.forgotPassword",
    auth: "public",
    summary: "Mail a single-use password reset link",
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    procedure: "auth.resetPassword",
    auth: "public",
    summary: "Set a new password with a reset link's token",
  },
  {
    method: "GET",
    path: "/api/auth/me",
    procedure: "auth.me",
    auth: "public",
    summary: "The signed-in user, or null",
  },

  // Users (spec §7)
  {
    method: "GET",
    path: "/api/users/get",
    procedure: "users.get",
    auth: "member",
    summary: "Own user by user_id; an admin reads any user by id, or the paged list",
    numbers: ["page", "pageSize"],
  },
  {
    method: "POST",
    path: "/api/users/create",
    procedure: "users.create",
    auth: "admin",
    summary: "Create a member account",
  },
  {
    method: "PUT",
    path: "/api/users/update",
    procedure: "users.update",
    auth: "admin",
    summary: "Edit a user's name, email, phone or status",
  },
  {
    method: "PUT",
    path: "/api/users/update/subscription",
    procedure: "users.updateSubscription",
    auth: "admin",
    summary: "Put a member on a subscription plan",
  },

  // Dashboard
  {
    method: "GET",
    path: "/api/dashboard/badges",
    procedure: "dashboard.badges",
    auth: "member",
    summary: "Pending proposals and unread notifications",
  },
  {
    method: "GET",
    path: "/api/dashboard/admin-stats",
    procedure: "dashboard.adminStats",
    auth: "admin",
    summary: "Counts for the admin dashboard",
  },

  // Subscription plans (spec §7)
  {
    method: "GET",
    path: "/api/subscription-plans",
    procedure: "plans.list",
    auth: "public",
    summary: "The subscription plans (public listing): Free first, then by price",
  },

  // Contacts (spec §7)
  {
    method: "POST",
    path: "/api/contacts",
    procedure: "contacts.create",
    auth: "public",
    summary: "Send a contact-form message (stored as new; the signed-in member's profile attached)",
  },
];

export function findRestRoute(
  method: string,
  path: string,
): { route?: RestRoute; pathKnown: boolean; allowed: RestRoute["method"][] } {
  const samePath = restRoutes.filter((route) => route.path === path);
  return {
    route: samePath.find((route) => route.method === method),
    pathKnown: samePath.length > 0,
    allowed: samePath.map((route) => route.method),
  };
}

/** Query string to procedure input: repeated keys become lists, declared numbers and booleans are read as such. */
export function inputFromQuery(route: RestRoute, params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    const read = (value: string): unknown => {
      if (route.numbers?.includes(key)) return value.trim() === "" ? Number.NaN : Number(value);
      if (route.booleans?.includes(key)) return value === "true" ? true : value === "false" ? false : value;
      return value;
    };
    input[key] = values.length > 1 ? values.map(read) : read(values[0] ?? "");
  }
  return input;
}
