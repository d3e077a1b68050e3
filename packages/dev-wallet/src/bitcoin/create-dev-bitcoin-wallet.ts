import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import { DEV_WALLET_NAME, DEV_WALLET_STANDARD_ICON } from '../identity.js'
import { createBitcoinConnection } from './connection.js'
import type { BitcoinWalletContext } from './context.js'
import { bitcoinRequestError } from './errors.js'
import { BitcoinConnect, BitcoinSignMessage, BitcoinSignTransaction } from './features.js'
import { BITCOIN_WALLET_CHAINS } from './networks.js'
import { createBitcoinSignMessage } from './sign-message.js'
import { createBitcoinSignTransaction } from './sign-transaction.js'
import type {
  BitcoinPendingRequest,
  CreateDevBitcoinWalletOptions,
  DevBitcoinWallet,
  DevBitcoinWalletControls,
  DevBitcoinWalletFeatures,
} from './types.js'
import { createBitcoinWalletState } from './wallet-state.js'

/**
 * The Foyer Dev Wallet on Bitcoin, as a Wallet Standard wallet with the Bitcoin wallet standard's features: a BIP-84
 * payment account and a BIP-86 taproot ordinals account from the dev mnemonic, BIP-322 message signatures and PSBT
 * signing, all in-process (pure JS). Whatever needs the person goes through `approve` first; a "no" is code 4001.
 */
export function createDevBitcoinWallet(options: CreateDevBitcoinWalletOptions): DevBitcoinWallet {
  const origin =
    options.origin ??
    (typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : 'unknown origin')
  const state = createBitcoinWalletState({
    chain: options.chain,
    accountIndex: options.accountIndex,
    storageKey: options.storageKey,
    storage: options.storage,
  })
  let nextRequestId = 1
  const context: BitcoinWalletContext = {
    origin,
    esploraUrl: options.esploraUrl,
    state,
    async ask(details) {
      const request = {
        ...details,
        id: nextRequestId++,
        namespace: 'bitcoin',
        origin,
        account: state.keys('payment').address,
        accountIndex: state.accountIndex,
        chain: state.chain,
      } as BitcoinPendingRequest
      if (!(await options.approve(request))) throw bitcoinRequestError(request.kind, 4001, 'User rejected the request.')
      return request
    },
  }
  const connection = createBitcoinConnection(context)

  const devWallet: DevBitcoinWalletControls = {
    get address() {
      return state.keys('payment').address
    },
    get ordinalsAddress() {
      return state.keys('ordinals').address
    },
    get accountIndex() {
      return state.accountIndex
    },
    get chain() {
      return state.chain
    },
    get connected() {
      return state.connected
    },
    switchAccount: (index) => state.switchAccount(index),
    switchChain: (chain) => state.switchChain(chain),
    disconnect: () => state.disconnect(),
  }

  const features: DevBitcoinWalletFeatures = {
    [StandardConnect]: { version: '1.0.0', connect: connection.connect },
    [StandardDisconnect]: { version: '1.0.0', disconnect: connection.disconnect },
    [StandardEvents]: { version: '1.0.0', on: connection.on },
    [BitcoinConnect]: { version: '1.0.0', connect: connection.bitcoinConnect },
    [BitcoinSignMessage]: { version: '1.0.0', signMessage: createBitcoinSignMessage(context) },
    [BitcoinSignTransaction]: { version: '1.0.0', signTransaction: createBitcoinSignTransaction(context) },
  }

  return {
    version: '1.0.0',
    name: options.name ?? DEV_WALLET_NAME,
    icon: options.icon ?? DEV_WALLET_STANDARD_ICON,
    chains: BITCOIN_WALLET_CHAINS,
    get accounts() {
      return state.accounts()
    },
    features,
    devWallet,
  }
}
