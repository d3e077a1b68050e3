// Creates an SPL mint on the local devnet (Token or Token-2022) and mints to one holder, paid by a dev account: for
// tests of mints the seed does not have (Token-2022, 0 decimals).
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  address,
  type Address,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
} from '@solana-program/token'
import { MINT_SIZE } from '../constants.js'

export async function createTestMint(args: {
  rpcUrl: string
  payerSecret: Uint8Array
  tokenProgram: string
  decimals: number
  holder: string
  amount: bigint
}): Promise<Address> {
  const rpc = createSolanaRpc(args.rpcUrl)
  const payer = await createKeyPairSignerFromPrivateKeyBytes(args.payerSecret)
  const mint = await generateKeyPairSigner()
  const tokenProgram = address(args.tokenProgram)
  const holder = address(args.holder)
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(MINT_SIZE)).send()
  const [ata] = await findAssociatedTokenPda({ owner: holder, mint: mint.address, tokenProgram })
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAccountInstruction({
            payer,
            newAccount: mint,
            lamports: rent,
            space: MINT_SIZE,
            programAddress: tokenProgram,
          }),
          getInitializeMint2Instruction(
            { mint: mint.address, decimals: args.decimals, mintAuthority: payer.address },
            { programAddress: tokenProgram },
          ),
          getCreateAssociatedTokenIdempotentInstruction({
            payer,
            ata,
            owner: holder,
            mint: mint.address,
            tokenProgram,
          }),
          getMintToInstruction(
            { mint: mint.address, token: ata, mintAuthority: payer, amount: args.amount },
            { programAddress: tokenProgram },
          ),
        ],
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  return mint.address
}
