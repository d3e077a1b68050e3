import { announceProvider } from 'mipd'
import { mountApprovalPanel, type ApprovalPanel } from './approval-panel.js'
import { createDevBitcoinWallet } from './bitcoin/create-dev-bitcoin-wallet.js'
import type { BitcoinWalletChain } from './bitcoin/networks.js'
import type { DevBitcoinWallet, DevBitcoinWalletControls } from './bitcoin/types.js'
import {
  createDevSolanaWallet,
  type DevSolanaWallet,
  type DevSolanaWalletControls,
} from './create-dev-solana-wallet.js'
import {
  createDevWalletProvider,
  type DevWalletControls,
  type DevWalletProvider,
} from './create-dev-wallet-provider.js'
import { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from './identity.js'
import { registerStandardWallet } from './register-standard-wallet.js'
import type { ApproveRequest, DevWalletChain } from './types.js'

export type InstallDevWalletOptions = {
  chains: readonly DevWalletChain[]
  defaultChainId?: number
  accountIndex?: number
  /** Announce over EIP-6963 now and on every eip6963:requestProvider (default true). */
  announce?: boolean
  name?: string
  rdns?: string
  /** EIP-6963 wants a fresh UUIDv4 per page session; give one only to make tests deterministic. */
  uuid?: string
  icon?: `data:image/${string}`
  /** Mount the in-page approval panel (default true). Without it, pass `approve`. */
  panel?: boolean
  /** Answers requests instead of the panel (scripted tests, kiosks). */
  approve?: ApproveRequest
  /** Also set window.ethereum, for apps that only know the legacy injection, when no other wallet took it (default false). */
  injectWindowEthereum?: boolean
  /** localStorage key that keeps the connection across reloads, like an extension does; null forgets on reload. */
  storageKey?: string | null
  /**
   * Also be a Solana wallet: a Wallet Standard wallet with the same name and icon (so Foyer's modal shows one
   * multi-chain "Foyer Dev Wallet"), answered by the same panel or `approve`, registered over the Wallet Standard's
   * window events (unless `announce` is false). Its connection is kept under `<storageKey>.solana`.
   */
  solana?: {
    /** The Solana JSON-RPC URL transactions are sent to, e.g. "http://127.0.0.1:8899". */
    rpcUrl: string
    /** CAIP-2 chain ids, e.g. ['solana:<genesis hash of the local devnet>']; the first is the default. */
    chains: readonly string[]
    /** Which Solana dev account (m/44'/501'/i'/0') is selected; default: the remembered one, else 0. */
    accountIndex?: number
  }
  /**
   * Also be a Bitcoin wallet: a Wallet Standard wallet with the Bitcoin wallet standard's features, the same name and
   * icon (one multi-chain "Foyer Dev Wallet" in Foyer's modal) and the same panel or `approve`. Its connection is kept
   * under `<storageKey>.bitcoin`.
   */
  bitcoin?: {
    /** The Esplora API broadcasts go to, e.g. "http://127.0.0.1:8790" (the Foyer Bitcoin devnet). */
    esploraUrl?: string
    /** The network the wallet starts on (default 'bitcoin:regtest'). */
    chain?: BitcoinWalletChain
    /** Which Bitcoin dev account (m/84'/coin'/0'/0/i) is selected; default: the remembered one, else 0. */
    accountIndex?: number
  }
}

/** The Solana side of an installed dev wallet: its Wallet Standard wallet and the person's controls. */
export type DevSolanaWalletHandle = DevSolanaWalletControls & {
  readonly wallet: DevSolanaWallet
}

/** The Bitcoin side of an installed dev wallet: its Wallet Standard wallet and the person's controls. */
export type DevBitcoinWalletHandle = DevBitcoinWalletControls & {
  readonly wallet: DevBitcoinWallet
}

export type DevWalletInfo = { uuid: string; name: string; icon: `data:image/${string}`; rdns: string }

export type DevWalletHandle = Pick<DevWalletControls, 'switchAccount' | 'moveToChain' | 'disconnect'> & {
  readonly provider: DevWalletProvider
  readonly info: DevWalletInfo
  /** The approval panel, when mounted. */
  readonly panel: ApprovalPanel | undefined
  /** The Solana wallet, when installed with the `solana` option. */
  readonly solana: DevSolanaWalletHandle | undefined
  /** The Bitcoin wallet, when installed with the `bitcoin` option. */
  readonly bitcoin: DevBitcoinWalletHandle | undefined
  /**
   * Undoes everything: stops announcing, unregisters the Solana and Bitcoin wallets, removes the panel (rejecting what waits),
   * window.ethereum and window.foyerDevWallet.
   */
  uninstall(): void
}

declare global {
  interface Window {
    /** The installed Foyer Dev Wallet, for tests (`page.evaluate`) and the browser console. */
    foyerDevWallet?: DevWalletHandle
  }
}

export const DEV_WALLET_STORAGE_KEY = 'foyer.devWallet'

/** crypto.randomUUID exists only in secure contexts; the demo may be opened over plain http on a LAN address. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40 // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Puts the dev wallet into the page the way a browser extension's content script would: the provider, the approval
 * panel, an EIP-6963 announcement (repeated whenever the app asks), with `solana` also a Wallet Standard wallet, and
 * `window.foyerDevWallet` for tests.
 */
export function installDevWallet(options: InstallDevWalletOptions): DevWalletHandle {
  const usePanel = options.panel ?? true
  if (!usePanel && !options.approve) {
    throw new Error('installDevWallet: with panel: false, give approve() — otherwise nobody could answer a request')
  }
  const panel = usePanel ? mountApprovalPanel({ name: options.name, icon: options.icon }) : undefined
  const approve: ApproveRequest = options.approve ?? ((request) => panel!.approve(request))

  const storageKey = options.storageKey === undefined ? DEV_WALLET_STORAGE_KEY : options.storageKey
  let provider: DevWalletProvider
  let solanaWallet: DevSolanaWallet | undefined
  let bitcoinWallet: DevBitcoinWallet | undefined
  try {
    provider = createDevWalletProvider({
      chains: options.chains,
      defaultChainId: options.defaultChainId,
      accountIndex: options.accountIndex,
      approve,
      ...(storageKey ? { storageKey } : {}),
    })
    if (options.solana) {
      solanaWallet = createDevSolanaWallet({
        rpcUrl: options.solana.rpcUrl,
        chains: options.solana.chains,
        accountIndex: options.solana.accountIndex,
        approve,
        name: options.name,
        // The Wallet Standard takes only base64 icons; a custom non-base64 one falls back to the dev wallet's.
        ...(options.icon && /^data:image\/(svg\+xml|webp|png|gif);base64,/.test(options.icon)
          ? { icon: options.icon as `data:image/png;base64,${string}` }
          : {}),
        ...(storageKey ? { storageKey: `${storageKey}.solana` } : {}),
      })
    }
    if (options.bitcoin) {
      bitcoinWallet = createDevBitcoinWallet({
        esploraUrl: options.bitcoin.esploraUrl,
        chain: options.bitcoin.chain,
        accountIndex: options.bitcoin.accountIndex,
        approve,
        name: options.name,
        ...(options.icon && /^data:image\/(svg\+xml|webp|png|gif);base64,/.test(options.icon)
          ? { icon: options.icon as `data:image/png;base64,${string}` }
          : {}),
        ...(storageKey ? { storageKey: `${storageKey}.bitcoin` } : {}),
      })
    }
  } catch (error) {
    panel?.unmount()
    throw error
  }

  const info: DevWalletInfo = {
    uuid: options.uuid ?? randomUuid(),
    name: options.name ?? DEV_WALLET_NAME,
    icon: options.icon ?? DEV_WALLET_ICON,
    rdns: options.rdns ?? DEV_WALLET_RDNS,
  }
  const unannounce = options.announce === false ? undefined : announceProvider({ info, provider })
  const unregister = solanaWallet && options.announce !== false ? registerStandardWallet(solanaWallet) : undefined
  const unregisterBitcoin =
    bitcoinWallet && options.announce !== false ? registerStandardWallet(bitcoinWallet) : undefined
  const bitcoin: DevBitcoinWalletHandle | undefined = bitcoinWallet && bitcoinHandle(bitcoinWallet)
  const solana: DevSolanaWalletHandle | undefined = solanaWallet && {
    wallet: solanaWallet,
    get address() {
      return solanaWallet.devWallet.address
    },
    get accountIndex() {
      return solanaWallet.devWallet.accountIndex
    },
    get connected() {
      return solanaWallet.devWallet.connected
    },
    switchAccount: (index) => solanaWallet.devWallet.switchAccount(index),
    disconnect: () => solanaWallet.devWallet.disconnect(),
  }

  const w = window as Window & { ethereum?: unknown }
  const injected = options.injectWindowEthereum === true && w.ethereum === undefined
  if (injected) w.ethereum = provider

  const handle: DevWalletHandle = {
    provider,
    info,
    panel,
    solana,
    bitcoin,
    switchAccount: (index) => provider.devWallet.switchAccount(index),
    moveToChain: (chain) => provider.devWallet.moveToChain(chain),
    disconnect: () => provider.devWallet.disconnect(),
    uninstall() {
      unannounce?.()
      unregister?.()
      unregisterBitcoin?.()
      panel?.unmount()
      if (injected && w.ethereum === provider) delete w.ethereum
      if (window.foyerDevWallet === handle) delete window.foyerDevWallet
    },
  }
  window.foyerDevWallet = handle
  return handle
}

function bitcoinHandle(wallet: DevBitcoinWallet): DevBitcoinWalletHandle {
  const controls = wallet.devWallet
  return {
    wallet,
    get address() {
      return controls.address
    },
    get ordinalsAddress() {
      return controls.ordinalsAddress
    },
    get accountIndex() {
      return controls.accountIndex
    },
    get chain() {
      return controls.chain
    },
    get connected() {
      return controls.connected
    },
    switchAccount: (index) => controls.switchAccount(index),
    switchChain: (chain) => controls.switchChain(chain),
    disconnect: () => controls.disconnect(),
  }
}
