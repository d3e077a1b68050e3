// The adapter's sendToken: BTC from the payment account. Every check the person can fail (the recipient's network,
// the amount, dust, the balance and the fee) is made before the wallet is asked; then the wallet signs the PSBT
// (bitcoin:signTransaction), the adapter finalizes it and broadcasts it through Esplora.
import type { ChainDefinition, SendArgs } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { hexToBytes } from '@noble/curves/utils.js'
import { decodeBitcoinAddress } from './address.js'
import { currentNetwork, requireConnection, type AdapterState, type Connection } from './adapterState.js'
import { parseBtc } from './amount.js'
import type { EsploraClients } from './esplora/esploraFor.js'
import { FEE_TARGETS, feeRateFor, type FeeSpeed } from './esplora/feeRate.js'
import { toWalletError } from './errors.js'
import { chainMatchesNetwork, requireNetworkInfo, walletChainOf } from './networks.js'
import { buildTransferPsbt } from './transfer/buildTransferPsbt.js'
import { planTransfer, type TransferPlan } from './transfer/planTransfer.js'
import { signTransactionFeature } from './walletFeatures.js'

export interface BitcoinSendArgs extends SendArgs {
  /** sat/vB; default: the API's estimate for `feeSpeed`. */
  feeRate?: number
  /** Which estimate to use (fast: next block, normal: 6 blocks, slow: a day); default the adapter's option. */
  feeSpeed?: FeeSpeed
}

export interface PreparedTransfer {
  plan: TransferPlan
  psbt: Uint8Array
  transaction: Transaction
  network: ChainDefinition
}

/** The chain name the wallet uses for `network`: the one its account lists, else `bitcoin:<kind>`. */
function walletChainFor(conn: Connection, network: ChainDefinition): `${string}:${string}` {
  const listed = conn.account.chains.find((chain) => chainMatchesNetwork(chain, network))
  return listed ?? walletChainOf(requireNetworkInfo(network).kind)
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

export function createSendMethods(state: AdapterState, esplora: EsploraClients, defaultSpeed: FeeSpeed) {
  /** Everything before the wallet: checks, coin selection, fee and the unsigned PSBT. */
  async function prepareTransfer(args: BitcoinSendArgs): Promise<PreparedTransfer> {
    if (args.token) throw new Error('@foyer/bitcoin sends BTC only')
    const conn = requireConnection(state, args.address)
    const network = args.network ?? currentNetwork(state)
    const info = requireNetworkInfo(network)
    const to = decodeBitcoinAddress(args.to, info)
    const amount = parseBtc(args.amount)
    const from = decodeBitcoinAddress(conn.account.address, info)
    const api = esplora.get(network)
    const [utxos, feeRate] = await Promise.all([
      api.getUtxos(conn.account.address),
      args.feeRate ?? api.getFeeEstimates().then((e) => feeRateFor(e, FEE_TARGETS[args.feeSpeed ?? defaultSpeed])),
    ])
    const plan = planTransfer({ utxos, amount, feeRate, from: from.type, to: to.type })
    const previousTransactions =
      from.type === 'pkh'
        ? new Map(
            await Promise.all(
              plan.inputs.map(async (u) => [u.txid, hexToBytes(await api.getTransactionHex(u.txid))] as const),
            ),
          )
        : undefined
    const { psbt, transaction } = buildTransferPsbt({
      plan,
      from,
      to,
      publicKey: conn.account.publicKey as Uint8Array,
      previousTransactions,
    })
    return { plan, psbt, transaction, network }
  }

  return {
    prepareTransfer,

    async sendToken(args: BitcoinSendArgs): Promise<{ id: string }> {
      if (args.walletRequest) throw new FoyerError('PROVIDER_NOT_FOUND', { detail: ': no Bitcoin over WalletConnect' })
      const conn = requireConnection(state, args.address)
      const feature = signTransactionFeature(conn.wallet)
      if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
      const prepared = await prepareTransfer(args)
      let signedPsbt: Uint8Array
      try {
        ;({ signedPsbt } = await feature.signTransaction({
          psbt: prepared.psbt,
          chain: walletChainFor(conn, prepared.network),
          inputsToSign: [{ account: conn.account, signingIndexes: prepared.plan.inputs.map((_, i) => i) }],
        }))
      } catch (error) {
        throw toWalletError(error)
      }
      const signed = Transaction.fromPSBT(signedPsbt)
      if (!sameTransfer(signed, prepared.transaction))
        throw new Error('The wallet changed the transaction it was asked to sign; nothing was sent')
      // Wallets may finalize the inputs themselves; finalizing again would fail on them.
      for (let i = 0; i < signed.inputsLength; i++) {
        const input = signed.getInput(i)
        if (!input.finalScriptWitness && !input.finalScriptSig) signed.finalizeIdx(i)
      }
      return { id: await esplora.get(prepared.network).broadcast(signed.hex) }
    },
  }
}
