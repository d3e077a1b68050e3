import { DEVNET_TOKENS, SOLANA_DEVNET_SEED } from '@foyer/devnet'
import { createPublicClient, createWalletClient, erc20Abi, formatEther, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnDatabases, testConfig, TEST_PROJECT, withClient } from '../../test/server-fixture.js'
import {
  ETH_PRICE,
  EVM_CHAIN,
  FUSD_PRICE,
  SOL_PRICE,
  SOLANA_CHAIN,
  startTestChains,
  type TestChains,
} from '../../test/test-chains.js'
import { fixedAddress, TOKEN_2022_PROGRAM, writeTokenHolding } from '../../test/solana-token-accounts.js'

let chains: TestChains
beforeAll(async () => {
  chains = await startTestChains()
}, 60_000)
afterAll(async () => {
  await chains?.stop()
})

const config = () => testConfig(chains.config)
const balancePath = (address: string, query: Record<string, string> = {}) =>
  `${withClient(`/v1/account/${address}/balance`)}&${new URLSearchParams(query)}`

describeOnDatabases('GET /v1/account/{address}/balance', (suite) => {
  it('answers native ETH and the listed ERC-20s the address holds, as the chain has them', async () => {
    const { app } = await suite.start(config())
    const [holder] = chains.evm.accounts as [Address]
    const client = createPublicClient({ transport: http(chains.evm.rpcUrl) })
    const eth = await client.getBalance({ address: holder })
    const fusd = await client.readContract({
      address: DEVNET_TOKENS.tokenA.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
    const response = await app.request(balancePath(holder.toLowerCase(), { chainId: EVM_CHAIN, currency: 'usd' }))
    expect(response.status).toBe(200)
    const { balances } = await response.json()
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: EVM_CHAIN,
        price: ETH_PRICE,
        value: Number(formatEther(eth)) * ETH_PRICE,
        quantity: { decimals: '18', numeric: formatEther(eth) },
      },
      {
        name: 'Foyer USD',
        symbol: 'FUSD',
        chainId: EVM_CHAIN,
        address: `${EVM_CHAIN}:${DEVNET_TOKENS.tokenA.address}`,
        price: FUSD_PRICE,
        value: Number(fusd) / 1e6,
        quantity: { decimals: '6', numeric: String(Number(fusd) / 1e6) },
      },
      {
        name: 'Foyer Token',
        symbol: 'FOY',
        chainId: EVM_CHAIN,
        address: `${EVM_CHAIN}:${DEVNET_TOKENS.tokenB.address}`,
        quantity: { decimals: '18', numeric: '1000' },
      },
    ])
    // An account the seed gave no tokens has its native balance only.
    const empty = await app.request(balancePath(chains.evm.accounts[7]!, { chainId: EVM_CHAIN }))
    expect((await empty.json()).balances.map((b: { symbol: string }) => b.symbol)).toEqual(['ETH'])
  })

  it('answers SOL and the SPL tokens the address holds', async () => {
    const { app } = await suite.start(config())
    const response = await app.request(balancePath(chains.solana.accounts[0]!, { chainId: SOLANA_CHAIN }))
    expect(response.status).toBe(200)
    expect((await response.json()).balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA_CHAIN,
        price: SOL_PRICE,
        value: 100 * SOL_PRICE,
        quantity: { decimals: '9', numeric: String(SOLANA_DEVNET_SEED.lamports / 10n ** 9n) },
      },
      {
        name: 'Foyer Dollar',
        symbol: 'FDOL',
        chainId: SOLANA_CHAIN,
        address: `${SOLANA_CHAIN}:${chains.solana.mint}`,
        quantity: { decimals: '6', numeric: '1000' },
      },
    ])
    // Without chainId: every chain of the address's family (here the one Solana chain).
    const all = await app.request(balancePath(chains.solana.accounts[0]!))
    expect((await all.json()).balances).toHaveLength(2)
  })

  it('counts Token-2022 holdings too, with the chain’s decimals: an NFT-like mint reports decimals "0"', async () => {
    const { app } = await suite.start(config())
    // One owner per database run: both runs share the chain. #3 and #4 hold no FDOL.
    const owner = chains.solana.accounts[suite.kind === 'pglite' ? 3 : 4]!
    const mint = fixedAddress(suite.kind === 'pglite' ? 41 : 42)
    writeTokenHolding(chains.solana, {
      program: TOKEN_2022_PROGRAM,
      mint,
      account: fixedAddress(suite.kind === 'pglite' ? 51 : 52),
      owner,
      decimals: 0,
      amount: 1n,
    })
    const response = await app.request(balancePath(owner, { chainId: SOLANA_CHAIN, forceUpdate: 'true' }))
    const { balances } = await response.json()
    expect(balances.slice(1)).toEqual([
      {
        name: mint,
        symbol: '',
        chainId: SOLANA_CHAIN,
        address: `${SOLANA_CHAIN}:${mint}`,
        quantity: { decimals: '0', numeric: '1' },
      },
    ])
  })

  it('serves a repeat from the 30 s cache, and forceUpdate reads the chain again', async () => {
    let now = Date.now()
    const { app } = await suite.start(config(), { now: () => now })
    const receiver = chains.evm.accounts[6]!
    const read = async (query: Record<string, string> = {}) => {
      const response = await app.request(balancePath(receiver, { chainId: EVM_CHAIN, ...query }))
      return (await response.json()).balances[0].quantity.numeric as string
    }
    const before = await read()
    const wallet = createWalletClient({ account: chains.evm.accounts[5]!, transport: http(chains.evm.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: receiver, value: parseEther('1'), chain: null })
    await createPublicClient({ transport: http(chains.evm.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(await read()).toBe(before)
    const after = String(Number(before) + 1)
    expect(await read({ forceUpdate: 'true' })).toBe(after)
    now += 31_000
    expect(await read()).toBe(after)
    const metrics = await (await app.request('/metrics')).text()
    expect(metrics).toMatch(/foyer_cache_lookups_total\{cache="balance",result="hit"\} [1-9]/)
  })

  it('refuses bad input with 400 naming the field', async () => {
    const { app } = await suite.start(config())
    const evm = chains.evm.accounts[0]!
    const cases: [string, string][] = [
      [balancePath('not-an-address'), 'address'],
      [balancePath(evm, { chainId: 'eip155:1' }), 'chainId'],
      [balancePath(evm, { chainId: SOLANA_CHAIN }), 'address'],
      [balancePath(evm, { currency: 'eur' }), 'currency'],
      [balancePath(evm, { forceUpdate: 'maybe' }), 'forceUpdate'],
    ]
    for (const [path, field] of cases) {
      const response = await app.request(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
  })

  it('answers 502 naming the chain when its RPC is down or Multicall3 is missing', async () => {
    const down = testConfig({
      chains: [{ id: 'eip155:31337', rpcUrls: ['http://127.0.0.1:9'] }],
      projects: [{ id: TEST_PROJECT }],
    })
    const { app } = await suite.start(down)
    const response = await app.request(balancePath(chains.evm.accounts[0]!, { forceUpdate: 'true' }))
    expect(response.status).toBe(502)
    expect((await response.json()).error).toMatch(/^RPC of eip155:31337 failed/)
    const noMulticall = testConfig({
      chains: [
        { id: 'eip155:31337', rpcUrls: [chains.evm.rpcUrl], multicall3: '0x000000000000000000000000000000000000dEaD' },
      ],
    })
    const other = await suite.start(noMulticall)
    // forceUpdate: the other tests' answers for this account sit in the shared cache.
    const missing = await other.app.request(balancePath(chains.evm.accounts[0]!, { forceUpdate: 'true' }))
    expect(missing.status).toBe(502)
    expect((await missing.json()).error).toBe(
      'Multicall3 is not deployed at 0x000000000000000000000000000000000000dEaD on eip155:31337',
    )
  })
})
