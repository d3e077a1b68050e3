// Uniswap V2 on the devnet: the Factory, WETH9 and Router02 from the deployer's nonces 7-9, then the deployer mints
// itself the demo tokens and adds liquidity through the router, so the pools exist with known reserves and a swap (or
// a quote) moves their price as on a public chain. Queued sends, in the deployer's nonce order like its other steps.
import { encodeDeployData, encodeFunctionData, maxUint256, parseAbi, type Address, type LocalAccount } from 'viem'
import { DEVNET_TOKENS, DEVNET_UNISWAP_V2 } from '../contracts/addresses.js'
import { foyerTokenArtifact } from '../contracts/artifacts.js'
import {
  uniswapV2FactoryArtifact,
  uniswapV2Router02Artifact,
  weth9Artifact,
} from '../contracts/uniswap-v2-artifacts.js'
import type { SeedSender } from './seed-sender.js'

/** Creating a pair deploys it from the factory (about 2.5 M gas with the first deposit). */
const ADD_LIQUIDITY_GAS = 5_000_000n
const ROUTER_DEPLOY_GAS = 8_000_000n

const FUSD = 10n ** 6n
const FOY = 10n ** 18n
const ETH = 10n ** 18n

/**
 * The pools the seed fills, at 1 ETH = 3,000 FUSD = 1,500 FOY (1 FOY = 2 FUSD). `token` 'weth' means the pool is
 * filled with ETH through addLiquidityETH. Deep enough for the demo's swaps, shallow enough that a swap moves the price.
 */
export const DEVNET_UNISWAP_V2_POOLS = [
  { tokenA: DEVNET_TOKENS.tokenA.address, amountA: 300_000n * FUSD, tokenB: 'weth', amountB: 100n * ETH },
  { tokenA: DEVNET_TOKENS.tokenB.address, amountA: 150_000n * FOY, tokenB: 'weth', amountB: 100n * ETH },
  {
    tokenA: DEVNET_TOKENS.tokenA.address,
    amountA: 100_000n * FUSD,
    tokenB: DEVNET_TOKENS.tokenB.address,
    amountB: 50_000n * FOY,
  },
] as const satisfies readonly { tokenA: Address; amountA: bigint; tokenB: Address | 'weth'; amountB: bigint }[]

/** What the deployer mints itself for the pools: the sum of each token's deposits. */
function deposits(token: Address): bigint {
  return DEVNET_UNISWAP_V2_POOLS.reduce(
    (sum, pool) =>
      sum + (pool.tokenA === token ? pool.amountA : 0n) + (pool.tokenB === token ? (pool.amountB as bigint) : 0n),
    0n,
  )
}

const routerAbi = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint amountADesired, uint amountBDesired, uint amountAMin, uint amountBMin, address to, uint deadline) returns (uint amountA, uint amountB, uint liquidity)',
  'function addLiquidityETH(address token, uint amountTokenDesired, uint amountTokenMin, uint amountETHMin, address to, uint deadline) payable returns (uint amountToken, uint amountETH, uint liquidity)',
])

/** The transactions uniswapV2Liquidity sends: two mints, two approvals, one deposit per pool. */
export const UNISWAP_V2_LIQUIDITY_TRANSACTIONS = 4 + DEVNET_UNISWAP_V2_POOLS.length

/** Nonces 7, 8, 9 in this order: the router's constructor takes the factory and WETH addresses. */
export function deployUniswapV2(sender: SeedSender, deployer: LocalAccount): void {
  void sender.deploy(deployer, uniswapV2FactoryArtifact, [deployer.address], 'deploy the Uniswap V2 factory')
  void sender.deploy(deployer, weth9Artifact, [], 'deploy WETH9')
  // Router02 is near the 24 KiB code limit: its deployment takes more than the seed's usual deploy gas.
  const data = encodeDeployData({
    abi: uniswapV2Router02Artifact.abi,
    bytecode: uniswapV2Router02Artifact.bytecode,
    args: [DEVNET_UNISWAP_V2.factory, DEVNET_UNISWAP_V2.weth],
  })
  void sender.send(deployer, { data, gas: ROUTER_DEPLOY_GAS, label: 'deploy the Uniswap V2 router' })
}

/** The deployer's tokens and deposits; it keeps the liquidity tokens. */
export function addUniswapV2Liquidity(sender: SeedSender, deployer: LocalAccount): void {
  const me = deployer.address
  for (const token of [DEVNET_TOKENS.tokenA, DEVNET_TOKENS.tokenB]) {
    const contract = { address: token.address, abi: foyerTokenArtifact.abi }
    void sender.call(deployer, contract, 'mint', [me, deposits(token.address)], {
      label: `mint ${token.symbol} for the Uniswap V2 pools`,
    })
    void sender.call(deployer, contract, 'approve', [DEVNET_UNISWAP_V2.router, maxUint256], {
      label: `approve the Uniswap V2 router for ${token.symbol}`,
    })
  }
  for (const pool of DEVNET_UNISWAP_V2_POOLS) {
    const data =
      pool.tokenB === 'weth'
        ? encodeFunctionData({
            abi: routerAbi,
            functionName: 'addLiquidityETH',
            args: [pool.tokenA, pool.amountA, pool.amountA, pool.amountB, me, maxUint256],
          })
        : encodeFunctionData({
            abi: routerAbi,
            functionName: 'addLiquidity',
            args: [pool.tokenA, pool.tokenB, pool.amountA, pool.amountB, pool.amountA, pool.amountB, me, maxUint256],
          })
    void sender.send(deployer, {
      to: DEVNET_UNISWAP_V2.router,
      data,
      value: pool.tokenB === 'weth' ? pool.amountB : 0n,
      gas: ADD_LIQUIDITY_GAS,
      label: `add liquidity to the Uniswap V2 pool ${pool.tokenA}/${pool.tokenB}`,
    })
  }
}
