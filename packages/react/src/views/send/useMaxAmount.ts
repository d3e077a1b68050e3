import { useState } from 'react'
import { estimateSendFee, type ChainNamespace } from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { NATIVE_FEE_RESERVE, maxAmount, maxAmountLessFee } from '../sendAmount.js'
import type { SendChoice } from './sendChoices.js'

/**
 * The amount "Max" fills in. A token: its whole balance (the fee is paid in the native currency). The native currency:
 * the balance less a flat reserve where the namespace has one (Solana, which must also keep rent), else less the fee the
 * adapter estimates for sending the whole balance to this recipient, with a safety margin (EVM: gas × max fee per gas).
 * With neither, or when the estimate fails, the whole balance: the adapter's refusal then says what is missing.
 */
export function useMaxAmount({
  namespace,
  choice,
  recipient,
}: {
  namespace: ChainNamespace
  choice: SendChoice
  recipient: string
}): { busy: boolean; compute: () => Promise<string | undefined> } {
  const client = useFoyerClient()
  const [busy, setBusy] = useState(false)
  const compute = async (): Promise<string | undefined> => {
    const { balance, decimals, token } = choice
    if (balance === undefined) return undefined
    const reserve = NATIVE_FEE_RESERVE[namespace]
    if (token || reserve) return maxAmount(balance, decimals, token ? undefined : reserve)
    setBusy(true)
    try {
      const fee = await estimateSendFee(client, { namespace, to: recipient, amount: balance })
      return fee ? maxAmountLessFee(balance, decimals, BigInt(fee.value)) : maxAmount(balance, decimals)
    } catch {
      return maxAmount(balance, decimals)
    } finally {
      setBusy(false)
    }
  }
  return { busy, compute }
}
