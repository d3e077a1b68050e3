// The adapter's reads over a network's own RPC, with @solana/kit (loaded on first use, see lazyRuntime.ts).
import {
  address as toAddress,
  createSolanaRpc,
  getBase64Encoder,
  signature as toSignature,
  type Address,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import type { ChainDefinition, TransactionStatus } from '@foyer/core'
import { rpcUrlOf } from './rpcUrl.js'

export type SolanaRpc = Rpc<SolanaRpcApi>
export type RpcCache = ReturnType<typeof createRpcCache>

/** One kit RPC client per URL. */
export function createRpcCache(): { get(network: ChainDefinition): SolanaRpc; clear(): void } {
  const clients = new Map<string, SolanaRpc>()
  return {
    get(network) {
      const url = rpcUrlOf(network)
      let rpc = clients.get(url)
      if (!rpc) {
        rpc = createSolanaRpc(url) as SolanaRpc
        clients.set(url, rpc)
      }
      return rpc
    },
    clear: () => clients.clear(),
  }
}

/** The confirmed lamports of `owner`. */
export async function fetchLamports(rpc: SolanaRpc, owner: string): Promise<bigint> {
  const { value } = await rpc.getBalance(toAddress(owner), { commitment: 'confirmed' }).send()
  return value
}

/** One look at a signature: unknown or processed is pending, an error failed, confirmed or finalized confirmed. */
export async function fetchTransactionStatus(rpc: SolanaRpc, id: string): Promise<TransactionStatus> {
  const { value } = await rpc.getSignatureStatuses([toSignature(id)]).send()
  const status = value[0]
  if (!status) return 'pending'
  if (status.err) return 'failed'
  return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'
    ? 'confirmed'
    : 'pending'
}

export interface RawAccount {
  owner: Address
  lamports: bigint
  data: Uint8Array
}

/** `getAccountInfo` with base64 data decoded, or `null` when the account does not exist. */
export async function fetchAccount(rpc: SolanaRpc, address: Address): Promise<RawAccount | null> {
  const { value } = await rpc.getAccountInfo(address, { encoding: 'base64', commitment: 'confirmed' }).send()
  if (!value) return null
  return { owner: value.owner, lamports: BigInt(value.lamports), data: decodeBase64Data(value.data) }
}

/** RPC account data as `[base64, 'base64']` to bytes. */
export function decodeBase64Data(data: unknown): Uint8Array {
  const text = Array.isArray(data) ? data[0] : data
  if (typeof text !== 'string') return new Uint8Array()
  return new Uint8Array(getBase64Encoder().encode(text))
}

/** A little-endian u64 at `offset`. */
export function readU64(data: Uint8Array, offset: number): bigint {
  if (data.length < offset + 8) throw new RangeError(`account data too short for a u64 at ${offset}`)
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}
