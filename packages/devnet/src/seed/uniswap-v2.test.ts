// The seed's Uniswap V2 on a real anvil: the contracts at their fixed addresses, the pools with the seeded reserves,
// the pair at the address Router02 computes (the npm build's init code hash), and a swap through the router that
// moves a dev account's balances and the pool's price.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  parseAbi,
  parseEther,
  type Address,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_TOKENS, DEVNET_UNISWAP_V2 } from '../contracts/addresses.js'
import { uniswapV2PairArtifact } from '../contracts/uniswap-v2-artifacts.js'
import { DEV_MNEMONIC } from '../dev-accounts.js'
import { getFreePort } from '../ports.js'
import { startDevnet, type Devnet } from '../start-devnet.js'
import { DEVNET_UNISWAP_V2_POOLS } from './uniswap-v2.js'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])
const routerAbi = parseAbi([
  'function WETH() view returns (address)',
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
])

describe('the devnet seed: Uniswap V2 (on a real anvil)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort() })
  }, 60_000)
  afterAll(() => devnet?.stop())
  const client = () => createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })

  async function reserves(tokenA: Address, tokenB: Address): Promise<[bigint, bigint]> {
    const pair = await client().readContract({
      address: DEVNET_UNISWAP_V2.factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
    })
    const [reserve0, reserve1] = await client().readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const token0 = await client().readContract({ address: pair, abi: pairAbi, functionName: 'token0' })
    return token0.toLowerCase() === tokenA.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
  }

  it('deploys the factory, WETH9 and the router (which knows that WETH) at their fixed addresses', async () => {
    for (const address of Object.values(DEVNET_UNISWAP_V2))
      expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(
      await client().readContract({ address: DEVNET_UNISWAP_V2.router, abi: routerAbi, functionName: 'WETH' }),
    ).toBe(DEVNET_UNISWAP_V2.weth)
  })

  it('fills each pool with the seeded reserves, at the pair address Router02 computes', async () => {
    for (const pool of DEVNET_UNISWAP_V2_POOLS) {
      const tokenB = pool.tokenB === 'weth' ? DEVNET_UNISWAP_V2.weth : pool.tokenB
      expect(await reserves(pool.tokenA, tokenB)).toEqual([pool.amountA, pool.amountB])
      // UniswapV2Library.pairFor: CREATE2 from the factory, salt keccak(token0, token1), the pair's init code hash.
      const [token0, token1] = [pool.tokenA, tokenB].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
      const expected = getContractAddress({
        opcode: 'CREATE2',
        from: DEVNET_UNISWAP_V2.factory,
        salt: keccak256(`0x${token0!.slice(2)}${token1!.slice(2)}`),
        bytecodeHash: keccak256(uniswapV2PairArtifact.bytecode),
      })
      expect(
        await client().readContract({
          address: DEVNET_UNISWAP_V2.factory,
          abi: factoryAbi,
          functionName: 'getPair',
          args: [pool.tokenA, tokenB],
        }),
      ).toBe(expected)
    }
  })

  it('swaps ETH for FUSD through the router: the account gets what getAmountsOut said, and the price moves', async () => {
    const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 5 })
    const wallet = createWalletClient({ account, chain: foundry, transport: http(devnet.rpcUrl) })
    const path = [DEVNET_UNISWAP_V2.weth, DEVNET_TOKENS.tokenA.address]
    const amountIn = parseEther('1')
    const quote = async () =>
      (
        await client().readContract({
          address: DEVNET_UNISWAP_V2.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [amountIn, path],
        })
      )[1]!
    const before = await quote()
    // 1 ETH of a 100 ETH / 300,000 FUSD pool, less the 0.3 % fee and the price impact: a little under 2,962 FUSD.
    expect(before).toBeGreaterThan(2_950n * 10n ** 6n)
    expect(before).toBeLessThan(2_970n * 10n ** 6n)
    const hash = await wallet.writeContract({
      address: DEVNET_UNISWAP_V2.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [before, path, account.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
      value: amountIn,
      // viem's estimate runs at the last block's timestamp and misses the pair's price accumulator updates a later
      // block's swap makes, so it can fall short: a fixed limit.
      gas: 300_000n,
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    const balance = await client().readContract({
      address: DEVNET_TOKENS.tokenA.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(balance).toBe(before)
    // The pool now holds more ETH and less FUSD: the same ETH buys fewer FUSD.
    expect(await quote()).toBeLessThan(before)
  })
})
