import type { Metadata } from "next";
import {
  ADMIN_PAGE_SIZE,
  lastPage,
  listHref,
  readListChoice,
  readListParams,
} from "@/components/admin/list-params";
import { ListSearch } from "@/components/admin/list-search";
import { USER_STATUS_LABELS, UsersTable } from "@/components/admin/users-table";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatCount } from "@/lib/format";
import { USER_GENDERS, USER_ROLES, USER_STATUSES, USERS_OFFSET_LIMIT } from "@/lib/validation/users";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Users" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/users";
const VERIFIED = ["yes", "no"] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function Filter({
  id,
  label,
  value,
  any,
  options,
}: {
  id: string;
  label: string;
  value: string | undefined;
  any: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`users-${id}`}>{label}</Label>
      <Select id={`users-${id}`} name={id} defaultValue={value ?? ""}>
        <option value="">{any}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * The administrators' Users table (spec §2): searched by name, e-mail or phone, filtered by role,
 * status, gender, plan and the verified badge. The count stops at 200 (decision 0032): past it
 * the heading says "200+", and the pages go on while there are more.
 */
export default async function UsersPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const params = await searchParams;
  const { search } = readListParams(params);
  const maxPage = USERS_OFFSET_LIMIT / ADMIN_PAGE_SIZE;
  const page = Math.min(readListParams(params).page, maxPage);
  const role = readListChoice(params, "role", USER_ROLES);
  const status = readListChoice(params, "status", USER_STATUSES);
  const gender = readListChoice(params, "gender", USER_GENDERS);
  const verified = readListChoice(params, "verified", VERIFIED);
  const api = await serverApi();
  const plansResult = await api.plans.get({ page: 1, pageSize: 100 });
  const plans = "subscription_plans" in plansResult ? plansResult.subscription_plans : [];
  const planId = readListChoice(
    params,
    "plan",
    plans.map((plan) => plan.id),
  );
  const result = await api.users.get({
    search,
    role,
    status,
    gender,
    plan_id: planId,
    verified: verified === undefined ? undefined : verified === "yes",
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const users = "users" in result ? result.users : [];
  const total = "total" in result ? result.total : users.length;
  const capped = "total_capped" in result && result.total_capped;
  const hasMore = "next_after" in result && result.next_after !== null;
  const last = Math.min(maxPage, Math.max(lastPage(total), hasMore ? page + 1 : page));
  const filters = { search, role, status, gender, plan: planId, verified };
  return (
    <div className="grid min-w-0 gap-6">
      <ListSearch action={PATH} label="Search users" placeholder="Name, e-mail or phone" search={search}>
        <Filter
          id="role"
          label="Role"
          value={role}
          any="Any role"
          options={[
            ["member", "Member"],
            ["admin", "Admin"],
          ]}
        />
        <Filter
          id="status"
          label="Status"
          value={status}
          any="Any status"
          options={USER_STATUSES.map((value) => [value, USER_STATUS_LABELS[value]] as const)}
        />
        <Filter
          id="gender"
          label="Gender"
          value={gender}
          any="Any gender"
          options={[
            ["female", "Female"],
            ["male", "Male"],
          ]}
        />
        <Filter
          id="plan"
          label="Plan"
          value={planId}
          any="Any plan"
          options={plans.map((plan) => [plan.id, plan.name] as const)}
        />
        <Filter
          id="verified"
          label="Verified"
          value={verified}
          any="Verified or not"
          options={[
            ["yes", "Verified"],
            ["no", "Not verified"],
          ]}
        />
      </ListSearch>
      <div className="grid gap-3">
        <h2 className="font-semibold text-lg">
          Users{" "}
          <span className="font-normal text-muted-foreground text-sm">
            ({formatCount(total)}
            {capped ? "+" : ""} {total === 1 && !capped ? "user" : "users"})
          </span>
        </h2>
        <UsersTable users={users} />
      </div>
      <Pagination
        page={page}
        last={last}
        hrefFor={(target) => listHref(PATH, { ...filters, page: target })}
        label="User pages"
      />
    </div>
  );
}
