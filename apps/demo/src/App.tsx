import { useState, useSyncExternalStore } from 'react'
import {
  ConnectButton,
  FoyerProvider,
  NetworkButton,
  useFoyer,
  useFoyerAccount,
  useFoyerClient,
  useFoyerEvents,
  useFoyerNetwork,
  useFoyerSiwx,
  useFoyerState,
  useWalletInfo,
  type FoyerClient,
} from '@foyer/react'
import type { FoyerEvent } from '@foyer/core'
import { DEMO_HOST_BACKEND_URL, PRESETS } from './presets.js'
import './styles.css'

export function App({ client, preset }: { client: FoyerClient; preset: string }) {
  return (
    <FoyerProvider client={client}>
      <header className="lab-header">
        <h1>Foyer laboratory</h1>
        <div className="lab-header__actions">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="lab-main">
        <AccountPanel />
        <SignInPanel />
        {PRESETS[preset]?.signInServer && <HostBackendPanel />}
        <ActionsPanel />
        <EventLog />
        <PresetPicker current={preset} />
      </main>
    </FoyerProvider>
  )
}

function AccountPanel() {
  const account = useFoyerAccount()
  const network = useFoyerNetwork()
  const { status } = useFoyerState()
  const { walletInfo } = useWalletInfo()
  const login = useLogin()
  return (
    <section className="lab-card" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <dl className="lab-facts">
        <dt>Status</dt>
        <dd data-testid="status">{account.status === 'reconnecting' ? 'reconnecting' : status}</dd>
        <dt>Wallet</dt>
        <dd data-testid="wallet">{walletInfo?.name ?? '—'}</dd>
        {login && (
          <>
            <dt>Logged in with</dt>
            <dd data-testid="login">{login}</dd>
          </>
        )}
        <dt>Address</dt>
        <dd data-testid="address" className="lab-mono">
          {account.address ?? '—'}
        </dd>
        <dt>Network</dt>
        <dd data-testid="network">
          {network.isUnsupported
            ? `Unsupported (${network.unsupportedChainId})`
            : `${network.network.name} (${network.caipNetworkId})`}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="balance">
          {account.balance !== undefined
            ? `${account.balance} ${account.balanceSymbol ?? ''}`
            : account.balanceStatus === 'loading'
              ? 'Loading…'
              : '—'}
        </dd>
      </dl>
    </section>
  )
}

/** How the embedded wallet's person logged in (the account state's socialProvider, else the user's provider). */
function useLogin(): string | undefined {
  const accounts = useFoyerClient().stores.accounts
  return useSyncExternalStore(accounts.subscribe, () => {
    const state = accounts.getState()
    const account = [state.eip155, state.solana].find((a) => a?.status === 'connected' && a.user)
    return account ? (account.socialProvider ?? account.user?.provider) : undefined
  })
}

function SignInPanel() {
  const siwx = useFoyerSiwx()
  const account = useFoyerAccount()
  const [result, setResult] = useState('')
  if (!siwx.enabled) return null
  const act = (label: string, action: () => Promise<unknown>) => {
    setResult('')
    action().catch((error: unknown) =>
      setResult(`${label} failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  }
  return (
    <section className="lab-card" aria-labelledby="signin-heading">
      <h2 id="signin-heading">Sign-in</h2>
      <dl className="lab-facts">
        <dt>Session</dt>
        <dd data-testid="siwx">
          {siwx.isSignedIn
            ? 'signed in'
            : siwx.status === 'checking' || siwx.status === 'signing'
              ? siwx.status
              : 'not signed in'}
        </dd>
        <dt>Signed as</dt>
        <dd data-testid="siwx-account" className="lab-mono">
          {siwx.session ? `${siwx.session.data.chainId}:${siwx.session.data.accountAddress}` : '—'}
        </dd>
        <dt>Expires</dt>
        <dd data-testid="siwx-expires">{siwx.session?.data.expirationTime ?? '—'}</dd>
        <dt>Required</dt>
        <dd>{siwx.required ? 'yes' : 'no'}</dd>
      </dl>
      <div className="lab-buttons">
        <button
          type="button"
          disabled={!account.isConnected || siwx.isSignedIn}
          onClick={() => act('Sign in', siwx.signIn)}
        >
          Sign in
        </button>
        <button type="button" disabled={!siwx.isSignedIn} onClick={() => act('Sign out', siwx.signOut)}>
          Sign out
        </button>
      </div>
      {result && (
        <p role="status" className="lab-result">
          {result}
        </p>
      )}
    </section>
  )
}

/**
 * What the app's own backend makes of the sign-in: GET /api/profile on the example host backend, with the browser's
 * cookies. The session cookie is @foyer/server's (host 127.0.0.1); cookies ignore ports, so it goes along to 8791 too.
 */
function HostBackendPanel() {
  const [answer, setAnswer] = useState('')
  // How many answers came back, so a reader (the browser test) can tell a new answer from an identical old one.
  const [answers, setAnswers] = useState(0)
  const ask = async () => {
    setAnswer('Asking…')
    try {
      const response = await fetch(`${DEMO_HOST_BACKEND_URL}/api/profile`, { credentials: 'include' })
      const body = (await response.json()) as { address?: string; chainId?: string; error?: string; reason?: string }
      setAnswer(
        response.ok
          ? `Signed in as ${body.chainId}:${body.address}`
          : `Refused (${response.status}, ${body.reason ?? 'no reason'}): ${body.error ?? ''}`,
      )
    } catch (error) {
      setAnswer(`The host backend did not answer: ${error instanceof Error ? error.message : String(error)}`)
    }
    setAnswers((n) => n + 1)
  }
  return (
    <section className="lab-card" aria-labelledby="host-backend-heading">
      <h2 id="host-backend-heading">Host backend</h2>
      <p className="lab-muted">
        The app&apos;s own API ({DEMO_HOST_BACKEND_URL}) checks the server&apos;s session with verifySession.
      </p>
      <div className="lab-buttons">
        <button type="button" onClick={() => void ask()}>
          Who am I?
        </button>
      </div>
      <p role="status" className="lab-result" data-testid="host-profile" data-answers={answers}>
        {answer}
      </p>
    </section>
  )
}

function ActionsPanel() {
  const client = useFoyerClient()
  const { open } = useFoyer()
  const account = useFoyerAccount()
  const [result, setResult] = useState<string>('')
  const run = async (label: string, action: () => Promise<unknown>) => {
    setResult(`${label}…`)
    try {
      const value = await action()
      setResult(`${label}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    } catch (error) {
      const e = error as { uiMessage?: string; message?: string }
      setResult(`${label} failed: ${e.uiMessage ?? e.message ?? String(error)}`)
    }
  }
  return (
    <section className="lab-card" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Try it</h2>
      <div className="lab-buttons">
        <button type="button" onClick={() => open()}>
          Open modal
        </button>
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          Open networks
        </button>
        <button type="button" onClick={() => open({ view: 'AllWallets' })}>
          Open all wallets
        </button>
        <button
          type="button"
          disabled={!account.isConnected}
          onClick={() =>
            void run('Sign message', () =>
              client.request({
                method: 'personal_sign',
                params: [toHex('Hello from the Foyer laboratory'), account.address],
              }),
            )
          }
        >
          Sign a message
        </button>
        <button
          type="button"
          disabled={!account.isConnected}
          onClick={() =>
            void run('eth_sign', () => client.request({ method: 'eth_sign', params: [account.address, '0x00'] }))
          }
        >
          Try a forbidden call
        </button>
      </div>
      <p role="status" className="lab-result">
        {result}
      </p>
    </section>
  )
}

function toHex(text: string): string {
  return '0x' + Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')
}

function EventLog() {
  const [events, setEvents] = useState<FoyerEvent[]>([])
  useFoyerEvents((event) => setEvents((list) => [event, ...list].slice(0, 50)))
  return (
    <section className="lab-card" aria-labelledby="events-heading">
      <h2 id="events-heading">Events</h2>
      {events.length === 0 ? (
        <p className="lab-muted">No events yet.</p>
      ) : (
        <ol className="lab-events" aria-label="Event log">
          {events.map((e, i) => (
            <li key={`${e.timestamp}-${i}`}>
              <code>{e.event}</code>
              {e.properties ? <span className="lab-muted"> {JSON.stringify(e.properties)}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function PresetPicker({ current }: { current: string }) {
  return (
    <section className="lab-card" aria-labelledby="presets-heading">
      <h2 id="presets-heading">Presets</h2>
      <ul className="lab-presets">
        {Object.entries(PRESETS).map(([name, preset]) => (
          <li key={name}>
            <a href={`?preset=${name}`} aria-current={name === current ? 'page' : undefined}>
              {name}
            </a>
            <span className="lab-muted"> — {preset.description}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
