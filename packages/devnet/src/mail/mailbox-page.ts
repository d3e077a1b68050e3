// The dev mailbox's HTML page: every message received, newest first, so a person trying the demo offline can read the
// login code the server sent. Text only (the message is escaped, never rendered as HTML).
import type { DevMailMessage } from './dev-mail-store.js'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

export function mailboxPage(messages: DevMailMessage[]): string {
  const items = messages
    .map(
      (m) => `<li>
  <article aria-labelledby="m-${m.id}">
    <h2 id="m-${m.id}">${escape(m.subject || '(no subject)')}</h2>
    <p><span>To:</span> ${escape(m.to.join(', '))} · <span>From:</span> ${escape(m.from)} ·
      <time datetime="${m.date}">${escape(m.date)}</time></p>
    <pre>${escape(m.text)}</pre>
  </article>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer dev mailbox</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; }
  .dev { background: #fff3cd; border: 1px solid #b58b00; padding: .5rem .75rem; border-radius: 6px; }
  ol { list-style: none; padding: 0; } li { border-bottom: 1px solid #ddd; padding: .75rem 0; }
  h2 { font-size: 1.05rem; margin: 0 0 .25rem; } pre { white-space: pre-wrap; background: #f5f5f5; padding: .5rem; }
</style>
</head>
<body>
<main>
<h1>Foyer dev mailbox</h1>
<p class="dev" role="note">A development part: every message sent to the local SMTP server ends up here, whoever it
is addressed to. Nothing is delivered anywhere. Newest first.</p>
${messages.length ? `<ol aria-label="Messages">\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>
`
}
