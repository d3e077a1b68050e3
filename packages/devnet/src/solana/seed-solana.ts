// The Solana devnet's starting state, as ordinary transactions (so they show in history): 100 SOL to dev accounts #0–#4,
// the "Foyer Dollar" mint at its fixed address, and 1,000 FDOL in associated token accounts of #0–#2.
import { createKeyPairSignerFromPrivateKeyBytes, type Address } from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { SOLANA_DEVNET_KEY_SEEDS, SOLANA_DEVNET_SEED, SOLANA_DEVNET_TOKEN } from './constants.js'
import type { SolanaLedger } from './ledger.js'

/** The associated token account of `owner` for the demo mint (where the seed puts FDOL, and where wallets look). */
export async function devnetTokenAccount(
  owner: Address,
  mint: Address = SOLANA_DEVNET_TOKEN.address as Address,
): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return ata
}

export async function seedSolanaDevnet(ledger: SolanaLedger, devAddresses: readonly Address[]): Promise<void> {
  for (const address of devAddresses.slice(0, SOLANA_DEVNET_SEED.solHolders))
    await ledger.airdrop(address, SOLANA_DEVNET_SEED.lamports)

  const mint = await createKeyPairSignerFromPrivateKeyBytes(SOLANA_DEVNET_KEY_SEEDS.mint)
  const mintAuthority = await createKeyPairSignerFromPrivateKeyBytes(SOLANA_DEVNET_KEY_SEEDS.mintAuthority)
  const payer = ledger.faucet
  const space = BigInt(getMintSize())
  await ledger.sendInstructions(
    [
      getCreateAccountInstruction({
        payer,
        newAccount: mint,
        lamports: ledger.svm.minimumBalanceForRentExemption(space),
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: mint.address,
        decimals: SOLANA_DEVNET_TOKEN.decimals,
        mintAuthority: mintAuthority.address,
      }),
    ],
    payer,
  )

  for (const owner of devAddresses.slice(0, SOLANA_DEVNET_SEED.tokenHolders)) {
    const ata = await devnetTokenAccount(owner, mint.address)
    await ledger.sendInstructions(
      [
        getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner, mint: mint.address }),
        getMintToInstruction({ mint: mint.address, token: ata, mintAuthority, amount: SOLANA_DEVNET_SEED.tokenAmount }),
      ],
      payer,
    )
  }
}
