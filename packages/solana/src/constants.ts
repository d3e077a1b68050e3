// Solana send constants (spec §9) and the program / cluster ids the adapter needs. Kept here so the numbers the spec
// names are visible in one place.

/** Compute unit price of every Foyer transfer, in micro-lamports per compute unit (spec §9). */
export const COMPUTE_UNIT_PRICE_MICRO_LAMPORTS = 20_000_000n
/** Compute unit limit of a SOL transfer (spec §9). */
export const SOL_TRANSFER_COMPUTE_UNIT_LIMIT = 500
/**
 * Compute unit limit of an SPL transfer (spec §9 says it exists, without a value). An idempotent associated token account
 * creation plus `transferChecked` stays well under it: ~25k units to create the account, ~6k for the transfer on
 * Token, somewhat more on Token-2022 with extensions.
 */
export const TOKEN_TRANSFER_COMPUTE_UNIT_LIMIT = 100_000
/** Base fee per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/** Lamports in one SOL. */
export const SOL_DECIMALS = 9

/** The priority fee (lamports) a transaction with `unitLimit` compute units at the Foyer unit price pays at most. */
export function priorityFeeLamports(unitLimit: number): bigint {
  const microLamports = COMPUTE_UNIT_PRICE_MICRO_LAMPORTS * BigInt(unitLimit)
  return (microLamports + 999_999n) / 1_000_000n
}

/** Fee estimate (lamports) of a one-signature transaction with `unitLimit` compute units. */
export function estimateFeeLamports(unitLimit: number, signatures = 1): bigint {
  return LAMPORTS_PER_SIGNATURE * BigInt(signatures) + priorityFeeLamports(unitLimit)
}

export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** Token-2022 (its own client package does not install next to @solana/kit 8, so only its id is used). */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
/** Size of a token account without extensions (rent of a recipient's new associated token account). */
export const TOKEN_ACCOUNT_SIZE = 165
/** Offset of `decimals` in a mint account (mint authority option 36 bytes, supply 8 bytes). */
export const MINT_DECIMALS_OFFSET = 44
/** Size of the base mint layout (Token; Token-2022 mints start with the same 82 bytes). */
export const MINT_SIZE = 82

/** CAIP-2 references (first 32 characters of the genesis hash) of the public clusters. */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const SOLANA_TESTNET_REFERENCE = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
