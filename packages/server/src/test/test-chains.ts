// Real chains for route tests, on free ports: a seeded anvil (the demo ERC-20s, NFTs, ENS and Multicall3 at its
// canonical address, all from the devnet's seed) and a seeded Solana devnet (litesvm behind JSON-RPC, with the FDOL
// mint). Started once per test file.
import {
  DEVNET_TOKENS,
  getFreePort,
  getFreeSolanaPort,
  MULTICALL3_ADDRESS,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_TOKEN,
  startDevnet,
  startSolanaDevnet,
  type Devnet,
  type SolanaDevnet,
} from '@foyer/devnet'
import type { FoyerServerConfigInput } from '../config/config-schema.js'

export { installMulticall3 } from '@foyer/devnet'
export const MULTICALL3 = MULTICALL3_ADDRESS
export const EVM_CHAIN = 'eip155:31337'
export const SOLANA_CHAIN = SOLANA_DEVNET_CAIP2
export const ETH_PRICE = 3000
export const FUSD_PRICE = 1
export const SOL_PRICE = 150

export interface TestChains {
  evm: Devnet
  solana: SolanaDevnet
  /** Config with both chains, their token lists and a fixed price table. */
  config: Pick<FoyerServerConfigInput, 'chains' | 'prices'>
  stop(): Promise<void>
}

export async function startTestChains(): Promise<TestChains> {
  const [evmPort, solanaPort] = await Promise.all([getFreePort(), getFreeSolanaPort()])
  const [evm, solana] = await Promise.all([startDevnet({ port: evmPort }), startSolanaDevnet({ port: solanaPort })])
  const tokens = Object.values(DEVNET_TOKENS)
  return {
    evm,
    solana,
    config: {
      chains: [
        {
          id: EVM_CHAIN,
          rpcUrls: [evm.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: tokens.map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
        },
        {
          id: SOLANA_CHAIN,
          rpcUrls: [solana.rpcUrl],
          wsUrls: [solana.wsUrl],
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          tokens: [{ ...SOLANA_DEVNET_TOKEN }],
        },
      ],
      prices: {
        kind: 'fixed',
        prices: {
          [`${EVM_CHAIN}:native`]: { price: ETH_PRICE, name: 'Ether', symbol: 'ETH' },
          [`${EVM_CHAIN}:${DEVNET_TOKENS.tokenA.address}`]: { price: FUSD_PRICE, name: 'Foyer USD', symbol: 'FUSD' },
          [`${SOLANA_CHAIN}:native`]: { price: SOL_PRICE, name: 'Solana', symbol: 'SOL' },
        },
      },
    },
    async stop() {
      await Promise.all([evm.stop(), solana.stop()])
    },
  }
}
