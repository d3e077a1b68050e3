// The adapter's sendToken: a SOL or SPL transfer built after the spec's checks (send.ts), signed and submitted by the
// connected wallet, or by a WalletConnect session's wallet when core hands one over (`walletRequest`).
import type { ChainDefinition, SendArgs } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import { requireConnection, type AdapterState } from './adapterState.js'
import { isRejection, toWalletError } from './errors.js'
import { loadRuntime, type LazyRpcs, type Runtime } from './lazyRuntime.js'
import { rpcUrlOf } from './rpcUrl.js'
import type { SolanaRpc } from './rpc.js'
import type { TransactionVersion } from './send.js'
import { signAndSendFeature, signTransactionFeature } from './wallets.js'

/** The transaction version the wallet accepts: legacy when it says so (or says nothing), else v0. */
function versionFor(wallet: Wallet): TransactionVersion {
  const versions =
    signAndSendFeature(wallet)?.supportedTransactionVersions ??
    signTransactionFeature(wallet)?.supportedTransactionVersions
  if (!versions || versions.includes('legacy')) return 'legacy'
  return 0
}

/** The transfer's unsigned wire bytes: SOL, or the token in `args.token`. */
async function prepare(
  runtime: Runtime,
  rpc: SolanaRpc,
  args: SendArgs,
  from: string,
  version: TransactionVersion,
): Promise<Uint8Array> {
  const { to, amount, token } = args
  const { transaction } = token
    ? await runtime.prepareSplTransfer(rpc, {
        from,
        to,
        amount,
        mint: token.address,
        decimals: token.decimals,
        version,
      })
    : await runtime.prepareSolTransfer(rpc, { from, to, amount, version })
  return transaction
}

export function createSendMethods(state: AdapterState, rpcs: LazyRpcs) {
  function networkForSend(requested: ChainDefinition | undefined): ChainDefinition {
    const network = requested ?? state.connection?.network ?? state.selectedNetwork ?? state.networks[0]
    if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
    rpcUrlOf(network)
    return network
  }

  /**
   * A transfer from an account connected elsewhere (a WalletConnect session in core): built here as a legacy
   * transaction (every wallet takes it), signed and submitted by the wallet with solana_signAndSendTransaction.
   */
  async function sendThroughSession(
    args: SendArgs,
    walletRequest: NonNullable<SendArgs['walletRequest']>,
  ): Promise<{ id: string }> {
    const network = networkForSend(args.network)
    const runtime = await loadRuntime()
    const transaction = await prepare(runtime, await rpcs.get(network), args, args.address, 'legacy')
    try {
      const result = (await walletRequest({
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: runtime.getBase64Decoder().decode(transaction),
          sendOptions: { preflightCommitment: 'confirmed' },
        },
      })) as { signature?: unknown } | null
      if (typeof result?.signature !== 'string' || result.signature.length === 0)
        throw new Error('The wallet answered without a signature')
      return { id: result.signature }
    } catch (error) {
      throw args.token && !isRejection(error) ? runtime.toSplError(error) : toWalletError(error)
    }
  }

  return {
    async sendToken(args: SendArgs): Promise<{ id: string }> {
      if (args.walletRequest) return sendThroughSession(args, args.walletRequest)
      const conn = requireConnection(state, args.address)
      const network = networkForSend(args.network)
      const runtime = await loadRuntime()
      const rpc = await rpcs.get(network)
      const transaction = await prepare(runtime, rpc, args, conn.account.address, versionFor(conn.wallet))
      try {
        return { id: await runtime.signAndSendWithWallet(conn, network, transaction, async () => rpc) }
      } catch (error) {
        throw args.token && !isRejection(error) ? runtime.toSplError(error) : toWalletError(error)
      }
    },
  }
}
