// Spec §5: which discovered connectors the Connect view may show.
import { GENERIC_INJECTED_NAME } from '../constants.js'
import type { Connector, ExcludedWallet, PlatformInfo } from '../types.js'

export interface ExclusionRules {
  excludedWallets: readonly ExcludedWallet[]
  /** Ids (rdns or connector/custom id) the host hid. */
  excludeWalletIds: readonly string[]
}

/** Excluded by rdns, by id, or by case-insensitive name. */
export function isExcluded(wallet: { id?: string; rdns?: string; name?: string }, rules: ExclusionRules): boolean {
  const name = wallet.name?.toLowerCase()
  if (wallet.id && rules.excludeWalletIds.includes(wallet.id)) return true
  if (wallet.rdns && rules.excludeWalletIds.includes(wallet.rdns)) return true
  return rules.excludedWallets.some(
    (excluded) =>
      (excluded.rdns !== undefined && wallet.rdns !== undefined && excluded.rdns === wallet.rdns) ||
      (excluded.name !== undefined && name !== undefined && excluded.name.toLowerCase() === name),
  )
}

export function isConnectorVisible(connector: Connector, rules: ExclusionRules, platform: PlatformInfo): boolean {
  switch (connector.type) {
    case 'INJECTED':
      if (connector.name === GENERIC_INJECTED_NAME && platform.isDesktop) return false
      if (!connector.installed && !connector.rdns) return false
      return !isExcluded(connector, rules)
    case 'ANNOUNCED':
    case 'MULTI_CHAIN':
    case 'EXTERNAL':
      return !isExcluded(connector, rules)
    default:
      return true
  }
}
