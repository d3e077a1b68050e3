// The frame's ERC-4337 side: the counterfactual smart-account address of the wallet's EVM key, and requests sent from
// the smart account as one user operation through the chain's bundler (eth_sendTransaction, wallet_sendCalls), with
// wallet_getCallsStatus answered from the bundler. The key is unlocked only to sign the user operation; waiting for it
// to be mined happens after, with the key dropped.
import { createPublicClient, defineChain, http, isAddress, isHex, numberToHex, type Address, type Hex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { SeedKeys } from '../keys/derive-accounts.js'
import { FrameErrorCode } from '../protocol/messages.js'
import { getSmartAccountAddress, toFoyerSmartAccount } from '../smart-account/foyer-smart-account.js'
import { createFoyerBundlerClient, type SmartAccountCall } from '../smart-account/send-calls.js'
import type { FrameChainConfig, FrameSmartAccountConfig } from './frame-config.js'
import { FrameRpcError } from './frame-error.js'

/** EIP-5792's codes for wallet_sendCalls / wallet_getCallsStatus. */
export const CallsErrorCode = { UNSUPPORTED_CAPABILITY: 5700, UNKNOWN_BUNDLE: 5730 } as const

type SmartChain = FrameChainConfig & { smartAccount: FrameSmartAccountConfig }

function clientOf(chain: SmartChain) {
  const id = Number(chain.id.slice('eip155:'.length))
  const viemChain = defineChain({
    id,
    name: chain.name ?? chain.id,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) })
}

/** The smart account's address for the EVM owner, read from the chain's factory (no key needed). */
export function smartAccountAddress(chain: SmartChain, owner: Address): Promise<Address> {
  return getSmartAccountAddress({ client: clientOf(chain), factory: chain.smartAccount.factory, owner })
}

/** Whether the account has code yet: its first user operation deploys it (the approval screen says so). */
export async function isDeployed(chain: SmartChain, address: Address): Promise<boolean> {
  const code = await clientOf(chain).getCode({ address })
  return code !== undefined && code !== '0x'
}

export interface SentUserOperation {
  userOpHash: Hex
  /** Resolves when it is mined: the bundle's transaction hash and whether the account's calls succeeded. */
  mined: Promise<{ transactionHash: Hex; success: boolean }>
}

/**
 * Signs `calls` as one user operation of the smart account owned by the wallet's EVM key and hands it to the bundler.
 * The first operation carries the factory data (viem adds it while the account has no code), which deploys the
 * account. No paymaster: the account pays its gas from its own balance.
 */
export async function sendUserOperation(args: {
  chain: SmartChain
  /** What to send: calls the wallet encodes, or a dapp's own user operation (its callData and the fields it set). */
  operation: { calls: readonly SmartAccountCall[] } | DappUserOperation
  withKeys<T>(use: (keys: SeedKeys) => Promise<T>): Promise<T>
  timeoutMs?: number
}): Promise<SentUserOperation> {
  const { chain, operation } = args
  const client = clientOf(chain)
  const userOpHash = await args.withKeys(async (keys) => {
    const account = await toFoyerSmartAccount({
      owner: keys.evm,
      client,
      entryPoint: chain.smartAccount.entryPoint,
      factory: chain.smartAccount.factory,
    })
    const bundler = createFoyerBundlerClient({ account, client, bundlerUrl: chain.smartAccount.bundlerUrl })
    if ('calls' in operation) return bundler.sendUserOperation({ calls: operation.calls.map((call) => ({ ...call })) })
    // viem fills only what is missing (nonce, gas by the bundler's estimate, fees, the factory while the account has no
    // code) and keeps what the dapp set.
    return bundler.sendUserOperation({ ...operation })
  })
  // Waiting needs no account, so the key is not kept alive for it.
  const waiter = createBundlerClient({
    client,
    chain: client.chain,
    transport: http(chain.smartAccount.bundlerUrl, { retryCount: 0 }),
    pollingInterval: 250,
  })
  const mined = waiter
    .waitForUserOperationReceipt({ hash: userOpHash, timeout: args.timeoutMs ?? 120_000 })
    .then((receipt) => ({ transactionHash: receipt.receipt.transactionHash, success: receipt.success }))
  // A caller that returns before it is mined (wallet_sendCalls) must not leave an unhandled rejection behind.
  mined.catch(() => undefined)
  return { userOpHash, mined }
}

/** A user operation a dapp built (eth_sendUserOperation): its callData and the fields it chose to set. */
export interface DappUserOperation {
  callData: Hex
  nonce?: bigint
  callGasLimit?: bigint
  verificationGasLimit?: bigint
  preVerificationGas?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/** eth_sendTransaction's one transaction as a call; a contract creation cannot be a SimpleAccount call. */
export function callOfTransaction(tx: unknown): SmartAccountCall {
  const { to, value, data } = (tx ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
  if (typeof to !== 'string' || !isAddress(to, { strict: false })) {
    throw new FrameRpcError(
      FrameErrorCode.INVALID_PARAMS,
      'The smart account sends calls to an address: the transaction needs a "to" (contract creation is not supported)',
    )
  }
  return { to: to as Hex, ...valueAndData(value, data) }
}

function valueAndData(value: unknown, data: unknown): { value?: bigint; data?: Hex } {
  if (value !== undefined && (typeof value !== 'string' || !isHex(value)))
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'A call\'s "value" must be a hex quantity')
  if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'A call\'s "data" must be hex bytes')
  return {
    ...(value ? { value: BigInt(value) } : {}),
    ...(data ? { data: data as Hex } : {}),
  }
}

/**
 * wallet_sendCalls' parameter (EIP-5792): `calls` to send from `from` (the smart account) on `chainId` (the current
 * chain). A capability the wallet lacks is refused unless the dapp marked it optional.
 */
export function callsOfSendCalls(params: unknown, expected: { chainId: number; from: Address }): SmartAccountCall[] {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    | { chainId?: unknown; from?: unknown; calls?: unknown; capabilities?: unknown }
    | undefined
  if (!request || typeof request !== 'object')
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'wallet_sendCalls expects [{ calls: [...] }]')
  if (request.chainId !== undefined && Number(request.chainId) !== expected.chainId)
    throw new FrameRpcError(
      FrameErrorCode.INVALID_PARAMS,
      `wallet_sendCalls names chain ${String(request.chainId)}, but the wallet is on ${numberToHex(expected.chainId)}`,
    )
  if (request.from !== undefined && String(request.from).toLowerCase() !== expected.from.toLowerCase())
    throw new FrameRpcError(
      FrameErrorCode.INVALID_PARAMS,
      `wallet_sendCalls names ${String(request.from)}, which is not this wallet's account ${expected.from}`,
    )
  for (const [name, capability] of Object.entries((request.capabilities ?? {}) as Record<string, unknown>)) {
    // ERC-7715's capability: the grant to send under (frame-rpc.ts checks the calls against it).
    if (name === 'permissions') continue
    if (!(capability && typeof capability === 'object' && (capability as { optional?: unknown }).optional === true))
      throw new FrameRpcError(
        CallsErrorCode.UNSUPPORTED_CAPABILITY,
        `The embedded wallet does not support the capability ${name}`,
      )
  }
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'wallet_sendCalls needs at least one call')
  return request.calls.map((call: unknown) => callOfTransaction(call))
}

interface BundlerReceipt {
  success: boolean
  actualGasUsed: Hex
  logs: unknown[]
  receipt: { transactionHash: Hex; blockHash: Hex; blockNumber: Hex }
}

async function bundlerRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new FrameRpcError(body.error.code, body.error.message)
  return body.result
}

/**
 * wallet_getCallsStatus for a batch this wallet sent (its id is the user operation's hash), from the bundler:
 * 100 pending, 200 confirmed, 500 mined but reverted (EIP-5792's statuses; the batch is atomic either way).
 */
export async function callsStatus(chain: SmartChain, params: unknown): Promise<unknown> {
  const id = Array.isArray(params) ? params[0] : undefined
  if (typeof id !== 'string' || !isHex(id) || id.length !== 66)
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'wallet_getCallsStatus expects [id] (32 bytes hex)')
  const url = chain.smartAccount.bundlerUrl
  const chainId = numberToHex(Number(chain.id.slice('eip155:'.length)))
  const base = { version: '2.0.0', id, chainId, atomic: true }
  const receipt = (await bundlerRpc(url, 'eth_getUserOperationReceipt', [id])) as BundlerReceipt | null
  if (!receipt) {
    // Not mined: pending if the bundler knows it, otherwise not a batch of this wallet's.
    if (!(await bundlerRpc(url, 'eth_getUserOperationByHash', [id])))
      throw new FrameRpcError(CallsErrorCode.UNKNOWN_BUNDLE, `No batch ${id} is known`)
    return { ...base, status: 100 }
  }
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs,
        status: receipt.success ? '0x1' : '0x0',
        blockHash: receipt.receipt.blockHash,
        blockNumber: receipt.receipt.blockNumber,
        gasUsed: receipt.actualGasUsed,
        transactionHash: receipt.receipt.transactionHash,
      },
    ],
  }
}
