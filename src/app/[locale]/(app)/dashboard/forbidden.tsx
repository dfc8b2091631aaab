import { AccessDenied } from "@/components/dashboard/access-denied";

/** A dashboard page that calls `forbidden()` answers 403 with this, inside the shell. */
export default function DashboardForbidden() {
  return <AccessDenied />;
}
