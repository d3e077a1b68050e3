import type { DevWalletKitEvents } from './types.js'

export type EmitKitEvent = <E extends keyof DevWalletKitEvents>(
  event: E,
  ...args: Parameters<DevWalletKitEvents[E]>
) => void

/** The wallet page's listeners: one that throws must not keep the others (or the wallet) from hearing the event. */
export function createKitEvents() {
  const listeners = new Map<keyof DevWalletKitEvents, Set<(...args: never[]) => void>>()
  const emit: EmitKitEvent = (event, ...args) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (...a: unknown[]) => void)(...args)
      } catch (error) {
        console.error(`[Foyer Dev Wallet] a "${event}" listener threw`, error)
      }
    }
  }
  function on<E extends keyof DevWalletKitEvents>(event: E, listener: DevWalletKitEvents[E]): () => void {
    let set = listeners.get(event)
    if (!set) listeners.set(event, (set = new Set()))
    set.add(listener)
    return () => void set.delete(listener)
  }
  return { emit, on }
}
