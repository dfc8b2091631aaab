import type { Localized } from "@/i18n/localized";
import { phoneLists, site } from "../site";

/** Contact facts used inside policy text, written as links the policy renderer understands. */
const pakistan = phoneLists.en.find((list) => list.id === "pakistan")?.numbers[0];
const dubai = phoneLists.en.find((list) => list.id === "dubai")?.numbers[0];

export const emailLink = `[${site.email}](mailto:${site.email})`;
export const pakistanPhoneLink = pakistan ? `[${pakistan.display}](tel:${pakistan.e164})` : "";
export const dubaiPhoneLink = dubai ? `[${dubai.display}](tel:${dubai.e164})` : "";
/** The two office lines in a sentence, in each language (the numbers themselves never change). */
export const phonesText: Localized<string> = {
  en: `${pakistanPhoneLink} (Pakistan) or ${dubaiPhoneLink} (Dubai)`,
  ur: `${pakistanPhoneLink} (پاکستان) یا ${dubaiPhoneLink} (دبئی)`,
};
