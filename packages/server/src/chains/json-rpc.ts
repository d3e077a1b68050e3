// A JSON-RPC call to a chain node, for the chains viem does not speak (Solana). Any failure — the node down, an HTTP
// error, an error object — is an UpstreamError, so the route answers 502 with what failed.
import { UpstreamError } from '../app/errors.js'

export async function jsonRpc<T>(
  url: string,
  method: string,
  params: unknown[],
  options: { fetch?: typeof fetch; timeoutMs?: number; label?: string } = {},
): Promise<T> {
  const label = options.label ?? url
  let body: { result?: T; error?: { code?: number; message?: string } }
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new UpstreamError(`RPC of ${label} failed on ${method}: ${(error as Error).message}`, { cause: error })
  }
  if (body.error) throw new UpstreamError(`RPC of ${label} answered ${method} with an error: ${body.error.message}`)
  if (!('result' in body)) throw new UpstreamError(`RPC of ${label} answered ${method} without a result`)
  return body.result as T
}
