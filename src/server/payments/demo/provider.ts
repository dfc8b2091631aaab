import { appUrl } from "../../env";
import { payfastProvider } from "../payfast-provider";
import type { PaymentProvider } from "../provider";

/** The demo gateway's merchant: shown on its pages and in the demo's payment fields. */
export const DEMO_MERCHANT_ID = "DEMO-MERCHANT";
export const DEMO_MERCHANT_NAME = "Rishta (demo payment)";
/**
 * The demo gateway's secured key. Not a secret, and documented as such (README, decision 0028): it
 * signs only demo notifications, which move no money, and the demo provider is refused in
 * production unless DEMO_PAYMENTS allows it.
 */
export const DEMO_SECURED_KEY = "rishta-demo-secured-key";
/** Where the in-app demo gateway answers, under the app's own address. */
export const DEMO_GATEWAY_PATH = "/api/demo-payfast";

/**
 * The demo provider (decision 0028): the PayFast driver itself, pointed at the in-app gateway that
 * implements the same protocol with an approve/decline page, so the whole money path runs as it
 * does with PayFast.
 */
export function createDemoProvider(fetchImpl: typeof fetch = fetch): PaymentProvider {
  return payfastProvider({
    name: "demo",
    demo: true,
    apiUrl: `${appUrl()}${DEMO_GATEWAY_PATH}`,
    merchantId: DEMO_MERCHANT_ID,
    merchantName: DEMO_MERCHANT_NAME,
    securedKey: DEMO_SECURED_KEY,
    fetch: fetchImpl,
  });
}
