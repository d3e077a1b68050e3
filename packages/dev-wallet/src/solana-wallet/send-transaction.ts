import {
  createSolanaRpc,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Base64EncodedWireTransaction,
  type Signature,
  type Transaction,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import type { SolanaWalletContext } from './context.js'
import { requestError } from './errors.js'
import { oneByOne } from './one-by-one.js'
import { approveAndSign } from './sign-transaction.js'

const COMMITMENT_RANK: Record<SolanaTransactionCommitment, number> = { processed: 0, confirmed: 1, finalized: 2 }
const CONFIRM_TIMEOUT_MS = 60_000
const kind = 'solana_signAndSendTransaction'

/**
 * solana:signAndSendTransaction: signs as signTransaction does, sends to `rpcUrl` with the app's send options, and
 * waits for the commitment the app asked for (if any) before answering.
 */
export function createSignAndSendTransaction(context: SolanaWalletContext) {
  let rpcClient: ReturnType<typeof createSolanaRpc> | undefined
  const rpc = () => (rpcClient ??= createSolanaRpc(context.rpcUrl))

  async function send(transaction: Transaction, input: SolanaSignAndSendTransactionInput): Promise<Signature> {
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(transaction)) as Base64EncodedWireTransaction
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot, commitment } = input.options ?? {}
    let signature: Signature
    try {
      signature = await rpc()
        .sendTransaction(wire, {
          encoding: 'base64',
          ...(skipPreflight !== undefined ? { skipPreflight } : {}),
          ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
          ...(maxRetries !== undefined ? { maxRetries: BigInt(maxRetries) } : {}),
          ...(minContextSlot !== undefined ? { minContextSlot: BigInt(minContextSlot) } : {}),
        })
        .send()
    } catch (error) {
      // Kit's SolanaError carries the node's JSON-RPC code (e.g. -32002 preflight failure) in context.__code.
      const code = (error as { context?: { __code?: unknown } } | undefined)?.context?.__code
      const message = error instanceof Error ? error.message : String(error)
      throw requestError(kind, typeof code === 'number' ? code : -32603, message, error)
    }
    if (commitment) await confirm(signature, commitment)
    return signature
  }

  async function confirm(signature: Signature, commitment: SolanaTransactionCommitment) {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    for (;;) {
      const { value } = await rpc().getSignatureStatuses([signature]).send()
      const status = value[0]
      if (status?.err) {
        throw requestError(
          kind,
          -32603,
          `Transaction ${signature} failed: ${JSON.stringify(status.err, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
        )
      }
      if (status?.confirmationStatus && COMMITMENT_RANK[status.confirmationStatus] >= COMMITMENT_RANK[commitment])
        return
      if (Date.now() > deadline)
        throw requestError(
          kind,
          -32603,
          `Transaction ${signature} was not ${commitment} within ${CONFIRM_TIMEOUT_MS / 1000} s.`,
        )
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  return (...inputs: readonly SolanaSignAndSendTransactionInput[]) =>
    oneByOne(inputs, async (input): Promise<SolanaSignAndSendTransactionOutput> => {
      const signature = await send(await approveAndSign(context, kind, input), input)
      return { signature: Uint8Array.from(getBase58Encoder().encode(signature)) }
    })
}
