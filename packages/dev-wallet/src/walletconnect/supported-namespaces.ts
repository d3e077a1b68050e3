import { createDevSolanaWallet } from '../create-dev-solana-wallet.js'
import { devAccount } from '../dev-keys.js'
import type { CreateDevWalletKitOptions } from './types.js'

export const EVM_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
] as const
export const EVM_EVENTS = ['accountsChanged', 'chainChanged'] as const
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

type SolanaOptions = Pick<CreateDevWalletKitOptions, 'solana'>

/** The Solana dev address of account `index`, read from a wallet that is never shown to anyone. */
export function solanaDevAddress(options: SolanaOptions, index: number): string | undefined {
  return options.solana
    ? createDevSolanaWallet({
        rpcUrl: options.solana.rpcUrl,
        chains: options.solana.chains,
        accountIndex: index,
        approve: async () => false,
      }).devWallet.address
    : undefined
}

/** Everything the wallet can serve, as WalletConnect's buildApprovedNamespaces intersects it with a proposal. */
export function supportedNamespaces(
  options: Pick<CreateDevWalletKitOptions, 'evmChains' | 'solana'>,
  accountIndex: number,
) {
  const evmAddress = devAccount(accountIndex).address
  const namespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {
    eip155: {
      chains: options.evmChains.map((chain) => `eip155:${chain.id}`),
      methods: [...EVM_METHODS],
      events: [...EVM_EVENTS],
      accounts: options.evmChains.map((chain) => `eip155:${chain.id}:${evmAddress}`),
    },
  }
  const solAddress = solanaDevAddress(options, accountIndex)
  if (options.solana && solAddress) {
    namespaces.solana = {
      chains: [...options.solana.chains],
      methods: [...SOLANA_METHODS],
      events: [],
      accounts: options.solana.chains.map((chain) => `${chain}:${solAddress}`),
    }
  }
  return namespaces
}
