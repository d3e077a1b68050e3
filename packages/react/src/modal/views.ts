// Which component and title each view has. The components are separate chunks loaded on demand, so the host's
// first bundle carries only this table, not the views.
import type { ComponentType } from 'react'
import type { ViewName } from '@foyer/core'
import type { MessageKey } from '../messages/en.js'

type Loader = () => Promise<{ default: ComponentType }>

const loaders: Record<ViewName, Loader> = {
  Connect: () => import('../views/ConnectView.js'),
  AllWallets: () => import('../views/AllWalletsView.js'),
  ConnectingExternal: () => import('../views/ConnectingExternalView.js'),
  ConnectingMultiChain: () => import('../views/ConnectingMultiChainView.js'),
  ConnectingWalletConnect: () => import('../views/ConnectingWalletConnectView.js'),
  ConnectingWalletConnectBasic: () => import('../views/ConnectingWalletConnectBasicView.js'),
  ConnectingSiwe: () => import('../views/ConnectingSiweView.js'),
  SIWXSignMessage: () => import('../views/SIWXSignMessageView.js'),
  Account: () => import('../views/AccountView.js'),
  Networks: () => import('../views/NetworksView.js'),
  SwitchNetwork: () => import('../views/NetworksView.js'),
  UnsupportedChain: () => import('../views/UnsupportedChainView.js'),
  WalletSend: () => import('../views/WalletSendView.js'),
  WalletReceive: () => import('../views/WalletReceiveView.js'),
  Buy: () => import('../views/onramp/BuyView.js'),
  ChooseName: () => import('../views/names/ChooseNameView.js'),
  Swap: () => import('../views/swap/SwapView.js'),
  EmailVerifyOtp: () => import('../views/login/EmailVerifyOtpView.js'),
  ConnectingSocial: () => import('../views/login/ConnectingSocialView.js'),
  ConnectingFarcaster: () => import('../views/login/ConnectingFarcasterView.js'),
  ApproveTransaction: () => import('../views/login/ApproveTransactionView.js'),
  AccountSettings: () => import('../views/login/AccountSettingsView.js'),
}

export const viewTitles: Record<ViewName, MessageKey> = {
  Connect: 'titleConnect',
  AllWallets: 'titleAllWallets',
  ConnectingExternal: 'titleConnectingExternal',
  ConnectingMultiChain: 'titleConnectingMultiChain',
  ConnectingWalletConnect: 'titleConnectingWalletConnect',
  ConnectingWalletConnectBasic: 'titleConnectingWalletConnect',
  ConnectingSiwe: 'titleConnectingSiwe',
  SIWXSignMessage: 'titleSIWXSignMessage',
  Account: 'titleAccount',
  Networks: 'titleNetworks',
  SwitchNetwork: 'titleNetworks',
  UnsupportedChain: 'titleUnsupportedChain',
  WalletSend: 'titleWalletSend',
  WalletReceive: 'titleWalletReceive',
  Buy: 'titleBuy',
  ChooseName: 'titleChooseName',
  Swap: 'titleSwap',
  EmailVerifyOtp: 'titleEmailVerifyOtp',
  ConnectingSocial: 'titleConnectingSocial',
  ConnectingFarcaster: 'titleConnectingFarcaster',
  ApproveTransaction: 'titleApproveTransaction',
  AccountSettings: 'titleAccountSettings',
}

type ViewModule = { default: ComponentType }
const pending = new Map<Loader, Promise<ViewModule>>()
const loaded = new Map<Loader, ViewModule>()

const loaderOf = (view: ViewName): Loader => loaders[view] ?? loaders.Connect

/** The view's component if its chunk has arrived. */
export function loadedView(view: ViewName): ComponentType | undefined {
  return loaded.get(loaderOf(view))?.default
}

/**
 * Loads a view's chunk once, however often it is asked for (preloading and rendering share the request). A failed
 * chunk is forgotten, so asking again retries it (a flaky network).
 *
 * Views are loaded by hand rather than with React.lazy + Suspense: a suspended boundary in React 19 reveals its
 * content no sooner than ~300 ms after showing the fallback, long enough for a keyboard user to Tab through an
 * empty dialog; here the view appears the moment its chunk does.
 */
export function loadView(view: ViewName): Promise<ComponentType> {
  const loader = loaderOf(view)
  const done = loaded.get(loader)
  if (done) return Promise.resolve(done.default)
  let promise = pending.get(loader)
  if (!promise) {
    promise = loader().then((m) => {
      loaded.set(loader, m)
      return m
    })
    promise.catch(() => pending.delete(loader))
    pending.set(loader, promise)
  }
  return promise.then((m) => m.default)
}

/** Starts loading a view's chunk ahead of time (e.g. when the pointer reaches the Connect button). */
export function preloadView(view: ViewName): void {
  loadView(view).catch(() => {})
}
