import type { Messages } from "./catalog";
import type { Locale } from "./locales";

/** Typed keys: `t("missing.key")` is a compile error, in both server and client components. */
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
