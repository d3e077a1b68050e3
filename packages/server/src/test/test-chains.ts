// Real chains for route tests, on free ports: a seeded anvil (the demo ERC-20s) with Multicall3 at its canonical
// address, and a seeded Solana devnet (litesvm behind JSON-RPC, with the FDOL mint). Started once per test file.
import {
  DEVNET_TOKENS,
  getFreePort,
  getFreeSolanaPort,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_TOKEN,
  startDevnet,
  startSolanaDevnet,
  type Devnet,
  type SolanaDevnet,
} from '@foyer/devnet'
import { createTestClient, http, type Hex } from 'viem'
import { foundry } from 'viem/chains'
import type { FoyerServerConfigInput } from '../config/config-schema.js'
import { MULTICALL3_CREATION_BYTECODE } from './fixtures/multicall3-bytecode.js'

export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
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

/**
 * Multicall3's runtime code at its canonical address, as on every public chain. An eth_call of the creation code
 * answers the runtime code without a transaction, so no dev account's nonce or balance moves.
 */
export async function installMulticall3(rpcUrl: string): Promise<void> {
  const client = createTestClient({ chain: foundry, mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
  const runtime = (await client.request({
    method: 'eth_call',
    params: [{ data: MULTICALL3_CREATION_BYTECODE }, 'latest'],
  } as never)) as Hex
  await client.setCode({ address: MULTICALL3, bytecode: runtime })
}

export async function startTestChains(): Promise<TestChains> {
  const [evmPort, solanaPort] = await Promise.all([getFreePort(), getFreeSolanaPort()])
  const [evm, solana] = await Promise.all([startDevnet({ port: evmPort }), startSolanaDevnet({ port: solanaPort })])
  await installMulticall3(evm.rpcUrl)
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
