// Which of a wallet's accounts is which, and which configured network they belong on. The payment account (the
// spec's default for bip122) comes first; an ordinals (taproot) account, when the wallet gives one, second.
import type { AccountType, ChainDefinition } from '@foyer/core'
import type { WalletAccount } from '@wallet-standard/base'
import { isBitcoinAddress } from './address.js'
import { ALL_NETWORKS, BITCOIN_REFERENCES, chainMatchesNetwork, isBitcoinChain, networkInfoOf } from './networks.js'
import { bitcoinAccounts } from './wallets.js'

export interface WalletAccounts {
  payment: WalletAccount
  ordinals: WalletAccount | undefined
  /** Payment first, then ordinals when it is another address. */
  addresses: string[]
  /** The spec's bip122 account types for core's allAccounts: `payment`, and `ordinal` for the ordinals address. */
  accountTypes: Record<string, AccountType>
}

/** Accounts whose address is a Bitcoin address of some network; undefined when the wallet gave none. */
export function sortAccounts(accounts: readonly WalletAccount[]): WalletAccounts | undefined {
  const usable = bitcoinAccounts(accounts).filter((a) => ALL_NETWORKS.some((n) => isBitcoinAddress(a.address, n)))
  const [payment, second] = usable
  if (!payment) return undefined
  const ordinals = second && second.address !== payment.address ? second : undefined
  return {
    payment,
    ordinals,
    addresses: ordinals ? [payment.address, ordinals.address] : [payment.address],
    accountTypes: { [payment.address]: 'payment', ...(ordinals ? { [ordinals.address]: 'ordinal' } : {}) },
  }
}

/** Whether the account can be used on `network`: its address is one of that network, and it lists the chain. */
export function accountFits(account: WalletAccount, network: ChainDefinition): boolean {
  const info = networkInfoOf(network.id)
  if (!info || !isBitcoinAddress(account.address, info)) return false
  const chains = account.chains.filter(isBitcoinChain)
  // An account that lists no chain of its own goes by its address alone.
  return chains.length === 0 || chains.some((chain) => chainMatchesNetwork(chain, network))
}

export type NetworkChoice = { network: ChainDefinition } | { unsupportedChainId: string }

/**
 * The requested network when the account fits it, else the first configured one it fits; none fits → the chain id
 * the wallet is on (its first Bitcoin chain's reference, or the network its address belongs to), which core shows as
 * an unsupported chain.
 */
export function chooseNetwork(
  account: WalletAccount,
  networks: readonly ChainDefinition[],
  requested?: number | string,
): NetworkChoice {
  const wanted = requested === undefined ? undefined : networks.find((n) => String(n.id) === String(requested))
  if (wanted && accountFits(account, wanted)) return { network: wanted }
  const first = networks.find((n) => accountFits(account, n))
  if (first) return { network: first }
  const named = account.chains.find((c) => c.startsWith('bitcoin:'))?.slice('bitcoin:'.length)
  const byName =
    named && named in BITCOIN_REFERENCES ? BITCOIN_REFERENCES[named as keyof typeof BITCOIN_REFERENCES] : undefined
  const caip = account.chains.find((c) => c.startsWith('bip122:'))?.slice('bip122:'.length)
  const byAddress = ALL_NETWORKS.find((n) => isBitcoinAddress(account.address, n))?.kind
  return { unsupportedChainId: byName ?? caip ?? BITCOIN_REFERENCES[byAddress ?? 'mainnet'] }
}
