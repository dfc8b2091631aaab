import { ClockIcon, MailIcon, MapPinIcon } from "lucide-react";
import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { ContactForm } from "@/components/contact/contact-form";
import { container } from "@/components/site/container";
import { pageMetadata } from "@/components/site/page-metadata";
import { PhoneLists } from "@/components/site/phone-lists";
import { PageIntro } from "@/components/site/section";
import { contact as contactContent } from "@/content/contact";
import { mailtoHref, phoneLists, site, siteCopy } from "@/content/site";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata({ ...contactContent[locale].meta, path: "/contact", locale });
}

export default async function ContactPage() {
  const locale = await getLocale();
  const contact = contactContent[locale];
  const facts = siteCopy[locale];
  return (
    <>
      <PageIntro title={contact.title} lead={contact.lead} />
      <div
        className={cn(container, "grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]")}
      >
        <div className="flex flex-col gap-8">
          <section aria-labelledby="phones-title">
            <h2 id="phones-title" className="font-bold text-2xl tracking-tight">
              {contact.phonesTitle}
            </h2>
            <PhoneLists
              lists={phoneLists[locale]}
              className="mt-5 sm:grid-cols-1 md:grid-cols-2 lg:grid-cols-1"
            />
          </section>

          <section aria-labelledby="offices-title" className="rounded-xl border bg-secondary/60 p-5">
            <h2 id="offices-title" className="font-semibold text-lg">
              {contact.officesTitle}
            </h2>
            <ul className="mt-3 flex flex-col gap-3 text-sm">
              {facts.offices.map((office) => (
                <li key={office.city} className="flex items-start gap-2">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="font-medium">
                      {office.city}
                      {locale === "ur" ? "، " : ", "}
                      {office.country}
                    </span>
                    <br />
                    {office.address}
                  </span>
                </li>
              ))}
              <li className="flex items-start gap-2">
                <ClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="font-medium">{contact.hoursLabel}: </span>
                  {facts.hours}
                </span>
              </li>
              <li className="flex items-start gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="font-medium">{contact.emailLabel}: </span>
                  <a
                    href={mailtoHref(site.email)}
                    className="rounded-sm text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span dir="ltr">{site.email}</span>
                  </a>
                </span>
              </li>
            </ul>
          </section>
        </div>

        <section aria-labelledby="form-title" className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <h2 id="form-title" className="font-bold text-2xl tracking-tight">
            {contact.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground text-sm">{contact.formIntro}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
