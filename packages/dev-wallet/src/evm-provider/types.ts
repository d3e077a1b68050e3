import type { Address, EIP1193Provider } from 'viem'
import type { DevWalletStorage } from '../remembered-state.js'
import type { DevWalletChain, PendingRequest } from '../types.js'

export type CreateDevWalletProviderOptions = {
  /** The chains the wallet knows. The first is the default unless defaultChainId says otherwise. */
  chains: readonly DevWalletChain[]
  defaultChainId?: number
  /** Which dev account (m/44'/60'/0'/0/i of the dev mnemonic) signs; default: the remembered one, else 0. */
  accountIndex?: number
  /** Asks the person (an ApproveRequest, shared with the Solana wallet, fits). Resolve true to go ahead; false rejects with 4001. */
  approve: (request: PendingRequest) => Promise<boolean>
  /** The requesting page's origin, shown in approvals; defaults to location.origin in a browser. */
  origin?: string
  /** Remember connection, account and chain under this key (in `storage`, default localStorage) across reloads. */
  storageKey?: string
  storage?: DevWalletStorage
}

/** Controls a test or the console uses to act as the person using the wallet, outside any app request. */
export type DevWalletControls = {
  readonly address: Address
  readonly accountIndex: number
  readonly chainId: number
  readonly connected: boolean
  /** The chains the wallet knows (including ones added by wallet_addEthereumChain). */
  readonly chains: readonly DevWalletChain[]
  /** Selects another dev account; a connected app gets accountsChanged. */
  switchAccount(index: number): void
  /**
   * Moves the wallet to any chain id, even one neither the wallet nor the app lists, as a person switching in their
   * extension would. Emits chainChanged. For testing an app's unsupported-network handling.
   */
  moveToChain(chain: { id: number; rpcUrl: string; name?: string }): void
  /** Disconnects the app as the wallet's own "disconnect site" would: accountsChanged [] then disconnect. */
  disconnect(): void
}

export type DevWalletProvider = EIP1193Provider & {
  readonly isFoyerDevWallet: true
  readonly devWallet: DevWalletControls
}

/** One JSON-RPC method's answer, given the request's params as an array. */
export type MethodHandler = (params: readonly unknown[]) => unknown
