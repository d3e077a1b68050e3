// What a wallet's row in a list says, apart from how it is drawn: its badge and the chains it shows marks for. One
// source for the rendered row (WalletRow) and for All Wallets' pooled rows (all-wallets/walletRowPool.ts), so the two
// cannot drift apart.
import type { ChainNamespace, FoyerClient, WalletListItem } from '@foyer/core'
import type { Messages } from '../messages/en.js'
import { chainShortName } from './chainNames.js'
import { connectableNamespaces } from './walletActions.js'

export interface WalletRowChain {
  namespace: ChainNamespace
  /** "EVM", "Solana": the mark's name and part of the row's description. */
  name: string
  imageUrl: string | undefined
}

export interface WalletRowModel {
  /** Installed, Recent, Not detected, …; undefined: no badge. */
  badge: string | undefined
  /** The badge is drawn in the accent colour (Recent) rather than muted. */
  highlighted: boolean
  /** A MULTI_CHAIN wallet's chains (two or more), a mark each; empty for a wallet on one chain. */
  chains: WalletRowChain[]
}

export function walletRowModel(client: FoyerClient, messages: Messages, wallet: WalletListItem): WalletRowModel {
  const namespaces =
    wallet.connector && wallet.connector.chains.length > 1 ? connectableNamespaces(client, wallet.connector.chains) : []
  const chains =
    namespaces.length > 1
      ? namespaces.map((namespace) => ({
          namespace,
          name: chainShortName(messages, namespace),
          imageUrl: client.options.networks.find((n) => n.chainNamespace === namespace)?.imageUrl,
        }))
      : []
  // A wallet that reports its readiness (Solana's Wallet Standard wallets) is shown as it says: Unsupported and Not
  // detected come first, so a recent wallet that can no longer connect does not look ready.
  const readiness = wallet.connector?.readyState ?? wallet.readyState
  const badge =
    readiness === 'Unsupported'
      ? messages.badgeUnsupported
      : readiness === 'NotDetected'
        ? messages.badgeNotDetected
        : wallet.isRecent
          ? messages.badgeRecent
          : wallet.installed && wallet.type !== 'WALLET_CONNECT'
            ? messages.badgeInstalled
            : readiness === 'Loadable'
              ? messages.badgeLoadable
              : undefined
  return { badge, highlighted: wallet.isRecent === true && badge === messages.badgeRecent, chains }
}
