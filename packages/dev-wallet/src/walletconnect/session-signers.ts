import { createDevSolanaWallet, type DevSolanaWallet } from '../create-dev-solana-wallet.js'
import { createDevWalletProvider, type DevWalletProvider } from '../create-dev-wallet-provider.js'
import type { CreateDevWalletKitOptions, Session } from './types.js'

export type SessionSigners = { evm: DevWalletProvider; solana?: DevSolanaWallet }

/**
 * One EVM provider and one Solana wallet per session: each keeps its own chain and shows the dapp's URL as origin.
 * The in-page wallets do the signing, so a WalletConnect request is asked about and signed exactly as an injected one.
 */
export function createSessionSigners(
  options: Pick<CreateDevWalletKitOptions, 'evmChains' | 'solana' | 'approve'>,
  accountIndex: () => number,
) {
  const signers = new Map<string, SessionSigners>()
  return {
    of(session: Session): SessionSigners {
      let entry = signers.get(session.topic)
      if (!entry) {
        const origin = session.peer.metadata.url || 'unknown dapp'
        // The session approval already shared the accounts: the providers' own connect prompts are answered here.
        const evm = createDevWalletProvider({
          chains: options.evmChains,
          accountIndex: accountIndex(),
          origin,
          approve: (request) =>
            request.method === 'eth_requestAccounts' ? Promise.resolve(true) : options.approve(request),
        })
        const solana = options.solana
          ? createDevSolanaWallet({
              rpcUrl: options.solana.rpcUrl,
              chains: options.solana.chains,
              accountIndex: accountIndex(),
              origin,
              approve: (request) =>
                request.kind === 'solana_connect' ? Promise.resolve(true) : options.approve(request),
            })
          : undefined
        entry = { evm, ...(solana ? { solana } : {}) }
        signers.set(session.topic, entry)
      }
      return entry
    },
    forget(topic: string) {
      signers.delete(topic)
    },
    switchAccount(index: number) {
      for (const entry of signers.values()) {
        entry.evm.devWallet.switchAccount(index)
        entry.solana?.devWallet.switchAccount(index)
      }
    },
  }
}

export type SessionSignerRegistry = ReturnType<typeof createSessionSigners>
