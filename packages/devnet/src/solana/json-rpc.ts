// JSON-RPC plumbing shared by the HTTP and WebSocket endpoints: errors with codes, and JSON that carries u64 values.

/** An error answered as `{ error: { code, message, data } }`. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

export const invalidParams = (detail: string) => new JsonRpcError(-32602, `Invalid params: ${detail}`)

const BIGINT_MARK = '__foyer_u64__'

/**
 * JSON.stringify that writes bigints as plain JSON numbers, as the real RPC does for u64 fields (lamports, rentEpoch =
 * 2^64-1). @solana/kit parses such numbers back into bigints without loss; JSON.stringify alone would throw.
 */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${BIGINT_MARK}${item}` : item,
  ).replace(new RegExp(`"${BIGINT_MARK}(-?\\d+)"`, 'g'), '$1')
}

type Request = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
export type MethodHandler = (method: string, params: unknown[]) => unknown

/** Answers one request object (null for a notification, which has no id). */
export async function answer(request: Request, handle: MethodHandler): Promise<Record<string, unknown> | null> {
  const id = (request?.id ?? null) as unknown
  if (typeof request !== 'object' || request === null || typeof request.method !== 'string') {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  }
  const params = request.params === undefined ? [] : request.params
  if (!Array.isArray(params))
    return { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params: expected an array' } }
  try {
    const result = await handle(request.method, params)
    return request.id === undefined ? null : { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (error instanceof JsonRpcError) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
      }
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${(error as Error).message}` } }
  }
}

/** Answers a request body: one request or a batch (array), as the real RPC does. */
export async function answerBody(body: string, handle: MethodHandler): Promise<unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
    const answers = await Promise.all(parsed.map((request: Request) => answer(request, handle)))
    return answers.filter((item) => item !== null)
  }
  return answer(parsed as Request, handle)
}
