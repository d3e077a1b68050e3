import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import { SOLANA_DEVNET_GENESIS_HASH } from '../constants.js'
import { invalidParams, JsonRpcError } from '../json-rpc.js'
import { LAMPORTS_PER_SIGNATURE, type SolanaLedger } from '../ledger.js'
import { bytesParam } from './params.js'
import { SOLANA_DEVNET_VERSION, withContext, type RpcMethodTable } from './response.js'

/** The node, its slots, epochs, blockhashes and fees. */
export function chainStateMethods(ledger: SolanaLedger): RpcMethodTable {
  return {
    getHealth: () => 'ok',
    getVersion: () => SOLANA_DEVNET_VERSION,
    getGenesisHash: () => SOLANA_DEVNET_GENESIS_HASH,
    getIdentity: () => ({ identity: ledger.faucet.address }),
    getSlot: () => ledger.slot,
    getBlockHeight: () => ledger.blockHeight,
    getTransactionCount: () => ledger.transactionCount,
    getFirstAvailableBlock: () => 0,
    minimumLedgerSlot: () => 0,
    // Slots without a transaction have no record; they all happened "now" as far as anyone can tell.
    getBlockTime: () => Math.floor(Date.now() / 1000),
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: 0,
      slotIndex: ledger.slot,
      slotsInEpoch: 432_000,
      transactionCount: ledger.transactionCount,
    }),
    getEpochSchedule: () => ({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: 432_000,
      slotsPerEpoch: 432_000,
      warmup: false,
    }),
    getRecentPrioritizationFees: () => [],
    getLatestBlockhash: () => withContext(ledger, ledger.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => {
      if (typeof blockhash !== 'string') throw invalidParams('expected a blockhash')
      return withContext(ledger, ledger.isBlockhashValid(blockhash))
    },
    getFeeForMessage: ([message]) => {
      let compiled
      try {
        compiled = getCompiledTransactionMessageDecoder().decode(bytesParam(message, 'base64', 'message')) as {
          header: { numSignerAccounts: number }
          lifetimeToken: string
        }
      } catch (error) {
        if (error instanceof JsonRpcError) throw error
        throw invalidParams('message is not a valid transaction message')
      }
      // Like Agave: null when the blockhash is no longer (or never was) valid.
      return withContext(
        ledger,
        ledger.isBlockhashValid(compiled.lifetimeToken)
          ? LAMPORTS_PER_SIGNATURE * BigInt(compiled.header.numSignerAccounts)
          : null,
      )
    },
  }
}
