import { SearchIcon } from "lucide-react";
import Form from "next/form";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * An admin table's search: a GET form to the table's own URL (page 1), so it works before the
 * page's JavaScript has loaded and every search has an address. `children` adds filters.
 */
export function ListSearch({
  action,
  label,
  placeholder,
  search,
  children,
}: {
  action: string;
  label: string;
  placeholder?: string;
  search?: string;
  children?: ReactNode;
}) {
  return (
    <Form action={action} role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-56 gap-2">
        <Label htmlFor="list-search">{label}</Label>
        <Input id="list-search" name="search" type="search" defaultValue={search} placeholder={placeholder} />
      </div>
      {children}
      <Button type="submit" variant="outline">
        <SearchIcon aria-hidden="true" />
        Search
      </Button>
    </Form>
  );
}

/**
 * A table that scrolls sideways inside its own box on a narrow screen (360 px), so the page never
 * does; the box is focusable and named, so keyboard users can scroll it too.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
    </section>
  );
}

export const tableClass = "w-full min-w-[720px] text-sm";
export const headCellClass = "whitespace-nowrap px-3 py-2.5 text-start font-medium text-muted-foreground";
export const cellClass = "px-3 py-2.5 align-middle";

/** A table's header row: one column header per label (a label in `hidden` is read out only). */
export function TableHead({ columns }: { columns: readonly (string | { hidden: string })[] }) {
  return (
    <thead className="border-b bg-muted/40">
      <tr>
        {columns.map((column) => {
          const label = typeof column === "string" ? column : column.hidden;
          return (
            <th key={label} scope="col" className={headCellClass}>
              {typeof column === "string" ? column : <span className="sr-only">{label}</span>}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
