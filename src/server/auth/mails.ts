import type { Locale } from "@/i18n/locales";
import type { Mail } from "../mail/mailer";
import { escapeHtml } from "../mail/member-mails";
import { htmlLanguageAttributes, mailTranslator } from "../mail/translate";

/**
 * The account mails, in one place so their words can be read (and translated) together. Each
 * names what it was sent for and what to do if the reader did not ask for it. Written in the
 * recipient's language (the `mail` catalog, issue 19); English mail is text only, as it always
 * was, and Urdu mail gets a right-to-left HTML twin so mail programs show it the right way round.
 */
function accountMail(to: string, subject: string, lines: string[], locale: Locale): Mail {
  const text = lines.join("\n");
  if (locale === "en") return { to, subject, text };
  const paragraphs = text.split("\n\n").map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`);
  const html = [
    `<!doctype html><html ${htmlLanguageAttributes(locale)}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">`,
    ...paragraphs,
    "</body></html>",
  ].join("\n");
  return { to, subject, text, html };
}

export const accountMails = {
  resetLink(to: string, name: string, link: string, locale: Locale = "en"): Mail {
    const t = mailTranslator(locale);
    return accountMail(
      to,
      t("resetLink.subject"),
      [t("greeting", { name }), "", t("resetLink.asked"), "", link, "", t("resetLink.once")],
      locale,
    );
  },

  signUpCode(to: string, name: string, code: string, minutes: number, locale: Locale = "en"): Mail {
    const t = mailTranslator(locale);
    return accountMail(
      to,
      t("signUpCode.subject"),
      [
        t("greeting", { name }),
        "",
        t("signUpCode.enter"),
        "",
        `    ${code}`,
        "",
        t("signUpCode.validity", { minutes: String(minutes), name }),
        "",
        t("signUpCode.notYou"),
      ],
      locale,
    );
  },

  signUpWithExistingAccount(
    to: string,
    name: string,
    signInLink: string,
    resetLink: string,
    locale: Locale = "en",
  ): Mail {
    const t = mailTranslator(locale);
    return accountMail(
      to,
      t("signUpWithExistingAccount.subject"),
      [
        t("greeting", { name }),
        "",
        t("signUpWithExistingAccount.tried"),
        "",
        t("signUpWithExistingAccount.signIn"),
        "",
        signInLink,
        "",
        t("signUpWithExistingAccount.reset"),
        "",
        resetLink,
        "",
        t("signUpWithExistingAccount.notYou"),
      ],
      locale,
    );
  },

  failedSignIns(to: string, name: string, failures: number, resetLink: string, locale: Locale = "en"): Mail {
    const t = mailTranslator(locale);
    return accountMail(
      to,
      t("failedSignIns.subject"),
      [
        t("greeting", { name }),
        "",
        t("failedSignIns.attempts", { failures: String(failures) }),
        "",
        t("failedSignIns.advice"),
        "",
        resetLink,
        "",
        t("failedSignIns.wasYou"),
      ],
      locale,
    );
  },

  passwordChanged(to: string, name: string, resetLink: string, locale: Locale = "en"): Mail {
    const t = mailTranslator(locale);
    return accountMail(
      to,
      t("passwordChanged.subject"),
      [
        t("greeting", { name }),
        "",
        t("passwordChanged.changed"),
        "",
        t("passwordChanged.notYou"),
        "",
        resetLink,
      ],
      locale,
    );
  },
};
