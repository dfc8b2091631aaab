import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { UserView } from "@/server/users/present";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";

export const USER_STATUS_LABELS = { active: "Active", disabled: "Blocked", deleted: "Deleted" } as const;
const PROFILE_LABELS = { draft: "Draft", active: "Listed", disabled: "Removed" } as const;

export function UserStatusBadge({ status }: { status: UserView["status"] }) {
  return (
    <Badge variant={status === "active" ? "secondary" : status === "disabled" ? "destructive" : "outline"}>
      {USER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Spec §2's Users table; each name opens the account's detail. Scrolls sideways at 360 px. */
export function UsersTable({ users }: { users: readonly UserView[] }) {
  if (users.length === 0) return <p className="text-muted-foreground">No user matches this search.</p>;
  return (
    <ScrollingTable label="Users">
      <table className={tableClass}>
        <caption className="sr-only">Users, newest first</caption>
        <TableHead
          columns={["Name", "Email", "Contact", "Gender", "Role", "Status", "Profile", "Plan", "Date"]}
        />
        <tbody className="divide-y">
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className={`${cellClass} text-start font-medium`}>
                <Link
                  href={`/dashboard/users/${user.id}`}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {user.name}
                  <span className="sr-only">: details</span>
                </Link>
              </th>
              <td className={`${cellClass} break-all`}>{user.email}</td>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{user.phone}</td>
              <td className={cellClass}>
                {user.gender === "male" ? "Male" : user.gender === "female" ? "Female" : "—"}
              </td>
              <td className={cellClass}>
                {user.role === "admin" ? (
                  <Badge>Admin</Badge>
                ) : (
                  <span className="text-muted-foreground">Member</span>
                )}
              </td>
              <td className={cellClass}>
                <UserStatusBadge status={user.status} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {user.profile_status ? PROFILE_LABELS[user.profile_status] : "—"}
              </td>
              <td className={cellClass}>{user.plan?.name ?? "—"}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDate(user.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
