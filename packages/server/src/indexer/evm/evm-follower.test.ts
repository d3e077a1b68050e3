import {
  DEVNET_NFT,
  DEVNET_TOKENS,
  foyerPassArtifact,
  foyerTokenArtifact,
  getFreePort,
  startDevnet,
  type Devnet,
} from '@foyer/devnet'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Hash,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { describeOnDatabases } from '../../test/server-fixture.js'
import { IndexerStore } from '../indexer-store.js'
import { followLoop } from '../follow-loop.js'
import { EvmFollower } from './evm-follower.js'
import { parseDataUriMetadata } from './evm-token-metadata.js'
import { startRestartableAnvil, type RestartableAnvil } from './fixtures/anvil-with-state.js'

const CHAIN = 'eip155:31337'

function clients(rpcUrl: string) {
  const transport = http(rpcUrl, { retryCount: 0 })
  return {
    public: createPublicClient({ chain: foundry, transport, pollingInterval: 20 }),
    test: createTestClient({ chain: foundry, mode: 'anvil', transport }),
    wallet: (account: Address) => createWalletClient({ account, chain: foundry, transport }),
  }
}

async function mined(rpcUrl: string, hash: Hash) {
  return clients(rpcUrl).public.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

let stoppers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stoppers) await stop()
  stoppers = []
})

// One seeded chain for the file: each test follows it under its own chain id, from block 0.
let shared: Devnet
beforeAll(async () => {
  shared = await startDevnet({ port: await getFreePort() })
}, 60_000)
afterAll(async () => {
  await shared?.stop()
})
const devnet = async () => shared

describeOnDatabases('EvmFollower', (suite) => {
  const chainOf = (name: string) => `${CHAIN}-${suite.kind}-${name}`
  const db = () => suite.db().database.db
  const transfersOf = (chainId: string, hash: string) =>
    db()
      .selectFrom('indexed_transfers')
      .select(['address', 'direction', 'counterparty', 'kind', 'asset', 'amount', 'token_id'])
      .where('chain_id', '=', chainId)
      .where('tx_hash', '=', hash.toLowerCase())
      .orderBy('address')
      .execute()
  const statusOf = async (chainId: string, hash: string) =>
    (
      await db()
        .selectFrom('indexed_transactions')
        .select('status')
        .where('chain_id', '=', chainId)
        .where('hash', '=', hash.toLowerCase())
        .executeTakeFirst()
    )?.status
  const countOf = async (chainId: string) =>
    Number(
      (
        await db()
          .selectFrom('indexed_transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('chain_id', '=', chainId)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('stores native, ERC-20 and ERC-721 transfers and failed transactions as the chain made them', async () => {
    await suite.start()
    const chain = await devnet()
    const c = clients(chain.rpcUrl)
    const [a0, a1, a2, a3, , , a6] = chain.accounts as Address[]
    // The seed gave #0 passes 1 and 2; each database run moves one.
    const tokenId = suite.kind === 'pglite' ? 1n : 2n
    const lower = (address: string) => address.toLowerCase()
    const native = await c.wallet(a1!).sendTransaction({ to: a2!, value: parseEther('1.5') })
    const erc20 = await c.wallet(a0!).writeContract({
      address: DEVNET_TOKENS.tokenA.address,
      abi: foyerTokenArtifact.abi,
      functionName: 'transfer',
      args: [a3!, 2_500_000n],
    })
    const nft = await c.wallet(a0!).writeContract({
      address: DEVNET_NFT.address,
      abi: foyerPassArtifact.abi,
      functionName: 'transferFrom',
      args: [a0!, a3!, tokenId],
    })
    // #6 holds no FUSD: the transfer reverts on chain (gas given, so no estimate refuses it first).
    const failed = await c.wallet(a6!).writeContract({
      address: DEVNET_TOKENS.tokenA.address,
      abi: foyerTokenArtifact.abi,
      functionName: 'transfer',
      args: [a3!, 1n],
      gas: 100_000n,
    })
    for (const hash of [native, erc20, nft, failed]) await mined(chain.rpcUrl, hash)

    const chainId = chainOf('transfers')
    const heights: number[] = []
    const follower = new EvmFollower({
      chainId,
      rpcUrl: chain.rpcUrl,
      store: new IndexerStore(db()),
      batchSize: 7,
      onHeight: (h) => heights.push(h),
    })
    await follower.catchUp()
    const head = Number(await c.public.getBlockNumber())
    expect(heights.at(-1)).toBe(head)

    expect(await transfersOf(chainId, native)).toEqual(
      [
        {
          address: lower(a1!),
          direction: 'out',
          counterparty: lower(a2!),
          kind: 'native',
          asset: null,
          amount: '1500000000000000000',
          token_id: null,
        },
        {
          address: lower(a2!),
          direction: 'in',
          counterparty: lower(a1!),
          kind: 'native',
          asset: null,
          amount: '1500000000000000000',
          token_id: null,
        },
      ].sort((x, y) => x.address.localeCompare(y.address)),
    )
    const fusd = lower(DEVNET_TOKENS.tokenA.address)
    expect(await transfersOf(chainId, erc20)).toEqual(
      [
        {
          address: lower(a0!),
          direction: 'out',
          counterparty: lower(a3!),
          kind: 'fungible',
          asset: fusd,
          amount: '2500000',
          token_id: null,
        },
        {
          address: lower(a3!),
          direction: 'in',
          counterparty: lower(a0!),
          kind: 'fungible',
          asset: fusd,
          amount: '2500000',
          token_id: null,
        },
      ].sort((x, y) => x.address.localeCompare(y.address)),
    )
    const pass = lower(DEVNET_NFT.address)
    expect(await transfersOf(chainId, nft)).toEqual(
      [
        {
          address: lower(a0!),
          direction: 'out',
          counterparty: lower(a3!),
          kind: 'nft',
          asset: pass,
          amount: '1',
          token_id: String(tokenId),
        },
        {
          address: lower(a3!),
          direction: 'in',
          counterparty: lower(a0!),
          kind: 'nft',
          asset: pass,
          amount: '1',
          token_id: String(tokenId),
        },
      ].sort((x, y) => x.address.localeCompare(y.address)),
    )
    expect(await statusOf(chainId, native)).toBe('confirmed')
    expect(await statusOf(chainId, failed)).toBe('failed')
    expect(await transfersOf(chainId, failed)).toEqual([])

    // Every transaction of every block, once (the seed's deploys and mints included).
    let onChain = 0
    for (let n = 0; n <= head; n++) onChain += await c.public.getBlockTransactionCount({ blockNumber: BigInt(n) })
    expect(await countOf(chainId)).toBe(onChain)

    // Names read from the contracts, as the chain has them.
    const token = await db()
      .selectFrom('indexed_tokens')
      .select(['name', 'symbol', 'decimals'])
      .where('chain_id', '=', chainId)
      .where('address', '=', fusd)
      .executeTakeFirst()
    expect(token).toEqual({ name: 'Foyer USD', symbol: 'FUSD', decimals: 6 })
    const uri = await c.public.readContract({
      address: DEVNET_NFT.address,
      abi: foyerPassArtifact.abi,
      functionName: 'tokenURI',
      args: [tokenId],
    })
    const stored = await db()
      .selectFrom('indexed_nfts')
      .select(['name', 'image'])
      .where('chain_id', '=', chainId)
      .where('contract', '=', pass)
      .where('token_id', '=', String(tokenId))
      .executeTakeFirst()
    expect(stored).toEqual(parseDataUriMetadata(uri as string))
    expect(stored?.name).toMatch(new RegExp(`#${tokenId}`))
  })

  it('resumes from its cursor after a restart without storing anything twice', async () => {
    await suite.start()
    const chain = await devnet()
    const chainId = chainOf('resume')
    const store = new IndexerStore(db())
    await new EvmFollower({ chainId, rpcUrl: chain.rpcUrl, store }).catchUp()
    const before = await countOf(chainId)
    const cursor = await store.getCursor(chainId)
    const c = clients(chain.rpcUrl)
    const hash = await c.wallet(chain.accounts[1]!).sendTransaction({ to: chain.accounts[2]!, value: 1n })
    await mined(chain.rpcUrl, hash)
    // A new follower (a restarted server) starts at the block after the stored cursor, not at 0.
    const fetched: number[] = []
    const counting: typeof fetch = async (input, init) => {
      for (const call of JSON.parse(String(init?.body)) as { method: string; params: string[] }[])
        if (call.method === 'eth_getBlockByNumber') fetched.push(Number(call.params[0]))
      return fetch(input, init)
    }
    await new EvmFollower({ chainId, rpcUrl: chain.rpcUrl, store, fetch: counting }).catchUp()
    expect(Math.min(...fetched)).toBe(cursor!.height + 1)
    expect(await countOf(chainId)).toBe(before + 1)
    expect(await statusOf(chainId, hash)).toBe('confirmed')
  })

  it('drops the transfers of reverted blocks, and indexes the blocks that replaced them', async () => {
    await suite.start()
    const chain = await devnet()
    const c = clients(chain.rpcUrl)
    const chainId = chainOf('reorg')
    const store = new IndexerStore(db())
    const follower = new EvmFollower({ chainId, rpcUrl: chain.rpcUrl, store })
    await follower.catchUp()
    const snapshot = await c.test.snapshot()
    const [, a1, a2, a3] = chain.accounts as Address[]
    const dropped = await c.wallet(a1!).sendTransaction({ to: a2!, value: parseEther('3') })
    await mined(chain.rpcUrl, dropped)
    await follower.catchUp()
    expect(await transfersOf(chainId, dropped)).toHaveLength(2)

    // Reverted with no new block yet: the head is below the cursor.
    await c.test.revert({ id: snapshot })
    expect(await follower.step()).toBe('reorg')
    expect(await transfersOf(chainId, dropped)).toEqual([])

    // Reverted and replaced at the same heights: the parent hash no longer matches.
    const snapshot2 = await c.test.snapshot()
    const gone = await c.wallet(a1!).sendTransaction({ to: a3!, value: parseEther('4') })
    await mined(chain.rpcUrl, gone)
    await follower.catchUp()
    await c.test.revert({ id: snapshot2 })
    const replacement = await c.wallet(a2!).sendTransaction({ to: a3!, value: parseEther('5') })
    await mined(chain.rpcUrl, replacement)
    await c.test.mine({ blocks: 2 })
    await follower.catchUp()
    expect(await statusOf(chainId, gone)).toBeUndefined()
    expect(await transfersOf(chainId, gone)).toEqual([])
    expect(await transfersOf(chainId, replacement)).toHaveLength(2)
    const head = await c.public.getBlock()
    expect(await store.getCursor(chainId)).toEqual({ height: Number(head.number), hash: head.hash })
  })

  it('rides out the RPC going away and coming back, then catches up without duplicates', async () => {
    await suite.start()
    const anvil: RestartableAnvil = await startRestartableAnvil()
    stoppers.push(() => anvil.dispose())
    const chainId = chainOf('outage')
    const store = new IndexerStore(db())
    const c = clients(anvil.rpcUrl)
    const send = async (value: bigint) => {
      // A plain anvil: the same funded dev accounts as the devnet's.
      const [from, to] = shared.accounts as Address[]
      const hash = await c.wallet(from!).sendTransaction({ to: to!, value })
      await mined(anvil.rpcUrl, hash)
      return hash
    }
    const first = await send(1n)
    const lines: string[] = []
    const stop = new AbortController()
    const heights: number[] = []
    const follower = new EvmFollower({ chainId, rpcUrl: anvil.rpcUrl, store, onHeight: (h) => heights.push(h) })
    const loop = followLoop(follower, {
      pollIntervalMs: 20,
      maxBackoffMs: 100,
      signal: stop.signal,
      log: (l) => lines.push(l),
    })
    await expect.poll(() => statusOf(chainId, first), { timeout: 10_000 }).toBe('confirmed')

    await anvil.stop()
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1)
    expect(lines[0]).toMatch(new RegExp(`^\\[foyer-indexer\\] ${chainId}: RPC http://127\\.0\\.0\\.1:\\d+ failed`))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(lines).toHaveLength(1)

    await anvil.start()
    const second = await send(2n)
    await expect.poll(() => statusOf(chainId, second), { timeout: 10_000 }).toBe('confirmed')
    stop.abort()
    await loop
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/RPC answers again/)
    expect(await countOf(chainId)).toBe(2)
  })
})
