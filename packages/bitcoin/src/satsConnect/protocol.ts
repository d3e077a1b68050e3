// The sats-connect wallet protocol (Xverse and the wallets that follow it; WBIP001's JSON-RPC request method), as the
// adapter speaks it without @sats-connect/core (whose dependencies, axios among them, would ship to every host):
// `provider.request(method, params)` answers a JSON-RPC 2.0 response, `{ result }` or `{ error: { code, message } }`.

/** What a page finds at the path a `window.btc_providers` entry names (e.g. `XverseProviders.BitcoinProvider`). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: 'accountChange' | 'networkChange' | 'disconnect', listener: (event: unknown) => void): () => void
}

/** An entry of `window.btc_providers` (WBIP004): the wallet's name, icon and where its provider is. */
export interface SatsConnectProviderInfo {
  id: string
  name: string
  icon?: string
  webUrl?: string
}

/** sats-connect's address entry in getAccounts / wallet_connect results. */
export interface SatsConnectAddress {
  address: string
  /** Hex; x-only (32 bytes) for taproot, compressed (33) otherwise. */
  publicKey: string
  purpose: 'payment' | 'ordinals' | 'stacks' | (string & {})
  addressType?: string
}

/** sats-connect's code for "the user rejected the request". */
export const SATS_CONNECT_USER_REJECTION = -32000

/** A JSON-RPC error from the wallet; a refusal carries code 4001 so core and the adapter see it as the person's "no". */
export class SatsConnectError extends Error {
  readonly code: number
  readonly rpcCode: number
  constructor(rpcCode: number, message: string) {
    super(message || `The wallet answered error ${rpcCode}`)
    this.name = 'SatsConnectError'
    this.rpcCode = rpcCode
    this.code = rpcCode === SATS_CONNECT_USER_REJECTION ? 4001 : rpcCode
  }
}

/** Calls `method` and unwraps the JSON-RPC answer (also the `{ status, result | error }` shape some versions give). */
export async function satsRequest<T>(provider: SatsConnectProvider, method: string, params?: unknown): Promise<T> {
  const answer = (await provider.request(method, params)) as {
    result?: unknown
    error?: { code?: number; message?: string }
    status?: string
  } | null
  if (answer?.error || answer?.status === 'error') {
    const { code = -32603, message = '' } = answer.error ?? {}
    throw new SatsConnectError(code, message)
  }
  if (!answer || !('result' in answer)) throw new SatsConnectError(-32603, `The wallet answered no result to ${method}`)
  return answer.result as T
}
