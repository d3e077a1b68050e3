// The sandbox's SOL payouts: a plain System Program transfer from the configured treasury account to the buyer, signed
// here with @solana/kit and sent over the chain's JSON-RPC (on the devnet, litesvm behind it), then followed until the
// chain reports it confirmed. On a development chain the treasury may top itself up through requestAirdrop first.
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isAddress,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type KeyPairSigner,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { hexToBytes } from 'viem'

/** What one transfer costs the payer: Solana's base fee of 5,000 lamports per signature, one signature. */
const TRANSFER_FEE = 5_000n
/** How long a sent transaction (or an airdrop) may take to be confirmed before the payout counts as failed. */
const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 200

export interface SolanaPayout {
  /** The treasury's address (where SOL comes from). */
  readonly address: Address
  /** Sends exactly `amount` lamports to `to` and resolves with the signature once the chain confirmed it. */
  send(rpcUrl: string, to: string, amount: bigint): Promise<Signature>
}

export const isSolanaAddress = (value: string): boolean => isAddress(value)

/**
 * The full RPC API, requestAirdrop included: a plain URL types as "any cluster", which hides it. Only called when the
 * config says the chain is a development one (`airdrop: true`).
 */
type SandboxRpc = Rpc<SolanaRpcApi>

async function waitForConfirmation(rpc: SandboxRpc, signature: Signature): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if (Date.now() > deadline) throw new Error(`Transaction ${signature} was not confirmed within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}

export async function createSolanaPayout(config: { privateKey: string; airdrop: boolean }): Promise<SolanaPayout> {
  const treasury: KeyPairSigner = await createKeyPairSignerFromPrivateKeyBytes(
    hexToBytes(config.privateKey as `0x${string}`),
  )

  async function topUp(rpc: SandboxRpc, needed: bigint): Promise<void> {
    const { value: balance } = await rpc.getBalance(treasury.address, { commitment: 'confirmed' }).send()
    if (balance >= needed) return
    if (!config.airdrop)
      throw new Error(`The sandbox's Solana account ${treasury.address} holds ${balance} lamports, ${needed} needed`)
    // Enough for this payout and a good many after it, so most payouts send one transaction, not two.
    const signature = await rpc.requestAirdrop(treasury.address, lamports(needed - balance + 10n ** 10n)).send()
    await waitForConfirmation(rpc, signature)
  }

  return {
    address: treasury.address,
    async send(rpcUrl, to, amount) {
      if (!isAddress(to)) throw new Error(`${to} is not a Solana address`)
      const rpc = createSolanaRpc(rpcUrl) as SandboxRpc
      await topUp(rpc, amount + TRANSFER_FEE)
      const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(treasury, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: treasury, destination: to, amount: lamports(amount) }),
            m,
          ),
      )
      const signed = await signTransactionMessageWithSigners(message)
      const signature = getSignatureFromTransaction(signed)
      await rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
        })
        .send()
      await waitForConfirmation(rpc, signature)
      return signature
    },
  }
}
