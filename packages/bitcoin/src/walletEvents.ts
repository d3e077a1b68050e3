// What the connected wallet does on its own: other accounts (perhaps on another network), none (it disconnected the
// app), or leaving the registry. Core hears of it; the adapter's own connects and disconnects are not news.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { dropConnection, type AdapterState } from './adapterState.js'
import { loadRuntime, type Runtime } from './lazyRuntime.js'
import { eventsFeature } from './walletFeatures.js'

export function followWallet(state: AdapterState, wallet: Wallet): () => void {
  const events = eventsFeature(wallet)
  if (!events) return () => {}
  return events.on('change', (properties) => {
    const { accounts } = properties
    // Checked now: the adapter's own connect or disconnect may be over by the time the runtime answers.
    if (!accounts || state.own.busy || state.connection?.wallet !== wallet) return
    void loadRuntime().then((runtime) => onAccountsChange(runtime, state, wallet, accounts))
  })
}

function onAccountsChange(
  runtime: Runtime,
  state: AdapterState,
  wallet: Wallet,
  changed: readonly WalletAccount[],
): void {
  const { ctx, connection } = state
  if (!ctx || state.own.busy || connection?.wallet !== wallet) return
  const sorted = runtime.sortAccounts(changed)
  if (!sorted) {
    dropConnection(state)
    ctx.onDisconnect()
    return
  }
  const choice = runtime.chooseNetwork(sorted.payment, state.networks, connection.network.id)
  const chainId = 'network' in choice ? choice.network.id : choice.unsupportedChainId
  const unchanged =
    chainId === connection.network.id &&
    sorted.addresses.length === connection.addresses.length &&
    sorted.addresses.every((a, i) => a === connection.addresses[i])
  connection.account = sorted.payment
  connection.ordinals = sorted.ordinals
  connection.addresses = sorted.addresses
  if ('network' in choice) connection.network = choice.network
  if (!unchanged) ctx.onAccountsChanged({ addresses: sorted.addresses, accountTypes: sorted.accountTypes, chainId })
}

export function onWalletUnregistered(state: AdapterState, wallet: Wallet): void {
  if (state.connection?.wallet !== wallet) return
  dropConnection(state)
  state.ctx?.onDisconnect()
}
