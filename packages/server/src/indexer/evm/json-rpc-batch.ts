// JSON-RPC batches over HTTP: one POST for a whole range of blocks is what makes catching up fast (one round trip and
// one request parse per hundreds of calls). A node that is down or answers garbage throws RpcUnavailableError; a
// per-call error is returned in place, so the caller decides which ones are fatal.

export interface RpcCall {
  method: string
  params: unknown[]
}

export type RpcResult<T = unknown> = { result: T } | { error: { code: number; message: string } }

export class RpcUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RpcUnavailableError'
  }
}

export class RpcCallError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method} failed: ${message} (${code})`)
    this.name = 'RpcCallError'
  }
}

export interface BatchRpc {
  batch(calls: RpcCall[]): Promise<RpcResult[]>
  /** One call; its error thrown as RpcCallError. */
  call<T>(method: string, params: unknown[]): Promise<T>
}

export function createBatchRpc(url: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): BatchRpc {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 30_000
  async function batch(calls: RpcCall[]): Promise<RpcResult[]> {
    if (calls.length === 0) return []
    const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }))
    let answer: unknown
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      answer = await response.json()
    } catch (error) {
      throw new RpcUnavailableError(`RPC ${url} failed: ${(error as Error).message}`, { cause: error })
    }
    if (!Array.isArray(answer)) {
      const message = (answer as { error?: { message?: string } })?.error?.message ?? 'not a batch answer'
      throw new RpcUnavailableError(`RPC ${url} refused the batch: ${message}`)
    }
    // Answers may come in any order: match them by id.
    const out: RpcResult[] = new Array(calls.length)
    for (const item of answer as { id: number; result?: unknown; error?: { code: number; message: string } }[]) {
      if (typeof item?.id !== 'number' || item.id < 0 || item.id >= calls.length) continue
      out[item.id] = item.error ? { error: item.error } : { result: item.result }
    }
    for (let i = 0; i < out.length; i++) {
      if (!out[i]) throw new RpcUnavailableError(`RPC ${url} left ${calls[i]!.method} unanswered in a batch`)
    }
    return out
  }
  return {
    batch,
    async call<T>(method: string, params: unknown[]) {
      const [answer] = await batch([{ method, params }])
      if ('error' in answer!) throw new RpcCallError(method, answer.error.code, answer.error.message)
      return answer!.result as T
    },
  }
}

/** The result of a call whose failure is fatal for the batch. */
export function resultOf<T>(answer: RpcResult, method: string): T {
  if ('error' in answer) throw new RpcCallError(method, answer.error.code, answer.error.message)
  return answer.result as T
}
