// Account state's profileName / profileImage follow the blockchain API's identity of each connected account on a
// namespace with names (spec §9 names: eip155), through one QueryObserver per account on identityQueryOptions (5 min,
// spec §9). Nothing is asked without `apiUrl`. destroy() stops every observer.
import { QueryObserver } from '@tanstack/query-core'
import { NAMESPACES_BY_FEATURE } from '../constants.js'
import { identityQueryOptions } from '../query/account-data.js'
import type { ChainNamespace } from '../types.js'
import { accountOf, setAccount } from './accounts.js'
import type { ClientContext } from './context.js'

interface IdentityWatch {
  address: string
  stop(): void
}

function watch(ctx: ClientContext, ns: ChainNamespace, address: string): IdentityWatch {
  const observer = new QueryObserver(ctx.queryClient, {
    ...identityQueryOptions(ctx.client, { address }),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  const unsubscribe = observer.subscribe((result) => {
    // A failed lookup shows the address as before; it is not an error the person can act on.
    if (!result.data || accountOf(ctx, ns).address !== address) return
    const profileName = result.data.name ?? undefined
    const profileImage = result.data.avatar ?? undefined
    const account = accountOf(ctx, ns)
    if (account.profileName !== profileName || account.profileImage !== profileImage)
      setAccount(ctx, ns, { profileName, profileImage })
  })
  return {
    address,
    stop() {
      unsubscribe()
      observer.destroy()
    },
  }
}

export function watchIdentities(ctx: ClientContext): void {
  if (!ctx.api) return
  const watches = new Map<ChainNamespace, IdentityWatch>()
  const nameNamespaces: readonly string[] = NAMESPACES_BY_FEATURE.names
  const sync = (): void => {
    for (const [ns, account] of Object.entries(ctx.stores.accounts.getState())) {
      const address = account.status === 'connected' && nameNamespaces.includes(ns) ? account.address : undefined
      const current = watches.get(ns)
      if (current?.address === address) continue
      current?.stop()
      watches.delete(ns)
      if (address) watches.set(ns, watch(ctx, ns, address))
    }
  }
  const unsubscribe = ctx.stores.accounts.subscribe(sync)
  ctx.cleanups.push(() => {
    unsubscribe()
    for (const w of watches.values()) w.stop()
    watches.clear()
  })
  sync()
}
