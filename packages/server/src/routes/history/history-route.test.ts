// The history route against what a real chain did: transfers sent on a seeded anvil, indexed by the EVM follower,
// read back through GET /v1/account/{account}/history on PGlite and PostgreSQL.
import {
  DEVNET_DEPLOYER,
  DEVNET_NFT,
  DEVNET_SEED,
  DEVNET_TOKENS,
  foyerPassArtifact,
  foyerTokenArtifact,
  getFreePort,
  startDevnet,
  type Devnet,
} from '@foyer/devnet'
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hash,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EvmFollower } from '../../indexer/evm/evm-follower.js'
import { parseDataUriMetadata } from '../../indexer/evm/evm-token-metadata.js'
import { IndexerStore } from '../../indexer/indexer-store.js'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'
import { HISTORY_PAGE_SIZE } from './history-route.js'

const CHAIN = 'eip155:31337'
let chain: Devnet
let accounts: Address[]
const sent: Record<'native' | 'erc20' | 'nft' | 'failed', { hash: Hash; block: bigint; timestamp: bigint }> =
  {} as never
/** Every payment to #7, oldest first (wei): the paging test's expectations. */
const paid: bigint[] = []
let nftMetadata: { name: string | null; image: string | null } | null

const transport = () => http(chain.rpcUrl, { retryCount: 0 })
const publicClient = () => createPublicClient({ chain: foundry, transport: transport(), pollingInterval: 20 })
const wallet = (account: Address) => createWalletClient({ account, chain: foundry, transport: transport() })
async function mined(hash: Hash) {
  const receipt = await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 })
  const block = await publicClient().getBlock({ blockNumber: receipt.blockNumber })
  return { hash, block: receipt.blockNumber, timestamp: block.timestamp }
}

beforeAll(async () => {
  chain = await startDevnet({ port: await getFreePort() })
  accounts = chain.accounts
  const [a0, a1, a2, a3, , , a6] = accounts as Address[]
  sent.native = await mined(await wallet(a1!).sendTransaction({ to: a2!, value: parseEther('1.5') }))
  sent.erc20 = await mined(
    await wallet(a0!).writeContract({
      address: DEVNET_TOKENS.tokenA.address,
      abi: foyerTokenArtifact.abi,
      functionName: 'transfer',
      args: [a3!, 2_500_000n],
    }),
  )
  sent.nft = await mined(
    await wallet(a0!).writeContract({
      address: DEVNET_NFT.address,
      abi: foyerPassArtifact.abi,
      functionName: 'transferFrom',
      args: [a0!, a3!, DEVNET_SEED.nftTokenIds[0]!],
    }),
  )
  // #6 holds no FUSD: this transfer reverts on chain.
  sent.failed = await mined(
    await wallet(a6!).writeContract({
      address: DEVNET_TOKENS.tokenA.address,
      abi: foyerTokenArtifact.abi,
      functionName: 'transfer',
      args: [a3!, 1n],
      gas: 100_000n,
    }),
  )
  const uri = await publicClient().readContract({
    address: DEVNET_NFT.address,
    abi: foyerPassArtifact.abi,
    functionName: 'tokenURI',
    args: [DEVNET_SEED.nftTokenIds[0]!],
  })
  nftMetadata = parseDataUriMetadata(uri as string)
  // 55 payments to #7: more than one page, sent one after another so anvil mines them in nonce order and the value
  // grows with position. Each answer is checked, so a refused send fails here with anvil's reason.
  const payer = accounts[8]!
  const nonce = await publicClient().getTransactionCount({ address: payer })
  const payments: Hash[] = []
  for (let i = 0; i < HISTORY_PAGE_SIZE + 5; i++) {
    const send = { to: accounts[7]!, value: BigInt(i + 1), nonce: nonce + i, gas: 21_000n }
    payments.push(await wallet(payer).sendTransaction(send))
  }
  await mined(payments[payments.length - 1]!)
  paid.push(...payments.map((_, i) => BigInt(i + 1)))
}, 180_000)
afterAll(async () => {
  await chain?.stop()
})

const iso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString()
const historyPath = (account: string, query: Record<string, string> = {}) =>
  `${withClient(`/v1/account/${account}/history`)}&${new URLSearchParams(query)}`

describeOnDatabases('GET /v1/account/{account}/history', (suite) => {
  const config = (spam: string[] = []) =>
    testConfig({
      chains: [
        {
          id: CHAIN,
          rpcUrls: [chain.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [{ ...DEVNET_TOKENS.tokenA, iconUrl: 'http://127.0.0.1:5173/fusd.svg' }],
          spamNftContracts: spam,
        },
      ],
    })
  const follower = () =>
    new EvmFollower({ chainId: CHAIN, rpcUrl: chain.rpcUrl, store: new IndexerStore(suite.db().database.db) })
  let indexed = false
  const start = async (spam: string[] = []) => {
    const server = await suite.start(config(spam))
    if (!indexed) {
      await follower().catchUp()
      indexed = true
    }
    return server
  }
  const get = async (app: Awaited<ReturnType<typeof start>>['app'], path: string) => {
    const response = await app.request(path)
    expect(response.status, path).toBe(200)
    return response.json()
  }

  it('answers what the chain did: native, ERC-20 and NFT transfers in and out, and a reverted transaction', async () => {
    const { app } = await start()
    const [a0, a1, a2, a3, , , a6] = accounts as Address[]
    const tokenId = String(DEVNET_SEED.nftTokenIds[0])
    const received = await get(app, historyPath(a3!.toLowerCase(), { chainId: CHAIN }))
    // #3's history: the NFT and FUSD it was sent (the newest), then what the seed gave it, newest first.
    expect(received.next).toBeUndefined()
    expect(received.data.slice(0, 2)).toEqual([
      {
        id: `${CHAIN}:${sent.nft.hash}`,
        metadata: {
          minedAt: iso(sent.nft.timestamp),
          chain: CHAIN,
          status: 'confirmed',
          hash: sent.nft.hash,
          sentFrom: a0,
          sentTo: getAddress(DEVNET_NFT.address),
          operationType: 'receive',
        },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '1' },
            nft_info: {
              name: nftMetadata?.name ?? `Foyer Pass #${tokenId}`,
              collection: 'Foyer Pass',
              ...(nftMetadata?.image ? { content: { preview: { url: nftMetadata.image } } } : {}),
              flags: { is_spam: false },
            },
          },
        ],
      },
      {
        id: `${CHAIN}:${sent.erc20.hash}`,
        metadata: {
          minedAt: iso(sent.erc20.timestamp),
          chain: CHAIN,
          status: 'confirmed',
          hash: sent.erc20.hash,
          sentFrom: a0,
          sentTo: getAddress(DEVNET_TOKENS.tokenA.address),
          operationType: 'receive',
        },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '2.5' },
            fungible_info: { name: 'Foyer USD', symbol: 'FUSD', icon: { url: 'http://127.0.0.1:5173/fusd.svg' } },
          },
        ],
      },
    ])
    const minedAt = received.data.map((item: { metadata: { minedAt: string } }) => item.metadata.minedAt)
    expect(minedAt).toEqual([...minedAt].sort().reverse())
    // The seed minted FOY to #3; FOY is not in the configured list, so its name, symbol and decimals come from the
    // contract itself.
    const foy = received.data.filter(
      (item: { transfers: { fungible_info?: { symbol?: string } }[] }) =>
        item.transfers[0]?.fungible_info?.symbol === 'FOY',
    )
    expect(foy[foy.length - 1]).toMatchObject({
      metadata: { operationType: 'mint', sentFrom: getAddress(DEVNET_DEPLOYER), status: 'confirmed' },
      transfers: [
        { direction: 'in', quantity: { numeric: '1000' }, fungible_info: { name: 'Foyer Token', symbol: 'FOY' } },
      ],
    })

    const byId = (data: { id: string }[], hash: string) => data.filter((item) => item.id === `${CHAIN}:${hash}`)
    const sender = await get(app, historyPath(a1!, { chainId: CHAIN }))
    expect(byId(sender.data, sent.native.hash)).toEqual([
      {
        id: `${CHAIN}:${sent.native.hash}`,
        metadata: {
          minedAt: iso(sent.native.timestamp),
          chain: CHAIN,
          status: 'confirmed',
          hash: sent.native.hash,
          sentFrom: a1,
          sentTo: a2,
          operationType: 'send',
        },
        transfers: [
          { direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { name: 'Ether', symbol: 'ETH' } },
        ],
      },
    ])
    const failed = await get(app, historyPath(a6!))
    expect(byId(failed.data, sent.failed.hash)).toEqual([
      {
        id: `${CHAIN}:${sent.failed.hash}`,
        metadata: {
          minedAt: iso(sent.failed.timestamp),
          chain: CHAIN,
          status: 'failed',
          hash: sent.failed.hash,
          sentFrom: a6,
          sentTo: getAddress(DEVNET_TOKENS.tokenA.address),
          operationType: 'execute',
        },
        transfers: [],
      },
    ])
  })

  it('flags NFTs of the configured spam contracts', async () => {
    const { app } = await start([DEVNET_NFT.address])
    const answer = await get(app, historyPath(accounts[3]!, { chainId: CHAIN }))
    expect(answer.data[0].transfers[0].nft_info.flags).toEqual({ is_spam: true })
    expect(answer.data[1].transfers[0].fungible_info.symbol).toBe('FUSD')
  })

  it('pages 50 at a time with a cursor that new blocks do not shift', async () => {
    const { app } = await start()
    const payee = accounts[7]!
    const numbers = (page: { data: { transfers: { quantity: { numeric: string } }[] }[] }) =>
      page.data.map((item) => item.transfers[0]!.quantity.numeric)
    const newestFirst = [...paid].reverse().map((wei) => formatEther(wei))
    const first = await get(app, historyPath(payee, { chainId: CHAIN }))
    expect(typeof first.next).toBe('string')
    expect(numbers(first)).toEqual(newestFirst.slice(0, HISTORY_PAGE_SIZE))
    // New payments arrive and are indexed between the two page requests.
    for (const value of [1000n + BigInt(paid.length), 1001n + BigInt(paid.length)]) {
      await mined(await wallet(accounts[8]!).sendTransaction({ to: payee, value }))
      paid.push(value)
    }
    await follower().catchUp()
    const second = await get(app, historyPath(payee, { chainId: CHAIN, cursor: first.next }))
    expect(second.next).toBeUndefined()
    expect(numbers(second)).toEqual(newestFirst.slice(HISTORY_PAGE_SIZE))
    const ids = new Set([...first.data, ...second.data].map((item: { id: string }) => item.id))
    expect(ids.size).toBe(newestFirst.length)
    const again = await get(app, historyPath(payee, { chainId: CHAIN }))
    expect(numbers(again).slice(0, 2)).toEqual([paid.at(-1), paid.at(-2)].map((wei) => formatEther(wei!)))
  })

  it('answers onramp requests and accounts without history with no items', async () => {
    const { app } = await start()
    expect(await get(app, historyPath(accounts[1]!, { onramp: 'coinbase' }))).toEqual({ data: [] })
    expect(await get(app, historyPath('0x000000000000000000000000000000000000dEaD'))).toEqual({ data: [] })
  })

  it('refuses bad input with 400 naming the field', async () => {
    const { app } = await start()
    const evm = accounts[0]!
    const cases: [string, string][] = [
      [historyPath('not-an-address'), 'account'],
      [historyPath(evm, { cursor: 'nope!' }), 'cursor'],
      [historyPath(evm, { cursor: Buffer.from('[1,2]').toString('base64url') }), 'cursor'],
      [historyPath(evm, { chainId: 'eip155:1' }), 'chainId'],
      [historyPath('So11111111111111111111111111111111111111112', { chainId: CHAIN }), 'account'],
      [historyPath(evm, { onramp: 'moonpay' }), 'onramp'],
    ]
    for (const [path, field] of cases) {
      const response = await app.request(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).field, path).toBe(field)
    }
  })
})
