import { createPublicClient, defineChain, http } from 'viem'
import {
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYED_CONTRACT_COUNT,
  DEVNET_DEPLOYER,
  DEVNET_DEPLOYER_INDEX,
  type DevnetContracts,
} from './contracts/addresses.js'
import { installMulticall3 } from './evm-multicall3.js'
import { claimReverseNames, deployEns, registerEnsNames } from './seed/ens.js'
import { playHistory } from './seed/history.js'
import { seedAccounts } from './seed/seed-accounts.js'
import { airdropSpamNft, deployNfts, mintPasses, NFT_SEED } from './seed/nfts.js'
import { SeedSender } from './seed/seed-sender.js'
import { deployTokens, mintTokens, TOKEN_SEED } from './seed/tokens.js'
import { addUniswapV2Liquidity, deployUniswapV2, UNISWAP_V2_LIQUIDITY_TRANSACTIONS } from './seed/uniswap-v2.js'

/** What the seed gives out: apps and tests can rely on these balances on a fresh devnet. */
export const DEVNET_SEED = {
  ...TOKEN_SEED,
  /** Foyer Pass token ids dev account #0 holds. */
  nftTokenIds: NFT_SEED.passTokenIds,
  /** The spam collection's token id airdropped to dev account #0. */
  spamNftTokenId: NFT_SEED.spamTokenId,
} as const

export type SeedDevnetResult = {
  contracts: DevnetContracts
  /** false when the chain was already seeded and nothing was sent. */
  deployed: boolean
}

/** Every transaction the deployer sends; the last one is the seed's last step, so this nonce means "seeded". */
const DEPLOYER_TRANSACTIONS =
  DEVNET_DEPLOYED_CONTRACT_COUNT +
  TOKEN_SEED.tokenHolders * 2 +
  NFT_SEED.passTokenIds.length +
  // ENS: reverse, addr.reverse, eth, foyer.eth, then 5 per name (create, resolver, addr, avatar, hand over); the spam drop.
  4 +
  5 * 2 +
  UNISWAP_V2_LIQUIDITY_TRANSACTIONS +
  1

/**
 * Seeds a devnet anvil: Multicall3 at its canonical address; from dev account #9 at fixed nonces (so at fixed
 * addresses) the demo tokens, the Foyer Pass and a spam NFT collection, ENS and Uniswap V2 with three filled pools
 * (DEVNET_UNISWAP_V2_POOLS); token balances for dev accounts
 * #0-#4; ENS names with reverse records and avatars for #0 and #1; a short history between #0 and #1 (see
 * DEVNET_HISTORY). Idempotent: a devnet that is already seeded (a second test in the same file, a restarted caller)
 * is left untouched.
 */
export async function seedDevnet(rpcUrl: string): Promise<SeedDevnetResult> {
  // The chain id is whatever the node says (31337, or another for a second devnet): CREATE addresses do not depend on it.
  const chainId = await createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }).getChainId()
  const chain = defineChain({
    id: chainId,
    name: `Foyer devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const sender = new SeedSender(rpcUrl, chain)
  // From its own sender, so it runs alongside the rest; awaited before any return.
  const multicall3 = installMulticall3(rpcUrl)
  multicall3.catch(() => {})

  const nonce = await sender.client.getTransactionCount({ address: DEVNET_DEPLOYER })
  if (nonce >= DEPLOYER_TRANSACTIONS) {
    await multicall3
    return { contracts: { ...DEVNET_CONTRACTS }, deployed: false }
  }
  if (nonce !== 0) {
    await multicall3
    throw new Error(
      `@foyer/devnet: the deployer ${DEVNET_DEPLOYER} has already sent ${nonce} transaction(s) on ${rpcUrl}: the chain was ` +
        'seeded partly, or dev account #9 was used before seeding, so the demo contracts cannot land at their fixed ' +
        'addresses. Restart the chain fresh.',
    )
  }

  const accountOf = seedAccounts()
  const deployer = accountOf(DEVNET_DEPLOYER_INDEX)
  const holders = Array.from({ length: TOKEN_SEED.tokenHolders }, (_, index) => accountOf(index).address)

  await sender.track([deployer, accountOf(0), accountOf(1)])

  // The deployer's part goes out at once: one account's transactions run in nonce order, so each sees the ones
  // before. Nonces 0-9 are the contracts, in the order DEVNET_CONTRACTS, DEVNET_SPAM_NFT, DEVNET_ENS and
  // DEVNET_UNISWAP_V2 name them.
  deployTokens(sender, deployer)
  deployNfts(sender, deployer)
  deployEns(sender, deployer)
  deployUniswapV2(sender, deployer)
  mintTokens(sender, deployer, holders)
  mintPasses(sender, deployer, accountOf(0).address)
  registerEnsNames(sender, deployer, accountOf)
  addUniswapV2Liquidity(sender, deployer)
  await sender.confirmAll()
  claimReverseNames(sender, accountOf)
  await sender.confirmAll()
  await playHistory(sender, accountOf)
  // Last, and from the deployer: its nonce reaching DEPLOYER_TRANSACTIONS is what marks the chain as seeded.
  airdropSpamNft(sender, deployer, accountOf(0).address)
  await sender.confirmAll()
  await multicall3
  if (sender.sentBy(deployer.address) !== DEPLOYER_TRANSACTIONS)
    throw new Error(
      `@foyer/devnet: the seed's deployer transaction count is out of date (${sender.sentBy(deployer.address)})`,
    )
  return { contracts: { ...DEVNET_CONTRACTS }, deployed: true }
}
