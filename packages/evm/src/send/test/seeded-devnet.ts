// What the send tests share: one real anvil on a free port seeded as `npm start` seeds the devnet (Multicall3, the demo
// ERC-20s FUSD with 6 decimals and FOY with 18, minted to dev accounts #0-#4), its chain definition with Multicall3
// as the devnet's carries it, and readers for the balances a test checks before and after. Call `useSeededDevnet()`
// at the top of a test file.
import { afterAll, beforeAll } from 'vitest'
import type { ChainDefinition, TokenInfo } from '@foyer/core'
import { DEVNET_TOKENS, seedDevnet } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http, type Address, type PublicClient } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { anvilNetwork } from '../../test/anvil-network.js'
import { startAnvil, type Anvil } from '../../test/anvil.js'
import { DEV_MNEMONIC } from '../../test/local-account-provider.js'

export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

export const FUSD: TokenInfo = { ...DEVNET_TOKENS.tokenA }
export const FOY: TokenInfo = { ...DEVNET_TOKENS.tokenB }

/** Dev account `index` of the public dev mnemonic: #0-#4 hold both tokens, #5-#8 only their 10,000 ETH. */
export const devAddress = (index: number): Address => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address

export interface SeededDevnet {
  readonly anvil: Anvil
  /** The chain as the devnet defines it: with `contracts.multicall3`. */
  readonly network: ChainDefinition
  /** The same chain without Multicall3 in its definition (a chain whose Multicall3 Foyer is not told about). */
  readonly plainNetwork: ChainDefinition
  readonly chain: PublicClient
  eth(address: Address): Promise<bigint>
  tokenBalance(token: TokenInfo, address: Address): Promise<bigint>
}

export function useSeededDevnet(chainId = 31337): SeededDevnet {
  let anvil: Anvil | undefined
  let chain: PublicClient | undefined
  beforeAll(async () => {
    anvil = await startAnvil(chainId)
    await seedDevnet(anvil.rpcUrl)
    chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  }, 120_000)
  afterAll(async () => {
    await anvil?.stop()
  })
  const running = () => {
    if (!anvil || !chain) throw new Error('the seeded anvil is not running')
    return { anvil, chain }
  }
  return {
    get anvil() {
      return running().anvil
    },
    get network() {
      return { ...anvilNetwork(running().anvil), contracts: { multicall3: { address: MULTICALL3 } } }
    },
    get plainNetwork() {
      return anvilNetwork(running().anvil)
    },
    get chain() {
      return running().chain
    },
    eth: (address) => running().chain.getBalance({ address }),
    tokenBalance: (token, address) =>
      running().chain.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
  }
}
