import type { Locale } from "./locales";
export type Localized<T> = Record<Locale, T>;
