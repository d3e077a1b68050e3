import type { ReactElement } from 'react'
import { getBlockchainApi, namespaceServesFeature, type ChainDefinition, type ChainNamespace } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import type { MessageKey } from '../../messages/en.js'
import { Tabs } from '../../ui/Tabs.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

type Tab = 'tokens' | 'nfts' | 'activity'
/** Spec "currentTab": the tab's number in the spec's order Tokens, NFTs, Activity. */
const TAB_NUMBER: Record<Tab, number> = { tokens: 0, nfts: 1, activity: 2 }
const LABELS: Record<Tab, MessageKey> = { tokens: 'tokens', nfts: 'nfts', activity: 'activity' }

/**
 * The Account view's tabs over the app's blockchain API: Tokens, NFTs and Activity (spec §2). Only with `apiUrl`; the chosen tab is account state's `currentTab`. The tabs pattern: arrows, Home and
 * End move between tabs.
 */
export function AccountTabs({
  namespace,
  address,
  network,
}: {
  namespace: ChainNamespace
  address: string
  network: ChainDefinition
}): ReactElement | null {
  const caipNetworkId = network.caipNetworkId
  const client = useFoyerClient()
  const messages = useMessages()
  const currentTab = useStoreSelector(client.stores.accounts, (accounts) => accounts[namespace]?.currentTab ?? 0)
  if (!getBlockchainApi(client)) return null

  const tabs: Tab[] = ['tokens', 'nfts', ...(client.options.features.history ? (['activity'] as const) : [])]
  const current = tabs.find((t) => TAB_NUMBER[t] === currentTab) ?? 'tokens'
  const select = (tab: Tab): void =>
    client.stores.accounts.setState((s) =>
      s[namespace] ? { ...s, [namespace]: { ...s[namespace], currentTab: TAB_NUMBER[tab] } } : s,
    )

  const activityHere = namespaceServesFeature('activity', namespace)
  const balanceHere = namespaceServesFeature('balance', namespace)
  // A namespace the API does not serve (spec §9: bip122 has neither balance nor activity) keeps its tabs, and each says
  // so: the person sees why there is nothing rather than tabs that vanish with the network.
  let panel: ReactElement
  if (current === 'activity')
    panel = activityHere ? (
      <ActivityTab address={address} caipNetworkId={caipNetworkId} />
    ) : (
      <p className="foyer-muted foyer-center">{messages.activityUnsupported}</p>
    )
  else if (current === 'nfts')
    panel = activityHere ? (
      <NftsTab address={address} network={network} />
    ) : (
      <p className="foyer-muted foyer-center">{messages.nftsUnsupported}</p>
    )
  else
    panel = balanceHere ? (
      <TokensTab address={address} caipNetworkId={caipNetworkId} />
    ) : (
      <p className="foyer-error foyer-center">{messages.tokenBalanceUnavailable}</p>
    )

  return (
    <div className="foyer-account-tabs">
      <Tabs
        tabs={tabs}
        current={current}
        label={messages.accountTabs}
        labelOf={(tab) => messages[LABELS[tab]]}
        onSelect={select}
      >
        {panel}
      </Tabs>
    </div>
  )
}
