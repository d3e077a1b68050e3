// The Esplora HTTP API subset the wallet kit and the server use, with Esplora's paths, JSON shapes, plain-text answers
// and errors, plus two DEVELOPMENT-only routes under /dev/ (mine blocks, faucet) that no real Esplora has.
import type { BitcoinChain, ChainTransaction } from './chain.js'
import { addressStats, formatBlock, formatStatus, formatTransaction } from './esplora-format.js'
import { bytesToHex, hexToBytes, isHash } from './hashes.js'
import { FaucetEmptyError, MINER_SCRIPT, payFromMiner } from './miner-wallet.js'
import { dustThreshold } from './policy.js'
import { TransactionRefusedError } from './refusal.js'
import { addressScript } from './script-info.js'
import { serializeHeader } from './block.js'

export type RouteAnswer = { status: number; json?: unknown; text?: string }

const text = (value: string | number, status = 200): RouteAnswer => ({ status, text: String(value) })
const json = (value: unknown, status = 200): RouteAnswer => ({ status, json: value })

/** Esplora pages address histories 25 confirmed and 50 mempool transactions at a time. */
const CHAIN_PAGE = 25
const MEMPOOL_PAGE = 50
/** The most blocks one POST /dev/mine may ask for. */
const MAX_MINE = 1_000
/** The most one faucet call pays: 100 BTC. */
const MAX_FAUCET_SATS = 100n * 100_000_000n

/**
 * GET /fee-estimates: sat/vB per confirmation target, every key Esplora gives. The devnet mines its whole mempool into
 * every block, so any rate at or above 1 sat/vB confirms in the next block; the curve only gives a fee picker
 * distinct choices (fast 4, medium 2, slow 1).
 */
export function feeEstimates(): Record<string, number> {
  const targets = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]
  return Object.fromEntries(
    targets.map((target) => [String(target), target <= 1 ? 4 : target <= 2 ? 3 : target <= 6 ? 2 : 1]),
  )
}

export function createEsploraRoutes(chain: BitcoinChain) {
  const newestFirst = (txs: ChainTransaction[]) => txs.reverse()

  function addressRoute(address: string, rest: string[]): RouteAnswer {
    const script = addressScript(address)
    if (!script) return text('Invalid Bitcoin address', 400)
    const history = chain.historyOf(script).map((txid) => chain.transaction(txid)!)
    const mempool = newestFirst(history.filter((tx) => !tx.block))
    const confirmed = newestFirst(history.filter((tx) => tx.block))
    const chainPage = (after?: string) => {
      const start = after ? confirmed.findIndex((tx) => tx.txid === after) + 1 : 0
      return after && start === 0 ? [] : confirmed.slice(start, start + CHAIN_PAGE)
    }
    const [sub, subsub, extra] = rest
    if (sub === undefined) return json({ address, ...addressStats(chain, script) })
    if (sub === 'utxo' && subsub === undefined)
      return json(
        chain.unspentOutputs(script).map((coin) => ({
          txid: coin.txid,
          vout: coin.vout,
          status: formatStatus(coin.transaction),
          value: Number(coin.amount),
        })),
      )
    if (sub === 'txs' && subsub === undefined)
      return json([...mempool.slice(0, MEMPOOL_PAGE), ...chainPage()].map(formatTransaction))
    if (sub === 'txs' && subsub === 'mempool' && extra === undefined)
      return json(mempool.slice(0, MEMPOOL_PAGE).map(formatTransaction))
    if (sub === 'txs' && subsub === 'chain' && rest.length <= 3) {
      if (extra !== undefined && !isHash(extra)) return text('Invalid hex string', 400)
      return json(chainPage(extra).map(formatTransaction))
    }
    return text('Not found', 404)
  }

  function transactionRoute(txid: string, rest: string[]): RouteAnswer {
    if (!isHash(txid)) return text('Invalid hex string', 400)
    const tx = chain.transaction(txid)
    if (!tx) return text('Transaction not found', 404)
    const [sub, vout] = rest
    if (sub === undefined) return json(formatTransaction(tx))
    if (sub === 'status' && rest.length === 1) return json(formatStatus(tx))
    if (sub === 'hex' && rest.length === 1) return text(bytesToHex(tx.raw))
    const outspend = (index: number) => {
      const spender = chain.spender(txid, index)
      if (!spender) return { spent: false }
      return {
        spent: true,
        txid: spender.txid,
        vin: spender.vin,
        status: formatStatus(chain.transaction(spender.txid)!),
      }
    }
    if (sub === 'outspends' && rest.length === 1) return json(tx.decoded.outputs.map((_, index) => outspend(index)))
    if (sub === 'outspend' && rest.length === 2 && /^\d+$/.test(vout!) && Number(vout) < tx.decoded.outputs.length)
      return json(outspend(Number(vout)))
    return text('Not found', 404)
  }

  function blockRoute(hash: string, rest: string[]): RouteAnswer {
    if (!isHash(hash)) return text('Invalid hex string', 400)
    const block = chain.block(hash)
    if (!block) return text('Block not found', 404)
    const [sub, start] = rest
    if (sub === undefined) return json(formatBlock(block))
    if (sub === 'status' && rest.length === 1)
      return json({
        in_best_chain: true,
        height: block.height,
        next_best: chain.blockAt(block.height + 1)?.hash ?? null,
      })
    if (sub === 'txids' && rest.length === 1) return json(block.txids)
    if (sub === 'header' && rest.length === 1) return text(bytesToHex(serializeHeader(block.header)))
    if (sub === 'txs' && rest.length <= 2) {
      const from = start === undefined ? 0 : Number(start)
      if (!Number.isInteger(from) || from % CHAIN_PAGE !== 0) return text('start index must be a multiple of 25', 400)
      return json(block.txids.slice(from, from + CHAIN_PAGE).map((txid) => formatTransaction(chain.transaction(txid)!)))
    }
    return text('Not found', 404)
  }

  function submit(body: string): RouteAnswer {
    const hexBody = body.trim()
    if (!/^([0-9a-fA-F]{2})+$/.test(hexBody))
      return text('sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}', 400)
    try {
      return text(chain.acceptTransaction(hexToBytes(hexBody.toLowerCase())))
    } catch (error) {
      if (!(error instanceof TransactionRefusedError)) throw error
      // Esplora passes bitcoind's JSON-RPC error through in this exact text form.
      return text(`sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.message })}`, 400)
    }
  }

  function devMine(body: unknown): RouteAnswer {
    const { blocks = 1, address } = (body ?? {}) as { blocks?: unknown; address?: unknown }
    if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > MAX_MINE)
      return json({ error: `blocks must be an integer from 1 to ${MAX_MINE}` }, 400)
    let script = MINER_SCRIPT
    if (address !== undefined) {
      const decoded = typeof address === 'string' ? addressScript(address) : undefined
      if (!decoded) return json({ error: 'address must be a regtest address (bcrt1…, m…, n…, 2…)' }, 400)
      script = decoded
    }
    const hashes = chain.mine(blocks, script)
    return json({ hashes, height: chain.tipHeight })
  }

  function devFaucet(body: unknown): RouteAnswer {
    const { address, sats } = (body ?? {}) as { address?: unknown; sats?: unknown }
    const script = typeof address === 'string' ? addressScript(address) : undefined
    if (!script) return json({ error: 'address must be a regtest address (bcrt1…, m…, n…, 2…)' }, 400)
    const amount =
      typeof sats === 'number' && Number.isSafeInteger(sats)
        ? BigInt(sats)
        : typeof sats === 'string' && /^\d+$/.test(sats)
          ? BigInt(sats)
          : undefined
    if (amount === undefined || amount < dustThreshold(script) || amount > MAX_FAUCET_SATS)
      return json(
        { error: `sats must be a whole number from ${dustThreshold(script)} (dust) to ${MAX_FAUCET_SATS} (100 BTC)` },
        400,
      )
    try {
      return json({ txid: payFromMiner(chain, [{ script, amount }]) })
    } catch (error) {
      if (error instanceof FaucetEmptyError) return json({ error: error.message }, 503)
      throw error
    }
  }

  /** Answers one request; `body` is the raw text of a POST. */
  return function route(method: string, path: string, body: string): RouteAnswer {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
    const [head, id, ...rest] = parts
    if (method === 'GET') {
      if (path === '/health') return text('ok')
      if (head === 'blocks' && id === 'tip' && rest.length === 1 && rest[0] === 'height') return text(chain.tipHeight)
      if (head === 'blocks' && id === 'tip' && rest.length === 1 && rest[0] === 'hash') return text(chain.tip.hash)
      if (head === 'blocks' && rest.length === 0) {
        const from = id === undefined ? chain.tipHeight : Number(id)
        if (!Number.isInteger(from) || from < 0) return text('Invalid block height', 400)
        const heights = Array.from({ length: 10 }, (_, i) => Math.min(from, chain.tipHeight) - i).filter((h) => h >= 0)
        return json(heights.map((height) => formatBlock(chain.blockAt(height)!)))
      }
      if (head === 'block-height' && id !== undefined && rest.length === 0) {
        const block = /^\d+$/.test(id) ? chain.blockAt(Number(id)) : undefined
        return block ? text(block.hash) : text('Block not found', 404)
      }
      if (head === 'block' && id !== undefined) return blockRoute(id, rest)
      if (head === 'tx' && id !== undefined) return transactionRoute(id, rest)
      if (head === 'address' && id !== undefined) return addressRoute(id, rest)
      if (head === 'fee-estimates' && parts.length === 1) return json(feeEstimates())
      if (head === 'mempool' && parts.length === 1) {
        const txs = chain.mempoolTransactions()
        return json({
          count: txs.length,
          vsize: txs.reduce((sum, tx) => sum + Math.ceil(tx.weight / 4), 0),
          total_fee: txs.reduce((sum, tx) => sum + Number(tx.fee), 0),
          fee_histogram: [],
        })
      }
      if (head === 'mempool' && id === 'txids' && rest.length === 0)
        return json(chain.mempoolTransactions().map((tx) => tx.txid))
    }
    if (method === 'POST') {
      if (path === '/tx') return submit(body)
      if (path === '/dev/mine' || path === '/dev/faucet') {
        let parsed: unknown
        try {
          parsed = body.trim() === '' ? {} : JSON.parse(body)
        } catch {
          return json({ error: 'the body must be JSON' }, 400)
        }
        return path === '/dev/mine' ? devMine(parsed) : devFaucet(parsed)
      }
    }
    return text('Not found', 404)
  }
}
