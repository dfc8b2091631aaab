import { createHash } from "node:crypto";
import { formatRupees } from "@/lib/format";
import { escapeHtml } from "../../mail/member-mails";
import type { OpenCheckout } from "./bank";

/**
 * The demo provider's hosted page (decision 0029), a server-rendered string like the provider's
 * own page would be: no script, one small style sheet, readable at 360 px, every control a
 * labelled button reachable by keyboard. It says on top that no money moves.
 */

export const DEMO_NOTICE = "Demo payment: no money moves";

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;line-height:1.5}
main{max-inline-size:28rem;margin-inline:auto;padding:1rem}
.notice{margin:0;padding-block:.75rem;padding-inline:1rem;background:#fef3c7;color:#78350f;border:2px solid #b45309;border-radius:.5rem;font-weight:700;text-align:center}
.card{margin-block-start:1rem;padding:1rem;background:#fff;border:1px solid #d6d3d1;border-radius:.5rem}
h1{font-size:1.25rem;margin-block:0 .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{color:#57534e}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.5rem;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.25rem}
button{flex:1 1 8rem;min-block-size:2.75rem;font:inherit;font-weight:600;border-radius:.375rem;border:2px solid transparent;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.approve{background:#15803d;color:#fff}
.decline{background:#fff;color:#991b1b;border-color:#991b1b}
.help{color:#57534e;font-size:.875rem;margin-block:.75rem 0}
a{color:#1d4ed8}`;

const STYLE_SOURCE = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/**
 * The page's own policy: nothing but its style sheet, and its form may go to this server and on
 * (the 303 after the decision) to the merchant's return pages.
 */
export function pagePolicy(formTargets: readonly string[] = []): string {
  const targets = [...new Set(formTargets.map(originOf).filter((origin) => origin !== null))];
  return [
    "default-src 'none'",
    `style-src ${STYLE_SOURCE}`,
    `form-action 'self'${targets.map((origin) => ` ${origin}`).join("")}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${DEMO_NOTICE}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice" role="note">${DEMO_NOTICE}</p>
${body}
</main>
</body>
</html>
`;
}

/** What the tester sees after posting the checkout form: who is paid, for what, how much; Approve or Decline. */
export function checkoutPage(checkout: OpenCheckout, reference: string, decideAction: string): string {
  const amount = formatRupees(Number(checkout.amount));
  return document(
    "Confirm payment",
    `<section class="card" aria-labelledby="title">
<h1 id="title">Confirm payment</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(checkout.merchantName)}</dd>
<dt>Plan</dt><dd>${escapeHtml(checkout.description || "—")}</dd>
<dt>Basket</dt><dd>${escapeHtml(checkout.basketId)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="${escapeHtml(decideAction)}">
<input type="hidden" name="reference" value="${escapeHtml(reference)}">
<div class="actions">
<button type="submit" class="approve" name="decision" value="approve" aria-describedby="help">Approve</button>
<button type="submit" class="decline" name="decision" value="decline" aria-describedby="help">Decline</button>
</div>
</form>
<p class="help" id="help">This is the demo payment provider. Approve acts as a successful card payment of ${escapeHtml(amount)}, Decline as a refused one. Nothing is charged.</p>
</section>`,
  );
}

/** A refusal (a tampered form, an expired page), in words, with a way back. */
export function problemPage(message: string, backUrl: string): string {
  return document(
    "Payment not possible",
    `<section class="card" aria-labelledby="title">
<h1 id="title">Payment not possible</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backUrl)}">Back to the plans</a></p>
</section>`,
  );
}
