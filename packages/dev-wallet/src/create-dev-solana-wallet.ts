import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import { DEV_WALLET_NAME, DEV_WALLET_STANDARD_ICON } from './identity.js'
import { createSolanaApprovals } from './solana-wallet/approvals.js'
import { walletChains } from './solana-wallet/chains.js'
import { createSolanaConnection } from './solana-wallet/connection.js'
import type { SolanaWalletContext } from './solana-wallet/context.js'
import { rememberedConnection } from './solana-wallet/remembered-connection.js'
import { createSignAndSendTransaction } from './solana-wallet/send-transaction.js'
import { createSignIn } from './solana-wallet/sign-in.js'
import { createSignMessage } from './solana-wallet/sign-message.js'
import { createSignTransaction } from './solana-wallet/sign-transaction.js'
import type {
  CreateDevSolanaWalletOptions,
  DevSolanaWallet,
  DevSolanaWalletControls,
  DevSolanaWalletFeatures,
} from './solana-wallet/types.js'
import { createSolanaWalletState } from './solana-wallet/wallet-state.js'

export { DEFAULT_SOLANA_CHAINS, FOYER_SOLANA_DEVNET_CHAIN } from './solana-wallet/chains.js'
export { DevWalletStandardError } from './solana-wallet/errors.js'
export { DEV_SOLANA_WALLET_STORAGE_KEY } from './solana-wallet/remembered-connection.js'
export type {
  CreateDevSolanaWalletOptions,
  DevSolanaWallet,
  DevSolanaWalletControls,
  DevSolanaWalletFeatures,
} from './solana-wallet/types.js'

/**
 * The Foyer Dev Wallet on Solana, as a Wallet Standard wallet: it holds the Solana dev keys, signs messages, transactions
 * and Sign In With Solana messages in-process (ed25519, pure JS, so it also works on plain-http LAN origins where
 * WebCrypto is missing), and sends to `rpcUrl`. Whatever needs the person goes through `approve` first.
 */
export function createDevSolanaWallet(options: CreateDevSolanaWalletOptions): DevSolanaWallet {
  const chains = walletChains(options.chains)
  const origin =
    options.origin ??
    (typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : 'unknown origin')
  const state = createSolanaWalletState({
    chains,
    accountIndex: options.accountIndex,
    remembered: rememberedConnection(options),
  })
  const context: SolanaWalletContext = {
    chains,
    origin,
    rpcUrl: options.rpcUrl,
    state,
    ask: createSolanaApprovals({ origin, approve: options.approve }, state),
  }
  const connection = createSolanaConnection(context)

  const devWallet: DevSolanaWalletControls = {
    get address() {
      return state.address
    },
    get accountIndex() {
      return state.accountIndex
    },
    get connected() {
      return state.connected
    },
    switchAccount: (index) => state.switchAccount(index),
    disconnect: () => state.setConnected(false),
  }

  const features: DevSolanaWalletFeatures = {
    [StandardConnect]: { version: '1.0.0', connect: connection.connect },
    [StandardDisconnect]: { version: '1.0.0', disconnect: connection.disconnect },
    [StandardEvents]: { version: '1.0.0', on: connection.on },
    [SolanaSignMessage]: { version: '1.0.0', signMessage: createSignMessage(context) },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: createSignTransaction(context),
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: createSignAndSendTransaction(context),
    },
    [SolanaSignIn]: { version: '1.0.0', signIn: createSignIn(context) },
  }

  return {
    version: '1.0.0',
    name: options.name ?? DEV_WALLET_NAME,
    icon: options.icon ?? DEV_WALLET_STANDARD_ICON,
    chains,
    get accounts() {
      return state.accounts()
    },
    features,
    devWallet,
  }
}
