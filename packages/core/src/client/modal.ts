// Opening and closing the modal, and which view it opens on.
import type { RouterData, ViewName } from '../types.js'
import { anyConnected, connectionErrorDismissed } from './transitions.js'
import { refetchStaleBalances } from './balance-observer.js'
import type { ClientContext } from './context.js'

/** UnsupportedChain while the wallet is on an unlisted chain (unless allowed), else Account or Connect. */
export function defaultView(ctx: ClientContext): ViewName {
  if (ctx.stores.chains.getState().unsupportedChainId !== undefined && !ctx.options.allowUnsupportedChain)
    return 'UnsupportedChain'
  return anyConnected(ctx) ? 'Account' : 'Connect'
}

/** Opens the modal on `view` (default: defaultView), or only opens it over the current view with keepView. */
export function openModal(
  ctx: ClientContext,
  args: { view?: ViewName; data?: RouterData; keepView?: boolean } = {},
): void {
  if (!args.keepView) ctx.router.reset(args.view ?? defaultView(ctx), args.data)
  if (ctx.stores.modal.getState().open) return
  ctx.stores.modal.setState({ open: true })
  ctx.events.emit('MODAL_OPEN', { connected: anyConnected(ctx) })
  // The modal shows the balance (and the account button beside it): money may have come in since it was read.
  refetchStaleBalances(ctx)
}

export function closeModal(ctx: ClientContext): void {
  if (!ctx.stores.modal.getState().open) return
  // Spec §4.6: no closing the sign (or approve) view while sign-in is required and missing.
  if (ctx.siwx.blocksClose()) return
  ctx.stores.modal.setState({ open: false })
  ctx.events.emit('MODAL_CLOSE', { connected: anyConnected(ctx) })
  connectionErrorDismissed(ctx)
}
