// The dev OpenID provider's login page: a username and nothing else, labelled as the development part it is.
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

export function devLoginPage(options: { uid: string; provider: string; error?: string }): string {
  const { uid, provider } = options
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev login as ${escape(provider)}</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; margin: 3rem auto; max-width: 26rem; padding: 0 1rem; color: #1a1a1a; }
  .dev { background: #fff3cd; border: 1px solid #b58b00; padding: .5rem .75rem; border-radius: 6px; }
  label { display: block; margin: 1rem 0 .25rem; } input { font: inherit; padding: .4rem; width: 100%; box-sizing: border-box; }
  button { font: inherit; margin-top: 1rem; padding: .5rem 1rem; } .error { color: #a00; }
</style>
</head>
<body>
<main>
<h1>Log in to ${escape(provider)} (dev)</h1>
<p class="dev" role="note">A development part: the Foyer dev OpenID provider stands in for ${escape(provider)}. Any
username logs in; there is no password. Never use it for real accounts.</p>
<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
  <label for="username">Username</label>
  <input id="username" name="username" required pattern="[A-Za-z0-9._-]{1,64}" autofocus
    ${options.error ? 'aria-invalid="true" aria-describedby="error"' : ''}>
  ${options.error ? `<p id="error" class="error" role="alert">${escape(options.error)}</p>` : ''}
  <button type="submit">Continue</button>
</form>
</main>
</body>
</html>
`
}
