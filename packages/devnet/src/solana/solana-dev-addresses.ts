// Dev Solana accounts from @foyer/dev-wallet's keys: the devnet funds exactly the addresses the dev wallet signs for.
import { devSolanaSecret } from '@foyer/dev-wallet'
import { createKeyPairSignerFromPrivateKeyBytes, type Address } from '@solana/kit'

/** Addresses of Solana dev accounts #0..#(count-1) (m/44'/501'/i'/0' of the dev mnemonic). */
export async function solanaDevAddresses(count = 5): Promise<Address[]> {
  return Promise.all(Array.from({ length: count }, async (_, index) => (await createKeyPairSignerFromPrivateKeyBytes(devSolanaSecret(index))).address))
}
