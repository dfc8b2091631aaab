/**
 * The safety check of a message (issue 16, docs/decisions/0023): does it ask for money or payment
 * details, or push to move off the platform before the two members are connected? A flagged
 * message is still delivered; the receiver sees a calm notice linking /safety-tips beside it, and
 * the flag is stored for an admin's review. Pure and synchronous, so it is unit-tested with real
 * phrases both ways.
 *
 * Scope: English and the common Roman-Urdu words Pakistani members type. A word that is only
 * about money in passing ("I work in a bank", "good money in IT") does not flag: only a request
 * (send / transfer / need / lend ... money), a payment channel named outright (EasyPaisa, JazzCash,
 * Western Union, a gift card, crypto) or payment details (IBAN, account or card number) do.
 */

export type SafetyFlag = "money" | "off_platform";

/** Money or payment details, by themselves: nobody names these in a courtship for another reason. */
const PAYMENT_CHANNELS = [
  /\beasy\s?paisa\b/,
  /\bjazz\s?cash\b/,
  /\bsada\s?pay\b/,
  /\bnaya\s?pay\b/,
  /\bwestern\s?union\b/,
  /\bmoney\s?gram\b/,
  /\bremitly\b/,
  /\bpayoneer\b/,
  /\bhundi\b/,
  /\bhawala\b/,
  /\bbitcoins?\b/,
  /\bbtc\b/,
  /\bcrypto(currency)?\b/,
  /\busdt\b/,
  /\bbinance\b/,
  /\b(gift|itunes|google\s?play|steam|amazon)\s?cards?\b/,
  /\biban\b/,
  /\bswift\s?code\b/,
  /\b(bank|account|acc|a\/c)\s?(details|number|no\.?|#)/,
  /\b(card|credit\s?card|debit\s?card|atm\s?card)\s?(details|number|no\.?|pin)\b/,
  /\bcvv\b/,
  /\botp\b/,
];

/** Asking for money: a request word near a money word, in either order (English and Roman Urdu). */
const MONEY_WORDS =
  "(money|cash|funds|paise|paisay|paisey|pese|pesay|paison|raqam|rupees|rupay|rupaye|rs\\.?|pkr|dollars?|usd|amount|loan|qarz|qarza|udhaar|udhar)";
const REQUEST_WORDS =
  "(send|transfer|wire|lend|borrow|give me|pay me|deposit|bhej\\w*|bhij\\w*|chahiye|chahye|chaiye|dedo|de do|dijiye|dein|karwa\\w*|kar do)";
const MONEY_REQUEST = [
  new RegExp(`\\b${REQUEST_WORDS}\\b[^.!?\\n]{0,30}\\b${MONEY_WORDS}(?![a-z])`),
  new RegExp(`\\b${MONEY_WORDS}\\b[^.!?\\n]{0,30}\\b${REQUEST_WORDS}\\b`),
  /\b(urgent(ly)?|emergency)\b[^.!?\n]{0,30}\b(money|cash|funds|paise|paisay|pesay|rupees)\b/,
  /\bneed\s(some\s|the\s)?(money|cash|funds)\b/,
];

/** Moving the talk elsewhere before the two are connected. */
const OFF_PLATFORM = [
  /\bwhats\s?app\b/,
  /\bwatsapp\b/,
  /\bwhatsap\b/,
  /\btelegram\b/,
  /\bsnap\s?chat\b/,
  /\bviber\b/,
  /\bimo\s(id|number|pe|par|app)\b/,
  /\bon imo\b/,
  /\bsignal app\b/,
  /\b(insta|instagram|facebook|fb|messenger)\s?(id|account|pe|par|on)\b/,
  /\b(add|text|call|message|msg|contact|reach)\s(me|mujhe)\s(on|at|pe|par)\b/,
  /\bmy\s(phone\s|mobile\s|cell\s|contact\s)?(number|no\.?|num)\s?(is|:)/,
  /\b(mera|mere|meri)\s(number|no\.?|num)\b/,
  /\b(number|no\.?)\s(do|de do|dedo|dein|bhejo|send)\b/,
  /\b(your|apna|apne|apni)\s(whatsapp\s|phone\s|mobile\s)?(number|no\.?)\b/,
  /\bmy\s(email|e-mail|gmail)\b/,
  /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/,
];

/** A phone number: Pakistani mobile (03xx, +92 3xx) or any run of 10 or more digits. */
const PHONE_NUMBER = [/(\+|00)?92[\s-]?3\d{2}[\s-]?\d{7}\b/, /\b03\d{2}[\s-]?\d{7}\b/, /(\d[\s-]?){10,}/];

/**
 * Which flag a message gets, or null. Money comes first (it is the graver risk); moving off the
 * platform only counts before the two are connected, when Contact Details are theirs anyway.
 */
export function detectSafetyFlag(text: string, options: { connected: boolean }): SafetyFlag | null {
  const normalized = text.normalize("NFKC").toLowerCase();
  if (PAYMENT_CHANNELS.some((pattern) => pattern.test(normalized))) return "money";
  if (MONEY_REQUEST.some((pattern) => pattern.test(normalized))) return "money";
  if (options.connected) return null;
  if (OFF_PLATFORM.some((pattern) => pattern.test(normalized))) return "off_platform";
  if (PHONE_NUMBER.some((pattern) => pattern.test(normalized))) return "off_platform";
  return null;
}

/** What the receiver reads beside a flagged message (with a link to /safety-tips). */
export const SAFETY_NOTICES: Record<SafetyFlag, string> = {
  money:
    "Be careful: this message mentions money or payment details. Never send money or share bank or card details with someone you have not met.",
  off_platform:
    "Be careful: this message asks to move the conversation elsewhere. Stay on Rishta until you know and trust this member.",
};
