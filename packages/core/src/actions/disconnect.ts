import { accountOf, clearNamespace, connectedNamespaces, usesWalletConnect } from '../client/accounts.js'
import { contextOf } from '../client/context.js'
import { closeModal } from '../client/modal.js'
import { siwxTargetOf } from '../client/siwx-target.js'
import { FoyerError } from '../errors.js'
import type { ChainNamespace, FoyerClient } from '../types.js'

export interface DisconnectParameters {
  /** Default: every connected namespace. */
  namespace?: ChainNamespace
  /** Leave the modal open (on Connect): the sign-in flow's Cancel. */
  keepOpen?: boolean
}
export type DisconnectReturnType = void
/** FoyerError DISCONNECT_FAILED ('Failed to disconnect'); the account stays as it was. */
export type DisconnectErrorType = FoyerError

export async function disconnect(
  client: FoyerClient,
  { namespace, keepOpen = false }: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const ctx = contextOf(client)
  const targets = namespace ? [namespace] : connectedNamespaces(ctx)
  try {
    for (const ns of targets) {
      // Ending a WalletConnect session already cleared its other namespaces.
      if (!namespace && accountOf(ctx, ns).status === 'disconnected') continue
      await ctx.siwx.beforeDisconnect(siwxTargetOf(ctx, ns))
      if (ctx.wc && usesWalletConnect(ctx, ns)) {
        // One session carries every WalletConnect namespace: ending it disconnects them all.
        await ctx.wc.disconnect()
        clearNamespace(ctx, ns)
        continue
      }
      const adapter = ctx.adapters.get(ns)
      if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
      await adapter.disconnect()
      clearNamespace(ctx, ns)
    }
  } catch (error) {
    ctx.events.emit('DISCONNECT_ERROR', { message: error instanceof Error ? error.message : String(error) })
    throw new FoyerError('DISCONNECT_FAILED', { cause: error })
  }
  ctx.events.emit('DISCONNECT_SUCCESS', { initiator: 'app' })
  if (!keepOpen) closeModal(ctx)
  ctx.router.reset('Connect')
}
