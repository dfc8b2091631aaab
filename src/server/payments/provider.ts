/**
 * The one small interface the money path talks to (decision 0028): PayFast's hosted checkout, or
 * the built-in demo gateway that speaks the same protocol. Checkout asks it for a token and the
 * form's address; the notification handler checks a notification's hash with it; the status job
 * asks it what became of a basket. Nothing else knows which provider runs.
 */
export type PaymentProvider = {
  /** Stored on each payment's `provider`. */
  name: "payfast" | "demo";
  /** True for the built-in demo gateway: no money moves, and every screen says so. */
  demo: boolean;
  merchantId: string;
  merchantName: string;
  /** The hosted checkout's form action (PostTransaction), where the browser posts the hidden form. */
  formUrl: string;
  /** Asks the provider for the access token of one basket; throws when it gives none. */
  getAccessToken(input: { basketId: string; amount: number; currency: "PKR" }): Promise<string>;
  /** What the provider's `validation_hash` must be for this basket and error code (lowercase hex). */
  validationHash(basketId: string, errCode: string): string;
  /**
   * What the provider knows of a basket (the lost-notification job, and a notification without an
   * amount). `known` is false when it has no transaction for it (it answers 200 even then).
   */
  queryStatus(basketId: string): Promise<ProviderStatus>;
};

export type ProviderStatus = {
  known: boolean;
  errCode: string | null;
  /** The provider's message with the code, when it gave one. */
  errMsg?: string | null;
  amount: number | null;
  transactionId: string | null;
  /** The answer as received, for the payment's event log. */
  raw: Record<string, unknown>;
};

/** The error codes PayFast reports for a successful payment (anything else is a failure). */
export const SUCCESS_CODES: ReadonlySet<string> = new Set(["000", "00"]);

export function isSuccessCode(code: string): boolean {
  return SUCCESS_CODES.has(code.trim());
}
