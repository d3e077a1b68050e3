// Writes a mint and a token account straight into the Solana devnet's litesvm, for balance cases the seed does not
// have: a Token-2022 mint, and decimals 0 (an NFT-like token, which the spec's client filters out by decimals '0').
import { AccountState, getMintEncoder, getTokenEncoder } from '@solana-program/token'
import { getAddressDecoder, lamports, type Address } from '@solana/kit'
import type { SolanaDevnet } from '@foyer/devnet'

export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address

/** A valid address made of one repeated byte: distinct per `byte`, stable across runs. */
export function fixedAddress(byte: number): Address {
  return getAddressDecoder().decode(new Uint8Array(32).fill(byte))
}

export function writeTokenHolding(
  devnet: SolanaDevnet,
  options: { program: Address; mint: Address; account: Address; owner: Address; decimals: number; amount: bigint },
): void {
  const { svm } = devnet.ledger
  const rentFree = lamports(10_000_000n)
  const mint = getMintEncoder().encode({
    mintAuthority: null,
    supply: options.amount,
    decimals: options.decimals,
    isInitialized: true,
    freezeAuthority: null,
  })
  svm.setAccount({
    address: options.mint,
    executable: false,
    lamports: rentFree,
    programAddress: options.program,
    space: BigInt(mint.length),
    data: new Uint8Array(mint),
  })
  const token = getTokenEncoder().encode({
    mint: options.mint,
    owner: options.owner,
    amount: options.amount,
    delegate: null,
    state: AccountState.Initialized,
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  })
  svm.setAccount({
    address: options.account,
    executable: false,
    lamports: rentFree,
    programAddress: options.program,
    space: BigInt(token.length),
    data: new Uint8Array(token),
  })
}
