import type { Mail } from "../mail/mailer";

/**
 * The account mails, in one place so their words can be read (and translated) together. Each
 * names what it was sent for and what to do if the reader did not ask for it.
 */
export const accountMails = {
  resetLink(to: string, name: string, link: string): Mail {
    return {
      to,
      subject: "Reset your Rishta password",
      text: [
        `Assalam-o-Alaikum ${name},`,
        "",
        "Someone asked to reset the password of your Rishta account. To choose a new password, open this link within one hour:",
        "",
        link,
        "",
        "The link works once. If you did not ask for this, ignore this mail: your password stays as it is.",
      ].join("\n"),
    };
  },

  signUpCode(to: string, name: string, code: string, minutes: number): Mail {
    return {
      to,
      subject: "Your Rishta confirmation code",
      text: [
        `Assalam-o-Alaikum ${name},`,
        "",
        "To finish creating your Rishta account, enter this code on the sign-up page:",
        "",
        `    ${code}`,
        "",
        `It works for ${minutes} minutes. The account will be in the name of "${name}".`,
        "",
        "If you did not sign up, ignore this mail: no account is made without this code, and nobody but you has seen it.",
      ].join("\n"),
    };
  },

  signUpWithExistingAccount(to: string, name: string, signInLink: string, resetLink: string): Mail {
    return {
      to,
      subject: "Someone tried to sign up to Rishta with your e-mail",
      text: [
        `Assalam-o-Alaikum ${name},`,
        "",
        "Someone tried to create a new Rishta account with this e-mail address, which already has an account. No new account was made, and nothing in yours changed.",
        "",
        "If it was you, sign in to your account here:",
        "",
        signInLink,
        "",
        "If you forgot your password, choose a new one here:",
        "",
        resetLink,
        "",
        "If it was not you, you need not do anything.",
      ].join("\n"),
    };
  },

  failedSignIns(to: string, name: string, failures: number, resetLink: string): Mail {
    return {
      to,
      subject: "Failed sign-in attempts on your Rishta account",
      text: [
        `Assalam-o-Alaikum ${name},`,
        "",
        `In the last few minutes there were ${failures} failed attempts to sign in to your Rishta account from devices you have not used before. Nobody got in.`,
        "",
        "You can still sign in as usual, above all from a device you have used before. If these attempts were not yours and your password is easy to guess, choose a new one:",
        "",
        resetLink,
        "",
        "If they were you, you need not do anything.",
      ].join("\n"),
    };
  },

  passwordChanged(to: string, name: string, resetLink: string): Mail {
    return {
      to,
      subject: "Your Rishta password was changed",
      text: [
        `Assalam-o-Alaikum ${name},`,
        "",
        "The password of your Rishta account was just changed from your settings. Every other device was signed out.",
        "",
        "If you did not change it, choose a new password at once here, and tell us:",
        "",
        resetLink,
      ].join("\n"),
    };
  },
};
