// JSON-RPC over the relay socket with request ids kept exact. The WalletConnect clients send 19-digit ids (bigger than
// 2^53), sometimes as JSON numbers: JSON.parse would round them, the client would then never match our answer to its
// request and would retry forever. Node 20 has no JSON.parse source access, so numeric ids are quoted before parsing
// and written back as the same digits.

/** An id exactly as it appeared on the wire (`1234…`, `"1234…"`), ready to be written back. */
export type RawId = { json: string }

export type RelayMessage = {
  id: RawId | undefined
  method?: string
  params?: unknown
  result?: unknown
  error?: unknown
}

const NUMBER_MARK = '~foyer-number~'

/**
 * Parses one frame. `"id": <digits>` cannot occur inside a JSON string (its quotes would be escaped), so quoting every
 * numeric "id" member (top-level ids and the subscription ids inside params) touches ids only.
 */
export function parseRelayMessage(text: string): RelayMessage {
  const quoted = text.replace(/"id"(\s*):(\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g, `"id"$1:$2"${NUMBER_MARK}$3"`)
  const parsed: unknown = JSON.parse(quoted, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(NUMBER_MARK)
      ? { [NUMBER_MARK]: value.slice(NUMBER_MARK.length) }
      : value,
  )
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new SyntaxError('expected a JSON-RPC object')
  const message = parsed as Record<string, unknown>
  return {
    id: rawId(message.id),
    method: typeof message.method === 'string' ? message.method : undefined,
    params: unmark(message.params),
    result: unmark(message.result),
    error: unmark(message.error),
  }
}

function rawId(id: unknown): RawId | undefined {
  if (id === undefined) return undefined
  if (isMarked(id)) return { json: id[NUMBER_MARK] }
  return { json: JSON.stringify(id) }
}

function isMarked(value: unknown): value is Record<typeof NUMBER_MARK, string> {
  return typeof value === 'object' && value !== null && NUMBER_MARK in value
}

/** Ids inside params (irn_unsubscribe's subscription id) only get logged: give them back as strings of their digits. */
function unmark(value: unknown): unknown {
  if (isMarked(value)) return value[NUMBER_MARK]
  if (Array.isArray(value)) return value.map(unmark)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unmark(item)]))
  return value
}

/** `{"id":<raw>,"jsonrpc":"2.0","result":…}`: the id goes back byte for byte. */
export function stringifyResult(id: RawId | undefined, result: unknown): string {
  return `{"id":${id?.json ?? 'null'},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function stringifyError(id: RawId | undefined, code: number, message: string): string {
  return `{"id":${id?.json ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}
