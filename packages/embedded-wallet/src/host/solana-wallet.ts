// The embedded wallet's Solana side as a Wallet Standard wallet (standard:connect, standard:disconnect,
// standard:events, solana:signMessage, solana:signTransaction, solana:signAndSendTransaction). Signing goes to the
// frame as `rpc` with the WalletConnect Solana parameters the frame reads (base58 message, base64 transaction).
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { base58, base64 } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { EmbeddedSession } from '../protocol/index.js'
import { FrameRequestError, type FrameChannel } from './frame-channel.js'

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export type EmbeddedSolanaWallet = Wallet & {
  readonly features: Features
  /** Called by the wallet when the session changed (login, sign-out). */
  sessionChanged(next: EmbeddedSession | null): void
}

/** A refusal of the frame, as a Wallet Standard wallet reports it (an Error; `code` kept for the Solana adapter). */
function walletError(error: unknown): Error {
  if (error instanceof FrameRequestError) return Object.assign(new Error(error.message), { code: error.code })
  return error instanceof Error ? error : new Error(String(error))
}

export function createSolanaWallet(args: {
  channel: FrameChannel
  name: string
  icon: Wallet['icon']
  /** CAIP-2 ids of the Solana chains (`solana:<genesis hash prefix>`). */
  chains: IdentifierString[]
  session: () => EmbeddedSession | null
}): EmbeddedSolanaWallet {
  const listeners = new Set<StandardEventsListeners['change']>()
  const featureNames = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as IdentifierString[]
  let accounts: WalletAccount[] = []
  const accountsOf = (session: EmbeddedSession | null): WalletAccount[] => {
    const address = session?.accounts.solana?.eoa
    if (!address) return []
    return [
      new ReadonlyWalletAccount({
        address,
        publicKey: base58.decode(address),
        chains: args.chains,
        features: featureNames,
      }),
    ]
  }
  accounts = accountsOf(args.session())

  const chainRef = (chain: IdentifierString | undefined): string => {
    const caip = chain ?? args.chains[0]
    if (!caip) throw new Error('createEmbeddedWallet: chains has no Solana chain')
    return caip.split(':')[1] ?? ''
  }
  const rpc = async (method: string, params: unknown, chain?: IdentifierString) => {
    try {
      return await args.channel.request('rpc', { namespace: 'solana', chainId: chainRef(chain), method, params })
    } catch (error) {
      throw walletError(error)
    }
  }
  const requireAccount = (account: WalletAccount) => {
    if (!accounts.some((a) => a.address === account.address)) throw new Error('This account is not connected')
  }

  const features: Features = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect() {
        accounts = accountsOf(args.session())
        // Connecting is logging in: the modal's email and social views do it, not a wallet prompt.
        if (accounts.length === 0) throw new Error('Log in to use the embedded wallet')
        return { accounts }
      },
    },
    [StandardDisconnect]: { version: '1.0.0', disconnect: async () => {} },
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        const out = []
        for (const input of inputs) {
          requireAccount(input.account)
          const result = (await rpc('solana_signMessage', {
            message: base58.encode(input.message),
            pubkey: input.account.address,
          })) as { signature: string }
          out.push({ signedMessage: input.message, signature: base58.decode(result.signature) })
        }
        return out
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
        const out = []
        for (const input of inputs) {
          requireAccount(input.account)
          const result = (await rpc(
            'solana_signTransaction',
            { transaction: base64.encode(input.transaction) },
            input.chain,
          )) as { transaction: string }
          out.push({ signedTransaction: base64.decode(result.transaction) })
        }
        return out
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        const out = []
        for (const input of inputs) {
          requireAccount(input.account)
          const result = (await rpc(
            'solana_signAndSendTransaction',
            { transaction: base64.encode(input.transaction) },
            input.chain,
          )) as { signature: string }
          out.push({ signature: base58.decode(result.signature) })
        }
        return out
      },
    },
  }

  return {
    version: '1.0.0',
    name: args.name,
    icon: args.icon,
    chains: args.chains,
    features,
    get accounts() {
      return accounts
    },
    sessionChanged(next) {
      const after = accountsOf(next)
      if (after.map((a) => a.address).join() === accounts.map((a) => a.address).join()) return
      accounts = after
      for (const listener of listeners) listener({ accounts })
    },
  }
}
