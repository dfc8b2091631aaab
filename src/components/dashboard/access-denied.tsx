import { ShieldAlertIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";

/** The 403 message: used by the standalone forbidden page (as its <h1>) and inside the shell. */
export function AccessDenied({ as: Heading = "h2" }: { as?: "h1" | "h2" }) {
  const t = useTranslations("dashboard.accessDenied");
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlertIcon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="font-semibold text-2xl">{t("title")}</Heading>
      <p className="text-muted-foreground">{t("text")}</p>
      <Link href="/dashboard" className={buttonVariants()}>
        {t("back")}
      </Link>
    </section>
  );
}
