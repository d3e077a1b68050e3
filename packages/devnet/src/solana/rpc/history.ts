import { invalidParams } from '../json-rpc.js'
import type { SolanaLedger } from '../ledger.js'
import { addressParam, configParam } from './params.js'
import { withContext, type RpcMethodTable } from './response.js'
import { formatTransaction } from './transaction-format.js'

/** What landed: signature statuses, an address's signatures and a transaction's description. */
export function historyMethods(ledger: SolanaLedger): RpcMethodTable {
  // Everything lands immediately, so every commitment level is already 'finalized'.
  function signatureStatus(signature: string) {
    const record = ledger.record(signature)
    if (!record) return null
    const err = record.meta.err
    return {
      confirmationStatus: 'finalized',
      confirmations: null,
      err,
      slot: record.slot,
      status: err === null ? { Ok: null } : { Err: err },
    }
  }

  return {
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures')
      if (signatures.length > 256) throw invalidParams('too many signatures (at most 256)')
      return withContext(
        ledger,
        signatures.map((signature) => signatureStatus(String(signature))),
      )
    },
    getSignaturesForAddress: ([address, rawConfig]) => {
      const config = configParam(rawConfig)
      let signatures = ledger.signaturesFor(addressParam(address))
      if (typeof config?.before === 'string') {
        const index = signatures.indexOf(config.before)
        signatures = index === -1 ? [] : signatures.slice(index + 1)
      }
      if (typeof config?.until === 'string') {
        const index = signatures.indexOf(config.until)
        if (index !== -1) signatures = signatures.slice(0, index)
      }
      const limit = typeof config?.limit === 'number' ? Math.min(Math.max(config.limit, 1), 1000) : 1000
      return signatures.slice(0, limit).map((signature) => {
        const record = ledger.record(signature)!
        return {
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
          err: record.meta.err,
          memo: null,
          signature,
          slot: record.slot,
        }
      })
    },
    getTransaction: ([signature, config]) => {
      if (typeof signature !== 'string') throw invalidParams('expected a signature')
      const record = ledger.record(signature)
      return record
        ? formatTransaction(record, typeof config === 'string' ? { encoding: config } : configParam(config))
        : null
    },
  }
}
