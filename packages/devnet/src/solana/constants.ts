// Fixed facts of the Foyer Solana devnet, so apps, wallets and tests can name them without asking a running chain.
// Every key here is derived from a public string: the devnet's keys are public, never hold real value with them.
import { sha256 } from '@noble/hashes/sha256'

const utf8 = (text: string) => new TextEncoder().encode(text)

/**
 * What getGenesisHash answers: base58(sha256('foyer-solana-devnet')). A real cluster's genesis hash identifies it in
 * CAIP-2 ids ('solana:' + its first 32 characters), so ours must be a valid base58 32-byte hash too, and a fixed one so
 * the id survives restarts. Checked against its derivation in constants.test.ts.
 */
export const SOLANA_DEVNET_GENESIS_HASH = '3m18fFd2hPJkop2aCRdB3LS47DSuWbBxcq8g1JaN79Xw'

/** The CAIP-2 chain id of the Foyer Solana devnet ('solana:' + the first 32 characters of its genesis hash). */
export const SOLANA_DEVNET_CAIP2 = `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}` as const

/** Default ports: the ones solana-test-validator uses, so wallets' "localnet" settings find us. WebSocket is RPC + 1. */
export const SOLANA_DEVNET_PORT = 8899

/** Ed25519 seeds of the devnet's own keys: sha256 of a public label, so the addresses never change. */
export const SOLANA_DEVNET_KEY_SEEDS = {
  /** The demo SPL mint account itself (its address is SOLANA_DEVNET_MINT). */
  mint: sha256(utf8('foyer-devnet-spl-mint')),
  /** May mint more FDOL; no freeze authority. */
  mintAuthority: sha256(utf8('foyer-devnet-spl-mint-authority')),
  /** Pays for airdrops and the seed, so those are ordinary transactions with a history. */
  faucet: sha256(utf8('foyer-devnet-faucet')),
} as const

/** The demo SPL token "Foyer Dollar": address of its mint (from SOLANA_DEVNET_KEY_SEEDS.mint). */
export const SOLANA_DEVNET_MINT = '9ZdWMLjTbbqYt7XVWpohXB2WarktszJFLsnURq7r9C7z'
export const SOLANA_DEVNET_MINT_AUTHORITY = '96g98T5h4u9CD9uW9i6QNozqcaegyizzEKm4Zi1XGVAM'
export const SOLANA_DEVNET_FAUCET = '2mFsyuXBmPTPZ3LBo3C9aEuYjUSqhdQnMubCkGSyvWoL'

export const SOLANA_DEVNET_TOKEN = {
  address: SOLANA_DEVNET_MINT,
  name: 'Foyer Dollar',
  symbol: 'FDOL',
  decimals: 6,
} as const

/** What the seed gives out on a fresh Solana devnet. */
export const SOLANA_DEVNET_SEED = {
  /** Dev accounts #0 to #(solHolders-1) each get `lamports`. */
  solHolders: 5,
  /** 100 SOL. */
  lamports: 100n * 1_000_000_000n,
  /**
   * Dev accounts #0 to #(tokenHolders-1) get an associated token account holding `tokenAmount`. #3 and #4 deliberately
   * have none: "the sender has no token account for this mint" must be testable.
   */
  tokenHolders: 3,
  /** 1,000 FDOL (6 decimals). */
  tokenAmount: 1_000n * 10n ** 6n,
} as const

/**
 * Dev Solana addresses #0–#4: m/44'/501'/i'/0' of the dev mnemonic, i.e. @foyer/dev-wallet's devSolanaSecret(i).
 * Written out rather than derived at run time so that nothing the devnet runs imports another workspace package: the e2e
 * global setup and plain tsx load workspace packages from dist/ (absent on a fresh clone, stale after an edit).
 * constants.test.ts derives them with devSolanaSecret, so they cannot drift from the dev wallet's keys.
 */
export const SOLANA_DEV_ADDRESSES = [
  'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
  'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
  '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
  '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
] as const
