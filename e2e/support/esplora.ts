// The Bitcoin devnet's Esplora API (127.0.0.1:8790), read from the test process to check what the page shows, and its
// DEVELOPMENT-only routes (/dev/mine, /dev/faucet) that move the chain along.

export const ESPLORA = 'http://127.0.0.1:8790'

/** GET `path`, or POST `body` as JSON to it; JSON answers parsed, text answers (a txid) as they are. */
export async function esplora<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${ESPLORA}${path}`,
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  const text = await response.text()
  return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T
}

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }

/** Confirmed + unconfirmed sats of an address, as the adapter's balance counts them. */
export async function satsOf(address: string): Promise<number> {
  const stats = await esplora<{ chain_stats: AddressStats; mempool_stats: AddressStats }>(`/address/${address}`)
  return (
    stats.chain_stats.funded_txo_sum -
    stats.chain_stats.spent_txo_sum +
    stats.mempool_stats.funded_txo_sum -
    stats.mempool_stats.spent_txo_sum
  )
}

/** How the demo's Balance field shows `sats`. */
export const btcText = (sats: number): string => `${(sats / 1e8).toString()} BTC`

/** Mines one block: what was in the mempool is confirmed. */
export const mineBlock = (): Promise<unknown> => esplora('/dev/mine', { blocks: 1 })
