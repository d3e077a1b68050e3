// The convert routes on a seeded anvil (the devnet's Uniswap V2 pools) through the uniswap-v2 provider, on PGlite and
// PostgreSQL. Both suites share one chain, so each uses its own dev accounts and compares against the chain as it is.
import {
  DEVNET_CONTRACTS,
  DEVNET_TOKENS,
  DEVNET_UNISWAP_V2,
  getFreePort,
  startDevnet,
  type Devnet,
} from '@foyer/devnet'
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnDatabases, TEST_PROJECT, testConfig, withClient } from '../../test/server-fixture.js'
import { GAS_PRICE_NOT_SUPPORTED, SWAPS_NOT_SUPPORTED } from './convert-route.js'

const CHAIN = 'eip155:31337'
/** A chain with a deployment whose RPC is a closed port: an upstream failure. */
const DOWN_CHAIN = 'eip155:31339'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const FUSD = DEVNET_TOKENS.tokenA.address
const FOY = DEVNET_TOKENS.tokenB.address
const routerAbi = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort() })
}, 60_000)
afterAll(() => devnet?.stop())

const client = () => createPublicClient({ transport: http(devnet.rpcUrl) })
const config = (project: { chains?: string[] } = {}) =>
  testConfig({
    projects: [{ id: TEST_PROJECT, rateLimitPerMinute: 10_000, ...project }],
    chains: [
      {
        id: CHAIN,
        rpcUrls: [devnet.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: Object.values(DEVNET_TOKENS).map(({ address, name, symbol, decimals }) => ({
          address,
          name,
          symbol,
          decimals,
        })),
      },
      { id: DOWN_CHAIN, rpcUrls: ['http://127.0.0.1:9'] },
    ],
    prices: {
      kind: 'fixed',
      prices: {
        [`${CHAIN}:native`]: { price: 3000, name: 'Ether', symbol: 'ETH' },
        [`${CHAIN}:${FUSD}`]: { price: 1, name: 'Foyer USD', symbol: 'FUSD' },
      },
    },
    swaps: {
      extraChains: [CHAIN, DOWN_CHAIN],
      provider: { kind: 'uniswap-v2', deployments: { [CHAIN]: DEVNET_UNISWAP_V2, [DOWN_CHAIN]: DEVNET_UNISWAP_V2 } },
    },
  })

const get = (path: string, query: Record<string, string>) => `${withClient(path)}&${new URLSearchParams(query)}`
const account = (address: string, chain = CHAIN) => `${chain}:${address}`
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const routerQuote = async (amount: bigint, path: Address[]) =>
  (
    await client().readContract({
      address: DEVNET_UNISWAP_V2.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
  ).at(-1)!

/** Sends a built transaction from the (anvil-unlocked) dev account, as a wallet would, and waits for it. */
async function send(tx: { from: string; to: string; data: Hex; amount: string; eip155?: { gas?: string } }) {
  const from = tx.from.split(':')[2] as Address
  const wallet = createWalletClient({ account: from, transport: http(devnet.rpcUrl) })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: tx.to.split(':')[2] as Address,
    data: tx.data,
    value: BigInt(tx.amount),
    ...(tx.eip155?.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  return client().waitForTransactionReceipt({ hash })
}

describeOnDatabases('convert routes (Uniswap V2 on a seeded anvil)', (suite) => {
  // Each suite trades from its own accounts: #2/#3 on PGlite, #4/#1 on PostgreSQL (#0-#4 hold FUSD and FOY).
  const [ethTrader, tokenTrader] = suite.kind === 'pglite' ? [2, 3] : [4, 1]
  const trader = (index: number) => devnet.accounts[index]!

  it('lists the chain native currency and its tokens with CAIP-10 addresses and known prices', async () => {
    const { app } = await suite.start(config())
    const response = await app.request(get('/v1/convert/tokens', { chainId: CHAIN }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: account(NATIVE), decimals: 18, price: 3000 },
        { name: 'Foyer USD', symbol: 'FUSD', address: account(FUSD), decimals: 6, price: 1 },
        { name: 'Foyer Token', symbol: 'FOY', address: account(FOY), decimals: 18 },
      ],
    })
  })

  it('quotes what the router would give, with the 0.3 % fee and the price impact, and the quote moves after a swap', async () => {
    const { app } = await suite.start(config())
    const amount = parseEther('2')
    const quote = async () => {
      const response = await app.request(
        get('/v1/convert/quotes', {
          amount: amount.toString(),
          userAddress: account(trader(ethTrader)),
          from: account(NATIVE),
          to: account(FUSD),
        }),
      )
      expect(response.status).toBe(200)
      const { quotes } = await response.json()
      expect(quotes).toHaveLength(1)
      return quotes[0]
    }
    const before = await quote()
    expect(before).toMatchObject({
      fromAccount: account(NATIVE),
      fromAmount: amount.toString(),
      toAccount: account(FUSD),
      toAmount: (await routerQuote(amount, [DEVNET_UNISWAP_V2.weth, FUSD])).toString(),
      feeAmount: ((amount * 3n) / 1000n).toString(),
    })
    // 2 ETH of a pool of about 100 ETH moves its price by about 2 %.
    expect(before.priceImpact).toBeGreaterThan(1)
    expect(before.priceImpact).toBeLessThan(3)
    expect(before.expiresAt).toBeGreaterThan(Date.now())

    // Someone else buys FUSD with ETH directly at the router: the pool has less FUSD, the same ETH now buys less.
    const other = trader(suite.kind === 'pglite' ? 6 : 7)
    const hash = await createWalletClient({ account: other, transport: http(devnet.rpcUrl) }).writeContract({
      chain: null,
      address: DEVNET_UNISWAP_V2.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [DEVNET_UNISWAP_V2.weth, FUSD], other, maxUint256],
      value: parseEther('5'),
      // Not viem's estimate: made at the last block's timestamp, it misses the pair's price accumulators that a later
      // block's swap updates, and can run out of gas (what the route's 25 % margin is for).
      gas: 300_000n,
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await quote()
    expect(BigInt(after.toAmount)).toBeLessThan(BigInt(before.toAmount))
    expect(after.toAmount).toBe((await routerQuote(amount, [DEVNET_UNISWAP_V2.weth, FUSD])).toString())
  })

  it('builds an ETH → FUSD swap that, sent from a dev account, swaps on chain with 1 % slippage by default', async () => {
    const { app } = await suite.start(config())
    const user = trader(ethTrader)
    const amount = parseEther('1')
    const expected = await routerQuote(amount, [DEVNET_UNISWAP_V2.weth, FUSD])
    const response = await app.request(withClient('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: amount.toString(),
        projectId: TEST_PROJECT,
        from: account(NATIVE),
        to: account(FUSD),
        userAddress: account(user),
        disableEstimate: false,
      }),
    })
    expect(response.status).toBe(200)
    const { tx } = await response.json()
    expect(tx).toMatchObject({ from: account(user), to: account(DEVNET_UNISWAP_V2.router), amount: amount.toString() })
    expect(BigInt(tx.eip155.gas)).toBeGreaterThan(50_000n)
    const call = decodeFunctionData({ abi: routerAbi, data: tx.data })
    expect(call.functionName).toBe('swapExactETHForTokens')
    expect(call.args[0]).toBe((expected * 99n) / 100n)

    const [ethBefore, fusdBefore] = [await client().getBalance({ address: user }), await balanceOf(FUSD, user)]
    expect((await send(tx)).status).toBe('success')
    expect((await balanceOf(FUSD, user)) - fusdBefore).toBe(expected)
    expect(await client().getBalance({ address: user })).toBeLessThan(ethBefore - amount)
  })

  it('approves, then swaps FUSD → FOY and FOY → ETH: allowance, build-approve and build-transaction', async () => {
    const { app } = await suite.start(config())
    const user = trader(tokenTrader)
    const allowance = async () => {
      const response = await app.request(
        get('/v1/convert/allowance', { tokenAddress: account(FUSD), userAddress: account(user) }),
      )
      expect(response.status).toBe(200)
      return (await response.json()).allowance
    }
    const build = (body: Record<string, unknown>) =>
      app.request(withClient('/v1/convert/build-transaction'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userAddress: account(user), ...body }),
      })
    const amount = 500n * 10n ** 6n
    expect(await allowance()).toBe('0')
    // Without the approval the swap would revert: its estimate says so, as bad input rather than a server error.
    const refused = await build({ amount: amount.toString(), from: account(FUSD), to: account(FOY) })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ field: 'amount', error: expect.stringMatching(/would fail/) })

    const approve = await app.request(
      get('/v1/convert/build-approve', { userAddress: account(user), from: account(FUSD), to: account(FOY) }),
    )
    expect(approve.status).toBe(200)
    const { tx: approveTx } = await approve.json()
    expect(approveTx).toMatchObject({ from: account(user), to: account(FUSD), amount: '0' })
    expect((await send(approveTx)).status).toBe('success')
    expect(await allowance()).toBe(maxUint256.toString())

    const expected = await routerQuote(amount, [FUSD, FOY])
    const built = await build({
      amount: amount.toString(),
      from: account(FUSD),
      to: account(FOY),
      eip155: { slippage: 0.5 },
    })
    expect(built.status).toBe(200)
    const { tx } = await built.json()
    const call = decodeFunctionData({ abi: routerAbi, data: tx.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args[1]).toBe((expected * 9950n) / 10_000n)
    const [fusdBefore, foyBefore] = [await balanceOf(FUSD, user), await balanceOf(FOY, user)]
    expect((await send(tx)).status).toBe('success')
    expect(fusdBefore - (await balanceOf(FUSD, user))).toBe(amount)
    expect((await balanceOf(FOY, user)) - foyBefore).toBe(expected)

    // FOY → ETH: approve FOY for exactly the amount, then the swap pays out ETH.
    const foyAmount = 10n * 10n ** 18n
    const approveFoy = await app.request(
      get('/v1/convert/build-approve', {
        userAddress: account(user),
        from: account(FOY),
        to: account(NATIVE),
        amount: foyAmount.toString(),
      }),
    )
    expect((await send((await approveFoy.json()).tx)).status).toBe('success')
    const toEth = await build({ amount: foyAmount.toString(), from: account(FOY), to: account(NATIVE) })
    expect(toEth.status).toBe(200)
    const ethTx = (await toEth.json()).tx
    expect(decodeFunctionData({ abi: routerAbi, data: ethTx.data }).functionName).toBe('swapExactTokensForETH')
    const ethBefore = await client().getBalance({ address: user })
    const receipt = await send(ethTx)
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: user })).toBeGreaterThan(ethBefore)
  })

  it('answers the gas price of a served chain, and the spec text for any other', async () => {
    const { app } = await suite.start(config())
    const response = await app.request(get('/v1/convert/gas-price', { chainId: CHAIN }))
    expect(response.status).toBe(200)
    const price = await response.json()
    const node = await client().getGasPrice()
    expect(price).toEqual({
      standard: node.toString(),
      fast: ((node * 5n) / 4n).toString(),
      instant: ((node * 3n) / 2n).toString(),
    })
    for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:999']) {
      const refused = await app.request(get('/v1/convert/gas-price', { chainId }))
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ error: GAS_PRICE_NOT_SUPPORTED, field: 'chainId' })
    }
  })

  it('answers "Network not supported for Swaps" for chains it does not serve, or the project may not use', async () => {
    const { app } = await suite.start(config())
    const user = trader(0)
    const notSupported = { error: SWAPS_NOT_SUPPORTED }
    // eip155:1 is a default swap chain, but the devnet provider has no pools there.
    for (const [path, query] of [
      ['/v1/convert/tokens', { chainId: 'eip155:1' }],
      ['/v1/convert/tokens', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
      [
        '/v1/convert/quotes',
        {
          amount: '1',
          userAddress: account(user, 'eip155:1'),
          from: account(NATIVE, 'eip155:1'),
          to: account(FUSD, 'eip155:1'),
        },
      ],
      ['/v1/convert/allowance', { tokenAddress: account(FUSD, 'eip155:10'), userAddress: account(user, 'eip155:10') }],
      [
        '/v1/convert/build-approve',
        {
          userAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${'1'.repeat(32)}`,
          from: account(FUSD),
          to: account(FOY),
        },
      ],
    ] as const) {
      const response = await app.request(get(path, query))
      expect(response.status, path).toBe(400)
      expect(await response.json()).toMatchObject(notSupported)
    }
    const built = await app.request(withClient('/v1/convert/build-transaction'), {
      method: 'POST',
      body: JSON.stringify({
        amount: '1',
        from: account(NATIVE, 'eip155:8453'),
        to: account(FUSD, 'eip155:8453'),
        userAddress: account(user, 'eip155:8453'),
      }),
    })
    expect(built.status).toBe(400)
    expect(await built.json()).toEqual({ ...notSupported, field: 'from' })

    const { app: restricted } = await suite.start(config({ chains: ['eip155:1'] }))
    const response = await restricted.request(get('/v1/convert/tokens', { chainId: CHAIN }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ ...notSupported, field: 'chainId' })
  })

  it('lists in GET /v1/supported-chains exactly the chains whose swap tokens it answers, for each project', async () => {
    const { app } = await suite.start(config())
    const listed = (await (await app.request(withClient('/v1/supported-chains'))).json()) as { swaps: string[] }
    // Both chains with a deployment, and none of the default swap chains (the devnet provider has no pools there).
    expect(listed.swaps).toEqual([CHAIN, DOWN_CHAIN])
    for (const chainId of ['eip155:1', 'eip155:8453', CHAIN]) {
      const tokens = await app.request(get('/v1/convert/tokens', { chainId }))
      expect(tokens.status === 200, chainId).toBe(listed.swaps.includes(chainId))
    }

    const { app: restricted } = await suite.start(config({ chains: [DOWN_CHAIN] }))
    const restrictedList = await (await restricted.request(withClient('/v1/supported-chains'))).json()
    expect(restrictedList).toMatchObject({ http: [DOWN_CHAIN], swaps: [DOWN_CHAIN] })

    const { app: noProvider } = await suite.start(testConfig({ chains: config().chains }))
    expect(await (await noProvider.request(withClient('/v1/supported-chains'))).json()).toMatchObject({ swaps: [] })
  })

  it('refuses bad input with 400 naming the field, and a chain that is down with 502', async () => {
    const { app } = await suite.start(config())
    const user = account(trader(0))
    const quote = { amount: '1000', userAddress: user, from: account(NATIVE), to: account(FUSD) }
    for (const [query, field] of [
      [{ ...quote, amount: '0' }, 'amount'],
      [{ ...quote, amount: '1.5' }, 'amount'],
      [{ ...quote, amount: '9'.repeat(79) }, 'amount'],
      [{ ...quote, from: 'ETH' }, 'from'],
      [{ ...quote, to: account(FUSD, 'eip155:31338') }, 'to'],
      [{ ...quote, to: account(NATIVE) }, 'to'],
      [{ ...quote, to: `${CHAIN}:0x1234` }, 'to'],
      [{ ...quote, gasPrice: 'fast' }, 'gasPrice'],
      [{ amount: '1', from: account(NATIVE), to: account(FUSD) }, 'userAddress'],
    ] as const) {
      const response = await app.request(get('/v1/convert/quotes', query))
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
    const build = (body: string) => app.request(withClient('/v1/convert/build-transaction'), { method: 'POST', body })
    const good = { amount: '10000000000000', from: account(NATIVE), to: account(FUSD), userAddress: user }
    for (const [body, field] of [
      ['not json', 'body'],
      [JSON.stringify({ ...good, eip155: { slippage: 0 } }), 'eip155.slippage'],
      [JSON.stringify({ ...good, eip155: { slippage: 80 } }), 'eip155.slippage'],
      [JSON.stringify({ ...good, disableEstimate: 'yes' }), 'disableEstimate'],
      [JSON.stringify({ ...good, amount: -1 }), 'amount'],
    ] as const) {
      const response = await build(body)
      expect(response.status, body).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
    // A token no pool trades (the Foyer Pass contract): no quote, as aggregators answer "no route"; no transaction.
    const noPool = { ...quote, to: account(DEVNET_CONTRACTS.nft) }
    const noQuote = await app.request(get('/v1/convert/quotes', noPool))
    expect(noQuote.status).toBe(200)
    expect(await noQuote.json()).toEqual({ quotes: [] })
    const noSwap = await build(JSON.stringify({ ...good, to: account(DEVNET_CONTRACTS.nft) }))
    expect(noSwap.status).toBe(400)
    expect((await noSwap.json()).field).toBe('to')

    // disableEstimate: the transaction comes back without a gas limit.
    const unestimated = await build(JSON.stringify({ ...good, disableEstimate: true }))
    expect(unestimated.status).toBe(200)
    expect((await unestimated.json()).tx.eip155.gas).toBeUndefined()

    const down = await app.request(
      get('/v1/convert/quotes', {
        ...quote,
        userAddress: account(trader(0), DOWN_CHAIN),
        from: account(NATIVE, DOWN_CHAIN),
        to: account(FUSD, DOWN_CHAIN),
      }),
    )
    expect(down.status).toBe(502)
    expect((await down.json()).error).toMatch(/eip155:31339/)
  })
})
