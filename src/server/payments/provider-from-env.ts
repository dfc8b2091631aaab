import { env, usesDemoPayments } from "../env";
import { createDemoProvider } from "./demo/provider";
import { payfastProvider } from "./payfast-provider";
import type { PaymentProvider } from "./provider";

/**
 * The provider the settings choose (decision 0028; env.ts has already refused a bad mix): PayFast
 * with its three credentials, else the demo gateway.
 */
export function providerFromEnv(): PaymentProvider {
  const e = env();
  if (usesDemoPayments(e) || !e.PAYFAST_MERCHANT_ID || !e.PAYFAST_SECURED_KEY || !e.PAYFAST_MERCHANT_NAME) {
    return createDemoProvider();
  }
  return payfastProvider({
    name: "payfast",
    apiUrl: e.PAYFAST_API_URL,
    merchantId: e.PAYFAST_MERCHANT_ID,
    merchantName: e.PAYFAST_MERCHANT_NAME,
    securedKey: e.PAYFAST_SECURED_KEY,
    fetch,
  });
}
