// @solana/kit and the code on it (RPC, codecs, transaction building) load on first use: a balance, a send, a
// signature. Importing createSolanaAdapter then costs the Wallet Standard side only, and kit's error-message table
// (which bundlers cannot drop) stays out of an app's first page.
import type { ChainDefinition } from '@foyer/core'
import type { RpcCache, SolanaRpc } from './rpc.js'

export type Runtime = typeof import('./runtime.js')
export type LazyRpcs = ReturnType<typeof createLazyRpcs>

let runtime: Promise<Runtime> | undefined

export function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./runtime.js').catch((error: unknown) => {
    // A chunk that failed to load (offline for a moment) is tried again next time.
    runtime = undefined
    throw error
  })
  return runtime
}

/** One adapter's RPC clients (one per URL), created with the runtime. */
export function createLazyRpcs(): { get(network: ChainDefinition): Promise<SolanaRpc>; clear(): void } {
  let cache: RpcCache | undefined
  return {
    async get(network) {
      const { createRpcCache } = await loadRuntime()
      cache ??= createRpcCache()
      return cache.get(network)
    },
    clear() {
      cache?.clear()
    },
  }
}
