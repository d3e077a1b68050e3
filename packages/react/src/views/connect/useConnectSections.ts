import { useMemo } from 'react'
import {
  directoryQuery,
  getBlockchainApi,
  withDirectoryWallets,
  type DirectoryWallet,
  type WalletSection,
} from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useWalletSections } from '../../hooks/useWalletSections.js'
import { useDirectoryWallets } from '../all-wallets/useDirectoryWallets.js'

export interface ConnectSections {
  sections: WalletSection[]
  /** Directory wallets in none of the sections: All Wallets has them. */
  directoryRest: number
}

const NO_WALLETS: DirectoryWallet[] = []

/**
 * The Connect view's sections: core's (installed, custom, …) and, with `apiUrl`, the server's wallet directory in
 * them — the recommended wallets, featured directory wallets and a recent wallet connected from the directory
 * (core's withDirectoryWallets). The directory's first page is All Wallets' own query (useDirectoryWallets without a
 * search), so opening All Wallets next costs no request; a recent wallet no connector answers for is asked for by id.
 * Until the directory answers, the sections are core's alone.
 */
export function useConnectSections(): ConnectSections {
  const client = useFoyerClient()
  const raw = useWalletSections()
  const recentWallets = useStoreSelector(client.stores.connectors, (s) => s.recentWallets)
  const directory = useDirectoryWallets('')
  const filters = useMemo(() => directoryQuery(client.options), [client])

  // Recent wallets core could not place (no connector, no custom wallet has the id): directory wallets, perhaps.
  const unplaced = useMemo(() => {
    const placed = new Set(raw.flatMap((s) => s.wallets.flatMap((w) => [w.id, w.connector?.rdns])))
    return recentWallets.map((w) => w.id).filter((id) => !placed.has(id))
  }, [raw, recentWallets])
  const recent = useFoyerQuery({
    queryKey: ['foyer', 'wallets', 'recent', filters, unplaced],
    queryFn: () => getBlockchainApi(client)!.getWallets({ ...filters, include: unplaced, entries: unplaced.length }),
    enabled: directory.enabled && unplaced.length > 0,
    staleTime: Infinity,
    retry: false,
  })

  const recentData = recent.data?.data ?? NO_WALLETS
  return useMemo(() => {
    if (!directory.enabled) return { sections: raw, directoryRest: 0 }
    // The featured wallets come first in the hook's list, and may be on the first page as well.
    const ids = new Set<string>()
    const wallets = directory.wallets.filter((w) => !ids.has(w.id) && Boolean(ids.add(w.id)))
    return withDirectoryWallets({
      sections: raw,
      recentWallets,
      rules: client.options,
      recent: recentData,
      featured: wallets,
      listed: wallets,
      count: directory.count,
    })
  }, [client, raw, recentWallets, recentData, directory.enabled, directory.wallets, directory.count])
}
