// Fixed facts of the Foyer Bitcoin devnet: a DEVELOPMENT chain with Bitcoin regtest's parameters, run in this process.
// Production apps point at a real Esplora/electrs (mempool.space, blockstream.info or their own), never at this.
// Every key here is public (the dev mnemonic, sha256 of a public label): never hold real value with them.
import { sha256 } from '@noble/hashes/sha2.js'

/** Bitcoin regtest's address parameters (bech32 'bcrt', base58 prefixes shared with testnet), as @scure/btc-signer takes them. */
export const REGTEST_NETWORK = Object.freeze({ bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef })

/** Bitcoin Core's regtest genesis block hash: the devnet's block 0 is that block, byte for byte. */
export const BITCOIN_DEVNET_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id (BIP-122: 'bip122:' + the first 32 hex characters of the genesis hash) — the same as any regtest node's. */
export const BITCOIN_DEVNET_CAIP2 = `bip122:${BITCOIN_DEVNET_GENESIS_HASH.slice(0, 32)}` as const

/** The Wallet Standard's name for the chain (the Bitcoin wallet standard's 'bitcoin:regtest'). */
export const BITCOIN_DEVNET_WALLET_CHAIN = 'bitcoin:regtest'

/** Default HTTP port of the devnet's Esplora API (the CLI's --bitcoin-port). */
export const BITCOIN_DEVNET_PORT = 8790

/** Blocks are mined every this many milliseconds when the CLI starts the chain (0 = only on POST /dev/mine). */
export const BITCOIN_DEVNET_BLOCK_INTERVAL_MS = 5_000

/** Consensus numbers of regtest that the chain applies. */
export const BITCOIN_DEVNET_CONSENSUS = {
  /** 50 BTC, halved every 150 blocks on regtest (210,000 on mainnet). */
  initialSubsidy: 50n * 100_000_000n,
  halvingInterval: 150,
  /** A coinbase output may be spent once it has this many confirmations. */
  coinbaseMaturity: 100,
  /** Regtest's proof-of-work limit: about every other header hash meets it, so mining costs nothing. */
  bits: 0x207fffff,
} as const

/**
 * Mempool policy, Bitcoin Core's defaults: a transaction pays at least 1 sat/vB, and no output is dust — worth less
 * than spending it would cost at 3 sat/vB (Core's dustRelayFee): 546 sats for P2PKH, 540 for P2SH, 294 for P2WPKH,
 * 330 for P2WSH and P2TR. OP_RETURN outputs are never dust.
 */
export const BITCOIN_DEVNET_POLICY = {
  minRelayFeeRate: 1,
  dustRelayFeeRate: 3,
  /** OP_RETURN scripts above this many bytes are non-standard (Core's -datacarriersize 83 until v30). */
  maxDataCarrierBytes: 83,
} as const

/** secp256k1 private key of the devnet's miner: coinbase rewards go to it, and it pays the seed and the faucet. */
export const BITCOIN_DEVNET_MINER_KEY = sha256(new TextEncoder().encode('foyer-bitcoin-devnet-miner'))

/** The miner's P2WPKH address (from BITCOIN_DEVNET_MINER_KEY; constants.test.ts checks it). */
export const BITCOIN_DEVNET_MINER_ADDRESS = 'bcrt1qk9xsr3gmnfh6qc80x2jmgg0d9vgyduhxt4m06r'

/**
 * The dev wallet's BIP-84 payment addresses #0–#2 on regtest (m/84'/1'/0'/0/i of the dev mnemonic), funded at start.
 * Written out so that nothing the devnet runs imports another workspace package (see the Solana constants);
 * constants.test.ts derives them with @foyer/dev-wallet's devBitcoinKeys so the two cannot drift.
 */
export const BITCOIN_DEV_ADDRESSES = [
  'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
  'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
] as const

/** What the seed gives each of BITCOIN_DEV_ADDRESSES: two confirmed outputs, so coin selection has a choice. */
export const BITCOIN_DEVNET_SEED = {
  /** 1 BTC and 0.5 BTC to each dev address. */
  outputs: [100_000_000n, 50_000_000n],
} as const
