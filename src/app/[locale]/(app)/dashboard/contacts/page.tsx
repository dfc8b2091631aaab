import type { Metadata } from "next";
import { ContactsTable } from "@/components/admin/contacts-table";
import {
  ADMIN_PAGE_SIZE,
  lastPage,
  listHref,
  readListChoice,
  readListParams,
} from "@/components/admin/list-params";
import { ListSearch } from "@/components/admin/list-search";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatQuantity } from "@/lib/format";
import {
  CONTACT_STATUSES,
  contactStatusLabels,
  contactTypeLabels,
  contactTypes,
} from "@/lib/validation/contact";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Contacts" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/contacts";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The contact-form messages: searched by name, e-mail, phone or subject, filtered by status and type. */
export default async function ContactsPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const params = await searchParams;
  const { search, page } = readListParams(params);
  const status = readListChoice(params, "status", CONTACT_STATUSES);
  const type = readListChoice(params, "type", contactTypes);
  const result = await (await serverApi()).contacts.get({
    search,
    message_status: status,
    contact_type: type,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const contacts = "contacts" in result ? result.contacts : [];
  const total = "total" in result ? result.total : contacts.length;
  return (
    <div className="grid min-w-0 gap-6">
      <ListSearch
        action={PATH}
        label="Search messages"
        placeholder="Name, e-mail, phone or subject"
        search={search}
      >
        <div className="grid gap-2">
          <Label htmlFor="contacts-status">Status</Label>
          <Select id="contacts-status" name="status" defaultValue={status ?? ""}>
            <option value="">Any status</option>
            {CONTACT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {contactStatusLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contacts-type">Contact type</Label>
          <Select id="contacts-type" name="type" defaultValue={type ?? ""}>
            <option value="">Any type</option>
            {contactTypes.map((value) => (
              <option key={value} value={value}>
                {contactTypeLabels[value]}
              </option>
            ))}
          </Select>
        </div>
      </ListSearch>
      <div className="grid gap-3">
        <h2 className="font-semibold text-lg">
          Messages{" "}
          <span className="font-normal text-muted-foreground text-sm">
            ({formatQuantity(total, "message")})
          </span>
        </h2>
        <ContactsTable contacts={contacts} />
      </div>
      <Pagination
        page={page}
        last={lastPage(total)}
        hrefFor={(target) => listHref(PATH, { search, status, type, page: target })}
        label="Contact message pages"
      />
    </div>
  );
}
