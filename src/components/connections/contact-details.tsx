"use client";

import { ContactIcon, MailIcon, MessageCircleIcon, PhoneIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { readablePhone } from "@/lib/phone";

/** `tel:` wants digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A stored phone number as people read it ('+92 300 1234567'), linked for calling, with a WhatsApp
 * link when it is a mobile. A number that cannot be read is shown as stored, still callable.
 */
export function PhoneLinks({ phone, name }: { phone: string; name: string }) {
  const t = useTranslations("connections.contact");
  const readable = readablePhone(phone);
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <a
        href={readable?.tel ?? telHref(phone)}
        dir="ltr"
        className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
        {readable?.display ?? phone}
      </a>
      {readable?.whatsapp ? (
        <a
          href={readable.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <MessageCircleIcon aria-hidden="true" className="size-4 shrink-0" />
          {t("whatsapp")}
          <span className="sr-only">{t("whatsappWith", { name })}</span>
        </a>
      ) : null}
    </span>
  );
}

/**
 * Spec §2 "Proposal cards": a Contact Details dialog with the member's email and phone and a Cancel
 * button. Only a connection's page has it; the server sends contact details nowhere else.
 */
export function ContactDetails({ name, email, phone }: { name: string; email: string; phone: string }) {
  const t = useTranslations("connections.contact");
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <ContactIcon aria-hidden="true" />
          {t("title")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[480px]" showClose={false}>
        <DialogHeader className="pe-4 sm:pe-6">
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { name })}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <dl className="grid gap-4">
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-sm">{t("email")}</dt>
              <dd>
                <a
                  href={`mailto:${email}`}
                  dir="ltr"
                  className="inline-flex items-center gap-2 break-all font-medium text-primary underline-offset-4 hover:underline"
                >
                  <MailIcon aria-hidden="true" className="size-4 shrink-0" />
                  {email}
                </a>
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-sm">{t("phone")}</dt>
              <dd>
                <PhoneLinks phone={phone} name={name} />
              </dd>
            </div>
          </dl>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("cancel")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
