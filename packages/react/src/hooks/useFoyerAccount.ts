import type { AccountState, CaipAddress, ChainNamespace } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerAccountReturn {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountState['status']
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceStatus: AccountState['balanceStatus']
  connectorId: string | undefined
  /** The account's name from the app's blockchain API, when it has one. */
  profileName: string | undefined
  /** Its avatar URL, likewise. */
  profileImage: string | undefined
}

/** The account of `namespace`, or of the active namespace. */
export function useFoyerAccount(namespace?: ChainNamespace): UseFoyerAccountReturn {
  const client = useFoyerClient()
  const active = useStoreSelector(client.stores.chains, (s) => s.activeNamespace)
  const ns = namespace ?? active
  return useStoreSelector(client.stores.accounts, (accounts) => {
    const account = accounts[ns]
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: account?.status === 'connected' && Boolean(account.address),
      status: account?.status ?? 'disconnected',
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      balanceStatus: account?.balanceStatus ?? 'idle',
      connectorId: account?.connectorId,
      profileName: account?.profileName,
      profileImage: account?.profileImage,
    }
  })
}
