// What the connected wallet does on its own: another account, no account (it disconnected the app), or leaving the
// registry. Core hears of it; the adapter's own connects and disconnects are not news (the caller has their result).
import type { WalletAccount, Wallet } from '@wallet-standard/base'
import { dropConnection, type AdapterState } from './adapterState.js'
import { eventsFeature, solanaAccounts } from './wallets.js'

/** Follows `wallet`'s account changes while it is the connected one; returns the unsubscribe. */
export function followWallet(state: AdapterState, wallet: Wallet): () => void {
  const events = eventsFeature(wallet)
  if (!events) return () => {}
  return events.on('change', (properties) => {
    if (properties.accounts) onAccountsChange(state, wallet, properties.accounts)
  })
}

function onAccountsChange(state: AdapterState, wallet: Wallet, changed: readonly WalletAccount[]): void {
  const { ctx, connection } = state
  if (!ctx || state.own.busy || connection?.wallet !== wallet) return
  const accounts = solanaAccounts(changed)
  const first = accounts[0]
  if (!first) {
    dropConnection(state)
    ctx.onDisconnect()
    return
  }
  const addresses = accounts.map((a) => a.address)
  const unchanged =
    addresses.length === connection.addresses.length && addresses.every((a, i) => a === connection.addresses[i])
  connection.account = first
  connection.addresses = addresses
  if (!unchanged) ctx.onAccountsChanged({ addresses, chainId: connection.network.id })
}

/** The connected wallet left the registry: the connection is gone. */
export function onWalletUnregistered(state: AdapterState, wallet: Wallet): void {
  if (state.connection?.wallet !== wallet) return
  dropConnection(state)
  state.ctx?.onDisconnect()
}
