// Sign-in (SIWX) wired to this client: which account it is about, how a message gets signed (adapter or WalletConnect
// session), and re-checking whenever the accounts, chain or connection change.
import type { StoreApi } from 'zustand/vanilla'
import { disconnect } from '../actions/disconnect.js'
import { FoyerError } from '../errors.js'
import { createSiwxController, type SiwxController } from '../siwx/controller.js'
import { signMessageOverWalletConnect } from '../siwx/sign-over-walletconnect.js'
import { usesWalletConnect } from './accounts.js'
import type { ClientContext } from './context.js'
import { closeModal, openModal } from './modal.js'
import { siwxTargetOf } from './siwx-target.js'

export function wireSiwx(ctx: ClientContext): SiwxController {
  const { stores, options } = ctx
  const siwx = createSiwxController({
    config: options.siwx,
    store: stores.siwx,
    router: ctx.router,
    currentView: () => stores.router.getState().view,
    isModalOpen: () => stores.modal.getState().open,
    show: (view) => openModal(ctx, { view }),
    close: () => closeModal(ctx),
    target() {
      if (stores.connection.getState().status === 'connecting') return undefined
      const { activeNamespace, unsupportedChainId } = stores.chains.getState()
      // Spec §4.1: only once the address is on a supported network.
      if (unsupportedChainId) return undefined
      return siwxTargetOf(ctx, activeNamespace)
    },
    directAdapter: (ns) => (usesWalletConnect(ctx, ns) ? undefined : ctx.adapters.get(ns)),
    async signMessage(target, message) {
      const wc = ctx.wc
      if (wc && usesWalletConnect(ctx, target.namespace))
        return signMessageOverWalletConnect((req) => wc.request(req, target.chainId), target, message)
      const adapter = ctx.adapters.get(target.namespace)
      if (!adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
      if (adapter.signMessage) return adapter.signMessage({ message, address: target.address })
      return signMessageOverWalletConnect((req) => adapter.request(req), target, message)
    },
    async isSmartAccount(target) {
      const adapter = ctx.adapters.get(target.namespace)
      const network = options.networks.find((n) => n.caipNetworkId === target.chainId)
      return !!(
        adapter?.isSmartAccount &&
        network &&
        (await adapter.isSmartAccount({ address: target.address, network }))
      )
    },
    // The sign-in flow stays in the modal: after cancelling a required sign-in the Connect view is offered again.
    disconnect: () => disconnect(ctx.client, { keepOpen: true }),
    emit: ctx.events.emit,
    logger: ctx.logger,
  })
  // The adapters' verifiers (and message formats) for namespaces the host gave none for, and the client's storage.
  options.siwx?.attachClient?.({
    verifiers: options.adapters.flatMap((a) => (a.siwxVerifier ? [a.siwxVerifier] : [])),
    storage: () => ctx.storage,
  })
  if (options.siwx)
    for (const store of [stores.accounts, stores.chains, stores.connection])
      ctx.cleanups.push((store as StoreApi<unknown>).subscribe(() => siwx.evaluate()))
  return siwx
}

/** After a successful connection: the sign view when sign-in is being checked or asked for, otherwise close. */
export function finishConnect(ctx: ClientContext): void {
  if (ctx.siwx.wantsModal()) openModal(ctx, { view: 'SIWXSignMessage' })
  else closeModal(ctx)
}
