// Everything a send does before and after the wallet, on the lazily loaded runtime: the checks (recipient's network,
// amount, dust, balance, fee), coin selection and the unsigned PSBT; then the signed PSBT checked against what was
// built and finalized into the raw transaction to broadcast.
import { hexToBytes } from '@noble/curves/utils.js'
import { Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { decodeBitcoinAddress } from '../address.js'
import { parseBtc } from '../amount.js'
import type { EsploraClient } from '../esplora/createEsploraClient.js'
import type { BitcoinNetworkInfo } from '../networks.js'
import { buildTransferPsbt } from './buildTransferPsbt.js'
import { planTransfer, type TransferPlan } from './planTransfer.js'

export interface PrepareTransferArgs {
  from: { address: string; publicKey?: Uint8Array }
  to: string
  /** Decimal BTC. */
  amount: string
  network: BitcoinNetworkInfo
  api: EsploraClient
  /** sat/vB, or how to get it from the API's estimates. */
  feeRate: number | ((api: EsploraClient) => Promise<number>)
}

export interface PreparedTransfer {
  plan: TransferPlan
  /** The unsigned PSBT the wallet is asked to sign. */
  psbt: Uint8Array
  transaction: Transaction
}

export async function prepareTransfer(args: PrepareTransferArgs): Promise<PreparedTransfer> {
  const to = decodeBitcoinAddress(args.to, args.network)
  const amount = parseBtc(args.amount)
  const from = decodeBitcoinAddress(args.from.address, args.network)
  const [utxos, feeRate] = await Promise.all([
    args.api.getUtxos(args.from.address),
    typeof args.feeRate === 'number' ? args.feeRate : args.feeRate(args.api),
  ])
  const plan = planTransfer({ utxos, amount, feeRate, from: from.type, to: to.type })
  const previousTransactions =
    from.type === 'pkh'
      ? new Map(
          await Promise.all(
            plan.inputs.map(async (u) => [u.txid, hexToBytes(await args.api.getTransactionHex(u.txid))] as const),
          ),
        )
      : undefined
  const { psbt, transaction } = buildTransferPsbt({
    plan,
    from,
    to,
    publicKey: args.from.publicKey,
    previousTransactions,
  })
  return { plan, psbt, transaction }
}

/** The wallet may not change what is paid: same inputs, same outputs, only signatures added. */
function sameTransfer(signed: Transaction, built: Transaction): boolean {
  if (signed.inputsLength !== built.inputsLength || signed.outputsLength !== built.outputsLength) return false
  for (let i = 0; i < built.inputsLength; i++) {
    const a = signed.getInput(i)
    const b = built.getInput(i)
    if (a.index !== b.index || !a.txid || !b.txid || !equalBytes(a.txid, b.txid)) return false
  }
  for (let i = 0; i < built.outputsLength; i++) {
    const a = signed.getOutput(i)
    const b = built.getOutput(i)
    if (a.amount !== b.amount || !a.script || !b.script || !equalBytes(a.script, b.script)) return false
  }
  return true
}

/** The raw transaction (hex) of the wallet's signed PSBT; throws when the wallet changed the transfer. */
export function finalizeSignedPsbt(signedPsbt: Uint8Array, built: Transaction): string {
  const signed = Transaction.fromPSBT(signedPsbt)
  if (!sameTransfer(signed, built))
    throw new Error('The wallet changed the transaction it was asked to sign; nothing was sent')
  // Wallets may finalize the inputs themselves; finalizing again would fail on them.
  for (let i = 0; i < signed.inputsLength; i++) {
    const input = signed.getInput(i)
    if (!input.finalScriptWitness && !input.finalScriptSig) signed.finalizeIdx(i)
  }
  return signed.hex
}
