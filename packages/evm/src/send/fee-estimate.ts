// What a transaction will cost at most: gas × max fee per gas (EIP-1559), or gas × gas price on a chain without a base
// fee. The same fee fields go to the wallet, so what the person was shown bounds what the transfer can spend.
import { hasErrorName } from '@foyer/core/internal'
import type { Client } from 'viem'
import { estimateFeesPerGas, getGasPrice } from 'viem/actions'

export type FeeFields = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }

export async function readFeeFields(client: Client): Promise<FeeFields> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(client, {
      chain: client.chain,
      type: 'eip1559',
    })
    return { maxFeePerGas, maxPriorityFeePerGas }
  } catch (error) {
    if (!hasErrorName(error, 'Eip1559FeesNotSupportedError')) throw error
    return { gasPrice: await getGasPrice(client) }
  }
}

/** The most `gas` can cost with these fee fields, in wei. */
export function maxFee(gas: bigint, fees: FeeFields): bigint {
  return gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas)
}
