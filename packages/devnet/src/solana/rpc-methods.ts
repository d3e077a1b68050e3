// The Solana JSON-RPC methods a wallet-connection modal and its wallets call, answered from the ledger in the real RPC's
// response shapes (context + value where Agave uses it, `[data, encoding]` account data, jsonParsed token accounts).
// Everything lands immediately, so every commitment level is already 'finalized'.
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  isAddress,
  type Address,
  type MaybeEncodedAccount,
} from '@solana/kit'
import { SOLANA_DEVNET_GENESIS_HASH } from './constants.js'
import { invalidParams, JsonRpcError } from './json-rpc.js'
import {
  decodeTransaction,
  LAMPORTS_PER_SIGNATURE,
  TransactionRejectedError,
  type SolanaLedger,
  type TransactionRecord,
} from './ledger.js'
import {
  decodeMint,
  decodeTokenAccount,
  parseTokenProgramAccount,
  TOKEN_PROGRAMS,
  uiTokenAmount,
} from './token-parsing.js'
import { describeTransactionError } from './transaction-error.js'

const U64_MAX = 2n ** 64n - 1n
/** The Agave version we answer as: recent enough that clients enable every method we implement. */
export const SOLANA_DEVNET_VERSION = { 'solana-core': '2.2.0', 'feature-set': 3_294_202_862 }

type Config = Record<string, unknown> | undefined

const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }
const base64 = { encode: getBase64Decoder(), decode: getBase64Encoder() }

function addressParam(value: unknown, what = 'address'): Address {
  if (typeof value !== 'string' || !isAddress(value))
    throw invalidParams(`${what} is not a valid base58 address: ${String(value)}`)
  return value
}

function configParam(value: unknown): Config {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

function bytesParam(value: unknown, encoding: unknown, what: string): Uint8Array {
  if (typeof value !== 'string') throw invalidParams(`${what} must be an encoded string`)
  try {
    if (encoding === 'base64') return base64.decode.encode(value) as Uint8Array
    if (encoding === undefined || encoding === 'base58') return base58.decode.encode(value) as Uint8Array
  } catch {
    throw invalidParams(`${what} is not valid ${String(encoding ?? 'base58')}`)
  }
  throw invalidParams(`unsupported encoding: ${String(encoding)}`)
}

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

export function createSolanaRpcMethods(ledger: SolanaLedger) {
  const context = () => ({ apiVersion: SOLANA_DEVNET_VERSION['solana-core'], slot: ledger.slot })
  const withContext = (value: unknown) => ({ context: context(), value })

  function encodeAccount(account: MaybeEncodedAccount, config: Config) {
    if (!account.exists) return null
    const encoding = config?.encoding
    let data = account.data as Uint8Array
    const slice = configParam(config?.dataSlice)
    if (slice) data = data.subarray(Number(slice.offset ?? 0), Number(slice.offset ?? 0) + Number(slice.length ?? 0))
    let encoded: unknown
    if (encoding === 'jsonParsed') {
      encoded = parseTokenProgramAccount(account.programAddress, data, (mint) => ledger.decimalsOf(mint)) ?? [
        base64.encode.decode(data),
        'base64',
      ]
    } else if (encoding === 'base64') encoded = [base64.encode.decode(data), 'base64']
    else if (encoding === 'base58') encoded = [base58.encode.decode(data), 'base58']
    else if (encoding === undefined || encoding === 'binary') encoded = base58.encode.decode(data)
    else throw invalidParams(`unsupported account encoding: ${String(encoding)}`)
    return {
      data: encoded,
      executable: account.executable,
      lamports: account.lamports,
      owner: account.programAddress,
      rentEpoch: U64_MAX,
      space: account.data.length,
    }
  }

  function tokenAccountsByOwner(params: unknown[]) {
    const owner = addressParam(params[0], 'owner')
    const filter = configParam(params[1])
    const config = configParam(params[2])
    let programs: string[]
    let mint: Address | undefined
    if (filter?.mint !== undefined) {
      mint = addressParam(filter.mint, 'mint')
      const mintAccount = ledger.svm.getAccount(mint)
      if (!mintAccount.exists || !decodeMint(mintAccount.programAddress, mintAccount.data as Uint8Array)) {
        throw invalidParams('could not find mint')
      }
      programs = [mintAccount.programAddress]
    } else if (filter?.programId !== undefined) {
      const programId = addressParam(filter.programId, 'programId')
      if (!TOKEN_PROGRAMS.includes(programId)) throw invalidParams('unrecognized Token program id')
      programs = [programId]
    } else {
      throw invalidParams('expected a filter object with mint or programId')
    }
    const found = programs.flatMap((program) =>
      ledger.svm.getProgramAccounts(program as Address).filter((account) => {
        const token = decodeTokenAccount(account.programAddress, account.data as Uint8Array)
        return token && token.owner === owner && (mint === undefined || token.mint === mint)
      }),
    )
    return withContext(
      found.map((account) => ({
        pubkey: account.address,
        account: encodeAccount({ ...account, exists: true } as MaybeEncodedAccount, config),
      })),
    )
  }

  function formatTransaction(record: TransactionRecord, config: Config) {
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

  const methods: Record<string, (params: unknown[]) => unknown> = {
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
    getBalance: ([address]) => withContext(ledger.svm.getBalance(addressParam(address)) ?? 0n),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => {
      if (typeof blockhash !== 'string') throw invalidParams('expected a blockhash')
      return withContext(ledger.isBlockhashValid(blockhash))
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
        ledger.isBlockhashValid(compiled.lifetimeToken)
          ? LAMPORTS_PER_SIGNATURE * BigInt(compiled.header.numSignerAccounts)
          : null,
      )
    },
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) throw invalidParams('expected a data size')
      return ledger.svm.minimumBalanceForRentExemption(BigInt(size))
    },
    getAccountInfo: ([address, config]) =>
      withContext(encodeAccount(ledger.svm.getAccount(addressParam(address)), configParam(config))),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses)) throw invalidParams('expected an array of addresses')
      return withContext(
        addresses.map((address) => encodeAccount(ledger.svm.getAccount(addressParam(address)), configParam(config))),
      )
    },
    getProgramAccounts: ([program, rawConfig]) => {
      const config = configParam(rawConfig)
      const filters = Array.isArray(config?.filters) ? (config.filters as Record<string, unknown>[]) : []
      const matches = (data: Uint8Array) =>
        filters.every((filter) => {
          if (typeof filter.dataSize === 'number') return data.length === filter.dataSize
          const memcmp = configParam(filter.memcmp)
          if (memcmp) {
            const bytes = bytesParam(memcmp.bytes, memcmp.encoding ?? 'base58', 'memcmp.bytes')
            const offset = Number(memcmp.offset ?? 0)
            return bytes.every((byte, index) => data[offset + index] === byte)
          }
          throw invalidParams('unsupported filter (dataSize and memcmp are)')
        })
      const accounts = ledger.svm
        .getProgramAccounts(addressParam(program, 'program id'))
        .filter((account) => matches(account.data as Uint8Array))
        .map((account) => ({
          pubkey: account.address,
          account: encodeAccount({ ...account, exists: true } as MaybeEncodedAccount, config),
        }))
      return config?.withContext === true ? withContext(accounts) : accounts
    },
    getTokenAccountsByOwner: tokenAccountsByOwner,
    getParsedTokenAccountsByOwner: (params) =>
      tokenAccountsByOwner([params[0], params[1], { ...configParam(params[2]), encoding: 'jsonParsed' }]),
    getTokenAccountBalance: ([address]) => {
      const account = ledger.svm.getAccount(addressParam(address))
      const token = account.exists ? decodeTokenAccount(account.programAddress, account.data as Uint8Array) : undefined
      const decimals = token && ledger.decimalsOf(token.mint)
      if (!token || decimals === undefined) throw invalidParams('not a Token account')
      return withContext(uiTokenAmount(token.amount, decimals))
    },
    getTokenSupply: ([address]) => {
      const account = ledger.svm.getAccount(addressParam(address, 'mint'))
      const mint = account.exists ? decodeMint(account.programAddress, account.data as Uint8Array) : undefined
      if (!mint) throw invalidParams('not a Token mint')
      return withContext(uiTokenAmount(mint.supply, mint.decimals))
    },
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
          return encodeAccount(after.get(key) ?? ledger.svm.getAccount(key), { encoding: wanted.encoding ?? 'base64' })
        })
      }
      return withContext({
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
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures')
      if (signatures.length > 256) throw invalidParams('too many signatures (at most 256)')
      return withContext(signatures.map((signature) => signatureStatus(String(signature))))
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

  return {
    /** Runs one JSON-RPC method (throws JsonRpcError for the client's mistakes). */
    handle(method: string, params: unknown[]): unknown {
      const implementation = methods[method]
      if (!implementation) throw new JsonRpcError(-32601, 'Method not found')
      return implementation(params)
    },
    /** An account as getAccountInfo's value encodes it (for accountNotification). */
    readAccount(address: string, config: unknown): unknown {
      return encodeAccount(ledger.svm.getAccount(addressParam(address)), configParam(config))
    },
  }
}

export type SolanaRpcMethods = ReturnType<typeof createSolanaRpcMethods>
