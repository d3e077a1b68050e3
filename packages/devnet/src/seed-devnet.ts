import { createPublicClient, createWalletClient, defineChain, http, type Address, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foyerPassArtifact, foyerTokenArtifact } from './contracts/artifacts.js'
import {
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYER,
  DEVNET_DEPLOYER_INDEX,
  DEVNET_NFT,
  DEVNET_TOKENS,
  type DevnetContracts,
} from './contracts/addresses.js'
import { DEV_MNEMONIC, devAccounts } from './dev-accounts.js'

/** What the seed gives out: apps and tests can rely on these balances on a fresh devnet. */
export const DEVNET_SEED = {
  /** Dev accounts #0 to #(holders-1) each receive both tokens. */
  tokenHolders: 5,
  /** 10,000 FUSD (6 decimals) each. */
  tokenAAmount: 10_000n * 10n ** 6n,
  /** 1,000 FOY (18 decimals) each. */
  tokenBAmount: 1_000n * 10n ** 18n,
  /** Foyer Pass token ids minted to dev account #0. */
  nftTokenIds: [1n, 2n] as readonly bigint[],
} as const

export type SeedDevnetResult = {
  contracts: DevnetContracts
  /** false when the contracts were already there and nothing was sent. */
  deployed: boolean
}

/**
 * Deploys the demo tokens and NFT from dev account #9 at nonces 0, 1, 2 (so at DEVNET_CONTRACTS) and mints the seed
 * balances. Idempotent: a devnet that already has the contracts (a restarted CLI pointed at a running anvil, a second
 * test in the same file) is left untouched.
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
  // Anvil mines each transaction as it arrives, so receipts can be polled far faster than viem's 4 s default.
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 20 })

  const addresses = [DEVNET_CONTRACTS.tokenA, DEVNET_CONTRACTS.tokenB, DEVNET_CONTRACTS.nft]
  const codes = await Promise.all(addresses.map((address) => publicClient.getCode({ address })))
  const present = codes.filter((code) => code !== undefined && code !== '0x').length
  if (present === addresses.length) return { contracts: { ...DEVNET_CONTRACTS }, deployed: false }
  if (present > 0) {
    throw new Error(
      `@foyer/devnet: only ${present} of the 3 demo contracts exist on ${rpcUrl}; the chain was seeded partly. Restart it fresh.`,
    )
  }
  const nonce = await publicClient.getTransactionCount({ address: DEVNET_DEPLOYER })
  if (nonce !== 0) {
    throw new Error(
      `@foyer/devnet: the deployer ${DEVNET_DEPLOYER} has already sent ${nonce} transaction(s) on ${rpcUrl}, so the demo contracts ` +
        'cannot land at their fixed addresses. Do not send from dev account #9 before seeding, or restart the chain.',
    )
  }

  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEVNET_DEPLOYER_INDEX })
  const walletClient = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) })
  const confirm = async (hash: Hash, what: string) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success')
      throw new Error(`@foyer/devnet: seeding failed at "${what}" (tx ${hash} reverted)`)
    return receipt
  }

  // Explicit nonces 0, 1, 2 pin each contract to its address even if a send is retried.
  const tokenA = DEVNET_TOKENS.tokenA
  const tokenB = DEVNET_TOKENS.tokenB
  await confirm(
    await walletClient.deployContract({
      ...foyerTokenArtifact,
      args: [tokenA.name, tokenA.symbol, tokenA.decimals],
      nonce: 0,
    }),
    `deploy ${tokenA.symbol}`,
  )
  await confirm(
    await walletClient.deployContract({
      ...foyerTokenArtifact,
      args: [tokenB.name, tokenB.symbol, tokenB.decimals],
      nonce: 1,
    }),
    `deploy ${tokenB.symbol}`,
  )
  await confirm(
    await walletClient.deployContract({ ...foyerPassArtifact, args: [DEVNET_NFT.name, DEVNET_NFT.symbol], nonce: 2 }),
    `deploy ${DEVNET_NFT.symbol}`,
  )

  const holders: Address[] = devAccounts(DEVNET_SEED.tokenHolders).map((a) => a.address)
  for (const holder of holders) {
    for (const [token, amount] of [
      [tokenA, DEVNET_SEED.tokenAAmount],
      [tokenB, DEVNET_SEED.tokenBAmount],
    ] as const) {
      const hash = await walletClient.writeContract({
        address: token.address,
        abi: foyerTokenArtifact.abi,
        functionName: 'mint',
        args: [holder, amount],
      })
      await confirm(hash, `mint ${token.symbol} to ${holder}`)
    }
  }
  const nftOwner = holders[0]
  if (!nftOwner) throw new Error('@foyer/devnet: DEVNET_SEED.tokenHolders must be at least 1')
  for (const tokenId of DEVNET_SEED.nftTokenIds) {
    const hash = await walletClient.writeContract({
      address: DEVNET_NFT.address,
      abi: foyerPassArtifact.abi,
      functionName: 'mint',
      args: [nftOwner, tokenId],
    })
    await confirm(hash, `mint ${DEVNET_NFT.symbol} #${tokenId}`)
  }
  return { contracts: { ...DEVNET_CONTRACTS }, deployed: true }
}
