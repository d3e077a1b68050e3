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

type ViewModule = { default: ComponentType }
const pending = new Map<Loader, Promise<ViewModule>>()
const loaded = new Map<Loader, ViewModule>()

/**
 * Each loader runs once, whether through `preloadView` or through rendering. Once a chunk has arrived, the loader
 * answers with a thenable that calls back synchronously: React.lazy then renders the view in the same pass instead
 * of suspending (a suspended boundary is revealed no sooner than ~300 ms later in React 19, long enough for a
 * keyboard user to Tab through an empty dialog).
 */
function once(loader: Loader): () => Promise<ViewModule> {
  return () => {
    const module = loaded.get(loader)
    if (module) return { then: (resolve: (m: ViewModule) => unknown) => resolve(module) } as unknown as Promise<ViewModule>
    let promise = pending.get(loader)
    if (!promise) {
      promise = loader().then((m) => {
        loaded.set(loader, m)
        return m
      })
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
  Promise.resolve(once(loaders[view] ?? loaders.Connect)()).catch(() => {})
}
