import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { dashboardAccess } from "@/lib/nav";
import { PATHNAME_HEADER } from "@/server/trusted-headers";
import { currentUser } from "@/trpc/server";

/** The dashboard path of this request, as the server entry saw it (or the given fallback). */
export async function requestPathname(fallback = "/dashboard"): Promise<string> {
  return (await headers()).get(PATHNAME_HEADER) ?? fallback;
}

/**
 * The signed-in user allowed on this dashboard path: signed-out visitors go to sign-in (back here
 * afterwards), a role without access gets the 403 page. Layouts do not re-render on client-side
 * navigation, so pages call this too, not only the dashboard layout.
 */
export async function requireDashboardUser(fallbackPath?: string) {
  const path = await requestPathname(fallbackPath);
  const user = await currentUser();
  if (!user) redirect(`/auth/sign-in?next=${encodeURIComponent(path)}`);
  if (dashboardAccess(path, user.role) === "forbidden") forbidden();
  return user;
}
