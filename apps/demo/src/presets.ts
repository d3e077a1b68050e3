// Demo presets, chosen with ?preset=NAME. Each shows one way a host app can set Foyer up.
import { withTestSwitches } from '@foyer/core/testing'
import { type CustomWallet, type FoyerOptions } from '@foyer/core'
import { foyerBitcoinDevnet, foyerDevnet, foyerDevnet2, foyerSolanaDevnet } from '@foyer/devnet/chains'
import { createEmbeddedWallet } from '@foyer/embedded-wallet'

type PresetOptions = Omit<FoyerOptions, 'adapters'>

const monogramIcon = (letter: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="hsl(${hue} 70% 45%)"/><text x="32" y="42" font-family="system-ui,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

const customWallets: CustomWallet[] = [
  {
    id: 'harbor-wallet',
    name: 'Harbor Wallet',
    imageUrl: monogramIcon('H', 200),
    homepage: 'http://127.0.0.1:5173/wallet.html',
  },
  {
    id: 'lantern-wallet',
    name: 'Lantern Wallet',
    imageUrl: monogramIcon('L', 30),
    homepage: 'http://127.0.0.1:5173/wallet.html',
  },
  { id: 'quill-wallet', name: 'Quill Wallet', homepage: 'http://127.0.0.1:5173/wallet.html' },
]

const WALLET_WORDS = ['Amber', 'Birch', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Garnet', 'Heron', 'Iris', 'Juniper']
const manyWallets: CustomWallet[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `demo-wallet-${i + 1}`,
  name: `${WALLET_WORDS[i % WALLET_WORDS.length]} Wallet ${i + 1}`,
  ...(i % 3 === 0 ? { imageUrl: monogramIcon(WALLET_WORDS[i % WALLET_WORDS.length]![0]!, (i * 37) % 360) } : {}),
}))

// WalletConnect through Foyer's dev relay, with the dev wallet's WalletConnect page as the web wallet. The demo runs
// offline against that relay, so withTestParams turns on the SDK's test switch ('@foyer/core/testing'), which keeps
// the SDK's Verify and telemetry calls to WalletConnect's hosts from being made (see shared notes). A production app
// passes its projectId and leaves relayUrl out (WalletConnect's relay) or points it at its own.
const walletConnect = {
  relayUrl: 'ws://127.0.0.1:8787',
  webWalletUrl: 'http://127.0.0.1:5173/wallet.html',
}

// The app's own blockchain API: @foyer/server, which `npm start` runs on 127.0.0.1:8788 with a foyer-dev project that
// allows this page's origin (apps/demo/foyer.config.ts).
export const DEMO_API_URL = 'http://127.0.0.1:8788'
/**
 * The demo's example host backend (apps/demo/host-backend, 127.0.0.1:8791): the app's own API, which trusts a
 * server-side sign-in by asking @foyer/server/verify. ?preset=siwx-server's "Who am I?" calls it.
 */
export const DEMO_HOST_BACKEND_URL = 'http://127.0.0.1:8791'
/** The embedded wallet's frame, served by the demo's @foyer/server on its own origin (docs/login-and-embedded-wallet.md). */
export const DEMO_WALLET_FRAME_URL = 'http://localhost:8793'
/** A second @foyer/server whose onramp provider refuses (?preset=onramp-down; e2e/onramp.e2e.ts starts it). */
export const ONRAMP_DOWN_API_URL = 'http://127.0.0.1:8792'

const base: PresetOptions = {
  networks: [foyerDevnet, foyerDevnet2, foyerSolanaDevnet],
  projectId: 'foyer-dev',
  apiUrl: DEMO_API_URL,
  walletConnect,
  metadata: {
    name: 'Foyer laboratory',
    description: 'Every Foyer feature, on local chains',
    url: 'http://127.0.0.1:5173',
  },
}

/** Sign-in with the wallet: main.tsx builds `createDefaultSiwx()` for presets that ask for it. */
export type SignInMode = 'optional' | 'required'
export const SIGN_IN_STATEMENT = 'Sign in to the Foyer laboratory.'

export const PRESETS: Record<
  string,
  {
    description: string
    options: PresetOptions
    signIn?: SignInMode
    /** Sessions kept by this @foyer/server (createServerSiwx) rather than in the browser (createDefaultSiwx). */
    signInServer?: string
  }
> = {
  default: { description: 'The two EVM devnet chains and the Solana devnet, system theme', options: base },
  evm: { description: 'EVM chains only', options: { ...base, networks: [foyerDevnet, foyerDevnet2] } },
  solana: { description: 'Solana only', options: { ...base, networks: [foyerSolanaDevnet] } },
  bitcoin: {
    description: 'EVM, Solana and the Bitcoin development chain (regtest, Esplora on 127.0.0.1:8790)',
    options: { ...base, networks: [foyerDevnet, foyerSolanaDevnet, foyerBitcoinDevnet] },
  },
  dark: { description: 'Dark theme', options: { ...base, themeMode: 'dark' } },
  light: { description: 'Light theme', options: { ...base, themeMode: 'light' } },
  'custom-wallets': { description: 'Three custom wallets added by the app', options: { ...base, customWallets } },
  featured: {
    description: 'Lantern Wallet featured before the custom list',
    options: { ...base, customWallets, featuredWalletIds: ['lantern-wallet'] },
  },
  'exclude-wallets': {
    description: 'Harbor Wallet excluded by name, Quill Wallet by id',
    options: {
      ...base,
      customWallets,
      excludedWallets: [{ name: 'harbor wallet' }],
      excludeWalletIds: ['quill-wallet'],
    },
  },
  'exclude-dev-wallet': {
    description: 'The Foyer Dev Wallet excluded by its rdns',
    options: { ...base, customWallets, excludedWallets: [{ rdns: 'dev.foyer.wallet' }] },
  },
  'allow-unsupported-chain': {
    description: 'Stay connected on chains the app does not list',
    options: { ...base, allowUnsupportedChain: true },
  },
  'no-network-switch': {
    description: 'Networks shown, switching turned off',
    options: { ...base, enableNetworkSwitch: false },
  },
  'many-wallets': {
    description: '1,000 custom wallets, to try the All Wallets search',
    // Without apiUrl: the search bench (bench/wallet-search.mjs) times the local search alone, with no directory.
    options: { ...base, apiUrl: undefined, customWallets: manyWallets },
  },
  siwx: { description: 'Sign in with the wallet after connecting (optional)', options: base, signIn: 'optional' },
  'siwx-required': {
    description: 'Sign-in required: the sign view cannot be closed, cancelling disconnects',
    options: base,
    signIn: 'required',
  },
  'siwx-evm': {
    description: 'Sign-in on EVM chains only (WalletConnect signs in with one click)',
    options: { ...base, networks: [foyerDevnet, foyerDevnet2] },
    signIn: 'optional',
  },
  'siwx-bitcoin': {
    description: 'Sign-in with the wallet on the Bitcoin development chain too (BIP-322 signatures)',
    options: { ...base, networks: [foyerDevnet, foyerSolanaDevnet, foyerBitcoinDevnet] },
    signIn: 'optional',
  },
  'siwx-server': {
    description: 'Sign-in kept by the server (createServerSiwx); "Who am I?" asks the example host backend',
    options: base,
    signIn: 'optional',
    signInServer: DEMO_API_URL,
  },
  accent: {
    description: 'A host accent colour and radius through themeVariables',
    options: { ...base, themeVariables: { accent: '#d9480f', radius: '4px' } },
  },
  login: {
    description: 'Email, social and Farcaster login with the embedded wallet (its frame on http://localhost:8793)',
    // A getter: the wallet frame is created only when this preset is the one loaded.
    get options(): PresetOptions {
      return { ...base, auth: createEmbeddedWallet({ frameUrl: DEMO_WALLET_FRAME_URL, chains: base.networks }) }
    },
  },
  'onramp-down': {
    description:
      'Buy with its provider down: a second @foyer/server (127.0.0.1:8792, started by e2e/onramp) whose provider refuses',
    options: { ...base, apiUrl: ONRAMP_DOWN_API_URL },
  },
}

export function presetFromLocation(search: string): {
  name: string
  options: PresetOptions
  signIn: SignInMode | undefined
  signInServer: string | undefined
} {
  const params = new URLSearchParams(search)
  const name = params.get('preset') ?? 'default'
  const preset = PRESETS[name] ?? PRESETS.default!
  return {
    name: PRESETS[name] ? name : 'default',
    options: withTestParams(preset.options, params),
    signIn: preset.signIn,
    signInServer: preset.signInServer,
  }
}

/**
 * The dev relay's test switches ('@foyer/core/testing'), and test-only knobs for the e2e specs on top of any preset:
 * `?wcPairingLifetime=MS` replaces each WalletConnect pairing URI after MS instead of its own 5 minutes;
 * `?wcTestMode=off` runs WalletConnect's production path (its Verify and telemetry hosts are then asked for, and the
 * e2e harness blocks them).
 */
function withTestParams(options: PresetOptions, params: URLSearchParams): PresetOptions {
  if (!options.walletConnect) return options
  const lifetime = Number(params.get('wcPairingLifetime'))
  return withTestSwitches(options, {
    walletConnectTestMode: params.get('wcTestMode') !== 'off',
    ...(Number.isFinite(lifetime) && lifetime > 0 ? { wcPairingLifetimeMs: lifetime } : {}),
  })
}
