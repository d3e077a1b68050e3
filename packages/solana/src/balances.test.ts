// Balances, token balances and transaction status (balances.ts) against the Foyer Solana devnet with real dev accounts,
// and the 0.00 SOL fallback when the RPC cannot be reached.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ChainDefinition, TokenInfo } from '@foyer/core'
import { devSolanaSecret } from '@foyer/dev-wallet'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { TOKEN_PROGRAM_ID } from './constants.js'
import { LOCAL, useAdapterHarness } from './test/adapter-harness.js'
import { createTestMint } from './test/create-test-mint.js'
import { useDevnetHarness } from './test/devnet-harness.js'

const { env } = useDevnetHarness()
let devnet: typeof env.devnet
let network: ChainDefinition
let FDOL: TokenInfo
beforeAll(() => ({ devnet, network, FDOL } = env))
const { start } = useAdapterHarness()

describe('balances', () => {
  it('native balance over RPC: 100 SOL for dev account #0', async () => {
    const adapter = createSolanaAdapter()
    expect(await adapter.getBalance({ address: devnet.accounts[0]!, network })).toEqual({
      value: '100000000000',
      decimals: 9,
      symbol: 'SOL',
      formatted: '100',
    })
  })

  it('token balances: FDOL with the host metadata; a mint without metadata shows its shortened address; none for #3', async () => {
    const withMetadata = createSolanaAdapter({ tokens: [FDOL] })
    const [balance] = await withMetadata.getTokenBalances({ address: devnet.accounts[1]!, network })
    expect(balance).toEqual({ token: FDOL, value: '1000000000', decimals: 6, symbol: 'FDOL', formatted: '1000' })
    const plain = createSolanaAdapter()
    const [unnamed] = await plain.getTokenBalances({ address: devnet.accounts[1]!, network })
    expect(unnamed!.symbol).toBe(`${devnet.mint.slice(0, 4)}…${devnet.mint.slice(-4)}`)
    expect(await plain.getTokenBalances({ address: devnet.accounts[3]!, network })).toEqual([])
  })

  it('an unknown signature is pending', async () => {
    const adapter = createSolanaAdapter()
    const id = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    expect(await adapter.getTransactionStatus({ id, network })).toBe('pending')
  })

  it('token balances with 0 decimals are left out (spec §5)', async () => {
    const holder = devnet.accounts[2]!
    const mint = await createTestMint({
      rpcUrl: devnet.rpcUrl,
      payerSecret: devSolanaSecret(0),
      tokenProgram: TOKEN_PROGRAM_ID,
      decimals: 0,
      holder,
      amount: 7n,
    })
    const balances = await createSolanaAdapter().getTokenBalances({ address: holder, network })
    expect(balances.map((b) => b.token.address)).not.toContain(mint)
    expect(balances.map((b) => b.token.address)).toContain(devnet.mint)
  })

  it('a balance lookup that fails shows 0.00 SOL and logs a warning', async () => {
    const { adapter, ctx } = start()
    const result = await adapter.getBalance({ address: '11111111111111111111111111111111', network: LOCAL })
    expect(result).toEqual({ value: '0', decimals: 9, symbol: 'SOL', formatted: '0.00' })
    expect(ctx.logger.warn).toHaveBeenCalled()
  })
})
