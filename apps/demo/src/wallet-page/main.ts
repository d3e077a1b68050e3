// The Foyer Dev Wallet page: a WalletConnect wallet (Reown WalletKit) that pairs with a `wc:` URI, shows each proposal
// and request in the dev wallet's approval panel, and signs with the dev keys for the local chains.
//
// Dev tool, offline by design: the WalletConnect SDK posts a WalletKit INIT event and loads its Verify iframe from
// WalletConnect's hosts unless its own test switch `process.env.IS_VITEST === "true"` is set (it checks `typeof process`
// first, so a bundler define is not enough). It is set here, before the SDK is imported (the imports below are dynamic
// for that reason), so nothing this page does leaves 127.0.0.1: only the relay and the local chains' RPCs are contacted.
// Never copy this switch into an app: it is a test and dev-relay setting.
const globalWithProcess = globalThis as { process?: { env?: Record<string, string | undefined> } }
if (globalWithProcess.process) globalWithProcess.process.env = { ...globalWithProcess.process.env, IS_VITEST: 'true' }
else globalWithProcess.process = { env: { IS_VITEST: 'true' } }
// With the switch on, the SDK also looks for React Native's `global.Linking` (link mode in its own tests); a browser has
// no `global`, so it is aliased to globalThis (where Linking is undefined, which the SDK handles).
const globalWithGlobal = globalThis as { global?: unknown }
globalWithGlobal.global ??= globalThis

const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8787'
const PAIR_TIMEOUT_MS = 10_000

const [{ createDevWalletKit }, { mountApprovalPanel }, { DEV_WALLET_CHAINS, DEV_WALLET_SOLANA }] = await Promise.all([
  import('@foyer/dev-wallet/walletconnect'),
  import('@foyer/dev-wallet'),
  import('../devnet-chains.js'),
])

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`wallet.html is missing #${id}`)
  return found as T
}

const form = element<HTMLFormElement>('pair-form')
const uriInput = element<HTMLInputElement>('wc-uri')
const connectButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
const statusLine = element<HTMLParagraphElement>('pair-status')
const sessionList = element<HTMLUListElement>('sessions')
const noSessions = element<HTMLParagraphElement>('no-sessions')

const params = new URLSearchParams(location.search)
const relayUrl = params.get('relay') || DEFAULT_RELAY_URL
element('relay-url').textContent = relayUrl

function showStatus(text: string, kind: 'info' | 'error' = 'info') {
  statusLine.textContent = text
  statusLine.classList.toggle('error', kind === 'error')
}

const panel = mountApprovalPanel()
// ?farcasterRelay=: another dev auth relay than the devnet's on 8797.
const { mountFarcasterSection } = await import('./farcaster-section.js')
mountFarcasterSection(params.get('farcasterRelay') || undefined)
const kit = await createDevWalletKit({
  relayUrl,
  evmChains: DEV_WALLET_CHAINS,
  solana: DEV_WALLET_SOLANA,
  approve: (request) => panel.approve(request),
  // ?oneClick=off: behave like a wallet without one-click sign-in (it answers the proposal that comes with the request).
  oneClickSignIn: params.get('oneClick') !== 'off',
})

function renderAccounts() {
  element('evm-address').textContent = kit.addresses.evm
  element('solana-address').textContent = kit.addresses.solana ?? '(no Solana chain)'
}

function renderSessions() {
  const sessions = kit.sessions()
  noSessions.hidden = sessions.length > 0
  sessionList.replaceChildren(
    ...sessions.map((session) => {
      const item = document.createElement('li')
      item.className = 'session'
      item.dataset.topic = session.topic
      const text = document.createElement('div')
      const name = document.createElement('div')
      name.className = 'name'
      // textContent only: the dapp's metadata comes from the other end of the relay.
      name.textContent = session.dapp.name || '(unnamed dapp)'
      const url = document.createElement('div')
      url.className = 'meta'
      url.textContent = session.dapp.url
      const chains = document.createElement('div')
      chains.className = 'meta'
      chains.textContent = `Chains: ${session.chains.join(', ')}`
      text.append(name, url, chains)
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'secondary'
      button.textContent = 'Disconnect'
      button.setAttribute('aria-label', `Disconnect ${session.dapp.name || session.dapp.url}`)
      button.addEventListener('click', () => {
        button.disabled = true
        kit.disconnect(session.topic).then(
          () => showStatus(`Disconnected ${session.dapp.name || session.dapp.url}.`),
          (error: unknown) => {
            button.disabled = false
            showStatus(`Could not disconnect: ${message(error)}`, 'error')
          },
        )
      })
      item.append(text, button)
      return item
    }),
  )
}

function message(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

async function pair(uri: string) {
  const trimmed = uri.trim()
  if (!trimmed.startsWith('wc:')) {
    showStatus('Paste a WalletConnect URI: it starts with "wc:".', 'error')
    uriInput.setAttribute('aria-invalid', 'true')
    uriInput.focus()
    return
  }
  uriInput.removeAttribute('aria-invalid')
  connectButton.disabled = true
  showStatus('Pairing…')
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    // The SDK retries an unreachable relay forever: the page gives up and says so.
    await Promise.race([
      kit.pair(trimmed),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `No answer from the relay at ${relayUrl} within ${PAIR_TIMEOUT_MS / 1000} s. Is it running (npm start)?`,
              ),
            ),
          PAIR_TIMEOUT_MS,
        )
      }),
    ])
    showStatus('Paired. Waiting for the dapp’s proposal…')
    uriInput.value = ''
  } catch (error) {
    showStatus(`Could not pair: ${message(error)}`, 'error')
  } finally {
    clearTimeout(timer)
    connectButton.disabled = false
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault()
  void pair(uriInput.value)
})

kit.on('sessions', () => {
  renderSessions()
  renderAccounts()
})
kit.on('proposal_expire', () =>
  showStatus('The proposal expired before it was answered. Ask the dapp for a new QR code.', 'error'),
)
// Said once the answer is on its way (not when the button is pressed): the dapp hears it from then on.
kit.on('proposal_answered', (dapp, approved) =>
  showStatus(`${approved ? 'Approved' : 'Rejected'} the session with ${dapp.name || dapp.url}.`),
)
kit.on('authenticate_answered', (dapp, approved, signed) =>
  showStatus(
    approved
      ? `Signed in to ${dapp.name || dapp.url} on ${signed.map((entry) => entry.chain).join(', ')} and connected.`
      : `Refused the sign-in to ${dapp.name || dapp.url}.`,
  ),
)
kit.on('proposal_withdrawn', (dapp) =>
  showStatus(
    `${dapp.name || dapp.url} withdrew this proposal (it made a new QR code, or its connection view was closed). Nothing was sent: use its new code.`,
    'error',
  ),
)
kit.on('error', (error) => showStatus(error.message, 'error'))

renderAccounts()
renderSessions()
// Enabled only now: a click while the SDK was still loading would have submitted the form natively.
connectButton.disabled = false

// For tests and the console, as window.foyerDevWallet is for the in-page wallet.
Object.assign(window, {
  foyerDevWalletKit: {
    kit,
    pair,
    switchAccount: (index: number) => kit.switchAccount(index).then(renderAccounts),
    disconnect: (topic?: string) => kit.disconnect(topic),
  },
})

// Deep link: wallet.html?uri=wc:… pairs at once.
const deepLink = params.get('uri')
if (deepLink) {
  uriInput.value = deepLink
  void pair(deepLink)
}
document.body.dataset.ready = 'true'

export {}
