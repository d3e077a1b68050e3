// `tsx packages/devnet/src/oidc/login-parts-cli.ts`: the login's development parts as one process for `npm start` —
// the dev mail server (SMTP 127.0.0.1:8794, mailbox http://127.0.0.1:8795) and the dev OpenID provider
// (http://127.0.0.1:8796, redirecting back to the server on 127.0.0.1:8788). Stops both on SIGINT/SIGTERM.
import { parseArgs } from 'node:util'
import { startDevMailServer } from '../mail/start-dev-mail-server.js'
import { startDevOidcProvider } from './start-dev-oidc-provider.js'
import { installDevIdRegistry } from '../farcaster/dev-id-registry.js'
import { startDevFarcasterRelay } from '../farcaster/start-dev-farcaster-relay.js'
import { waitForRpc } from '../wait-for-rpc.js'

const { values } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: '8794' },
    'mailbox-port': { type: 'string', default: '8795' },
    'oidc-port': { type: 'string', default: '8796' },
    'server-url': { type: 'string', default: 'http://127.0.0.1:8788' },
    'farcaster-relay-port': { type: 'string', default: '8797' },
    // The chain the dev ID registry goes on (the devnet's anvil, started beside this process by npm start).
    'rpc-url': { type: 'string', default: 'http://127.0.0.1:8545' },
  },
})

const mail = await startDevMailServer({
  smtpPort: Number(values['smtp-port']),
  mailboxPort: Number(values['mailbox-port']),
})
const oidc = await startDevOidcProvider({ port: Number(values['oidc-port']), serverUrl: values['server-url'] }).catch(
  async (error: unknown) => {
    await mail.stop()
    throw error
  },
)
// Sign In With Farcaster: the dev auth relay, and the dev ID registry put on anvil once it answers.
const farcasterRelay = await startDevFarcasterRelay({ port: Number(values['farcaster-relay-port']) }).catch(
  async (error: unknown) => {
    await Promise.all([mail.stop(), oidc.stop()])
    throw error
  },
)
console.info(`[foyer-devnet] Farcaster dev auth relay (development part): ${farcasterRelay.url}`)
void waitForRpc(values['rpc-url'], { timeoutMs: 120_000 })
  .then(() => installDevIdRegistry(values['rpc-url']))
  .then(
    () =>
      console.info('[foyer-devnet] Farcaster dev ID registry (development part) on anvil: fid 1001 alice, 1002 bob'),
    (error: unknown) =>
      console.error(`[foyer-devnet] Farcaster dev ID registry not installed: ${(error as Error).message}`),
  )
console.info('[foyer-devnet] login development parts ready')

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void Promise.all([mail.stop(), oidc.stop(), farcasterRelay.stop()]).then(() => process.exit(0))
  })
}
