import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhoneLinks } from "@/components/connections/contact-details";
import enConnections from "@/i18n/messages/en/connections.json";
import urConnections from "@/i18n/messages/ur/connections.json";

function render(phone: string, locale: "en" | "ur" = "en") {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: "Asia/Karachi",
      messages: { connections: locale === "en" ? enConnections : urConnections },
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children
      children: createElement(PhoneLinks, { phone, name: "Ayesha" }),
    }),
  );
}

/** Issue 19's walk: contact details showed '+923001234567' raw. */
describe("a connection's phone number", () => {
  it("is grouped for reading, linked for calling, with WhatsApp for a mobile", () => {
    const html = render("+923001234567");
    expect(html).toContain('href="tel:+923001234567"');
    expect(html).toContain("+92 300 1234567");
    expect(html).not.toContain(">+923001234567<");
    expect(html).toContain('href="https://wa.me/923001234567"');
    expect(html).toContain("WhatsApp");
  });

  it("offers no WhatsApp link for a landline", () => {
    const html = render("+97142345678");
    expect(html).toContain('href="tel:+97142345678"');
    expect(html).toContain("+971 4 234 5678");
    expect(html).not.toContain("wa.me");
  });

  it("shows what cannot be read as stored, still callable", () => {
    const html = render("12-34");
    expect(html).toContain('href="tel:1234"');
    expect(html).toContain(">12-34<");
  });

  it("says WhatsApp in Urdu on an Urdu page, the number still left to right", () => {
    const html = render("+923001234567", "ur");
    expect(html).toContain("واٹس ایپ");
    expect(html).toMatch(/<a [^>]*dir="ltr"[^>]*>.*\+92 300 1234567/);
  });
});
