// The WalletConnect session ↔ the client's accounts: what an approved, restored, updated or ended session does to the
// stores. The controller (controller.ts) speaks to the SDK; this file is all it knows of the client.
import {
  accountOf,
  applyConnected,
  clearNamespace,
  isUnsupportedBlocking,
  usesWalletConnect,
} from '../client/accounts.js'
import type { ClientContext } from '../client/context.js'
import { closeModal } from '../client/modal.js'
import { rememberConnection, rememberRecentWallets, storedConnections } from '../client/persistence.js'
import { finishConnect } from '../client/siwx-wiring.js'
import { connectionSucceeded } from '../client/transitions.js'
import { leaveAccountViews, walletEvents } from '../client/wallet-events.js'
import { siwxTargetOf } from '../client/siwx-target.js'
import { addRecentWallet } from '../recent-wallets.js'
import { readJson, writeJson } from '../storage.js'
import type { ChainNamespace } from '../types.js'
import { WC_STORAGE_KEYS } from './constants.js'
import { createWalletConnectController } from './controller.js'
import { takePickedWallet } from './picked-wallet.js'
import type { WalletConnectController } from './types.js'
import {
  linkingOf,
  recentWalletOf,
  WC_CONNECTOR_ID,
  type WcNamespaceAccounts,
  type WcPeerMetadata,
} from './namespaces.js'

const isLinking = (value: unknown): value is { name: string; href: string } =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { href?: unknown }).href === 'string'

/** The client's WalletConnect controller, or undefined when the host did not configure WalletConnect. */
export function bridgeWalletConnect(ctx: ClientContext): WalletConnectController | undefined {
  if (!ctx.options.walletConnect) return undefined
  const { stores } = ctx
  return createWalletConnectController({
    options: ctx.options,
    storage: () => ctx.storage,
    logger: ctx.logger,
    connection: { get: () => stores.connection.getState(), set: (patch) => stores.connection.setState(patch) },
    activeNetwork: () => stores.chains.getState().activeNetwork,
    currentChains: () =>
      Object.fromEntries(
        Object.entries(stores.accounts.getState())
          .filter(([, a]) => a.caipAddress)
          .map(([ns, a]) => [ns, a.caipAddress!.split(':')[1]!]),
      ),
    onSession: (accounts, peer, method) => applySession(ctx, accounts, peer, method),
    onAccountsChanged: (ns, addresses, chainId) => {
      if (usesWalletConnect(ctx, ns)) walletEvents(ctx, ns).onAccountsChanged({ addresses, chainId })
    },
    onChainChanged: (ns, chainId) => {
      if (usesWalletConnect(ctx, ns)) walletEvents(ctx, ns).onChainChanged(chainId)
    },
    onSessionEnded: (namespaces, initiator) => endSession(ctx, namespaces, initiator),
    // One-click sign-in (WalletConnect session authenticate): signed while connecting, so no sign view follows.
    onSiwxSessions: (sessions) => {
      ctx.wcSignedIn = true
      for (const session of sessions)
        ctx.events.emit('SIWX_AUTH_SUCCESS', {
          namespace: 'eip155',
          chainId: session.data.chainId,
          method: 'walletconnect-authenticate',
        })
    },
    switches: ctx.switches,
  })
}

/** An approved (method set) or restored session: every namespace it carries becomes connected. */
function applySession(
  ctx: ClientContext,
  accounts: WcNamespaceAccounts[],
  peer: WcPeerMetadata | undefined,
  method: 'qrcode' | 'mobile' | undefined,
): void {
  const { stores, storage, logger } = ctx
  const recentWallet = recentWalletOf(peer)
  // The chain the app shows is applied last, so it stays the active one when the wallet approved it.
  const activeNs = stores.chains.getState().activeNamespace
  const ordered = [...accounts].sort((a, b) => Number(a.namespace === activeNs) - Number(b.namespace === activeNs))
  for (const entry of ordered) {
    try {
      applyConnected(ctx, entry.namespace, WC_CONNECTOR_ID, {
        address: entry.addresses[0]!,
        addresses: entry.addresses,
        chainId: entry.chainId,
      })
      rememberConnection(ctx, { namespace: entry.namespace, connectorId: WC_CONNECTOR_ID, walletId: recentWallet.id })
    } catch (error) {
      logger.warn(`Foyer: the WalletConnect session has an unusable ${entry.namespace} account`, error)
    }
  }
  // Restored: the deep link stored at the last successful connection.
  const storedLinking = method ? undefined : readJson(storage, WC_STORAGE_KEYS.deepLink, isLinking, logger)
  const wcLinking = storedLinking ?? linkingOf(stores.connection.getState().wcLinking, peer)
  if (method) {
    // The peer is kept apart from the Connect view's recent list: it has no connector there, and would only push a
    // wallet the list can show out of its two places. A wallet the person picked from the directory joins the list
    // by its directory id, which the Connect view finds again.
    writeJson(storage, WC_STORAGE_KEYS.recentWallet, recentWallet)
    if (wcLinking) writeJson(storage, WC_STORAGE_KEYS.deepLink, wcLinking)
    const picked = takePickedWallet(ctx)
    if (picked) {
      stores.connectors.setState({ recentWallets: addRecentWallet(stores.connectors.getState().recentWallets, picked) })
      rememberRecentWallets(ctx)
    }
  }
  connectionSucceeded(
    ctx,
    { connectorId: WC_CONNECTOR_ID, recentWallet },
    { wcLinking, wcUri: undefined, wcPairingExpiry: undefined, wcError: false, buffering: false },
  )
  if (method) {
    ctx.events.emit('CONNECT_SUCCESS', {
      method,
      name: recentWallet.name,
      namespaces: accounts.map((a) => a.namespace),
    })
    // Signed in while connecting (one-click): the check that is running finds the session, so the modal just closes;
    // should it find none, it opens the sign view itself.
    if (!isUnsupportedBlocking(ctx) && stores.router.getState().view !== 'UnsupportedChain') {
      if (ctx.wcSignedIn) closeModal(ctx)
      else finishConnect(ctx)
    }
  }
  ctx.wcSignedIn = false
}

/** The session ended (the wallet, its expiry, or us): its namespaces are cleared. */
function endSession(ctx: ClientContext, namespaces: ChainNamespace[], initiator: 'wallet' | 'app'): void {
  const cleared = namespaces.filter(
    (ns) =>
      accountOf(ctx, ns).connectorId === WC_CONNECTOR_ID ||
      storedConnections(ctx).some((c) => c.namespace === ns && c.connectorId === WC_CONNECTOR_ID),
  )
  for (const ns of cleared) {
    void ctx.siwx.beforeDisconnect(siwxTargetOf(ctx, ns))
    clearNamespace(ctx, ns)
  }
  if (initiator === 'wallet' && cleared.length) {
    ctx.events.emit('DISCONNECT_SUCCESS', { namespaces: cleared, initiator: 'wallet' })
    leaveAccountViews(ctx)
  }
}
