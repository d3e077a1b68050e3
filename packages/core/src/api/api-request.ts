// One request to the blockchain API (spec §7): every request carries st, sv, projectId and clientId, and a non-OK
// status is thrown as 'HTTP status code: N'. Kept apart so each endpoint file is only its path and its shape.

/** Who is asking, sent with every request. */
export interface BlockchainApiConfig {
  /** Base URL of the API, e.g. the app's own @foyer/server (`http://127.0.0.1:8788` on the devnet). */
  baseUrl: string
  projectId: string
  /** A stable id of this browser/app install, so the server can rate limit per client. */
  clientId?: string
  /** SDK type and version (the spec's `st` and `sv`). */
  sdkType?: string
  sdkVersion?: string
  /** The fetch to use (tests, server-side rendering); the global one by default. */
  fetch?: typeof fetch
}

export const DEFAULT_SDK_TYPE = 'foyer'
export const DEFAULT_SDK_VERSION = 'core-0.1.0'

/** A non-OK answer. The message is the spec's text; `status` is the HTTP status. */
export class BlockchainApiHttpError extends Error {
  readonly status: number
  constructor(status: number) {
    super(`HTTP status code: ${status}`)
    this.name = 'BlockchainApiHttpError'
    this.status = status
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST'
  /** As the spec writes it: `v1/supported-chains` or `/v1/identity/0x…`. */
  path: string
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  signal?: AbortSignal
}

/** The absolute URL of a request, with the spec's client parameters added. */
export function apiUrl(config: BlockchainApiConfig, request: Pick<ApiRequest, 'path' | 'query'>): URL {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`
  const url = new URL(request.path.replace(/^\/+/, ''), base)
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value))
  url.searchParams.set('st', config.sdkType ?? DEFAULT_SDK_TYPE)
  url.searchParams.set('sv', config.sdkVersion ?? DEFAULT_SDK_VERSION)
  url.searchParams.set('projectId', config.projectId)
  if (config.clientId) url.searchParams.set('clientId', config.clientId)
  return url
}

export async function apiRequest<T>(config: BlockchainApiConfig, request: ApiRequest): Promise<T> {
  const doFetch = config.fetch ?? globalThis.fetch
  const response = await doFetch(apiUrl(config, request), {
    method: request.method ?? 'GET',
    headers: request.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    ...(request.signal ? { signal: request.signal } : {}),
  })
  if (!response.ok) throw new BlockchainApiHttpError(response.status)
  return (await response.json()) as T
}
