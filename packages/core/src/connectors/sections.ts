// The Connect view's wallet sections, in the spec's order, each wallet shown once (the first section that has it wins).
import { WALLET_SECTIONS_ORDER } from '../constants.js'
import type {
  Connector,
  CustomWallet,
  PlatformInfo,
  RecentWallet,
  WalletListItem,
  WalletSection,
  WalletSectionName,
} from '../types.js'
import { isConnectorVisible, isExcluded, type ExclusionRules } from './visibility.js'
import { walletKey } from './merge.js'

export interface SectionInput extends ExclusionRules {
  connectors: readonly Connector[]
  customWallets: readonly CustomWallet[]
  recentWallets: readonly RecentWallet[]
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  platform: PlatformInfo
  /** Whether the WalletConnect option may be offered (enabled, and no chain already connected with it). */
  walletConnectAvailable: boolean
}

function fromConnector(connector: Connector, recentIds: ReadonlySet<string>): WalletListItem {
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    type: connector.type,
    installed: connector.installed,
    chains: connector.chains,
    isRecent: recentIds.has(connector.id),
    connector,
  }
}

function fromCustom(wallet: CustomWallet, recentIds: ReadonlySet<string>): WalletListItem {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    type: 'CUSTOM',
    installed: false,
    chains: [],
    isRecent: recentIds.has(wallet.id),
    custom: wallet,
  }
}

export function buildWalletSections(input: SectionInput): WalletSection[] {
  const recentIds = new Set(input.recentWallets.map((w) => w.id))
  const visible = input.connectors.filter((c) => isConnectorVisible(c, input, input.platform))
  const customs = input.customWallets.filter(
    (w) => !isExcluded(w, input) && (input.includeWalletIds.length === 0 || input.includeWalletIds.includes(w.id)),
  )
  const byId = (id: string): WalletListItem | undefined => {
    const connector = visible.find((c) => c.id === id || c.rdns === id)
    if (connector) return fromConnector(connector, recentIds)
    const custom = customs.find((w) => w.id === id)
    return custom ? fromCustom(custom, recentIds) : undefined
  }

  const candidates: Record<WalletSectionName, WalletListItem[]> = {
    walletConnect: input.walletConnectAvailable
      ? visible.filter((c) => c.type === 'WALLET_CONNECT').map((c) => fromConnector(c, recentIds))
      : [],
    // The embedded wallet is reached by logging in (email, socials), not from a wallet row.
    recent: input.recentWallets
      .map((w) => byId(w.id))
      .filter((w): w is WalletListItem => w !== undefined && w.type !== 'AUTH'),
    // A wallet that reports its readiness (Wallet Standard) is listed whatever it says, so "Unsupported" is shown
    // rather than the wallet silently missing; one that reports nothing is listed only when installed.
    injected: visible
      .filter(
        (c) =>
          (c.type === 'INJECTED' || c.type === 'ANNOUNCED' || c.type === 'MULTI_CHAIN') &&
          (c.installed || c.readyState !== undefined),
      )
      .map((c) => fromConnector(c, recentIds)),
    featured: input.featuredWalletIds.map(byId).filter((w): w is WalletListItem => w !== undefined),
    custom: customs.map((w) => fromCustom(w, recentIds)),
    external: visible.filter((c) => c.type === 'EXTERNAL').map((c) => fromConnector(c, recentIds)),
    // Filled from the host's own wallet directory (apiUrl) by withDirectoryWallets (directory-sections.ts), once the
    // directory has answered; nothing is fetched from a vendor cloud.
    recommended: [],
  }

  const seen = new Set<string>()
  const sections: WalletSection[] = []
  for (const name of WALLET_SECTIONS_ORDER) {
    const wallets: WalletListItem[] = []
    for (const item of candidates[name]) {
      const keys = [`id:${item.id}`, walletKey({ rdns: item.connector?.rdns ?? item.custom?.rdns, name: item.name })]
      if (keys.some((k) => seen.has(k))) continue
      keys.forEach((k) => seen.add(k))
      wallets.push(item)
    }
    if (wallets.length > 0) sections.push({ name, wallets })
  }
  return sections
}
