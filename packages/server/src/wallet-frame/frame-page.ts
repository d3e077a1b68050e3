// The frame's page and its Content-Security-Policy: scripts and styles from this origin only, network calls only to
// the login API and the configured chains' RPCs and bundlers, no forms, no plugins, and frame-ancestors naming the
// host origins (no other site can embed the wallet, so no other site can overlay or click-jack its approval screen).

/** What the frame page reads from its data block (the frame's own FrameConfig, src/frame/frame-config.ts). */
export interface FrameConfig {
  apiUrl: string
  hostOrigins: string[]
  chains: {
    id: string
    rpcUrl: string
    name?: string
    smartAccount?: { bundlerUrl: string; entryPoint: string; factory: string }
  }[]
  /** Where the frame opens Sign In With Farcaster channels (only when login.farcaster is configured). */
  farcasterRelayUrl?: string
}

export function framePageHtml(config: FrameConfig): string {
  // A data block, not a script: CSP does not run it, and '<' is escaped so no value can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer wallet</title>
<link rel="stylesheet" href="/frame.css">
<script type="application/json" id="foyer-frame-config">${json}</script>
<script type="module" src="/frame.js"></script>
</head>
<body><main id="foyer-frame"></main></body>
</html>`
}

export function frameCsp(config: FrameConfig): string {
  const connect = new Set([
    new URL(config.apiUrl).origin,
    ...config.chains.map((c) => new URL(c.rpcUrl).origin),
    // The frame sends the smart account's user operations to the bundler itself.
    ...config.chains.flatMap((c) => (c.smartAccount ? [new URL(c.smartAccount.bundlerUrl).origin] : [])),
    // The frame opens and reads Sign In With Farcaster channels on the relay itself.
    ...(config.farcasterRelayUrl ? [new URL(config.farcasterRelayUrl).origin] : []),
  ])
  const ancestors = config.hostOrigins.length > 0 ? config.hostOrigins.join(' ') : "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

export const FRAME_CSS = `
:root { color-scheme: light dark; font: 15px/1.4 system-ui, sans-serif; }
body { margin: 0; }
main { padding: 16px; }
h1 { font-size: 17px; margin: 0 0 12px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; margin: 12px 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }
button { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #8887; background: transparent; color: inherit; cursor: pointer; }
button.primary { background: #3b5bdb; border-color: #3b5bdb; color: #fff; }
button:focus-visible, input:focus-visible { outline: 2px solid #3b5bdb; outline-offset: 2px; }
label { display: grid; gap: 4px; margin: 12px 0; }
input { font: inherit; padding: 8px; border-radius: 8px; border: 1px solid #8889; }
.secret { display: block; font-family: ui-monospace, monospace; overflow-wrap: anywhere; padding: 8px; border: 1px dashed #8889; border-radius: 8px; }
[role=alert] { color: #c92a2a; }
`
