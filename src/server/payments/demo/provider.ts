import { appUrl } from "../../env";
import { payfastProvider } from "../payfast-provider";
import type { PaymentProvider } from "../provider";
import { DEMO_MERCHANT_ID, DEMO_MERCHANT_NAME, DEMO_SECURED_KEY } from "./bank";
import {
  answerStatus,
  answerTokenRequest,
  decodedSegment,
  GATEWAY_PREFIX,
  STATUS_PATH,
  TOKEN_PATH,
} from "./gateway";

export { DEMO_MERCHANT_ID, DEMO_MERCHANT_NAME, DEMO_SECURED_KEY } from "./bank";
/** Where the in-app demo gateway answers, under the app's own address. */
export const DEMO_GATEWAY_PATH = GATEWAY_PREFIX;

/**
 * The driver's calls to the gateway (token, status), answered in process by the same code the
 * gateway's routes run: the server never calls its own public address, which may not be reachable
 * from inside (a TLS proxy, a LAN address, a container). Only the browser goes over HTTP.
 */
export const demoGatewayFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const body = request.method === "POST" ? await request.text() : "";
  const gatewayRequest = { url, header: (name: string) => request.headers.get(name), text: async () => body };
  let answer: Awaited<ReturnType<typeof answerTokenRequest>> | undefined;
  if (request.method === "POST" && url.pathname === TOKEN_PATH) {
    answer = await answerTokenRequest(gatewayRequest);
  } else if (request.method === "GET" && url.pathname.startsWith(`${STATUS_PATH}/`)) {
    answer = answerStatus(decodedSegment(url.pathname.slice(STATUS_PATH.length + 1)));
  }
  if (!answer) return Response.json({ error: "Not found", code: "NOT_FOUND" }, { status: 404 });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
};

/**
 * The demo provider (decisions 0028, 0029): the PayFast driver itself, pointed at the in-app
 * gateway that implements the same protocol with an approve/decline page, so the whole money path
 * runs as it does with PayFast. The form's address is the app's public one (the browser posts
 * there); the driver's own calls stay in process unless a test passes another fetch.
 */
export function createDemoProvider(fetchImpl: typeof fetch = demoGatewayFetch): PaymentProvider {
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
