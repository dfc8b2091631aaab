import { MessageCircleIcon, PhoneIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { telHref, whatsappHref } from "@/content/site";
import type { Consultant } from "@/content/team";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

const linkClass =
  "inline-flex min-h-10 items-center gap-2 rounded-md px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The consultants, each with a call link and a WhatsApp chat link. */
export function TeamGrid({ members }: { members: readonly Consultant[] }) {
  const t = useTranslations("site.contactLinks");
  const comma = useLocale() === "ur" ? "، " : ", ";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.id} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <span
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-primary"
              aria-hidden="true"
            >
              {initials(member.name)}
            </span>
            <div>
              <h3 className="font-semibold leading-tight">{member.name}</h3>
              <p className="text-muted-foreground text-sm">{member.role}</p>
            </div>
          </div>
          <p className="mt-4 text-sm">{member.bio}</p>
          <p className="mt-2 text-muted-foreground text-xs">
            {member.office} · {member.languages.join(comma)}
          </p>
          <div className="mt-auto flex flex-wrap gap-2 pt-4">
            <a
              href={telHref(member.phone.e164)}
              className={`${linkClass} bg-primary text-primary-foreground hover:bg-primary/90`}
            >
              <PhoneIcon className="size-4" aria-hidden="true" />
              {t("call")} <span dir="ltr">{member.phone.display}</span>
              <span className="sr-only">, {member.name}</span>
            </a>
            <a
              href={whatsappHref(member.phone.e164)}
              className={`${linkClass} border border-input bg-background hover:bg-accent`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircleIcon className="size-4" aria-hidden="true" />
              {t("whatsapp")}
              <span className="sr-only">
                {" "}
                {member.name} {t("newTab")}
              </span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
