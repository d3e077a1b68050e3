// One look at a submitted transaction (core polls it every second): mined and succeeded, mined and reverted, or not
// mined yet. A transaction the node has never heard of is also "pending": core gives up on it after its own limit.
import type { TransactionStatus } from '@foyer/core'
import { hasErrorName } from '@foyer/core/internal'
import { isHash, type Client } from 'viem'
import { getTransactionReceipt } from 'viem/actions'

export async function readTransactionStatus(client: Client, id: string): Promise<TransactionStatus> {
  if (!isHash(id)) throw new TypeError(`${JSON.stringify(id)} is not a transaction hash`)
  try {
    const receipt = await getTransactionReceipt(client, { hash: id })
    return receipt.status === 'success' ? 'confirmed' : 'failed'
  } catch (error) {
    if (hasErrorName(error, 'TransactionReceiptNotFoundError')) return 'pending'
    throw error
  }
}
