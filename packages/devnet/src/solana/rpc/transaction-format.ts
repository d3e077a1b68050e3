import { invalidParams, JsonRpcError } from '../json-rpc.js'
import type { TransactionRecord } from '../ledger.js'
import { base58, base64, type Config } from './params.js'

/** A landed transaction as getTransaction describes it, in the encoding asked for (json, jsonParsed, base64, base58). */
export function formatTransaction(record: TransactionRecord, config: Config) {
  const encoding = config?.encoding ?? 'json'
  const { message } = record
  const version = message.version
  if (version !== 'legacy' && config?.maxSupportedTransactionVersion === undefined) {
    throw new JsonRpcError(
      -32015,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0`,
    )
  }
  const { meta } = record
  const jsonMeta = {
    computeUnitsConsumed: meta.computeUnitsConsumed,
    err: meta.err,
    fee: meta.fee,
    innerInstructions: [],
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: meta.logMessages,
    postBalances: meta.postBalances,
    postTokenBalances: meta.postTokenBalances,
    preBalances: meta.preBalances,
    preTokenBalances: meta.preTokenBalances,
    rewards: [],
    status: meta.err === null ? { Ok: null } : { Err: meta.err },
  }
  const header = {
    numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
    numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    numRequiredSignatures: message.header.numSignerAccounts,
  }
  const lookups = 'addressTableLookups' in message && message.addressTableLookups ? message.addressTableLookups : []
  const addressTableLookups = lookups.map((lookup) => ({
    accountKey: lookup.lookupTableAddress,
    readonlyIndexes: lookup.readonlyIndexes,
    writableIndexes: lookup.writableIndexes,
  }))
  let transaction: unknown
  if (encoding === 'base64') transaction = [base64.encode.decode(record.wire), 'base64']
  else if (encoding === 'base58') transaction = [base58.encode.decode(record.wire), 'base58']
  else if (encoding === 'json' || encoding === 'jsonParsed') {
    const parsed = encoding === 'jsonParsed'
    const signerCount = header.numRequiredSignatures
    const isWritable = (index: number) =>
      index < signerCount
        ? index < signerCount - header.numReadonlySignedAccounts
        : index < record.accountKeys.length - header.numReadonlyUnsignedAccounts
    transaction = {
      message: {
        accountKeys: parsed
          ? record.accountKeys.map((pubkey, index) => ({
              pubkey,
              signer: index < signerCount,
              source: 'transaction',
              writable: isWritable(index),
            }))
          : record.accountKeys,
        ...(parsed ? {} : { header }),
        instructions: message.instructions.map((instruction) =>
          parsed
            ? {
                accounts: (instruction.accountIndices ?? []).map((index) => record.accountKeys[index]),
                data: base58.encode.decode(instruction.data ?? new Uint8Array()),
                programId: record.accountKeys[instruction.programAddressIndex],
                stackHeight: null,
              }
            : {
                accounts: instruction.accountIndices ?? [],
                data: base58.encode.decode(instruction.data ?? new Uint8Array()),
                programIdIndex: instruction.programAddressIndex,
                stackHeight: null,
              },
        ),
        recentBlockhash: message.lifetimeToken,
        ...(version === 'legacy' ? {} : { addressTableLookups }),
      },
      signatures: record.signatures,
    }
  } else throw invalidParams(`unsupported transaction encoding: ${String(encoding)}`)
  return { blockTime: record.blockTime, meta: jsonMeta, slot: record.slot, transaction, version }
}
