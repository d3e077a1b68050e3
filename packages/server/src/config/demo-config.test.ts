// apps/demo/foyer.config.ts is what `npm start` serves the demo with; its chains, tokens and addresses are written out
// as a host would write them, so this checks them against the devnet they describe.
import {
  DEVNET_DEPLOYER,
  DEVNET_ENS,
  DEVNET_TOKENS,
  DEVNET_UNISWAP_V2,
  SOLANA_DEV_ADDRESSES,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_PORT,
  SOLANA_DEVNET_TOKEN,
} from '@foyer/devnet'
import { foyerDevnet, foyerDevnet2, foyerSolanaDevnet } from '@foyer/devnet/chains'
import path from 'node:path'
import { getContractAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FoyerServerConfig } from './config-schema.js'
import { parseConfig } from './load-config.js'

const DEMO_CONFIG = path.resolve(import.meta.dirname, '../../../../apps/demo/foyer.config.ts')

let config: FoyerServerConfig
beforeAll(async () => {
  // Imported by Vite, whose "source" condition resolves @foyer/server/config to this package's sources. Loading the
  // same file through tsx, as the bin does, is in cli.test.ts.
  const { default: raw } = (await import(/* @vite-ignore */ DEMO_CONFIG)) as { default: unknown }
  config = parseConfig(raw)
})

describe('apps/demo/foyer.config.ts', () => {
  it('listens on 127.0.0.1:8788 with the project foyer-dev allowing the demo page', () => {
    expect(config.listen).toEqual({ host: '127.0.0.1', port: 8788 })
    expect(config.database).toEqual({ dataDir: '.foyer/server-data' })
    expect(config.projects.map(({ id, allowedOrigins }) => ({ id, allowedOrigins }))).toEqual([
      { id: 'foyer-dev', allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'] },
    ])
  })

  it('lists the devnet chains at their RPC URLs, with the tokens the devnet deploys', () => {
    const evmTokens = Object.values(DEVNET_TOKENS).map(({ address, name, symbol, decimals }) => ({
      address,
      name,
      symbol,
      decimals,
    }))
    expect(
      config.chains.map(({ id, rpcUrls, wsUrls, tokens, nativeCurrency }) => ({
        id,
        rpcUrls,
        wsUrls,
        tokens,
        nativeCurrency,
      })),
    ).toEqual([
      {
        id: `eip155:${foyerDevnet.id}`,
        rpcUrls: foyerDevnet.rpcUrls.default.http,
        wsUrls: [],
        tokens: evmTokens,
        nativeCurrency: foyerDevnet.nativeCurrency,
      },
      {
        id: `eip155:${foyerDevnet2.id}`,
        rpcUrls: foyerDevnet2.rpcUrls.default.http,
        wsUrls: [],
        tokens: evmTokens,
        nativeCurrency: foyerDevnet2.nativeCurrency,
      },
      {
        id: SOLANA_DEVNET_CAIP2,
        rpcUrls: [`http://127.0.0.1:${SOLANA_DEVNET_PORT}`],
        wsUrls: foyerSolanaDevnet.rpcUrls.default.webSocket,
        tokens: [{ ...SOLANA_DEVNET_TOKEN }],
        nativeCurrency: foyerSolanaDevnet.nativeCurrency,
      },
    ])
    expect(config.chains[2]!.watchedAddresses).toEqual([...SOLANA_DEV_ADDRESSES])
    // The seed's spam NFT: the deployer's fourth contract, after the two tokens and Foyer Pass.
    const spamNft = getContractAddress({ from: DEVNET_DEPLOYER, nonce: 3n })
    expect(config.chains.map((chain) => chain.spamNftContracts)).toEqual([[spamNft], [spamNft], []])
    expect(config.chains.map((chain) => chain.ensRegistry)).toEqual([
      DEVNET_ENS.registry,
      DEVNET_ENS.registry,
      undefined,
    ])
    expect(`solana:${foyerSolanaDevnet.id}`).toBe(SOLANA_DEVNET_CAIP2)
  })

  it('prices the native currencies and the dollar tokens of every chain, by the ids the balance route looks up', () => {
    expect(config.prices.kind).toBe('fixed')
    const prices = config.prices.kind === 'fixed' ? config.prices.prices : {}
    const price = (id: string) => prices[id]?.price
    for (const chain of ['eip155:31337', 'eip155:31338']) {
      expect(price(`${chain}:native`)).toBe(3000)
      expect(price(`${chain}:${DEVNET_TOKENS.tokenA.address}`)).toBe(1)
    }
    expect(price(`${SOLANA_DEVNET_CAIP2}:native`)).toBe(150)
    expect(price(`${SOLANA_DEVNET_CAIP2}:${SOLANA_DEVNET_TOKEN.address}`)).toBe(1)
  })

  it("serves swaps on the first anvil from the seed's Uniswap V2 (the second has the pools too)", () => {
    // The second anvil keeps its pools but is not a swap chain, so the demo shows 'Network not supported for Swaps' there.
    expect(config.swaps.extraChains).toEqual(['eip155:31337'])
    expect(config.swaps.provider).toEqual({
      kind: 'uniswap-v2',
      deployments: { 'eip155:31337': DEVNET_UNISWAP_V2, 'eip155:31338': DEVNET_UNISWAP_V2 },
    })
  })
})
