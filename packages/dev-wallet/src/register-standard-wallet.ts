import type {
  Wallet,
  WindowAppReadyEvent,
  WindowAppReadyEventAPI,
  WindowRegisterWalletEventCallback,
} from '@wallet-standard/base'

/**
 * Registers a wallet with the Wallet Standard's window protocol, exactly as `registerWallet` from
 * @wallet-standard/wallet does: it dispatches 'wallet-standard:register-wallet' (for apps already listening) and answers
 * every later 'wallet-standard:app-ready' (for apps that start after). Unlike `registerWallet`, it keeps the
 * unregister functions the apps hand back and returns one undo, so uninstalling the dev wallet removes it from the
 * apps' lists and stops answering apps that start later.
 */
export function registerStandardWallet(wallet: Wallet, target: Window = window): () => void {
  const unregisters: (() => void)[] = []
  let registered = true
  const callback: WindowRegisterWalletEventCallback = (api: WindowAppReadyEventAPI) => {
    if (registered) unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as WindowAppReadyEvent).detail)
  try {
    // Non-bubbling, like the library's RegisterWalletEvent; apps read only `detail`.
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  } catch (error) {
    console.error('[Foyer Dev Wallet] wallet-standard:register-wallet could not be dispatched', error)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    if (!registered) return
    registered = false
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
