// What a wallet may report on its own for one namespace (accounts, chain, disconnect): shared by the adapters and the
// WalletConnect session, so both change the state the same way.
import type { AdapterContext, ChainNamespace, ViewName } from '../types.js'
import { accountOf, applyChain, clearNamespace, setAccount, walletAccounts } from './accounts.js'
import type { ClientContext } from './context.js'
import { siwxTargetOf } from './siwx-target.js'
import { anyConnected } from './transitions.js'

/**
 * Views about the connected account: with no account left they have nothing to show ("No wallet is connected.", or
 * the sign view waiting for an account to sign with).
 */
const ACCOUNT_VIEWS: readonly ViewName[] = [
  'SIWXSignMessage',
  'Account',
  'AccountSettings',
  'WalletSend',
  'WalletReceive',
  'Swap',
  'Buy',
  'ChooseName',
]

export type WalletEvents = Pick<AdapterContext, 'onAccountsChanged' | 'onChainChanged' | 'onDisconnect'>

/**
 * After a wallet went away on its own: when no account is left and the modal shows one of the account's views, it
 * goes to Connect (still open: the person sees the wallet is gone and can connect again) rather than a dead end.
 */
export function leaveAccountViews(ctx: ClientContext): void {
  if (!anyConnected(ctx) && ACCOUNT_VIEWS.includes(ctx.stores.router.getState().view)) ctx.router.reset('Connect')
}

/** The wallet of `ns` went away: sign-out as configured, clear, tell the host, leave the account's views. */
export function walletDisconnected(ctx: ClientContext, ns: ChainNamespace): void {
  void ctx.siwx.beforeDisconnect(siwxTargetOf(ctx, ns))
  clearNamespace(ctx, ns)
  ctx.events.emit('DISCONNECT_SUCCESS', { namespace: ns, initiator: 'wallet' })
  leaveAccountViews(ctx)
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
