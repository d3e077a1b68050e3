// Hands a prepared transfer to the wallet with eth_sendTransaction, the same request for an injected wallet (its
// EIP-1193 provider) and a WalletConnect session (core's `walletRequest`), and resolves with the hash once submitted.
import type { SendArgs } from '@foyer/core'
import { isHash, numberToHex, type Hex } from 'viem'
import { toWalletError } from '../errors.js'
import type { PreparedTransfer } from './prepare-transfer.js'

export type WalletRequest = NonNullable<SendArgs['walletRequest']>

/** eth_sendTransaction's parameter: quantities as hex (EIP-1474), the fee fields the person was shown the fee from. */
export function toRpcTransaction({ transaction: tx }: PreparedTransfer): Record<string, Hex> {
  const fees: Record<string, Hex> =
    'gasPrice' in tx
      ? { gasPrice: numberToHex(tx.gasPrice) }
      : { maxFeePerGas: numberToHex(tx.maxFeePerGas), maxPriorityFeePerGas: numberToHex(tx.maxPriorityFeePerGas) }
  return {
    from: tx.from,
    to: tx.to,
    value: numberToHex(tx.value),
    ...(tx.data ? { data: tx.data } : {}),
    gas: numberToHex(tx.gas),
    // Wallets that read it refuse to sign for another chain than the one the person was shown.
    chainId: numberToHex(tx.chainId),
    ...fees,
  }
}

export async function submitTransfer(request: WalletRequest, prepared: PreparedTransfer): Promise<{ id: string }> {
  let hash: unknown
  try {
    hash = await request({ method: 'eth_sendTransaction', params: [toRpcTransaction(prepared)] })
  } catch (error) {
    throw toWalletError(error)
  }
  if (typeof hash !== 'string' || !isHash(hash))
    throw new Error(`The wallet answered eth_sendTransaction without a transaction hash: ${JSON.stringify(hash)}`)
  return { id: hash }
}
