"use client";

import { ContactIcon, MailIcon, PhoneIcon } from "lucide-react";
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

/** `tel:` wants digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Spec §2 "Proposal cards": a Contact Details dialog with the member's email and phone and a Cancel
 * button. Only a connection's page has it; the server sends contact details nowhere else.
 */
export function ContactDetails({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <ContactIcon aria-hidden="true" />
          Contact Details
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[480px]" showClose={false}>
        <DialogHeader className="pe-4 sm:pe-6">
          <DialogTitle>Contact Details</DialogTitle>
          <DialogDescription>How to reach {name}. Please keep these details to yourself.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <dl className="grid gap-4">
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-sm">Email</dt>
              <dd>
                <a
                  href={`mailto:${email}`}
                  className="inline-flex items-center gap-2 break-all font-medium text-primary underline-offset-4 hover:underline"
                >
                  <MailIcon aria-hidden="true" className="size-4 shrink-0" />
                  {email}
                </a>
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-sm">Phone</dt>
              <dd>
                <a
                  href={telHref(phone)}
                  dir="ltr"
                  className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
                  {phone}
                </a>
              </dd>
            </div>
          </dl>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
