import { accountOf, applyChain, chainOfAccount, usesWalletConnect } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import { rememberActiveNetwork } from '../client/persistence.js'
import { FoyerError } from '../errors.js'
import type { CaipNetworkId, FoyerClient } from '../types.js'

export interface SwitchNetworkParameters {
  /** One of the client's networks. */
  caipNetworkId: CaipNetworkId
}
export type SwitchNetworkReturnType = void
/**
 * FoyerError NO_ACTIVE_CAIP_NETWORK for a network the client (or the WalletConnect session) does not have,
 * PROVIDER_NOT_FOUND without an adapter, or the wallet's own refusal.
 */
export type SwitchNetworkErrorType = FoyerError | Error

/** Moves the connected wallet of that network's namespace to it; without a wallet, only the active network changes. */
export async function switchNetwork(
  client: FoyerClient,
  { caipNetworkId }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const ctx = contextOf(client)
  const network = ctx.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  const ns = network.chainNamespace
  const connected = accountOf(ctx, ns).status === 'connected'
  if (connected && ctx.wc && usesWalletConnect(ctx, ns)) {
    // eip155: wallet_switchEthereumChain through the session (the SDK only asks the wallet when the chain was not
    // approved). Other namespaces carry the chain in every request: an approved chain is simply used from now on.
    if (ns === 'eip155')
      await ctx.wc.request(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] },
        chainOfAccount(ctx, ns) ?? network.caipNetworkId,
      )
    else if (!ctx.wc.chains().includes(network.caipNetworkId)) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
    applyChain(ctx, ns, network.id)
  } else if (connected) {
    const adapter = ctx.adapters.get(ns)
    if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
    await adapter.switchNetwork(network)
    applyChain(ctx, ns, network.id)
  } else {
    ctx.stores.chains.setState({ activeNetwork: network, activeNamespace: ns, unsupportedChainId: undefined })
    rememberActiveNetwork(ctx, network.caipNetworkId)
  }
  ctx.events.emit('SWITCH_NETWORK', { network: caipNetworkId })
}
