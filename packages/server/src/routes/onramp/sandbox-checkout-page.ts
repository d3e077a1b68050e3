// The sandbox provider's checkout page: server-rendered HTML, no script and no external asset, under a CSP that
// allows only its own inline style (by hash) and posting its form back here. It says plainly that it is a
// development stand-in and that no real money moves.
import { createHash } from 'node:crypto'
import type { SandboxAsset } from './onramp-config.js'
import { SANDBOX_LIMITS } from './sandbox-onramp-provider.js'
import type { SandboxOrder } from './sandbox-orders.js'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 26rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  .badge { display: inline-block; padding: 0.1rem 0.5rem; border: 1px solid currentColor; border-radius: 999px; font-size: 0.8rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { font: inherit; padding: 0.5rem; width: 100%; box-sizing: border-box; }
  button { font: inherit; margin-top: 1rem; padding: 0.6rem 1.2rem; }
  .error { color: #b00020; }
  @media (prefers-color-scheme: dark) { .error { color: #ff8a80; } }
`

/** The page's Content-Security-Policy: nothing but this style and a form posted to this origin. */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Foyer Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Development stand-in: no real money moves</p>
${body}
</main>
</body>
</html>`
}

function details(order: SandboxOrder, asset: SandboxAsset): string {
  return `<dl>
<dt>Buying</dt><dd>${escape(asset.name)} (${escape(asset.symbol)})</dd>
<dt>Network</dt><dd>${escape(asset.networkDisplayName)}</dd>
<dt>To wallet</dt><dd>${escape(order.address)}</dd>
</dl>`
}

export function checkoutPage(order: SandboxOrder, asset: SandboxAsset, action: string, error?: string): string {
  const card = SANDBOX_LIMITS[0]!
  const amount = order.fiat_amount ?? ''
  return page(
    'Checkout',
    `<h1>Foyer Sandbox checkout</h1>
<p>Paying here sends devnet ${escape(asset.symbol)} from a test account to your wallet.</p>
${details(order, asset)}
<form method="post" action="${escape(action)}">
<label for="amount">Amount to pay (${escape(order.fiat_currency)})</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escape(amount)}" aria-describedby="limits${error ? ' amount-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
<p id="limits">Between ${card.min} and ${card.max} ${escape(order.fiat_currency)}, fees included.</p>
${error ? `<p id="amount-error" class="error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">Pay ${escape(order.fiat_currency)}</button>
</form>`,
  )
}

export function paidPage(order: SandboxOrder, asset: SandboxAsset): string {
  return page(
    'Payment complete',
    `<h1>Payment complete</h1>
<p role="status">${escape(order.crypto_amount ?? '0')} ${escape(asset.symbol)} sent for ${escape(order.fiat_amount ?? '')} ${escape(order.fiat_currency)}.</p>
${details(order, asset)}
<p>Transaction: <code>${escape(order.tx_hash ?? '')}</code></p>
<p>You can close this window and return to the app.</p>`,
  )
}

export function failedPage(order: SandboxOrder, asset: SandboxAsset): string {
  return page(
    'Payment failed',
    `<h1>Payment failed</h1>
<p role="alert">The tokens could not be sent: ${escape(order.error ?? 'unknown error')}</p>
${details(order, asset)}`,
  )
}
