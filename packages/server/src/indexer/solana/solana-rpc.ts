// The follower's JSON-RPC client: one POST per call (batches are refused or limited by many hosted RPCs), u64 fields
// kept exact (parse-json-bigints.ts), and every failure an UpstreamError that says which call failed and whether the
// node could not be reached at all (down, restarting) or answered with an error.
import { UpstreamError } from '../../app/errors.js'
import { parseJsonKeepingBigIntegers } from './parse-json-bigints.js'

export class SolanaRpcUnreachableError extends UpstreamError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SolanaRpcUnreachableError'
  }
}

export interface SolanaRpcOptions {
  /** Stops the request in flight (the watcher's own signal). */
  signal?: AbortSignal
  timeoutMs?: number
  fetch?: typeof fetch
}

export type SolanaRpcCall = <T>(method: string, params: unknown[]) => Promise<T>

export function createSolanaRpc(rpcUrl: string, options: SolanaRpcOptions = {}): SolanaRpcCall {
  const timeoutMs = options.timeoutMs ?? 10_000
  let id = 0
  return async <T>(method: string, params: unknown[]): Promise<T> => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    let body: { result?: T; error?: { code?: number; message?: string } }
    try {
      const response = await (options.fetch ?? fetch)(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal,
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      body = parseJsonKeepingBigIntegers(await response.text()) as typeof body
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause?.code
      const reason = cause ? `${(error as Error).message} (${cause})` : (error as Error).message
      throw new SolanaRpcUnreachableError(`Solana RPC ${rpcUrl} failed on ${method}: ${reason}`, { cause: error })
    }
    if (body.error)
      throw new UpstreamError(`Solana RPC ${rpcUrl} answered ${method} with an error: ${body.error.message}`)
    if (!('result' in body)) throw new UpstreamError(`Solana RPC ${rpcUrl} answered ${method} without a result`)
    return body.result as T
  }
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of `items` in the answer. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
