// The Esplora HTTP API subset the adapter uses (the API electrs and mempool.space serve, and the devnet's Bitcoin
// chain): address stats, UTXOs, fee estimates, broadcast, transaction status and raw transactions.
export interface EsploraUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: bigint
  confirmed: boolean
}

export interface EsploraBalance {
  /** Satoshis in confirmed outputs. */
  confirmed: bigint
  /** The mempool's net change (may be negative while a spend is unconfirmed). */
  unconfirmed: bigint
}

/** Satoshis per virtual byte by confirmation target in blocks ("1", "6", "144", …). */
export type FeeEstimates = Record<string, number>

export interface EsploraClient {
  readonly baseUrl: string
  getBalance(address: string): Promise<EsploraBalance>
  getUtxos(address: string): Promise<EsploraUtxo[]>
  getFeeEstimates(): Promise<FeeEstimates>
  /** Submits a raw transaction (hex); resolves with its txid. */
  broadcast(rawHex: string): Promise<string>
  /** Undefined when the API does not know the transaction (never seen, or dropped). */
  getTransactionStatus(txid: string): Promise<{ confirmed: boolean; blockHeight?: number } | undefined>
  getTransactionHex(txid: string): Promise<string>
}

/** A non-OK answer: the status and the API's own text (a node's reason for refusing a transaction). */
export class EsploraError extends Error {
  readonly status: number
  constructor(status: number, text: string, path: string) {
    super(text ? `${text} (HTTP ${status} from ${path})` : `HTTP status code: ${status}`)
    this.name = 'EsploraError'
    this.status = status
  }
}

interface AddressStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

const net = (stats: AddressStats | undefined) => BigInt(stats?.funded_txo_sum ?? 0) - BigInt(stats?.spent_txo_sum ?? 0)

export function createEsploraClient(baseUrl: string, fetchFn: typeof fetch = (...a) => globalThis.fetch(...a)) {
  const base = baseUrl.replace(/\/+$/, '')

  async function call(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetchFn(`${base}${path}`, init)
    if (!response.ok) throw new EsploraError(response.status, (await response.text().catch(() => '')).trim(), path)
    return response
  }
  const json = async <T>(path: string): Promise<T> => (await call(path)).json() as Promise<T>
  const address = (a: string) => `/address/${encodeURIComponent(a)}`

  const client: EsploraClient = {
    baseUrl: base,
    async getBalance(a) {
      const body = await json<{ chain_stats?: AddressStats; mempool_stats?: AddressStats }>(address(a))
      return { confirmed: net(body.chain_stats), unconfirmed: net(body.mempool_stats) }
    },
    async getUtxos(a) {
      const body = await json<{ txid: string; vout: number; value: number; status?: { confirmed?: boolean } }[]>(
        `${address(a)}/utxo`,
      )
      return body.map((u) => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value), confirmed: !!u.status?.confirmed }))
    },
    getFeeEstimates: () => json<FeeEstimates>('/fee-estimates'),
    async broadcast(rawHex) {
      const response = await call('/tx', { method: 'POST', body: rawHex, headers: { 'content-type': 'text/plain' } })
      return (await response.text()).trim()
    },
    async getTransactionStatus(txid) {
      try {
        const body = await json<{ confirmed: boolean; block_height?: number }>(`/tx/${txid}/status`)
        return {
          confirmed: !!body.confirmed,
          ...(body.block_height !== undefined ? { blockHeight: body.block_height } : {}),
        }
      } catch (error) {
        if (error instanceof EsploraError && error.status === 404) return undefined
        throw error
      }
    },
    async getTransactionHex(txid) {
      return (await (await call(`/tx/${txid}/hex`)).text()).trim()
    },
  }
  return client
}
