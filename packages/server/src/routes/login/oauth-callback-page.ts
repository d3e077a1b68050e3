// The page the provider's redirect lands on: it tells the window that opened the popup that this login attempt is
// over — `{ type: 'foyer:oauth-done', state }`, to the host origin given at start only — and closes itself. The state
// is no secret (claiming needs the frame's claim secret), and the page carries no token.
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)
/** JSON safe inside a <script>: no "</script>" or "<!--" can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function oauthCallbackPage(options: { state?: string; hostOrigin?: string; message: string }): string {
  const script =
    options.state && options.hostOrigin
      ? `<script>
(function () {
  try {
    if (window.opener) window.opener.postMessage({ type: 'foyer:oauth-done', state: ${scriptJson(options.state)} }, ${scriptJson(options.hostOrigin)});
  } finally {
    window.close();
  }
})();
</script>`
      : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Login</title>
</head>
<body>
<main>
<p role="status">${escape(options.message)}</p>
</main>
${script}
</body>
</html>
`
}
