// The NFTs route against what a real chain did: the seeded devnet's Foyer Passes and spam airdrop, moved between dev
// accounts, indexed by the EVM follower, read back through GET /v1/account/{address}/nfts on PGlite and PostgreSQL.
import {
  DEVNET_NFT,
  DEVNET_SEED,
  DEVNET_SPAM_NFT,
  foyerPassArtifact,
  getFreePort,
  startDevnet,
  type Devnet,
} from '@foyer/devnet'
import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hash } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EvmFollower } from '../../indexer/evm/evm-follower.js'
import { parseDataUriMetadata } from '../../indexer/evm/evm-token-metadata.js'
import { IndexerStore } from '../../indexer/indexer-store.js'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'

const CHAIN = 'eip155:31337'
const [PASS_1, PASS_2] = DEVNET_SEED.nftTokenIds as [bigint, bigint]
const SPAM = DEVNET_SEED.spamNftTokenId
let chain: Devnet
let accounts: Address[]
/** What each token's tokenURI says, read from the chain: `${contract}#${id}` → name and image. */
const onChain = new Map<string, { name: string | null; image: string | null } | null>()

const transport = () => http(chain.rpcUrl, { retryCount: 0 })
const publicClient = () => createPublicClient({ chain: foundry, transport: transport(), pollingInterval: 20 })
async function move(collection: Address, from: Address, to: Address, tokenId: bigint) {
  const hash: Hash = await createWalletClient({ account: from, chain: foundry, transport: transport() }).writeContract({
    address: collection,
    abi: foyerPassArtifact.abi,
    functionName: 'transferFrom',
    args: [from, to, tokenId],
  })
  const receipt = await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 })
  expect(receipt.status).toBe('success')
}

beforeAll(async () => {
  chain = await startDevnet({ port: await getFreePort() })
  accounts = chain.accounts
  const [a0, , , a3] = accounts as Address[]
  // The seed gave #0 both passes (#2 went to #1 and came back) and, last, the spam airdrop. #0 gives all three to #3,
  // pass #1 last, and #3 then sends pass #2 to itself, which keeps it and makes it the newest.
  await move(DEVNET_NFT.address, a0!, a3!, PASS_2)
  await move(DEVNET_NFT.address, a0!, a3!, PASS_1)
  await move(DEVNET_SPAM_NFT.address, a0!, a3!, SPAM)
  await move(DEVNET_NFT.address, a3!, a3!, PASS_2)
  for (const [collection, tokenId] of [
    [DEVNET_NFT.address, PASS_1],
    [DEVNET_NFT.address, PASS_2],
    [DEVNET_SPAM_NFT.address, SPAM],
  ] as const) {
    const uri = await publicClient().readContract({
      address: collection,
      abi: foyerPassArtifact.abi,
      functionName: 'tokenURI',
      args: [tokenId],
    })
    onChain.set(`${collection}#${tokenId}`, parseDataUriMetadata(uri as string))
  }
}, 180_000)
afterAll(async () => {
  await chain?.stop()
})

const nftsPath = (address: string, query: Record<string, string> = {}, projectId?: string) =>
  `${withClient(`/v1/account/${address}/nfts`, projectId)}&${new URLSearchParams(query)}`

/** The item the chain's own answers predict for a token. */
function expected(collection: { address: Address; name: string }, tokenId: bigint, isSpam: boolean) {
  const metadata = onChain.get(`${collection.address}#${tokenId}`)
  // The devnet's collections put the name and an image in every token's data: URI; without them this test shows
  // nothing about the metadata join.
  expect(metadata?.name).toBeTruthy()
  expect(metadata?.image).toMatch(/^data:image\//)
  return {
    chainId: CHAIN,
    contract: getAddress(collection.address),
    tokenId: String(tokenId),
    name: metadata!.name,
    collection: collection.name,
    imageUrl: metadata!.image,
    isSpam,
  }
}

describeOnDatabases('GET /v1/account/{address}/nfts', (suite) => {
  const config = (spam: string[] = [], projects?: { id: string; chains: string[] }[]) =>
    testConfig({
      chains: [{ id: CHAIN, rpcUrls: [chain.rpcUrl], spamNftContracts: spam }],
      ...(projects
        ? {
            projects: projects.map((project) => ({
              ...project,
              allowedOrigins: ['http://127.0.0.1:5173'],
              rateLimitPerMinute: 10_000,
            })),
          }
        : {}),
    })
  let indexed = false
  const start = async (...args: Parameters<typeof config>) => {
    const server = await suite.start(config(...args))
    if (!indexed) {
      await new EvmFollower({
        chainId: CHAIN,
        rpcUrl: chain.rpcUrl,
        store: new IndexerStore(suite.db().database.db),
      }).catchUp()
      indexed = true
    }
    return server
  }
  const get = async (app: Awaited<ReturnType<typeof start>>['app'], path: string) => {
    const response = await app.request(path)
    expect(response.status, path).toBe(200)
    return response.json()
  }

  it('lists the tokens whose last transfer brought them in, newest first, with their on-chain metadata', async () => {
    const { app } = await start([DEVNET_SPAM_NFT.address])
    const [a0, a1, , a3] = accounts as Address[]
    // Newest transfer first: pass #2 (sent to itself), the spam token, pass #1. Spam stays in the list, flagged.
    expect(await get(app, nftsPath(a3!, { chainId: CHAIN }))).toEqual({
      data: [
        expected(DEVNET_NFT, PASS_2, false),
        expected(DEVNET_SPAM_NFT, SPAM, true),
        expected(DEVNET_NFT, PASS_1, false),
      ],
    })
    // #0 gave everything away.
    expect(await get(app, nftsPath(a0!.toLowerCase(), { chainId: CHAIN }))).toEqual({ data: [] })
    // #1 held pass #2 for a while in the seed and sent it back.
    expect(await get(app, nftsPath(a1!, { chainId: CHAIN }))).toEqual({ data: [] })
    // Without chainId: every chain of the address's kind.
    expect(await get(app, nftsPath(a3!))).toEqual(await get(app, nftsPath(a3!, { chainId: CHAIN })))
  })

  it("flags spam only for the contracts on the chain's spam list", async () => {
    const { app } = await start()
    const answer = await get(app, nftsPath(accounts[3]!, { chainId: CHAIN }))
    expect(answer.data.map((item: { isSpam: boolean }) => item.isSpam)).toEqual([false, false, false])
  })

  it('answers chains it does not serve, and addresses of a kind without chains here, with no items', async () => {
    const { app } = await start()
    const holder = accounts[3]!
    expect(await get(app, nftsPath(holder, { chainId: 'eip155:1' }))).toEqual({ data: [] })
    expect(await get(app, nftsPath('So11111111111111111111111111111111111111112'))).toEqual({ data: [] })
    // A project limited to other chains sees nothing of this one.
    const other = await suite.start(config([], [{ id: 'other', chains: ['eip155:1'] }]))
    expect(await get(other.app, nftsPath(holder, { chainId: CHAIN }, 'other'))).toEqual({ data: [] })
    expect(await get(other.app, nftsPath(holder, {}, 'other'))).toEqual({ data: [] })
  })

  it('refuses bad input with 400 naming the field', async () => {
    const { app } = await start()
    const evm = accounts[0]!
    const cases: [string, string][] = [
      [nftsPath('not-an-address'), 'address'],
      [nftsPath('0x1234'), 'address'],
      [nftsPath(evm, { chainId: 'nope' }), 'chainId'],
      [nftsPath(evm, { chainId: 'eip155:' }), 'chainId'],
      [nftsPath('So11111111111111111111111111111111111111112', { chainId: CHAIN }), 'address'],
      [`${nftsPath(evm, { chainId: CHAIN })}&chainId=${CHAIN}`, 'chainId'],
    ]
    for (const [path, field] of cases) {
      const response = await app.request(path)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toMatchObject({ field, error: expect.any(String) })
    }
  })
})
