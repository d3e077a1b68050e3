import { invalidParams, JsonRpcError } from '../json-rpc.js'
import { decodeTransaction, TransactionRejectedError, type SolanaLedger } from '../ledger.js'
import { describeTransactionError } from '../transaction-error.js'
import { addressParam, bytesParam, configParam } from './params.js'
import { encodeAccount, withContext, type RpcMethodTable } from './response.js'

/** The RPC's preflight failure: wallets and @solana/kit read `data.err` (the cause) and `data.logs`. */
function preflightError(error: TransactionRejectedError): JsonRpcError {
  if (error.err === 'SignatureFailure') return new JsonRpcError(-32003, 'Transaction signature verification failure')
  return new JsonRpcError(-32002, `Transaction simulation failed: ${describeTransactionError(error.err)}`, {
    accounts: null,
    err: error.err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: error.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: error.unitsConsumed,
  })
}

/** Sending, simulating and airdropping: what changes the chain, or would. */
export function transactionMethods(ledger: SolanaLedger): RpcMethodTable {
  return {
    sendTransaction: ([encoded, rawConfig]) => {
      const config = configParam(rawConfig)
      const wire = bytesParam(encoded, config?.encoding, 'transaction')
      try {
        return ledger.execute(wire, { skipPreflight: config?.skipPreflight === true }).signature
      } catch (error) {
        if (error instanceof TransactionRejectedError) throw preflightError(error)
        throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
      }
    },
    simulateTransaction: ([encoded, rawConfig]) => {
      const config = configParam(rawConfig)
      const sigVerify = config?.sigVerify === true
      const replace = config?.replaceRecentBlockhash === true
      if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      let decoded
      try {
        decoded = decodeTransaction(bytesParam(encoded, config?.encoding, 'transaction'))
      } catch (error) {
        if (error instanceof JsonRpcError) throw error
        throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
      }
      // litesvm's own blockhash check is off (see ledger.ts), so "replace" just means: skip our recency check.
      const simulation =
        !replace && !ledger.isBlockhashValid(decoded.message.lifetimeToken)
          ? { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n }
          : ledger.simulate(decoded, { sigVerify })
      // Like Agave: the requested accounts as the transaction would leave them (null for all when it fails).
      const wanted = configParam(config?.accounts)
      let accounts: unknown = null
      if (wanted && Array.isArray(wanted.addresses) && simulation.err === null) {
        const after = new Map((simulation.postAccounts ?? []).map((account) => [account.address as string, account]))
        accounts = wanted.addresses.map((address) => {
          const key = addressParam(address)
          return encodeAccount(ledger, after.get(key) ?? ledger.svm.getAccount(key), {
            encoding: wanted.encoding ?? 'base64',
          })
        })
      }
      return withContext(ledger, {
        accounts,
        err: simulation.err,
        innerInstructions: null,
        loadedAccountsDataSize: 0,
        logs: simulation.logs,
        replacementBlockhash: replace ? ledger.latestBlockhash() : null,
        returnData: null,
        unitsConsumed: simulation.unitsConsumed,
      })
    },
    requestAirdrop: async ([address, amount]) => {
      const to = addressParam(address)
      if (typeof amount !== 'number' && typeof amount !== 'bigint') throw invalidParams('expected a lamport amount')
      try {
        return (await ledger.airdrop(to, BigInt(amount))).signature
      } catch (error) {
        if (error instanceof TransactionRejectedError) throw preflightError(error)
        throw error
      }
    },
  }
}
