import { MessageCircleIcon, PhoneIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type PhoneList, telHref, whatsappHref } from "@/content/site";
import { cn } from "@/lib/utils";

const linkClass =
  "inline-flex min-h-10 items-center gap-2 rounded-md px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The Pakistan and Dubai numbers, each with a call (tel:) and a WhatsApp link.
 * `headingLevel` fits the lists into the page's outline.
 */
export function PhoneLists({
  lists,
  headingLevel = 3,
  className,
}: {
  lists: PhoneList[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useTranslations("site.contactLinks");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {lists.map((list) => (
        <section
          key={list.id}
          aria-labelledby={`phones-${list.id}`}
          className="rounded-xl border bg-card p-5 shadow-sm"
          data-testid={`phones-${list.id}`}
        >
          <Heading id={`phones-${list.id}`} className="font-semibold text-lg">
            {list.title}
          </Heading>
          <p className="mt-1 text-muted-foreground text-sm">{list.description}</p>
          <ul className="mt-4 flex flex-col gap-4">
            {list.numbers.map((number) => (
              <li key={number.e164} className="flex flex-col gap-2">
                <span className="text-muted-foreground text-sm">{number.label}</span>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={telHref(number.e164)}
                    className={cn(linkClass, "bg-primary text-primary-foreground hover:bg-primary/90")}
                  >
                    <PhoneIcon className="size-4" aria-hidden="true" />
                    <span dir="ltr">{number.display}</span>
                  </a>
                  <a
                    href={whatsappHref(number.e164)}
                    className={cn(linkClass, "border border-input bg-background hover:bg-accent")}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MessageCircleIcon className="size-4" aria-hidden="true" />
                    {t("whatsapp")}
                    <span className="sr-only">
                      {" "}
                      <span dir="ltr">{number.display}</span> {t("newTab")}
                    </span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
