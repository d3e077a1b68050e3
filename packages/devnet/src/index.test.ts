import { describe, expect, it } from 'vitest'

describe('@foyer/devnet entry', () => {
  it('exports the public API and starts nothing on import', async () => {
    const entry = await import('./index.js')
    expect(typeof entry.startDevnet).toBe('function')
    expect(typeof entry.seedDevnet).toBe('function')
    expect(typeof entry.devAccounts).toBe('function')
    expect(entry.DEV_MNEMONIC).toBe('test test test test test test test test test test test junk')
    expect(Object.keys(entry.DEVNET_CONTRACTS)).toEqual(['tokenA', 'tokenB', 'nft'])
    expect(typeof entry.startSolanaDevnet).toBe('function')
    expect(entry.SOLANA_DEVNET_CAIP2).toBe(`solana:${entry.SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`)
    expect(typeof entry.startWalletConnectRelay).toBe('function')
    expect(entry.WALLETCONNECT_RELAY_PORT).toBe(8787)
    expect(entry.SOLANA_DEVNET_TOKEN).toMatchObject({ address: entry.SOLANA_DEVNET_MINT, symbol: 'FDOL', decimals: 6 })
  })
})
