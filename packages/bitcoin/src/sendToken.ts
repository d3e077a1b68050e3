// The adapter's sendToken: BTC from the payment account. Every check the person can fail (the recipient's network,
// the amount, dust, the balance and the fee) is made before the wallet is asked (transfer/prepareTransfer.ts, on the
// lazily loaded runtime); then the wallet signs the PSBT (bitcoin:signTransaction), and the adapter finalizes it and
// broadcasts it through Esplora.
import type { ChainDefinition, SendArgs } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import type { PreparedTransfer } from './transfer/prepareTransfer.js'
import type { Connection } from './adapterState.js'
import { currentNetwork, requireConnection, type AdapterState } from './adapterState.js'
import type { EsploraClients } from './esplora/esploraFor.js'
import { FEE_TARGETS, feeRateFor, type FeeSpeed } from './esplora/feeRate.js'
import { toWalletError } from './errors.js'
import { loadRuntime } from './lazyRuntime.js'
import { chainMatchesNetwork, requireNetworkInfo, walletChainOf } from './networks.js'
import { signTransactionFeature } from './walletFeatures.js'

export interface BitcoinSendArgs extends SendArgs {
  /** sat/vB; default: the API's estimate for `feeSpeed`. */
  feeRate?: number
  /** Which estimate to use (fast: next block, normal: 6 blocks, slow: a day); default the adapter's option. */
  feeSpeed?: FeeSpeed
}

export type { PreparedTransfer }

/** The chain name the wallet uses for `network`: the one its account lists, else `bitcoin:<kind>`. */
function walletChainFor(conn: Connection, network: ChainDefinition): `${string}:${string}` {
  const listed = conn.account.chains.find((chain) => chainMatchesNetwork(chain, network))
  return listed ?? walletChainOf(requireNetworkInfo(network).kind)
}

export function createSendMethods(state: AdapterState, esplora: EsploraClients, defaultSpeed: FeeSpeed) {
  async function prepare(args: BitcoinSendArgs): Promise<PreparedTransfer & { network: ChainDefinition }> {
    if (args.token) throw new Error('@foyer/bitcoin sends BTC only')
    const conn = requireConnection(state, args.address)
    const network = args.network ?? currentNetwork(state)
    const info = requireNetworkInfo(network)
    const runtime = await loadRuntime()
    const target = FEE_TARGETS[args.feeSpeed ?? defaultSpeed]
    const prepared = await runtime.prepareTransfer({
      from: { address: conn.account.address, publicKey: conn.account.publicKey as Uint8Array },
      to: args.to,
      amount: args.amount,
      network: info,
      api: esplora.get(network),
      feeRate: args.feeRate ?? (async (api) => feeRateFor(await api.getFeeEstimates(), target)),
    })
    return { ...prepared, network }
  }

  return {
    /** The checks, coin selection, fee and unsigned PSBT of a send, without asking the wallet (a fee preview). */
    prepareTransfer: prepare,

    async sendToken(args: BitcoinSendArgs): Promise<{ id: string }> {
      if (args.walletRequest) throw new FoyerError('PROVIDER_NOT_FOUND', { detail: ': no Bitcoin over WalletConnect' })
      const conn = requireConnection(state, args.address)
      const feature = signTransactionFeature(conn.wallet)
      if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
      const prepared = await prepare(args)
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
      const { finalizeSignedPsbt } = await loadRuntime()
      return { id: await esplora.get(prepared.network).broadcast(finalizeSignedPsbt(signedPsbt, prepared.transaction)) }
    },
  }
}
