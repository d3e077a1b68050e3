// The JSON shapes of the Esplora HTTP API (github.com/Blockstream/esplora/blob/master/API.md), built from the chain.
import type { BitcoinChain, ChainBlock, ChainTransaction } from './chain.js'
import { difficultyOf } from './block.js'
import { bytesToHex } from './hashes.js'
import { describeOutputScript, scriptAsm } from './script-info.js'

export type EsploraStatus =
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }
  | { confirmed: false }

export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

export type EsploraTransaction = {
  txid: string
  version: number
  locktime: number
  vin: {
    txid: string
    vout: number
    prevout: EsploraOutput | null
    scriptsig: string
    scriptsig_asm: string
    witness?: string[]
    is_coinbase: boolean
    sequence: number
  }[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

export type EsploraTxoStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export function formatStatus(tx: ChainTransaction): EsploraStatus {
  return tx.block
    ? { confirmed: true, block_height: tx.block.height, block_hash: tx.block.hash, block_time: tx.block.time }
    : { confirmed: false }
}

export function formatOutput(output: { script: Uint8Array; amount: bigint }): EsploraOutput {
  const { type, address } = describeOutputScript(output.script)
  return {
    scriptpubkey: bytesToHex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: type,
    ...(address ? { scriptpubkey_address: address } : {}),
    // Sats as a JSON number, as Esplora does: the total supply (2.1e15) is well within 2^53.
    value: Number(output.amount),
  }
}

export function formatTransaction(tx: ChainTransaction): EsploraTransaction {
  const { decoded } = tx
  return {
    txid: tx.txid,
    version: decoded.version,
    locktime: decoded.lockTime,
    vin: decoded.inputs.map((input, index) => {
      const witness = decoded.witnesses?.[index]
      return {
        txid: bytesToHex(input.txid),
        vout: input.index,
        prevout: tx.coinbase ? null : formatOutput(tx.prevouts[index]!),
        scriptsig: bytesToHex(input.finalScriptSig),
        scriptsig_asm: tx.coinbase ? '' : scriptAsm(input.finalScriptSig),
        ...(witness && witness.length > 0 ? { witness: witness.map(bytesToHex) } : {}),
        is_coinbase: tx.coinbase,
        sequence: input.sequence,
      }
    }),
    vout: decoded.outputs.map(formatOutput),
    size: tx.size,
    weight: tx.weight,
    fee: Number(tx.fee),
    status: formatStatus(tx),
  }
}

export function formatBlock(block: ChainBlock) {
  return {
    id: block.hash,
    height: block.height,
    version: block.header.version,
    timestamp: block.header.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: bytesToHex(Uint8Array.from(block.header.merkleRoot).reverse()),
    previousblockhash: block.height === 0 ? null : bytesToHex(Uint8Array.from(block.header.previousHash).reverse()),
    mediantime: block.medianTime,
    nonce: block.header.nonce,
    bits: block.header.bits,
    difficulty: difficultyOf(block.header.bits),
  }
}

/** GET /address/:address — funded and spent outputs, confirmed (chain_stats) and in the mempool (mempool_stats). */
export function addressStats(chain: BitcoinChain, script: Uint8Array) {
  const empty = (): EsploraTxoStats => ({
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  })
  const chainStats = empty()
  const mempoolStats = empty()
  const scriptHex = bytesToHex(script)
  for (const txid of chain.historyOf(script)) {
    const tx = chain.transaction(txid)!
    const stats = tx.block ? chainStats : mempoolStats
    stats.tx_count++
    for (const output of tx.decoded.outputs) {
      if (bytesToHex(output.script) !== scriptHex) continue
      stats.funded_txo_count++
      stats.funded_txo_sum += Number(output.amount)
    }
    for (const prevout of tx.prevouts) {
      if (bytesToHex(prevout.script) !== scriptHex) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += Number(prevout.amount)
    }
  }
  return { chain_stats: chainStats, mempool_stats: mempoolStats }
}
