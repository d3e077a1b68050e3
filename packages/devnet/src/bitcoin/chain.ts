// The Foyer Bitcoin devnet's chain: a DEVELOPMENT chain with regtest's parameters, kept in memory. It has a UTXO set,
// a mempool that takes a transaction only when it is valid (see accept-transaction.ts), and blocks mined on demand.
// There are no peers, no reorgs and no replacement (RBF); everything in the mempool goes into the next block.
import { RawTx } from '@scure/btc-signer'
import { GENESIS_COINBASE, GENESIS_HEADER, headerHash, merkleRoot, mineHeader, type BlockHeader } from './block.js'
import {
  checkTransaction,
  transactionIdentity,
  type ChainView,
  type Coin,
  type DecodedTransaction,
} from './accept-transaction.js'
import { blockSubsidy, coinbaseTransaction } from './coinbase.js'
import { BITCOIN_DEVNET_CONSENSUS } from './constants.js'
import { bytesToHex, internalBytes, sha256d } from './hashes.js'
import type { Prevout } from './verify-inputs.js'

export type BlockRef = { height: number; hash: string; time: number }

export type ChainTransaction = {
  txid: string
  raw: Uint8Array
  decoded: DecodedTransaction
  coinbase: boolean
  /** The outputs the inputs spend, in input order; empty for a coinbase. */
  prevouts: Prevout[]
  fee: bigint
  size: number
  weight: number
  /** The block that confirmed it; undefined while in the mempool. */
  block?: BlockRef
}

export type ChainBlock = {
  hash: string
  height: number
  header: BlockHeader
  txids: string[]
  size: number
  weight: number
  medianTime: number
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const OP_RETURN = 0x6a

export class BitcoinChain implements ChainView {
  private readonly blocks: ChainBlock[] = []
  private readonly blockByHash = new Map<string, ChainBlock>()
  private readonly transactions = new Map<string, ChainTransaction>()
  /** Confirmed outputs nobody has spent in a block (mempool spends are in mempoolSpends). */
  private readonly utxos = new Map<string, Coin>()
  private readonly mempool = new Map<string, ChainTransaction>()
  private readonly mempoolSpends = new Map<string, string>()
  /** Every spend, confirmed or not: outpoint → the spending transaction and its input index. */
  private readonly spends = new Map<string, { txid: string; vin: number }>()
  /** Output script (hex) → the txids that pay to it or spend from it, in arrival order. */
  private readonly scriptHistory = new Map<string, string[]>()
  private readonly blockListeners = new Set<(block: ChainBlock) => void>()

  /** `clock` gives the time in ms; a test can pin it. */
  constructor(private readonly clock: () => number = Date.now) {
    const decoded = RawTx.decode(GENESIS_COINBASE)
    const { txid, weight } = transactionIdentity(decoded, GENESIS_COINBASE)
    const hash = headerHash(GENESIS_HEADER)
    const block: ChainBlock = {
      hash,
      height: 0,
      header: GENESIS_HEADER,
      txids: [txid],
      size: 80 + 1 + GENESIS_COINBASE.length,
      weight: (80 + 1) * 4 + weight,
      medianTime: GENESIS_HEADER.time,
    }
    // The genesis coinbase is famously unspendable: it is recorded but never enters the UTXO set.
    this.transactions.set(txid, {
      txid,
      raw: GENESIS_COINBASE,
      decoded,
      coinbase: true,
      prevouts: [],
      fee: 0n,
      size: GENESIS_COINBASE.length,
      weight,
      block: { height: 0, hash, time: GENESIS_HEADER.time },
    })
    this.blocks.push(block)
    this.blockByHash.set(hash, block)
  }

  get tipHeight(): number {
    return this.blocks.length - 1
  }

  get tip(): ChainBlock {
    return this.blocks[this.blocks.length - 1]!
  }

  get medianTimePast(): number {
    return this.tip.medianTime
  }

  blockAt(height: number): ChainBlock | undefined {
    return this.blocks[height]
  }

  block(hash: string): ChainBlock | undefined {
    return this.blockByHash.get(hash)
  }

  transaction(txid: string): ChainTransaction | undefined {
    return this.transactions.get(txid)
  }

  mempoolTransactions(): ChainTransaction[] {
    return [...this.mempool.values()]
  }

  hasTransaction(txid: string): 'mempool' | 'chain' | undefined {
    const tx = this.transactions.get(txid)
    return tx ? (tx.block ? 'chain' : 'mempool') : undefined
  }

  coin(txid: string, vout: number): Coin | undefined {
    const confirmed = this.utxos.get(outpoint(txid, vout))
    if (confirmed) return confirmed
    const parent = this.mempool.get(txid)
    const output = parent?.decoded.outputs[vout]
    if (!output || this.spentInChain(txid, vout)) return undefined
    return { script: output.script, amount: output.amount, coinbase: false }
  }

  mempoolSpender(txid: string, vout: number): string | undefined {
    return this.mempoolSpends.get(outpoint(txid, vout))
  }

  /** Who spends an output (in a block or in the mempool). */
  spender(txid: string, vout: number): { txid: string; vin: number } | undefined {
    return this.spends.get(outpoint(txid, vout))
  }

  /** The txids that pay to or spend from `script`, oldest first. */
  historyOf(script: Uint8Array): readonly string[] {
    return this.scriptHistory.get(bytesToHex(script)) ?? []
  }

  /**
   * Outputs paying to `script` that nothing spends yet (not even a mempool transaction), oldest first; `spendable`
   * leaves out immature coinbases.
   */
  unspentOutputs(script: Uint8Array, options: { spendable?: boolean } = {}) {
    const scriptHex = bytesToHex(script)
    const found: { txid: string; vout: number; amount: bigint; transaction: ChainTransaction }[] = []
    for (const txid of this.historyOf(script)) {
      const transaction = this.transactions.get(txid)!
      if (options.spendable && transaction.coinbase && transaction.block) {
        const depth = this.tipHeight + 1 - transaction.block.height
        if (depth < BITCOIN_DEVNET_CONSENSUS.coinbaseMaturity) continue
      }
      transaction.decoded.outputs.forEach((output, vout) => {
        if (bytesToHex(output.script) !== scriptHex || this.spends.has(outpoint(txid, vout))) return
        found.push({ txid, vout, amount: output.amount, transaction })
      })
    }
    return found
  }

  /** Checks a raw transaction and adds it to the mempool; throws TransactionRefusedError with the reason otherwise. */
  acceptTransaction(raw: Uint8Array): string {
    const checked = checkTransaction(raw, this)
    const transaction: ChainTransaction = { ...checked, raw: Uint8Array.from(raw), coinbase: false }
    this.transactions.set(transaction.txid, transaction)
    this.mempool.set(transaction.txid, transaction)
    transaction.decoded.inputs.forEach((input, vin) => {
      const key = outpoint(bytesToHex(input.txid), input.index)
      this.mempoolSpends.set(key, transaction.txid)
      this.spends.set(key, { txid: transaction.txid, vin })
    })
    this.index(transaction)
    return transaction.txid
  }

  /** Mines `count` blocks paying `minerScript`; the first takes the whole mempool. Returns their hashes. */
  mine(count: number, minerScript: Uint8Array): string[] {
    const hashes: string[] = []
    for (let i = 0; i < count; i++) hashes.push(this.mineOne(minerScript).hash)
    return hashes
  }

  onBlock(listener: (block: ChainBlock) => void): () => void {
    this.blockListeners.add(listener)
    return () => void this.blockListeners.delete(listener)
  }

  private mineOne(minerScript: Uint8Array): ChainBlock {
    const height = this.tipHeight + 1
    const included = [...this.mempool.values()]
    const fees = included.reduce((sum, tx) => sum + tx.fee, 0n)
    const withWitness = included.some((tx) => tx.decoded.segwitFlag)
    const coinbaseRaw = coinbaseTransaction({
      height,
      reward: blockSubsidy(height) + fees,
      minerScript,
      witnessIds: withWitness ? included.map((tx) => sha256d(tx.raw)) : undefined,
    })
    const coinbaseDecoded = RawTx.decode(coinbaseRaw)
    const coinbaseIdentity = transactionIdentity(coinbaseDecoded, coinbaseRaw)
    const coinbase: ChainTransaction = {
      txid: coinbaseIdentity.txid,
      raw: coinbaseRaw,
      decoded: coinbaseDecoded,
      coinbase: true,
      prevouts: [],
      fee: 0n,
      size: coinbaseRaw.length,
      weight: coinbaseIdentity.weight,
    }
    const txs = [coinbase, ...included]
    // Consensus wants a time above the median of the last 11 blocks; a burst of blocks in one second creeps forward.
    const time = Math.max(Math.floor(this.clock() / 1000), this.medianTimePast + 1)
    const header = mineHeader({
      version: 0x20000000,
      previousHash: internalBytes(this.tip.hash),
      merkleRoot: merkleRoot(txs.map((tx) => internalBytes(tx.txid))),
      time,
      bits: BITCOIN_DEVNET_CONSENSUS.bits,
    })
    const hash = headerHash(header)
    const countBytes = txs.length < 0xfd ? 1 : 3
    const block: ChainBlock = {
      hash,
      height,
      header,
      txids: txs.map((tx) => tx.txid),
      size: 80 + countBytes + txs.reduce((sum, tx) => sum + tx.size, 0),
      weight: (80 + countBytes) * 4 + txs.reduce((sum, tx) => sum + tx.weight, 0),
      medianTime: 0,
    }
    const lastTimes = [...this.blocks.slice(-10).map((b) => b.header.time), time].sort((a, b) => a - b)
    block.medianTime = lastTimes[Math.floor(lastTimes.length / 2)]!

    const ref: BlockRef = { height, hash, time }
    this.transactions.set(coinbase.txid, coinbase)
    this.index(coinbase)
    for (const tx of txs) {
      tx.block = ref
      for (const input of tx.coinbase ? [] : tx.decoded.inputs) {
        const key = outpoint(bytesToHex(input.txid), input.index)
        this.utxos.delete(key)
        this.mempoolSpends.delete(key)
      }
      tx.decoded.outputs.forEach((output, vout) => {
        if (output.script[0] === OP_RETURN) return
        // Outputs already spent by a later transaction of this block never become unspent.
        if (this.spends.has(outpoint(tx.txid, vout))) return
        this.utxos.set(outpoint(tx.txid, vout), {
          script: output.script,
          amount: output.amount,
          height,
          coinbase: tx.coinbase,
        })
      })
    }
    this.mempool.clear()
    this.blocks.push(block)
    this.blockByHash.set(hash, block)
    for (const listener of [...this.blockListeners]) listener(block)
    return block
  }

  private spentInChain(txid: string, vout: number): boolean {
    const spend = this.spends.get(outpoint(txid, vout))
    return Boolean(spend && this.transactions.get(spend.txid)?.block)
  }

  private index(transaction: ChainTransaction) {
    const scripts = new Set([
      ...transaction.decoded.outputs.map((output) => bytesToHex(output.script)),
      ...transaction.prevouts.map((prevout) => bytesToHex(prevout.script)),
    ])
    for (const script of scripts) {
      const list = this.scriptHistory.get(script) ?? []
      list.push(transaction.txid)
      this.scriptHistory.set(script, list)
    }
  }
}
