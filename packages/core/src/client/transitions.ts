// The connection store's changes, each named for what happened, so the rules (what a failure keeps, what a reset
// clears) live once instead of in a literal at every call site.
import { FoyerError } from '../errors.js'
import { initialConnectionState } from '../stores.js'
import type { ConnectionState, RecentWallet } from '../types.js'
import type { ClientContext } from './context.js'

/** Whether any namespace has a connected account (the client's 'connected', whichever wallet it is). */
export const anyConnected = (ctx: ClientContext): boolean =>
  Object.values(ctx.stores.accounts.getState()).some((a) => a.status === 'connected')

/** An attempt to connect `connectorId` began. */
export function connectionStarted(ctx: ClientContext, connectorId: string): void {
  ctx.stores.connection.setState({
    status: 'connecting',
    connectorId,
    error: undefined,
    rejected: false,
    pendingInWallet: false,
  })
}

/** A wallet connected; `patch` adds what the way of connecting knows (WalletConnect: link, cleared pairing). */
export function connectionSucceeded(
  ctx: ClientContext,
  wallet: { connectorId: string; recentWallet?: RecentWallet },
  patch: Partial<ConnectionState> = {},
): void {
  ctx.stores.connection.setState({
    status: 'connected',
    connectorId: wallet.connectorId,
    ...(wallet.recentWallet ? { recentWallet: wallet.recentWallet } : {}),
    error: undefined,
    rejected: false,
    pendingInWallet: false,
    ...patch,
  })
}

/**
 * An attempt failed: the spec's text for it and whether the person declined. Another namespace that stays connected
 * keeps the client connected.
 */
export function connectionFailed(
  ctx: ClientContext,
  failure: { error?: string; rejected: boolean; pendingInWallet?: boolean; buffering?: false },
): void {
  ctx.stores.connection.setState({
    status: anyConnected(ctx) ? 'connected' : 'disconnected',
    error: failure.error ?? new FoyerError('CONNECT_FAILED').message,
    rejected: failure.rejected,
    pendingInWallet: failure.pendingInWallet ?? false,
    ...(failure.buffering === false ? { buffering: false } : {}),
  })
}

/**
 * After an account went away (or came back on restore): 'connected' while any namespace is, otherwise back to the
 * initial state, keeping the last wallet for the "recent" badge when asked. A running attempt is left alone.
 */
export function settleConnection(ctx: ClientContext, how: { keepRecentWallet?: boolean } = {}): void {
  const current = ctx.stores.connection.getState()
  if (current.status === 'connecting') return
  if (anyConnected(ctx)) ctx.stores.connection.setState({ status: 'connected' })
  else
    ctx.stores.connection.setState({
      ...initialConnectionState(),
      ...(how.keepRecentWallet ? { recentWallet: current.recentWallet } : {}),
    })
}

/** Spec §4 "reset the WalletConnect connection": the pairing state is cleared and the status is disconnected. */
export function walletConnectReset(ctx: ClientContext): void {
  ctx.stores.connection.setState({ ...initialConnectionState() })
}

/** Closing the modal forgets a finished attempt's error, so it does not greet the person next time. */
export function connectionErrorDismissed(ctx: ClientContext): void {
  if (ctx.stores.connection.getState().status !== 'connecting')
    ctx.stores.connection.setState({ error: undefined, rejected: false, pendingInWallet: false })
}
