// A Bitcoin wallet written here, not by Foyer's dev wallet: a page script that registers the way an extension does
// (the Wallet Standard's window events, no Foyer package imported), holds its own secp256k1 keys and signs PSBTs in the
// page. WebCrypto has no secp256k1, so the signing code (@scure/btc-signer, on @noble/curves) is bundled for the page
// with esbuild at test time and put on a global before the wallet's own script runs. Like a browser wallet it keeps
// its keys and whether the site is connected in localStorage across reloads, and names its chain `bitcoin:regtest` as
// real wallets do. It gives a P2WPKH payment address and, when asked for 'ordinals', a P2TR address of a second key.
// It approves every request at once (no prompt). The specs use it to check that nothing in the modal leans on the dev
// wallet's own behaviour.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'

export const OUTSIDE_BITCOIN_WALLET = 'Outside Bitcoin Wallet'

interface OutsideBitcoinWalletConfig {
  name: string
  /** The Esplora API the wallet broadcasts to when asked to (`broadcast: true`). */
  esploraUrl: string
}

/** What the bundle puts on `window.outsideBitcoinSigner`: btc-signer's pieces the wallet needs, nothing of Foyer's. */
interface Signer {
  randomPrivateKeyBytes(): Uint8Array
  pubECDSA(privateKey: Uint8Array): Uint8Array
  pubSchnorr(privateKey: Uint8Array): Uint8Array
  paymentAddress(publicKey: Uint8Array): string
  taprootAddress(xOnlyKey: Uint8Array): string
  /** Signs `indexes` of the PSBT with `privateKey`; finalizes them when `finalize`. */
  sign(
    psbt: Uint8Array,
    privateKey: Uint8Array,
    indexes: number[],
    finalize: boolean,
  ): { psbt: Uint8Array; hex: string }
}

/** What the page script exposes on `window`, for the helpers below. */
interface OutsideBitcoinWalletHandle {
  /** The payment (P2WPKH) address. */
  payment: string
  /** The features the app called, in order; a silent standard:connect is recorded as 'standard:connect (silent)'. */
  calls: string[]
}

// Bundled for the page: btc-signer built for regtest (the bech32 prefix `bcrt`, testnet's other versions).
const SIGNER_ENTRY = `
import { Transaction, p2wpkh, p2tr, TEST_NETWORK } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, randomPrivateKeyBytes } from '@scure/btc-signer/utils.js'
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }
window.outsideBitcoinSigner = {
  randomPrivateKeyBytes,
  pubECDSA: (key) => pubECDSA(key),
  pubSchnorr,
  paymentAddress: (publicKey) => p2wpkh(publicKey, REGTEST).address,
  taprootAddress: (xOnly) => p2tr(xOnly, undefined, REGTEST).address,
  sign(psbt, privateKey, indexes, finalize) {
    const tx = Transaction.fromPSBT(psbt)
    for (const index of indexes) {
      tx.signIdx(privateKey, index)
      if (finalize) tx.finalizeIdx(index)
    }
    return { psbt: tx.toPSBT(), hex: finalize ? tx.hex : '' }
  },
}
`

let signerBundle: Promise<string> | undefined

/** The signer's IIFE, built once per spec file. */
function bundleSigner(): Promise<string> {
  signerBundle ??= build({
    stdin: { contents: SIGNER_ENTRY, resolveDir: fileURLToPath(new URL('../..', import.meta.url)), loader: 'js' },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  return signerBundle
}

// Runs in the page (before the app's scripts, after the signer bundle), so it is self-contained.
function outsideBitcoinWallet({ name, esploraUrl }: OutsideBitcoinWalletConfig): void {
  const signer = (window as unknown as { outsideBitcoinSigner: Signer }).outsideBitcoinSigner
  const store = window.localStorage
  const KEYS = 'outside-bitcoin-wallet.keys'
  const CONNECTED = 'outside-bitcoin-wallet.connected'
  const CHAIN = 'bitcoin:regtest'
  const calls: string[] = []

  const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16))

  // The keys outlive reloads, as a wallet's do: made once, then read back from storage.
  const saved = store.getItem(KEYS)
  const keys = saved
    ? (JSON.parse(saved) as { payment: string; ordinals: string })
    : { payment: toHex(signer.randomPrivateKeyBytes()), ordinals: toHex(signer.randomPrivateKeyBytes()) }
  if (!saved) store.setItem(KEYS, JSON.stringify(keys))
  const paymentKey = fromHex(keys.payment)
  const ordinalsKey = fromHex(keys.ordinals)

  const FEATURES = Object.freeze(['bitcoin:signTransaction'])
  const paymentPublicKey = signer.pubECDSA(paymentKey)
  const ordinalsPublicKey = signer.pubSchnorr(ordinalsKey)
  const payment = Object.freeze({
    address: signer.paymentAddress(paymentPublicKey),
    publicKey: paymentPublicKey,
    chains: Object.freeze([CHAIN]),
    features: FEATURES,
  })
  const ordinals = Object.freeze({
    address: signer.taprootAddress(ordinalsPublicKey),
    publicKey: ordinalsPublicKey,
    chains: Object.freeze([CHAIN]),
    features: FEATURES,
  })
  type Account = typeof payment
  const privateKeyOf = new Map([
    [payment.address, paymentKey],
    [ordinals.address, ordinalsKey],
  ])

  // Which accounts the site was given (by purpose), or none when it is not connected.
  let granted = JSON.parse(store.getItem(CONNECTED) ?? 'null') as ('payment' | 'ordinals')[] | null
  const accounts = (): Account[] =>
    (granted ?? []).map((purpose) => (purpose === 'payment' ? payment : ordinals)) as Account[]
  const listeners = new Set<(properties: { accounts?: readonly Account[] }) => void>()
  const changed = () =>
    // Later, as a wallet's events come: never inside the request that caused them.
    setTimeout(() => [...listeners].forEach((listener) => listener({ accounts: accounts() })))
  const grant = (purposes: ('payment' | 'ordinals')[]) => {
    const before = JSON.stringify(granted)
    granted = purposes.includes('payment') ? purposes : ['payment', ...purposes]
    store.setItem(CONNECTED, JSON.stringify(granted))
    if (JSON.stringify(granted) !== before) changed()
    return { accounts: accounts() }
  }

  type SignInput = {
    psbt: Uint8Array
    chain: string
    inputsToSign: { account: { address: string }; signingIndexes: number[]; sigHash?: number }[]
    broadcast?: boolean
  }

  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: `data:image/svg+xml;base64,${btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="orange"/></svg>',
    )}`,
    chains: [CHAIN],
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect({ purposes }: { purposes: ('payment' | 'ordinals')[] }) {
          calls.push('bitcoin:connect')
          return grant(purposes.filter((p) => p === 'payment' || p === 'ordinals'))
        },
      },
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          calls.push(input?.silent ? 'standard:connect (silent)' : 'standard:connect')
          // Silent: only what the person allowed before (a reload), never a new connection.
          if (input?.silent) return { accounts: accounts() }
          return grant(['payment'])
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          calls.push('standard:disconnect')
          if (!granted) return
          granted = null
          store.removeItem(CONNECTED)
          changed()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts?: readonly Account[] }) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction({ psbt, chain, inputsToSign, broadcast }: SignInput) {
          calls.push(broadcast ? 'bitcoin:signTransaction (broadcast)' : 'bitcoin:signTransaction')
          if (chain !== CHAIN) throw new Error(`Outside Bitcoin Wallet: unsupported chain ${chain}`)
          let signed: Uint8Array = Uint8Array.from(psbt)
          let hex = ''
          for (const { account, signingIndexes } of inputsToSign) {
            const key = privateKeyOf.get(account.address)
            if (!key || !accounts().some((a) => a.address === account.address))
              throw new Error(`Outside Bitcoin Wallet: no connected account ${account.address}`)
            ;({ psbt: signed, hex } = signer.sign(signed, key, signingIndexes, broadcast === true))
          }
          if (!broadcast) return { signedPsbt: signed }
          // Broadcasting is the wallet's job only when asked: the raw transaction goes to Esplora's POST /tx.
          const response = await fetch(`${esploraUrl}/tx`, { method: 'POST', body: hex })
          const text = await response.text()
          if (!response.ok) throw new Error(`Outside Bitcoin Wallet: broadcast refused: ${text}`)
          return { signedPsbt: signed, txId: text }
        },
      },
    },
  }

  // What @wallet-standard/wallet's registerWallet does: announce to an app already listening, and answer the app's
  // own call when it loads later. The event's `detail` is the callback the app calls with its register function.
  type AppApi = { register(wallet: unknown): unknown }
  const callback = ({ register }: AppApi) => register(wallet)
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: callback,
      bubbles: false,
      cancelable: false,
      composed: false,
    }),
  )
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<AppApi>).detail))

  const handle: OutsideBitcoinWalletHandle = { payment: payment.address, calls }
  ;(window as unknown as { outsideBitcoinWallet: OutsideBitcoinWalletHandle }).outsideBitcoinWallet = handle
}

/** Installs the Outside Bitcoin Wallet in every page of `page`'s context from now on (reloads included). */
export async function installOutsideBitcoinWallet(page: Page, { esploraUrl }: { esploraUrl: string }): Promise<void> {
  // Init scripts run in the order they were added: the signer is on `window` before the wallet reads it.
  await page.context().addInitScript({ content: await bundleSigner() })
  await page.context().addInitScript(outsideBitcoinWallet, { name: OUTSIDE_BITCOIN_WALLET, esploraUrl })
}

/** The wallet's payment address (P2WPKH, `bcrt1q…`): its own key, made on the first load and kept across reloads. */
export function outsideBitcoinWalletAddress(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { outsideBitcoinWallet: OutsideBitcoinWalletHandle }).outsideBitcoinWallet.payment,
  )
}

/** The Wallet Standard features the app called, in order, since the page loaded. */
export function outsideBitcoinWalletCalls(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { outsideBitcoinWallet: OutsideBitcoinWalletHandle }).outsideBitcoinWallet.calls,
  )
}
