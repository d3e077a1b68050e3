// eth_sendUserOperation from a dapp (ERC-4337's RPC: [userOperation, entryPoint] → userOpHash). The wallet signs only
// what it can show: the operation must be the wallet's own smart account's, for the EntryPoint it is bound to, and its
// callData must decode to the account's execute/executeBatch calls. What the dapp left out (nonce, gas, fees, the
// factory data while the account has no code) the wallet fills when it sends; the dapp's signature is never used.
import { isAddress, isHex, type Address, type Hex } from 'viem'
import { FrameErrorCode } from '../protocol/messages.js'
import { decodeSimpleAccountCalls } from '../smart-account/foyer-smart-account.js'
import type { SmartAccountCall } from '../smart-account/send-calls.js'
import { FrameRpcError } from './frame-error.js'
import type { DappUserOperation } from './smart-account-rpc.js'

const invalid = (message: string) => new FrameRpcError(FrameErrorCode.INVALID_PARAMS, message)

const QUANTITIES = [
  'nonce',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

const PAYMASTER_FIELDS = [
  'paymaster',
  'paymasterData',
  'paymasterAndData',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const

const present = (value: unknown) => value !== undefined && value !== null && value !== '0x'

export function parseUserOperation(
  params: unknown,
  expected: { sender: Address; entryPoint: Address; factory: Address },
): { operation: DappUserOperation; calls: SmartAccountCall[] } {
  const [raw, entryPoint] = Array.isArray(params) ? (params as unknown[]) : []
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw invalid('eth_sendUserOperation expects [userOperation, entryPoint]')
  const op = raw as Record<string, unknown>
  if (typeof op.sender !== 'string' || !isAddress(op.sender, { strict: false }))
    throw invalid('The user operation needs a "sender" address')
  if (op.sender.toLowerCase() !== expected.sender.toLowerCase())
    throw new FrameRpcError(
      FrameErrorCode.UNAUTHORIZED,
      `The user operation's sender ${op.sender} is not this wallet's smart account ${expected.sender}`,
    )
  if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== expected.entryPoint.toLowerCase())
    throw invalid(
      `The smart account is bound to the EntryPoint ${expected.entryPoint}; the request names ${String(entryPoint)}`,
    )
  // A paymaster's data is usually its signature over the operation's gas fields, which the wallet may fill: it could
  // not be kept valid, and the account pays its own gas here.
  for (const name of PAYMASTER_FIELDS)
    if (present(op[name])) throw invalid(`The embedded wallet does not use paymasters: remove "${name}"`)
  if (present(op.initCode))
    throw invalid('"initCode" is an EntryPoint v0.6 field: this account uses v0.8 (the wallet adds its factory data)')
  if (present(op.factory) && String(op.factory).toLowerCase() !== expected.factory.toLowerCase())
    throw invalid(`The smart account is deployed by the factory ${expected.factory}, not ${String(op.factory)}`)
  if (present(op.eip7702Auth)) throw invalid('The smart account is not an EIP-7702 account: remove "eip7702Auth"')

  const callData = op.callData
  if (typeof callData !== 'string' || !isHex(callData) || callData.length < 10)
    throw invalid('The user operation needs "callData" (the smart account call to make)')
  let calls: SmartAccountCall[]
  try {
    calls = decodeSimpleAccountCalls(callData)
  } catch {
    throw invalid(
      "The wallet signs only what it can show: the user operation's callData must be the smart account's execute or executeBatch",
    )
  }
  const operation: DappUserOperation = { callData }
  for (const name of QUANTITIES) {
    const value = op[name]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !isHex(value) || value.length < 3)
      throw invalid(`The user operation's "${name}" must be a hex quantity`)
    operation[name] = BigInt(value)
  }
  return { operation, calls: calls.map((call) => ({ to: call.to as Hex, value: call.value, data: call.data })) }
}
