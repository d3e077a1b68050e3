import type { MaybeEncodedAccount } from '@solana/kit'
import { invalidParams } from '../json-rpc.js'
import type { SolanaLedger } from '../ledger.js'
import { parseTokenProgramAccount } from '../token-parsing.js'
import { base58, base64, configParam, type Config } from './params.js'

const U64_MAX = 2n ** 64n - 1n
/** The Agave version we answer as: recent enough that clients enable every method we implement. */
export const SOLANA_DEVNET_VERSION = { 'solana-core': '2.2.0', 'feature-set': 3_294_202_862 }

/** One group of JSON-RPC methods by name, each given the request's params. */
export type RpcMethodTable = Record<string, (params: unknown[]) => unknown>

/** The `{ context, value }` envelope Agave puts around the answers that depend on a slot. */
export function withContext(ledger: SolanaLedger, value: unknown) {
  return { context: { apiVersion: SOLANA_DEVNET_VERSION['solana-core'], slot: ledger.slot }, value }
}

/** An account as getAccountInfo's value encodes it: `[data, encoding]`, jsonParsed token accounts, or null. */
export function encodeAccount(ledger: SolanaLedger, account: MaybeEncodedAccount, config: Config) {
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
