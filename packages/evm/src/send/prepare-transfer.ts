// A native or ERC-20 transfer checked against the chain before any wallet sees it, in this order:
// - the recipient is an EIP-55 address, else InvalidRecipientError;
// - the amount is greater than 0 ('Amount must be greater than 0'), a plain decimal and no finer than the token's
//   decimals, else InvalidAmountError;
// - a token answers as an ERC-20 with the decimals the amount was typed in, else UnusableTokenError;
// - the balance covers the amount: native 'Not enough ETH to cover this transfer', token 'Insufficient token balance'
//   (also for a token the account does not hold at all);
// - the node's dry run (eth_estimateGas) passes, else TransferWouldFailError;
// - the native balance covers the fee too (gas × max fee per gas; with the amount when sending the native currency):
//   'Not enough ETH to cover the network fee'.
import type { ChainDefinition, TokenInfo } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { erc20Abi, getAddress, isAddress, type Address, type Client, type Hex } from 'viem'
import { estimateGas, getBalance, readContract } from 'viem/actions'
import { evmChainId } from '../chains.js'
import { isEvmAddress } from './address.js'
import { isNodeUnreachable } from './chain-client.js'
import { parseAmount } from '@foyer/core/internal'
import { erc20TransferCall } from './erc20-transfer.js'
import { maxFee, readFeeFields, type FeeFields } from './fee-estimate.js'
import {
  InvalidAmountError,
  InvalidRecipientError,
  NotEnoughNativeError,
  TransferWouldFailError,
  UnusableTokenError,
} from './send-errors.js'

export interface TransferArgs {
  from: string
  network: ChainDefinition
  to: string
  amount: string
  token?: TokenInfo | undefined
}

/** The transaction for eth_sendTransaction, numbers still bigint; its fee fields bound what it can spend on gas. */
export interface PreparedTransfer {
  transaction: { from: Address; to: Address; value: bigint; data?: Hex; gas: bigint; chainId: number } & FeeFields
}

/** Viem's one-line reason, without its docs links and request dump. */
function reasonOf(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown }
  if (typeof e?.shortMessage === 'string' && e.shortMessage) return e.shortMessage
  return typeof e?.message === 'string' && e.message ? e.message : String(error)
}

/** A token's balance of `owner` and its decimals, as the contract answers them. */
async function readToken(client: Client, token: Address, owner: Address, network: ChainDefinition) {
  try {
    const [balance, decimals] = await Promise.all([
      readContract(client, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { balance, decimals }
  } catch (error) {
    if (isNodeUnreachable(error)) throw error
    throw new UnusableTokenError(`${token} is not an ERC-20 token on ${network.name}`)
  }
}

/** The transfer's call (recipient, value, data) for an amount already in base units. */
function callOf(to: Address, amount: bigint, token: Address | undefined) {
  return token ? erc20TransferCall(token, to, amount) : { to, value: amount }
}

async function dryRun(client: Client, from: Address, call: { to: Address; value: bigint; data?: Hex }) {
  try {
    return await estimateGas(client, { account: from, ...call })
  } catch (error) {
    if (isNodeUnreachable(error)) throw error
    throw new TransferWouldFailError(reasonOf(error), { cause: error })
  }
}

function tokenAddressOf(token: TokenInfo | undefined): Address | undefined {
  if (!token) return undefined
  if (!isAddress(token.address, { strict: false }))
    throw new UnusableTokenError(`${JSON.stringify(token.address)} is not a token contract address`)
  return getAddress(token.address)
}

export async function prepareTransfer(client: Client, args: TransferArgs): Promise<PreparedTransfer> {
  const { network, token } = args
  const native = network.nativeCurrency
  if (!isEvmAddress(args.to)) throw new InvalidRecipientError(args.to)
  const to = getAddress(args.to)
  const from = getAddress(args.from)
  const symbol = token?.symbol ?? native.symbol
  const parsed = parseAmount(args.amount, token ? token.decimals : native.decimals)
  if (!parsed.ok && parsed.reason === 'not-positive') throw new FoyerError('AMOUNT_NOT_POSITIVE')
  if (!parsed.ok) throw new InvalidAmountError(symbol, parsed.message)
  const amount = parsed.value
  const tokenAddress = tokenAddressOf(token)

  const [nativeBalance, held] = await Promise.all([
    getBalance(client, { address: from }),
    tokenAddress ? readToken(client, tokenAddress, from, network) : undefined,
  ])
  if (held && token) {
    if (held.decimals !== token.decimals)
      throw new UnusableTokenError(
        `${token.symbol} has ${held.decimals} decimals on ${network.name}, not ${token.decimals}`,
      )
    if (held.balance < amount) throw new FoyerError('INSUFFICIENT_TOKEN_BALANCE')
  } else if (nativeBalance < amount) throw new NotEnoughNativeError(native.symbol, 'transfer')

  const call = callOf(to, amount, tokenAddress)
  const [gas, fees] = await Promise.all([dryRun(client, from, call), readFeeFields(client)])
  if (nativeBalance < maxFee(gas, fees) + call.value) throw new NotEnoughNativeError(native.symbol, 'fee')
  return { transaction: { from, ...call, gas, chainId: evmChainId(network), ...fees } }
}

/**
 * The fee the same transfer would cost at most, for the Send view to show before the person confirms. It is asked
 * while the form is being filled in, so what is not settled yet does not stop it: an amount that is missing or above
 * the balance is estimated at what the account holds, a recipient that is not an address yet as the sender itself.
 * Gas of a plain ether transfer does not depend on the amount, so native Max can send balance − this fee.
 */
export async function estimateTransferFee(client: Client, args: TransferArgs): Promise<bigint> {
  const { network, token } = args
  const from = getAddress(args.from)
  const to = isEvmAddress(args.to) ? getAddress(args.to) : from
  const tokenAddress = tokenAddressOf(token)
  const [nativeBalance, held] = await Promise.all([
    getBalance(client, { address: from }),
    tokenAddress ? readToken(client, tokenAddress, from, network) : undefined,
  ])
  const holds = held ? held.balance : nativeBalance
  const parsed = parseAmount(args.amount, held ? held.decimals : network.nativeCurrency.decimals)
  const amount = parsed.ok && parsed.value < holds ? parsed.value : holds
  const [gas, fees] = await Promise.all([dryRun(client, from, callOf(to, amount, tokenAddress)), readFeeFields(client)])
  return maxFee(gas, fees)
}
