import { MessageCircleIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { newThreadHref } from "./types";

/** "Message": opens the conversation with this member, or starts it. */
export function MessageAction({
  profileId,
  name,
  variant = "outline",
}: {
  profileId: string;
  name: string;
  variant?: "default" | "outline";
}) {
  const t = useTranslations("messages.action");
  return (
    <Link href={newThreadHref(profileId)} className={buttonVariants({ variant })}>
      <MessageCircleIcon aria-hidden="true" />
      {t("message")}
      <span className="sr-only">{t("messageName", { name })}</span>
    </Link>
  );
}
