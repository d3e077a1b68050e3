// The first transaction of each block: the subsidy and the fees to the miner, BIP-34's height in its scriptSig and,
// when the block has witness transactions, BIP-141's witness commitment.
import { RawTx, Script } from '@scure/btc-signer'
import { BITCOIN_DEVNET_CONSENSUS } from './constants.js'
import { merkleRoot } from './block.js'
import { sha256d } from './hashes.js'

/** Block subsidy at `height`: 50 BTC halved every 150 blocks (regtest), nothing after 64 halvings. */
export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / BITCOIN_DEVNET_CONSENSUS.halvingInterval)
  return halvings >= 64 ? 0n : BITCOIN_DEVNET_CONSENSUS.initialSubsidy >> BigInt(halvings)
}

const WITNESS_COMMITMENT_HEADER = Uint8Array.from([0xaa, 0x21, 0xa9, 0xed])

export function coinbaseTransaction(options: {
  height: number
  /** Subsidy plus the fees of the block's other transactions. */
  reward: bigint
  minerScript: Uint8Array
  /** wtxids (internal order) of the block's other transactions, when any of them has a witness. */
  witnessIds?: readonly Uint8Array[]
}): Uint8Array {
  const reserved = new Uint8Array(32)
  const outputs = [{ amount: options.reward, script: options.minerScript }]
  if (options.witnessIds) {
    // The coinbase's own wtxid counts as 32 zero bytes (BIP-141).
    const root = merkleRoot([new Uint8Array(32), ...options.witnessIds])
    const commitment = sha256d(new Uint8Array([...root, ...reserved]))
    outputs.push({
      amount: 0n,
      script: Script.encode(['RETURN', new Uint8Array([...WITNESS_COMMITMENT_HEADER, ...commitment])]),
    })
  }
  return RawTx.encode({
    version: 2,
    segwitFlag: Boolean(options.witnessIds),
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        // A tag after the height keeps the scriptSig within consensus's 2–100 bytes at heights 1–16 too.
        finalScriptSig: Script.encode([options.height, new TextEncoder().encode('foyer devnet')]),
        sequence: 0xffffffff,
      },
    ],
    outputs,
    witnesses: options.witnessIds ? [[reserved]] : undefined,
    lockTime: 0,
  })
}
