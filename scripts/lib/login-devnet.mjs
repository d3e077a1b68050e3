// The login's development parts as a separate process (packages/devnet/src/oidc/login-parts-cli.ts under tsx), for
// `npm start`: the dev mail server (SMTP 8794, mailbox page 8795) and the dev OpenID provider (8796). Both are
// development parts: the mailbox catches every message and the provider logs anyone in by username.
import { DEV_MAILBOX_PORT, DEV_OIDC_PORT, DEV_SMTP_PORT, SERVER_URL, TSX } from './paths.mjs'
import { startService } from './service.mjs'

/** @returns {Promise<{ mailboxUrl: string, oidcUrl: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>} */
export async function startLoginDevnet({ timeoutMs = 60_000, stdio, onSpawn } = {}) {
  const mailboxUrl = `http://127.0.0.1:${DEV_MAILBOX_PORT}`
  const oidcUrl = `http://127.0.0.1:${DEV_OIDC_PORT}`
  const { child, stop } = await startService({
    ports: [
      { port: DEV_SMTP_PORT, what: 'dev mail server (SMTP)' },
      { port: DEV_MAILBOX_PORT, what: 'dev mailbox page' },
      { port: DEV_OIDC_PORT, what: 'dev OpenID provider' },
      { port: 8797, what: 'Farcaster dev auth relay' },
    ],
    command: TSX,
    args: [
      '--conditions=source',
      'packages/devnet/src/oidc/login-parts-cli.ts',
      '--smtp-port',
      String(DEV_SMTP_PORT),
      '--mailbox-port',
      String(DEV_MAILBOX_PORT),
      '--oidc-port',
      String(DEV_OIDC_PORT),
      '--server-url',
      SERVER_URL,
    ],
    options: stdio ? { stdio } : {},
    ready: [`${mailboxUrl}/messages`, `${oidcUrl}/.well-known/openid-configuration`],
    timeoutMs,
    graceMs: 5000,
    onSpawn,
  })
  return { mailboxUrl, oidcUrl, child, stop }
}
