// Which component and title each view has. The components are lazy chunks, so the host's first bundle carries only
// this table, not the views.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ViewName } from '@foyer/core'
import type { MessageKey } from '../messages/en'

type Loader = () => Promise<{ default: ComponentType }>

const loaders: Record<ViewName, Loader> = {
  Connect: () => import('../views/ConnectView'),
  AllWallets: () => import('../views/AllWalletsView'),
  ConnectingExternal: () => import('../views/ConnectingExternalView'),
  ConnectingWalletConnect: () => import('../views/ConnectingWalletConnectView'),
  ConnectingWalletConnectBasic: () => import('../views/ConnectingWalletConnectBasicView'),
  ConnectingSiwe: () => import('../views/ConnectingSiweView'),
  ConnectingFarcaster: () => import('../views/ConnectingFarcasterView'),
  ConnectingSocial: () => import('../views/NotAvailableView'),
  SIWXSignMessage: () => import('../views/SIWXSignMessageView'),
  ApproveTransaction: () => import('../views/ApproveTransactionView'),
  Account: () => import('../views/AccountView'),
  AccountSettings: () => import('../views/NotAvailableView'),
  Networks: () => import('../views/NetworksView'),
  SwitchNetwork: () => import('../views/NetworksView'),
  UnsupportedChain: () => import('../views/UnsupportedChainView'),
  WhatIsAWallet: () => import('../views/NotAvailableView'),
}

export const viewTitles: Record<ViewName, MessageKey> = {
  Connect: 'titleConnect',
  AllWallets: 'titleAllWallets',
  ConnectingExternal: 'titleConnectingExternal',
  ConnectingWalletConnect: 'titleConnectingWalletConnect',
  ConnectingWalletConnectBasic: 'titleConnectingWalletConnect',
  ConnectingSiwe: 'titleConnectingSiwe',
  ConnectingFarcaster: 'titleConnectingFarcaster',
  ConnectingSocial: 'titleConnectingSocial',
  SIWXSignMessage: 'titleSIWXSignMessage',
  ApproveTransaction: 'titleApproveTransaction',
  Account: 'titleAccount',
  AccountSettings: 'titleAccountSettings',
  Networks: 'titleNetworks',
  SwitchNetwork: 'titleNetworks',
  UnsupportedChain: 'titleUnsupportedChain',
  WhatIsAWallet: 'titleWhatIsAWallet',
}

const pending = new Map<Loader, Promise<{ default: ComponentType }>>()
/** Each loader runs once, whether through `preloadView` or through rendering. */
function once(loader: Loader): Loader {
  return () => {
    let promise = pending.get(loader)
    if (!promise) {
      promise = loader()
      // A failed chunk may be retried later (a flaky network), so it is not cached.
      promise.catch(() => pending.delete(loader))
      pending.set(loader, promise)
    }
    return promise
  }
}

function makeLazy(view: ViewName): LazyExoticComponent<ComponentType> {
  return lazy(once(loaders[view]))
}

/** One lazy component per view, made up front (making one loads nothing). */
export const viewComponents = Object.fromEntries(
  (Object.keys(loaders) as ViewName[]).map((view) => [view, makeLazy(view)]),
) as Record<ViewName, LazyExoticComponent<ComponentType>>

/** Replaces a view whose chunk failed (React.lazy remembers a failure), so the next render loads it again. */
export function forgetView(view: ViewName): void {
  viewComponents[view] = makeLazy(view)
}

/** Starts loading a view's chunk ahead of time (e.g. when the pointer reaches the Connect button). */
export function preloadView(view: ViewName): void {
  void once(loaders[view] ?? loaders.Connect)().catch(() => {})
}
