// @scure/btc-signer and secp256k1 load on first use (a connect, a send, a sign-in check): importing
// createBitcoinAdapter then costs the Wallet Standard side only, and a host's first page stays small. setup() starts
// the load, so the synchronous address check has it by the time anyone types an address.
export type Runtime = typeof import('./runtime.js')

let runtime: Promise<Runtime> | undefined
let loaded: Runtime | undefined

export function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./runtime.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A chunk that failed to load (offline for a moment) is tried again next time.
      runtime = undefined
      throw error
    },
  )
  return runtime
}

/** The runtime when it has loaded, for the synchronous checks. */
export const loadedRuntime = (): Runtime | undefined => loaded
