// Account state's balance fields (balance, balanceSymbol, balanceStatus) follow one TanStack QueryObserver per connected
// namespace, on balanceQueryOptions: made when the account connects or moves (another network or address), stopped when
// it goes away and by destroy(). The fields are written here only, from the observer's result, so the query cache is
// the one source of the balance and hosts keep reading the account state they always read.
import { QueryObserver, focusManager, onlineManager, type QueryObserverResult } from '@tanstack/query-core'
import { CACHE_LIFETIME_MS, NAMESPACES_BY_FEATURE } from '../constants.js'
import { balanceQueryOptions, type BalanceQueryKey } from '../query/balance.js'
import type { AccountState, BalanceResult, ChainDefinition, ChainNamespace } from '../types.js'
import { accountOf, chainOfAccount, networkOf, setAccount } from './accounts.js'
import type { ClientContext } from './context.js'

/**
 * Spec §9 lists the namespaces whose balances the blockchain API serves (eip155, solana); Bitcoin's native balance comes
 * from its adapter's own Esplora API instead, so a bip122 account shows one too.
 */
const NATIVE_BALANCE_NAMESPACES: readonly string[] = [...NAMESPACES_BY_FEATURE.balance, 'bip122']

type BalanceFields = Pick<AccountState, 'balance' | 'balanceSymbol' | 'balanceStatus'>

/** What one namespace's balance is bound to: its query, or "unavailable" (an unlisted chain, no balance feature). */
export interface BalanceWatch {
  /** The account and network watched; another one replaces the watch. */
  readonly id: string
  /** Undefined when the balance is unavailable: there is nothing to refetch. */
  readonly queryKey: BalanceQueryKey | undefined
  /** Writes what the watch shows into the account (again: a reset of the account clears it). */
  show(): void
  stop(): void
}

type Target =
  | { kind: 'none' }
  | { kind: 'unavailable'; id: string }
  | { kind: 'query'; id: string; network: ChainDefinition; address: string }

/** Spec §8: 'Token Balance Unavailable' on an unsupported network. */
const UNAVAILABLE: BalanceFields = { balance: undefined, balanceSymbol: undefined, balanceStatus: 'error' }

function targetOf(ctx: ClientContext, ns: ChainNamespace): Target {
  const account = accountOf(ctx, ns)
  if (account.status !== 'connected' || !account.address || !ctx.adapters.has(ns)) return { kind: 'none' }
  // The network the wallet is on (its CAIP address), not the active one: another namespace may be active.
  const chain = chainOfAccount(ctx, ns)
  const network = chain ? ctx.options.networks.find((n) => n.caipNetworkId === chain) : networkOf(ctx, ns)
  if (!network || !NATIVE_BALANCE_NAMESPACES.includes(ns))
    return { kind: 'unavailable', id: `unavailable:${chain ?? ns}:${account.address}` }
  return { kind: 'query', id: `${network.caipNetworkId}:${account.address}`, network, address: account.address }
}

function fieldsOf(result: QueryObserverResult<BalanceResult, Error>, network: ChainDefinition): BalanceFields {
  if (result.isError)
    return { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceStatus: 'error' }
  if (result.data)
    return {
      balance: result.data.formatted,
      balanceSymbol: result.data.symbol,
      balanceStatus: result.isFetching ? 'loading' : 'idle',
    }
  return { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceStatus: 'loading' }
}

function write(ctx: ClientContext, ns: ChainNamespace, fields: BalanceFields): void {
  const account = accountOf(ctx, ns)
  if (
    account.balance === fields.balance &&
    account.balanceSymbol === fields.balanceSymbol &&
    account.balanceStatus === fields.balanceStatus
  )
    return
  setAccount(ctx, ns, fields)
}

function watchQuery(ctx: ClientContext, ns: ChainNamespace, target: Extract<Target, { kind: 'query' }>): BalanceWatch {
  const observer = new QueryObserver(ctx.queryClient, {
    ...balanceQueryOptions(ctx.client, { network: target.network, address: target.address }),
    // Coming back to the tab or online is handled by watchBalances (only past the 30 s lifetime, as the modal's open
    // is); query-core's own refetch would also look up a balance read a second ago.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  const show = (result: QueryObserverResult<BalanceResult, Error>) => write(ctx, ns, fieldsOf(result, target.network))
  const unsubscribe = observer.subscribe(show)
  return {
    id: target.id,
    queryKey: observer.options.queryKey,
    show: () => show(observer.getCurrentResult()),
    stop() {
      unsubscribe()
      observer.destroy()
    },
  }
}

/** Brings the watches in line with the accounts store now (refreshBalance needs them current in the same tick). */
export function syncBalanceWatches(ctx: ClientContext): void {
  if (ctx.lifetime.signal.aborted) return
  const namespaces = new Set([...Object.keys(ctx.stores.accounts.getState()), ...ctx.balanceWatches.keys()])
  for (const ns of namespaces) {
    const target = targetOf(ctx, ns)
    const current = ctx.balanceWatches.get(ns)
    if (target.kind === 'none') {
      current?.stop()
      ctx.balanceWatches.delete(ns)
    } else if (current?.id === target.id) {
      current.show()
    } else {
      current?.stop()
      const watch: BalanceWatch =
        target.kind === 'query'
          ? watchQuery(ctx, ns, target)
          : { id: target.id, queryKey: undefined, show: () => write(ctx, ns, UNAVAILABLE), stop: () => {} }
      ctx.balanceWatches.set(ns, watch)
      watch.show()
    }
  }
}

/** The query behind `ns`'s balance, when there is one. */
export function balanceWatchOf(ctx: ClientContext, ns: ChainNamespace): BalanceWatch | undefined {
  syncBalanceWatches(ctx)
  return ctx.balanceWatches.get(ns)
}

/**
 * Reads `queryKey`'s balance again when its data is older than its lifetime (spec §9: native balance 30 s); a fresher
 * one is left as it is, and inside the 30 s retry block after a failure the query's `enabled` keeps it from the adapter.
 * Judged by the data's age, not by query-core's `stale` filter: that one reads the observer's last result, whose
 * staleness only a timer updates (and none runs outside a browser).
 */
export function refetchIfStale(ctx: ClientContext, queryKey: BalanceQueryKey): Promise<void> {
  return ctx.queryClient.refetchQueries(
    { queryKey, exact: true, predicate: (query) => query.isStaleByTime(CACHE_LIFETIME_MS.nativeBalance) },
    { cancelRefetch: false },
  )
}

/**
 * Reads again every watched balance older than its lifetime. Nothing else refetches the one long-lived observer's
 * query, so without this a balance stays as it was read at connection, however much has arrived since. A failure
 * shows in balanceStatus, as any lookup's.
 */
export function refetchStaleBalances(ctx: ClientContext): void {
  syncBalanceWatches(ctx)
  for (const { queryKey } of ctx.balanceWatches.values())
    if (queryKey) void refetchIfStale(ctx, queryKey).catch(() => {})
}

/** Starts following the accounts store; destroy() stops every observer it made. */
export function watchBalances(ctx: ClientContext): void {
  let scheduled = false
  // A wallet's answer reaches the store in a few writes (address, then chain): the watches follow the account once
  // those settled, at the end of the task, not each step in between (which would look up a balance nobody asked for).
  const unsubscribe = ctx.stores.accounts.subscribe(() => {
    if (scheduled) return
    scheduled = true
    void Promise.resolve().then(() => {
      scheduled = false
      syncBalanceWatches(ctx)
    })
  })
  // The person coming back to the tab, or the browser back online, reads again the balances older than their lifetime
  // (30 s): money that arrived meanwhile shows without opening the modal, and a quick look away costs no lookup. Through
  // query-core's managers, so a host's own focus and online events (React Native, an extension) apply here too.
  const unsubscribeFocus = focusManager.subscribe((focused) => {
    if (focused) refetchStaleBalances(ctx)
  })
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) refetchStaleBalances(ctx)
  })
  ctx.cleanups.push(() => {
    unsubscribe()
    unsubscribeFocus()
    unsubscribeOnline()
    for (const watch of ctx.balanceWatches.values()) watch.stop()
    ctx.balanceWatches.clear()
  })
  syncBalanceWatches(ctx)
}
