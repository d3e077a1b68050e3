// Real transactions for the follower's tests, signed by fresh keys (so each test's addresses start with an empty
// history) and landed on the litesvm devnet through its JSON-RPC, as a wallet would send them.
import type { SolanaDevnet } from '@foyer/devnet'
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { fixedAddress, TOKEN_2022_PROGRAM, writeTokenHolding } from '../../../test/solana-token-accounts.js'

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM_ADDRESS }
export const LAMPORTS_PER_SOL = 1_000_000_000n

export function devnetRpc(devnet: SolanaDevnet): Rpc<SolanaRpcApi> {
  // A plain URL string types as "any cluster", which hides requestAirdrop; this is a test cluster.
  return createSolanaRpc(devnet.rpcUrl) as Rpc<SolanaRpcApi>
}

/** Signs with `payer` (and any signer the instructions carry) and sends; the devnet lands it before answering. */
export async function send(
  rpc: Rpc<SolanaRpcApi>,
  payer: KeyPairSigner,
  instructions: Instruction[],
  options: { skipPreflight?: boolean } = {},
): Promise<string> {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      skipPreflight: options.skipPreflight ?? false,
    })
    .send()
  return getSignatureFromTransaction(signed)
}

/** The System program's Transfer, written out: the server does not depend on @solana-program/system. */
export function transferSol(from: Address, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: address('11111111111111111111111111111111'),
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

/** A fresh key with `sol` SOL from the devnet faucet (an ordinary faucet transaction, so it is in its history). */
export async function fundedWallet(rpc: Rpc<SolanaRpcApi>, lamports: bigint) {
  const signer = await generateKeyPairSigner()
  const airdrop = await rpc.requestAirdrop(signer.address, lamports as never).send()
  return { signer, airdrop: airdrop as string }
}

export async function associatedTokenAccount(owner: Address, mint: Address, tokenProgram: Address) {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram })
  return ata
}

/**
 * A mint under `program` whose whole supply sits in `owner`'s associated token account: written into litesvm directly,
 * since the server's dependencies have no System program client to create a mint with (the transfers that follow are
 * real transactions through the real token programs).
 */
export async function tokenHolding(
  devnet: SolanaDevnet,
  options: { program: Address; mintByte: number; owner: Address; amount: bigint; decimals: number },
) {
  const mint = fixedAddress(options.mintByte)
  const account = await associatedTokenAccount(options.owner, mint, options.program)
  writeTokenHolding(devnet, { ...options, mint, account })
  return { mint, account }
}

/** What a wallet sends for "send N tokens": create the receiver's associated account if needed, then transferChecked. */
export async function sendTokens(
  rpc: Rpc<SolanaRpcApi>,
  options: {
    from: KeyPairSigner
    to: Address
    mint: Address
    program: Address
    amount: bigint
    decimals: number
    createAccount?: boolean
  },
): Promise<string> {
  const { from, to, mint, program } = options
  const source = await associatedTokenAccount(from.address, mint, program)
  const destination = await associatedTokenAccount(to, mint, program)
  const instructions: Instruction[] = []
  if (options.createAccount)
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: from,
        ata: destination,
        owner: to,
        mint,
        tokenProgram: program,
      }),
    )
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint, destination, authority: from, amount: options.amount, decimals: options.decimals },
      { programAddress: program },
    ),
  )
  return send(rpc, from, instructions)
}
