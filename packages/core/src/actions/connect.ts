// Connects a discovered wallet: one namespace, or several in turn (a MULTI_CHAIN wallet on both chains).
import { accountOf, applyConnected, isUnsupportedBlocking, setAccount } from '../client/accounts.js'
import { contextOf, type ClientContext } from '../client/context.js'
import { rememberConnection, rememberRecentWallets } from '../client/persistence.js'
import { finishConnect } from '../client/siwx-wiring.js'
import { connectionFailed, connectionStarted, connectionSucceeded } from '../client/transitions.js'
import { ConnectSupersededError } from '../adapter-kit/guarded-connect.js'
import { CONNECT_TIMEOUT_GRACE_MS, DEFAULT_CONNECT_TIMEOUT_MS } from '../constants.js'
import { connectorForNamespace } from '../connectors/merge.js'
import { FoyerError, UserRejectedError, isRequestAlreadyPending, isUserRejection } from '../errors.js'
import { addRecentWallet } from '../recent-wallets.js'
import { initialAccountState } from '../stores.js'
import { WalletTimeoutError, withTimeout } from '../timeout.js'
import type { ChainNamespace, ConnectResult, FoyerClient } from '../types.js'

export interface ConnectParameters {
  /** A connector's id (or its wallet's rdns) from the connectors store. */
  connectorId: string
  /** Default: the active namespace when the wallet has it, else the wallet's first. */
  namespace?: ChainNamespace
  /** Connect each of these in turn (the modal closes after the last). */
  namespaces?: ChainNamespace[]
}
export type ConnectReturnType = void
/**
 * FoyerError CONNECTOR_NOT_FOUND ('Connector not found'), UserRejectedError when the person declined, FoyerError
 * CONNECT_FAILED ('Failed to connect to the wallet') for anything else, a wallet that never answers included.
 */
export type ConnectErrorType = FoyerError | UserRejectedError

export async function connect(client: FoyerClient, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const ctx = contextOf(client)
  const namespaces = parameters.namespaces?.length ? parameters.namespaces : [parameters.namespace]
  for (const [index, namespace] of namespaces.entries())
    await connectNamespace(ctx, parameters.connectorId, namespace, index === namespaces.length - 1)
}

async function connectNamespace(
  ctx: ClientContext,
  connectorId: string,
  namespace: ChainNamespace | undefined,
  closeOnSuccess: boolean,
): Promise<void> {
  const { stores } = ctx
  const thisAttempt = ++ctx.connectAttempt
  const wallet = stores.connectors.getState().connectors.find((c) => c.id === connectorId || c.rdns === connectorId)
  const attemptWallet = wallet?.id ?? connectorId
  ctx.connectAttemptWallet = attemptWallet
  const preferred = namespace ?? stores.chains.getState().activeNamespace
  const ns = wallet ? (wallet.chains.includes(preferred) ? preferred : wallet.chains[0]) : undefined
  const target = wallet && ns ? connectorForNamespace(wallet, ns) : undefined
  const adapter = ns ? ctx.adapters.get(ns) : undefined
  connectionStarted(ctx, connectorId)
  try {
    if (!wallet || !target || !adapter || !ns) throw new FoyerError('CONNECTOR_NOT_FOUND')
    const { activeNetwork } = stores.chains.getState()
    const chainId = activeNetwork.chainNamespace === ns ? activeNetwork.id : undefined
    // The adapter gives up at DEFAULT_CONNECT_TIMEOUT_MS and resets its connector; the client waits a little longer,
    // so a late approval cannot leave the adapter connected while the modal says it is not.
    const timeoutMs = ctx.switches.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS + CONNECT_TIMEOUT_GRACE_MS
    const result: ConnectResult = await withTimeout(
      adapter.connect({ connectorId: target.id, chainId }),
      timeoutMs,
      () => new FoyerError('CONNECT_FAILED', { cause: new WalletTimeoutError('the connection request', timeoutMs) }),
    )
    if (thisAttempt !== ctx.connectAttempt && ctx.connectAttemptWallet !== attemptWallet) {
      // The person chose another wallet while this one's prompt was open. Within one adapter, the adapter undid this
      // yes itself; here the other wallet is on another chain, which the adapter could not know.
      if (accountOf(ctx, ns).status !== 'connected') {
        await adapter.disconnect().catch(() => undefined)
        throw new FoyerError('CONNECT_FAILED', {
          cause: new ConnectSupersededError(wallet.name, ctx.connectAttemptWallet),
        })
      }
      // The adapter has already put it in place of this chain's earlier connection: the state follows the wallet, but
      // the modal is not taken away from the wallet the person is connecting now.
      applyConnected(ctx, ns, target.id, result)
      rememberConnection(ctx, { namespace: ns, connectorId: target.id, walletId: wallet.id })
      return
    }
    applyConnected(ctx, ns, target.id, result)
    const recentWallet = { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl }
    stores.connectors.setState({
      recentWallets: addRecentWallet(stores.connectors.getState().recentWallets, recentWallet),
    })
    rememberRecentWallets(ctx)
    rememberConnection(ctx, { namespace: ns, connectorId: target.id, walletId: wallet.id })
    connectionSucceeded(ctx, { connectorId: wallet.id, recentWallet })
    ctx.events.emit('CONNECT_SUCCESS', { method: 'browser', name: wallet.name, namespace: ns })
    if (closeOnSuccess && !isUnsupportedBlocking(ctx) && stores.router.getState().view !== 'UnsupportedChain')
      finishConnect(ctx)
  } catch (error) {
    const rejected = isUserRejection(error)
    if (thisAttempt === ctx.connectAttempt) {
      connectionFailed(ctx, {
        error: error instanceof FoyerError && error.code === 'CONNECTOR_NOT_FOUND' ? error.message : undefined,
        rejected,
        pendingInWallet: isRequestAlreadyPending(error),
      })
    }
    if (ns && accountOf(ctx, ns).status !== 'connected') setAccount(ctx, ns, initialAccountState(ns))
    ctx.events.emit(rejected ? 'USER_REJECTED' : 'CONNECT_ERROR', {
      name: wallet?.name,
      message: error instanceof Error ? error.message : String(error),
    })
    if (rejected) throw new UserRejectedError(undefined, { cause: error })
    throw error instanceof FoyerError ? error : new FoyerError('CONNECT_FAILED', { cause: error })
  }
}
