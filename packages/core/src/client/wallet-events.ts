// What a wallet may report on its own for one namespace (accounts, chain, disconnect): shared by the adapters and the
// WalletConnect session, so both change the state the same way.
import type { AdapterContext, ChainNamespace } from '../types.js'
import { accountOf, applyChain, clearNamespace, setAccount, walletAccounts } from './accounts.js'
import type { ClientContext } from './context.js'
import { siwxTargetOf } from './siwx-target.js'

export type WalletEvents = Pick<AdapterContext, 'onAccountsChanged' | 'onChainChanged' | 'onDisconnect'>

/** The wallet of `ns` went away: sign-out as configured, clear, tell the host. */
export function walletDisconnected(ctx: ClientContext, ns: ChainNamespace): void {
  void ctx.siwx.beforeDisconnect(siwxTargetOf(ctx, ns))
  clearNamespace(ctx, ns)
  ctx.events.emit('DISCONNECT_SUCCESS', { namespace: ns, initiator: 'wallet' })
}

export function walletEvents(ctx: ClientContext, ns: ChainNamespace): WalletEvents {
  return {
    onAccountsChanged({ addresses, chainId, accountTypes }) {
      if (accountOf(ctx, ns).status !== 'connected') return
      const valid = (addresses ?? []).filter((a) => typeof a === 'string' && a.length > 0)
      if (valid.length === 0) return walletDisconnected(ctx, ns)
      setAccount(ctx, ns, {
        address: valid[0],
        allAccounts: walletAccounts(ns, valid, accountTypes),
      })
      try {
        applyChain(ctx, ns, chainId ?? ctx.stores.chains.getState().activeNetwork.id)
      } catch (error) {
        ctx.logger.warn('Foyer: the wallet reported an invalid chain', error)
      }
    },
    onChainChanged(chainId) {
      if (accountOf(ctx, ns).status !== 'connected') return
      try {
        applyChain(ctx, ns, chainId)
      } catch (error) {
        ctx.logger.warn('Foyer: the wallet reported an invalid chain', error)
        return
      }
    },
    onDisconnect() {
      if (accountOf(ctx, ns).status === 'disconnected') return
      walletDisconnected(ctx, ns)
    },
  }
}
